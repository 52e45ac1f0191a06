import {
  comparePayablesForDisplay,
  derivePayableStatus,
  sumOutstanding,
  sumOverdue,
} from '@casaconti/core/payable-status';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bill, billSplit, payable } from '../../db/schema';
import { billShareColumns } from '../bills/bill-share-columns';
import { type Clock, today } from '../../lib/clock';
import { groupBy } from '../../lib/group-by';
import { type ContractSet, inContracts } from '../payments/contract-set';
import {
  loadPendingSettlements,
  type PendingSettlement,
  type SettlementItemRow,
} from '../payments/load-pending-settlements';
import { outstandingPayableCondition } from './outstanding-payable-condition';

export type ContractFinancials = {
  payables: {
    id: string;
    type: string;
    amount: number;
    status: 'due' | 'overdue' | 'paid';
    period_start_date: string | null;
    period_end_date: string | null;
    due_date: string;
    sourceSettlementId: string | null;
    /** The bill's category for a consumption_bill payable, else null. */
    category: string | null;
    /** With `billShares`: the bill split and bill of a payable that comes from one, else null. */
    billShare?: BillShare | null;
  }[];
  pending_settlement_debits: PendingSettlement['debits'];
  pending_settlement_credits: PendingSettlement['credits'];
  /**
   * total_due: what the tenant owes now (due + overdue payables); total_overdue: what is past its
   * due date (sumOverdue: a credit is never late); net_settlement_preview = Σ pending debits − Σ available credits.
   */
  summary: { total_due: number; total_overdue: number; net_settlement_preview: number };
};

/** A payable's bill share (billShareColumns), as the statements show it. */
export type BillShare = {
  billId: string;
  billCategory: string;
  billTotal: number;
  billPeriodStartDate: string;
  billPeriodEndDate: string;
  overlapDays: number;
  occupants: number;
};

/** Which payables to load: all but the cancelled ones, or only the outstanding (due and overdue) ones. */
type PayablesToLoad = 'all' | 'outstanding';

/** The contracts' payables (`which`), with their bill share, by due date: the columns shown. */
function selectPayables(db: Queryable, contracts: ContractSet, which: PayablesToLoad) {
  return db
    .select({
      id: payable.id,
      contractId: payable.contractId,
      type: payable.type,
      amount: payable.amount,
      status: payable.status,
      periodStartDate: payable.periodStartDate,
      periodEndDate: payable.periodEndDate,
      dueDate: payable.dueDate,
      sourceSettlementId: payable.sourceSettlementId,
      ...billShareColumns,
    })
    .from(payable)
    .leftJoin(billSplit, eq(billSplit.id, payable.billSplitId))
    .leftJoin(bill, eq(bill.id, billSplit.billId))
    .where(
      and(
        inContracts(payable.contractId, contracts),
        which === 'all' ? ne(payable.status, 'cancelled') : outstandingPayableCondition(),
      ),
    )
    .orderBy(asc(payable.dueDate), asc(payable.createdAt), asc(payable.id));
}

type PayableRow = Awaited<ReturnType<typeof selectPayables>>[number];

function billShareOf(p: PayableRow): BillShare | null {
  const { billId, billCategory, billTotal, billPeriodStartDate, billPeriodEndDate, overlapDays, occupants } = p;
  return billId === null ||
    billCategory === null ||
    billTotal === null ||
    billPeriodStartDate === null ||
    billPeriodEndDate === null ||
    overlapDays === null ||
    occupants === null
    ? null
    : { billId, billCategory, billTotal, billPeriodStartDate, billPeriodEndDate, overlapDays, occupants };
}

/** One contract's payables as the financials show them, from its rows (in their query's order). */
function assemblePayables(
  payableRows: PayableRow[],
  asOf: string,
  withBillShares = false,
): ContractFinancials['payables'] {
  return payableRows
    .map((p) => ({
      id: p.id,
      type: p.type,
      amount: p.amount,
      status: derivePayableStatus({ status: p.status === 'paid' ? 'paid' : 'due', dueDate: p.dueDate }, asOf),
      period_start_date: p.periodStartDate,
      period_end_date: p.periodEndDate,
      due_date: p.dueDate,
      sourceSettlementId: p.sourceSettlementId,
      category: p.billCategory,
      ...(withBillShares ? { billShare: billShareOf(p) } : {}),
    }))
    .sort(comparePayablesForDisplay);
}

/** One contract's financials from its payables (in their query's order) and pending conguaglio. */
function assembleFinancials(
  payableRows: PayableRow[],
  pending: PendingSettlement,
  asOf: string,
  withBillShares: boolean,
): ContractFinancials {
  const payables = assemblePayables(payableRows, asOf, withBillShares);
  return {
    payables,
    pending_settlement_debits: pending.debits,
    pending_settlement_credits: pending.credits,
    summary: {
      total_due: sumOutstanding(payables),
      total_overdue: sumOverdue(payables),
      net_settlement_preview: pending.net,
    },
  };
}

/**
 * The financials of each of `contractIds`, for a caller that already checked access (the
 * landlord's contract tab and payments page, the public statement, the tenant area: one source of
 * truth), in two queries whatever their number. Payables without the cancelled ones, due and
 * overdue first (oldest due date first), then paid (newest first): comparePayablesForDisplay. Pending settlement debits and credits and
 * net_settlement_preview (Σ debits − Σ credits) are the contract's pending conguaglio
 * (loadPendingSettlements).
 * Every id gets an entry (empty figures for a contract without payables or items).
 * `payables: 'outstanding'` leaves the paid payables out of `payables` (every other figure, the
 * summary included, is the same): for the readers that show only what is owed, so a contract's
 * years of paid months are not read.
 * `liveSettlementItems`: the contracts' live settlement items when the caller reads them anyway
 * (loadPendingSettlements takes the pending ones from them: one query fewer).
 * `billShares`: each payable also carries its bill share (billShare), read by the same query.
 */
export async function loadContractsFinancials(opts: {
  db: Queryable;
  clock: Clock;
  contractIds: readonly string[];
  payables?: PayablesToLoad;
  liveSettlementItems?: PromiseLike<readonly SettlementItemRow[]>;
  billShares?: boolean;
}): Promise<Map<string, ContractFinancials>> {
  const { db } = opts;
  const contractIds = [...new Set(opts.contractIds)];
  const asOf = today(opts.clock);
  const [payableRows, pending] = await Promise.all([
    selectPayables(db, contractIds, opts.payables ?? 'all'),
    loadPendingSettlements({ db, contractIds, liveItems: opts.liveSettlementItems }),
  ]);
  const payablesOf = groupBy(payableRows, (p) => p.contractId);
  return new Map(
    contractIds.map((id) => [
      id,
      assembleFinancials(payablesOf.get(id) ?? [], pending.get(id)!, asOf, opts.billShares ?? false),
    ]),
  );
}

/**
 * The financials' `payables` alone (the same rows, statuses and order as loadContractsFinancials),
 * one query: for a reader that shows only payables (the net balances), so the pending conguaglio
 * is not read. Only contracts with payables have an entry.
 */
export async function loadContractsPayables(opts: {
  db: Queryable;
  clock: Clock;
  contracts: ContractSet;
  payables: PayablesToLoad;
}): Promise<Map<string, ContractFinancials['payables']>> {
  const asOf = today(opts.clock);
  const payablesOf = groupBy(await selectPayables(opts.db, opts.contracts, opts.payables), (p) => p.contractId);
  return new Map([...payablesOf].map(([id, rows]) => [id, assemblePayables(rows, asOf)]));
}
