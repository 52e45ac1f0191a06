/**
 * Which unpaid payables a contract edit recomputes (docs/domain.md §4): after new terms, every stored
 * payable that is scheduled (rent, fixed_fee, settlement_base_fee), still due, and that the new
 * schedule would not produce identically (same type, period and amount) is cancelled; the
 * missing months are then materialized from the new terms. Paid rows and payables of any other
 * kind (bill shares, adjustments, settlement balances) are never touched.
 */
import { SCHEDULED_PAYABLE_TYPES } from './constants';
import { computeScheduledPayables, type ScheduleTerms } from './schedule';

export type StoredPayableRow = {
  id: string;
  type: string;
  status: string;
  periodStartDate: string | null;
  periodEndDate: string | null;
  /** Cents. */
  amount: number;
};

const SCHEDULED: ReadonlySet<string> = new Set(SCHEDULED_PAYABLE_TYPES);

const key = (p: { type: string; periodStartDate: string | null; periodEndDate: string | null; amount: number }) =>
  `${p.type}|${p.periodStartDate}|${p.periodEndDate}|${p.amount}`;

/** True for a payable an edit may recompute: scheduled and not paid. */
export function isRecomputable(row: Pick<StoredPayableRow, 'type' | 'status'>): boolean {
  return SCHEDULED.has(row.type) && row.status === 'due';
}

/** The ids, among `rows`, of the payables the new `terms` cancel on `today` (in the rows' order). */
export function payablesToRecompute(rows: readonly StoredPayableRow[], terms: ScheduleTerms, today: string): string[] {
  const wanted = new Set(computeScheduledPayables(terms, today).map(key));
  return rows.filter((row) => isRecomputable(row) && !wanted.has(key(row))).map((row) => row.id);
}
