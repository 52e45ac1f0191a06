/**
 * Opening positions (docs/domain.md §17): where a contract that began before it was entered stands
 * on the day it is entered. The settled part is an **opening entry** on the contract's ledger
 * ('Saldo iniziale al 01/12/2026'), not a payment: no receipt, no email, no reminder, and no
 * month's 'collected' counts it. Pure: the server reads the contract's open payables, calls
 * computeOpeningEntry and writes what it answers (decision 190).
 */
import { compareIso, firstDayOfMonth, formatDateIt, isCalendarDate, lastDayOfMonth } from './dates';
import { comparePayableOrder, type OrderedPayable } from './payable-order';

/** A month 'yyyy-MM' (what an `<input type="month">` gives). */
export type IsoMonth = string;

/**
 * Where a running contract stands today:
 * - `paid_through`: 'in regola fino a' `month` — every payable due up to the end of that month is
 *   settled; the entry is dated the day the position is stated (today);
 * - `balance`: 'saldo iniziale' — at `asOf` the tenant owed `balance` cents (> 0), was in credit
 *   (< 0: the landlord owes it back, netted against what comes next) or owed nothing (0); every
 *   payable due up to `asOf` is settled but for what is still owed, which stays on the newest
 *   ones (the usual order, docs/domain.md §12, covers the oldest first); the entry is dated `asOf`;
 * - `none`: nothing stated, every past month is owed (the behaviour before opening positions).
 * `conguaglioFrom` (a month, optional, utilities under conguaglio, docs/domain.md §6): the advances
 * the entry settles from that month on were collected and not settled by a conguaglio yet, so each
 * becomes an available credit dated by the month it covers; the earlier ones were already
 * conguagliati. Absent: from the contract's first month (every advance settled gives its credit,
 * as a paid advance always does).
 */
export type OpeningPosition =
  | { kind: 'paid_through'; month: IsoMonth; conguaglioFrom?: IsoMonth | null }
  | { kind: 'balance'; asOf: string; balance: number; conguaglioFrom?: IsoMonth | null }
  | { kind: 'none' };

/** A stated position (not `none`). */
export type StatedOpeningPosition = Exclude<OpeningPosition, { kind: 'none' }>;

export const OPENING_POSITION_KINDS = ['paid_through', 'balance', 'none'] as const;

/** A payable of the contract still open, as the entry reads it: `amount` > 0 cents, `allocated` what is covered. */
export interface OpeningPayable extends OrderedPayable {
  amount: number;
  allocated: number;
  periodStartDate: string | null;
}

/** Why a position cannot be stated (each has its Italian message in OPENING_POSITION_MESSAGES). */
export type OpeningPositionIssue =
  | { reason: 'not_started_before_today'; path: 'kind' }
  | { reason: 'month_before_start'; path: 'month' }
  | { reason: 'month_in_future'; path: 'month' }
  | { reason: 'as_of_before_start'; path: 'asOf' }
  | { reason: 'as_of_in_future'; path: 'asOf' }
  | { reason: 'conguaglio_before_start'; path: 'conguaglioFrom' }
  | { reason: 'conguaglio_in_future'; path: 'conguaglioFrom' }
  | { reason: 'balance_exceeds'; path: 'balance'; due: number };

/** What the opening entry is: its date, what it settles, on which payables, the credit and the advances credited. */
export interface OpeningEntry {
  kind: StatedOpeningPosition['kind'];
  /** The entry's date: today for `paid_through`, `asOf` for `balance`. */
  entryDate: string;
  /** The last day whose payables it looks at: the end of the month, or `asOf`. */
  cutoff: string;
  /** Σ of what the payables due up to `cutoff` still needed before the entry. */
  due: number;
  /** Σ allocations: what the entry settles (cents ≥ 0). */
  settled: number;
  /** Cover per payable, > 0 each, in the one order; Σ = settled. */
  allocations: { payableId: string; amount: number }[];
  /** A balance in credit, as a positive number of cents (0 otherwise). */
  credit: number;
  /** The advances (settlement_base_fee) the entry fully settles from `conguaglioFrom` on: each becomes a credit. */
  creditedAdvanceIds: string[];
  /** The first day of the month from which the next conguaglio counts (the contract's first month by default). */
  conguaglioFrom: string;
}

export type OpeningEntryResult = { ok: true; entry: OpeningEntry } | { ok: false; issue: OpeningPositionIssue };

/** A month 'yyyy-MM' that is a real month. */
export function isIsoMonth(value: unknown): value is IsoMonth {
  return typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) && isCalendarDate(`${value}-01`);
}

/** The first day of a month 'yyyy-MM'. */
export function monthStart(month: IsoMonth): string {
  return `${month}-01`;
}

/** The month 'yyyy-MM' of a date. */
export function monthOf(iso: string): IsoMonth {
  return firstDayOfMonth(iso).slice(0, 7);
}

const remaining = (p: { amount: number; allocated: number }) => Math.max(0, p.amount - p.allocated);

/**
 * Whether `position` can be stated on a contract starting `startDate`, today being `today`: only
 * for a contract whose start is before today; the month between the contract's first month and
 * today's; the balance's date between the start and today; the conguaglio's month likewise.
 * (The balance against what is due is checked by computeOpeningEntry, which has the payables.)
 */
export function openingPositionIssue(
  position: StatedOpeningPosition,
  contract: { startDate: string },
  today: string,
): OpeningPositionIssue | null {
  const { startDate } = contract;
  if (compareIso(startDate, today) >= 0) return { reason: 'not_started_before_today', path: 'kind' };
  const firstMonth = monthOf(startDate);
  const todayMonth = monthOf(today);
  if (position.kind === 'paid_through') {
    if (position.month < firstMonth) return { reason: 'month_before_start', path: 'month' };
    if (position.month > todayMonth) return { reason: 'month_in_future', path: 'month' };
  } else {
    if (compareIso(position.asOf, startDate) < 0) return { reason: 'as_of_before_start', path: 'asOf' };
    if (compareIso(position.asOf, today) > 0) return { reason: 'as_of_in_future', path: 'asOf' };
  }
  const from = position.conguaglioFrom;
  if (from !== undefined && from !== null) {
    if (from < firstMonth) return { reason: 'conguaglio_before_start', path: 'conguaglioFrom' };
    if (from > todayMonth) return { reason: 'conguaglio_in_future', path: 'conguaglioFrom' };
  }
  return null;
}

/**
 * The opening entry of `position` on a contract whose open payables are `payables` (positive
 * amounts; credits are not read): the payables due up to the cutoff are settled — all of them for
 * `paid_through` or a balance ≤ 0, all but `balance` cents for a balance owed, covering the oldest
 * first in the one order (comparePayableOrder), so what stays open is the newest. The entry plus
 * what stays open of those payables is always what they needed; no cent is made or lost. A balance
 * owed above what was due by `asOf` is refused ('balance_exceeds', with that total).
 */
export function computeOpeningEntry(opts: {
  position: StatedOpeningPosition;
  contract: { startDate: string };
  payables: readonly OpeningPayable[];
  today: string;
}): OpeningEntryResult {
  const { position, contract, today } = opts;
  const issue = openingPositionIssue(position, contract, today);
  if (issue) return { ok: false, issue };
  const cutoff = position.kind === 'paid_through' ? lastDayOfMonth(monthStart(position.month)) : position.asOf;
  const targets = opts.payables
    .filter((p) => p.amount > 0 && remaining(p) > 0 && compareIso(p.dueDate, cutoff) <= 0)
    .sort(comparePayableOrder);
  const due = targets.reduce((sum, p) => sum + remaining(p), 0);
  const owed = position.kind === 'balance' ? Math.max(0, position.balance) : 0;
  const credit = position.kind === 'balance' ? Math.max(0, -position.balance) : 0;
  if (owed > due) return { ok: false, issue: { reason: 'balance_exceeds', path: 'balance', due } };

  let left = due - owed;
  const allocations: OpeningEntry['allocations'] = [];
  const fullyPaid = new Set<string>();
  for (const p of targets) {
    if (left === 0) break;
    const take = Math.min(left, remaining(p));
    left -= take;
    allocations.push({ payableId: p.id, amount: take });
    if (take === remaining(p)) fullyPaid.add(p.id);
  }
  const conguaglioFrom = monthStart(position.conguaglioFrom ?? monthOf(contract.startDate));
  const creditedAdvanceIds = targets
    .filter(
      (p) =>
        p.type === 'settlement_base_fee' &&
        fullyPaid.has(p.id) &&
        compareIso(p.periodStartDate ?? p.dueDate, conguaglioFrom) >= 0,
    )
    .map((p) => p.id);
  return {
    ok: true,
    entry: {
      kind: position.kind,
      entryDate: position.kind === 'paid_through' ? today : position.asOf,
      cutoff,
      due,
      settled: due - owed,
      allocations,
      credit,
      creditedAdvanceIds,
      conguaglioFrom,
    },
  };
}

/** The entry's label on every ledger: 'Saldo iniziale al 01/12/2026'. */
export function openingEntryLabel(entryDate: string): string {
  return `Saldo iniziale al ${formatDateIt(entryDate)}`;
}

/**
 * The payable type of a balance in credit ('Credito iniziale', labels.ts): a negative amount, netted
 * against the next payments like a conguaglio credit (docs/domain.md §12).
 */
export const OPENING_CREDIT_TYPE = 'opening_credit';
