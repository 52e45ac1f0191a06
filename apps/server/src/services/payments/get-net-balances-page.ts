import type { NetBalanceListQuery, Paged } from '@casaconti/core/schemas/list';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payable } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { outstandingPayableCondition } from '../contracts/outstanding-payable-condition';
import type { ContractFinancials } from '../financials/assemble';
import { loadContractsPayables } from '../financials/load';
import { selectContractAmountPage } from './contract-amount-list';
import { landlordContractIds } from './landlord-contracts';

export type NetBalancesPage = Paged<{
  contractId: string;
  tenant: { firstName: string; lastName: string };
  property: string;
  netAmountDue: number;
  /** Its outstanding payables as its financials show them. */
  payables: ContractFinancials['payables'];
}> & {
  /** Σ netAmountDue of the listed contracts (cents), under the search and filters, over every page. */
  totalAmount: number;
};

/**
 * Per contract of the landlord, its outstanding payables aggregated in SQL (by `payable_due_idx`):
 * what it still owes (docs/domain.md §6: Σ amount less what payments cover, the sign kept, as core's
 * sumOutstanding) and whether one is overdue (due before today, as derivePayableStatus).
 */
function duesOf(db: Db, landlordId: string, asOf: string) {
  return db
    .select({
      contractId: payable.contractId,
      net: sql<number>`sum(${payable.amount} - sign(${payable.amount})::int * ${payable.allocatedAmount})::bigint`
        .mapWith(Number)
        .as('net'),
      overdue: sql<boolean>`bool_or(${payable.dueDate} < ${asOf}::date)`.as('overdue'),
    })
    .from(payable)
    .where(and(outstandingPayableCondition(), sql`${payable.contractId} in ${landlordContractIds(db, landlordId)}`))
    .groupBy(payable.contractId)
    .as('dues');
}

/**
 * The payments page's 'Pagamenti' tab, one page (decision 113): the landlord's contracts with at
 * least one due or overdue payable (get_contracts_net_balance's rows), searched by tenant and
 * property, filtered (overdue only, amount range), sorted and paged in SQL; then the outstanding
 * payables of the page's contracts only. Three statements whatever the size: the page and the
 * total with its sum together, then the page's payables.
 */

export async function getNetBalancesPage(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  query: NetBalanceListQuery;
}): Promise<NetBalancesPage> {
  const { db, landlordId, query } = opts;
  const dues = duesOf(db, landlordId, today(opts.clock));
  const { rows, ...page } = await selectContractAmountPage(db, {
    landlordId,
    query,
    amounts: { from: dues, contractId: dues.contractId, amount: dues.net },
    extra: query.overdue ? eq(dues.overdue, true) : undefined,
  });
  // Also for an empty page: one statement count whatever the rows (query-counts.test.ts).
  const payablesOf = await loadContractsPayables({
    db,
    clock: opts.clock,
    contracts: rows.map((r) => r.contractId),
    payables: 'outstanding',
  });
  return {
    items: rows.map((r) => ({
      contractId: r.contractId,
      tenant: { firstName: r.tenantFirstName, lastName: r.tenantLastName },
      property: r.propertyName,
      netAmountDue: r.amount,
      payables: payablesOf.get(r.contractId) ?? [],
    })),
    ...page,
  };
}
