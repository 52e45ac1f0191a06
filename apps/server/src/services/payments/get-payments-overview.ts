import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payable, settlementItem } from '../../db/schema';
import { outstandingPayableCondition } from '../contracts/outstanding-payable-condition';
import { inContracts } from './contract-set';
import { landlordContractIds } from './landlord-contracts';
import { pendingSettlementItemCondition } from './pending-settlement-item-condition';

/** Σ of an integer cents column, exact (bigint in SQL, well within a double's exact integers). */
const sumCentsOf = (column: typeof payable.amount | typeof settlementItem.amount) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/**
 * get_landlord_payables_overview (DOMAIN §6) over the landlord's payments-page contracts:
 * pendingSplitsAmount ('Conguagli da Saldare') = Σ pending settlement debits;
 * pendingPaymentsAmount ('Pagamenti in Attesa') = Σ due and overdue payables, settlement credits
 * included. Cents, summed in SQL with the financials' own conditions (the same figures as the
 * sums of loadContractsFinancials: get-payments-overview.test.ts), over the landlord's contracts
 * selected in SQL (landlordContractIds): two statements, sent together.
 */
export async function getPaymentsOverview(opts: { db: Db; landlordId: string }) {
  const { db } = opts;
  const contracts = landlordContractIds(db, opts.landlordId);
  const [[payments], [splits]] = await Promise.all([
    db
      .select({ total: sumCentsOf(payable.amount) })
      .from(payable)
      .where(and(inContracts(payable.contractId, contracts), outstandingPayableCondition())),
    db
      .select({ total: sumCentsOf(settlementItem.amount) })
      .from(settlementItem)
      .where(and(pendingSettlementItemCondition(contracts), eq(settlementItem.kind, 'debit'))),
  ]);
  return { pendingSplitsAmount: splits!.total, pendingPaymentsAmount: payments!.total };
}
