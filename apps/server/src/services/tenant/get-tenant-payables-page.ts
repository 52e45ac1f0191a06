import { derivePayableStatus } from '@casaconti/core/payable-status';
import {
  type Paged,
  pageOffset,
  type TenantPayableListQuery,
  type TenantPayableListSort,
  type TenantPayableStatus,
} from '@casaconti/core/schemas/list';
import { and, asc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bill, billSplit, contract, payable, property } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';
import { payableColumns } from '../payables/payable-columns';
import { payableOrderBy } from '../payables/payable-order-sql';

const ORDER: Record<TenantPayableListSort, SQL[]> = {
  due_asc: payableOrderBy('asc'),
  due_desc: payableOrderBy('desc'),
};

/** The stored status and due date that read as each listed status on `asOf` (derivePayableStatus). */
function statusCondition(status: TenantPayableStatus, asOf: string): SQL {
  if (status === 'paid') return eq(payable.status, 'paid');
  const due = eq(payable.status, 'due');
  return and(due, status === 'overdue' ? lt(payable.dueDate, asOf) : gte(payable.dueDate, asOf)) as SQL;
}

export type TenantPayablesPage = Paged<{
  id: string;
  contractId: string;
  propertyName: string;
  /** The statement's field names (docs/product.md §4), so the tenant screen shows them as the statement does. */
  type: string;
  /** The utility category of a bill's share, else null. */
  category: string | null;
  amount: number;
  /** Paid so far, same sign as amount (as the statement's paid_amount). */
  paid_amount: number;
  status: TenantPayableStatus;
  due_date: string;
  period_start_date: string | null;
  period_end_date: string | null;
}> & {
  /** Σ amount of the listed payables (cents), under the filters, over every page. */
  totalAmount: number;
  /** The tenant's contracts (the contract filter's options), by property name. */
  contracts: { id: string; propertyName: string }[];
};

/**
 * The tenant's payables, one page (decision 121): the payables (cancelled ones never) of the
 * contracts in the signed-in user's tenant area only (tenantContractCondition), filtered by status
 * (due, overdue: due before today, paid) and contract, sorted by due date and paged in SQL by
 * `payable_contract_idx`. Three statements after the session whatever the size, sent together:
 * the page, the total with its sum, the contract filter's options. A contract id that is not the
 * user's own lists nothing.
 */
export async function getTenantPayablesPage(opts: {
  db: Db;
  clock: Clock;
  tenantId: string;
  query: TenantPayableListQuery;
}): Promise<TenantPayablesPage> {
  const { db, tenantId, query } = opts;
  const asOf = today(opts.clock);
  const where = and(
    tenantContractCondition(tenantId),
    ne(payable.status, 'cancelled'),
    query.status ? statusCondition(query.status, asOf) : undefined,
    query.contractId ? eq(payable.contractId, query.contractId) : undefined,
  ) as SQL;
  const [rows, [totals], contracts] = await Promise.all([
    db
      .select({ ...payableColumns, propertyName: property.name, category: bill.category })
      .from(payable)
      .innerJoin(contract, eq(contract.id, payable.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .leftJoin(billSplit, eq(billSplit.id, payable.billSplitId))
      .leftJoin(bill, eq(bill.id, billSplit.billId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({
        total: sql<number>`count(*)::int`.mapWith(Number),
        totalAmount: sql<number>`coalesce(sum(${payable.amount}), 0)::bigint`.mapWith(Number),
      })
      .from(payable)
      .innerJoin(contract, eq(contract.id, payable.contractId))
      .where(where),
    db
      .select({ id: contract.id, propertyName: property.name })
      .from(contract)
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(tenantContractCondition(tenantId))
      .orderBy(asc(sql`casaconti_fold(${property.name})`), asc(contract.id)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      contractId: row.contractId,
      propertyName: row.propertyName,
      type: row.type,
      category: row.category,
      amount: row.amount,
      paid_amount: row.status === 'paid' ? row.amount : Math.sign(row.amount) * row.allocatedAmount,
      // Cancelled ones are not read: what is left reads as due, overdue or paid.
      status: derivePayableStatus({ status: row.status === 'paid' ? 'paid' : 'due', dueDate: row.dueDate }, asOf),
      due_date: row.dueDate,
      period_start_date: row.periodStartDate,
      period_end_date: row.periodEndDate,
    })),
    total: totals?.total ?? 0,
    totalAmount: totals?.totalAmount ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    contracts,
  };
}
