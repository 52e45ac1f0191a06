import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payable, settlementItem } from '../../db/schema';
import { outstandingPayableCondition } from '../contracts/outstanding-payable-condition';
import { inContracts } from '../financials/contract-set';
import { landlordContractIds } from './landlord-contracts';
import { pendingSettlementItemCondition } from '../financials/reads';

/** Σ still owed of the outstanding payables, exact cents (bigint in SQL, within a double's exact integers). */

/** Σ of the pending items of one kind (cents, exact), or of their signed amounts (debit +, credit −). */
const sumItemsOf = (kind: 'debit' | 'credit' | 'net') =>
  (kind === 'net'
    ? sql<number>`coalesce(sum(case when ${settlementItem.kind} = 'debit' then ${settlementItem.amount} else -${settlementItem.amount} end), 0)::bigint`
    : sql<number>`coalesce(sum(${settlementItem.amount}) filter (where ${settlementItem.kind} = ${kind}), 0)::bigint`
  ).mapWith(Number);

/**
 * get_landlord_payables_overview (docs/domain.md §6) over the landlord's payments-page contracts:
 * pendingSettlementsNetAmount ('Conguagli da Saldare') = Σ over the contracts of their net to be
 * settled (Σ pending debits − Σ available credits: the sum of the 'Conguagli' tab's rows), shown
 * with pendingSplitsAmount (Σ pending settlement debits, 'spese') and pendingCreditsAmount
 * (Σ available credits, 'crediti') beneath it;
 * pendingPaymentsAmount ('Pagamenti in Attesa') = Σ due and overdue payables, settlement credits
 * included, less what payments already cover of them (docs/domain.md §12). Cents, summed in SQL with the financials' own conditions (the same figures as the
 * sums of loadContractsFinancials: get-payments-overview.test.ts), over the landlord's contracts
 * selected in SQL (landlordContractIds): two statements, sent together.
 */

export async function getPaymentsOverview(opts: { db: Db; landlordId: string }) {
  const { db } = opts;
  const contracts = landlordContractIds(db, opts.landlordId);
  const [[payments], [items]] = await Promise.all([
    db
      .select({
        total:
          sql<number>`coalesce(sum(${payable.amount} - sign(${payable.amount}) * ${payable.allocatedAmount}), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(payable)
      .where(and(inContracts(payable.contractId, contracts), outstandingPayableCondition())),
    db
      .select({ debits: sumItemsOf('debit'), credits: sumItemsOf('credit'), net: sumItemsOf('net') })
      .from(settlementItem)
      .where(pendingSettlementItemCondition(contracts)),
  ]);
  return {
    pendingSettlementsNetAmount: items!.net,
    pendingSplitsAmount: items!.debits,
    pendingCreditsAmount: items!.credits,
    pendingPaymentsAmount: payments!.total,
  };
}
