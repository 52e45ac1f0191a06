import { PAYABLE_TYPES } from '@casaconti/core/constants';
import { todayInRome } from '@casaconti/core/dates';
import { categoryLabel, contractCreditLabel } from '@casaconti/core/labels';
import { comparePayableStatusForDisplay, derivePayableStatus, sumOutstanding } from '@casaconti/core/payable-status';
import { computeNetToSettle } from '@casaconti/core/settlement';
import { and, asc, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bill, billSplit, payable } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { groupBy } from '../../lib/group-by';
import { loadPendingSettlementItems } from '../payments/load-pending-settlement-items';
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
  }[];
  /** category: the bill's category, or 'manual_adjustment' for a manual debit. */
  pending_settlement_debits: { id: string; label: string; amount: number; date: string; category: string }[];
  /** source_type: 'settlement_base_fee' or 'manual_adjustment'; created_at: ISO instant. */
  pending_settlement_credits: {
    id: string;
    label: string;
    amount: number;
    date: string;
    source_type: string;
    created_at: string;
  }[];
  /**
   * total_due: what the tenant owes now (due + overdue payables); total_overdue: the part past its
   * due date; net_settlement_preview = Σ pending debits − Σ available credits.
   */
  summary: { total_due: number; total_overdue: number; net_settlement_preview: number };
};

const typeRank = (type: string) => {
  const i = (PAYABLE_TYPES as readonly string[]).indexOf(type);
  return i === -1 ? PAYABLE_TYPES.length : i;
};

/** Stable: items of one date keep their creation order. */
const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);

/** Which payables to load: all but the cancelled ones, or only the outstanding (due and overdue) ones. */
type PayablesToLoad = 'all' | 'outstanding';

/** The contracts' payables (`which`), with their bill's category, by due date. */
function selectPayables(db: Queryable, contractIds: string[], which: PayablesToLoad) {
  return db
    .select({ ...getTableColumns(payable), category: bill.category })
    .from(payable)
    .leftJoin(billSplit, eq(billSplit.id, payable.billSplitId))
    .leftJoin(bill, eq(bill.id, billSplit.billId))
    .where(
      and(
        inArray(payable.contractId, contractIds),
        which === 'all' ? ne(payable.status, 'cancelled') : outstandingPayableCondition(),
      ),
    )
    .orderBy(asc(payable.dueDate), asc(payable.createdAt), asc(payable.id));
}

type PayableRow = Awaited<ReturnType<typeof selectPayables>>[number];
type ItemRow = Awaited<ReturnType<typeof loadPendingSettlementItems>>[number];

/** One contract's financials from its payables and pending items, each in their query's order. */
function assembleFinancials(payableRows: PayableRow[], items: ItemRow[], asOf: string): ContractFinancials {
  const payables = payableRows
    .map((p) => ({
      id: p.id,
      type: p.type,
      amount: p.amount,
      status: derivePayableStatus({ status: p.status === 'paid' ? 'paid' : 'due', dueDate: p.dueDate }, asOf),
      period_start_date: p.periodStartDate,
      period_end_date: p.periodEndDate,
      due_date: p.dueDate,
      sourceSettlementId: p.sourceSettlementId,
      category: p.category,
    }))
    .sort(
      (a, b) =>
        comparePayableStatusForDisplay(a.status, b.status) ||
        a.due_date.localeCompare(b.due_date) ||
        typeRank(a.type) - typeRank(b.type),
    );

  const debits = items
    .filter((i) => i.kind === 'debit')
    .map((i) => {
      const category = (i.sourceType === 'bill_split' ? i.billCategory : null) ?? 'manual_adjustment';
      return {
        id: i.id,
        label: categoryLabel(category),
        amount: i.amount,
        date: i.billPeriodEndDate ?? todayInRome(i.createdAt),
        category,
      };
    })
    .sort(byDate);
  const credits = items
    .filter((i) => i.kind === 'credit')
    .map((i) => ({
      id: i.id,
      label: contractCreditLabel(i.sourceType),
      amount: i.amount,
      date: todayInRome(i.createdAt),
      source_type: i.sourceType,
      created_at: i.createdAt.toISOString(),
    }))
    .sort(byDate);

  return {
    payables,
    pending_settlement_debits: debits,
    pending_settlement_credits: credits,
    summary: {
      total_due: sumOutstanding(payables),
      total_overdue: sumOutstanding(payables.filter((p) => p.status === 'overdue')),
      net_settlement_preview: computeNetToSettle(debits, credits),
    },
  };
}

/**
 * The financials of each of `contractIds`, for a caller that already checked access (the
 * landlord's contract tab and payments page, the public statement, the tenant area: one source of
 * truth), in two queries whatever their number. Payables without the cancelled ones, due and
 * overdue first, then paid (SPEC §2), each by due date. Pending settlement debits and credits are
 * the contract's unsettled settlement items (DOMAIN §6) by date (a bill's period end, else the day
 * the item was recorded), amounts positive cents; net_settlement_preview = Σ debits − Σ credits.
 * Every id gets an entry (empty figures for a contract without payables or items).
 * `payables: 'outstanding'` leaves the paid payables out of `payables` (every other figure, the
 * summary included, is the same): for the readers that show only what is owed, so a contract's
 * years of paid months are not read.
 */
export async function loadContractsFinancials(opts: {
  db: Queryable;
  clock: Clock;
  contractIds: readonly string[];
  payables?: PayablesToLoad;
}): Promise<Map<string, ContractFinancials>> {
  const { db } = opts;
  const contractIds = [...new Set(opts.contractIds)];
  const asOf = today(opts.clock);
  const [payableRows, items] = await Promise.all([
    selectPayables(db, contractIds, opts.payables ?? 'all'),
    loadPendingSettlementItems({ db, contractIds }),
  ]);
  const payablesOf = groupBy(payableRows, (p) => p.contractId);
  const itemsOf = groupBy(items, (i) => i.contractId);
  return new Map(
    contractIds.map((id) => [id, assembleFinancials(payablesOf.get(id) ?? [], itemsOf.get(id) ?? [], asOf)]),
  );
}
