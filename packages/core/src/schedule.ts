/**
 * Scheduled payables of a contract (docs/domain.md §4): one per calendar month per type — rent always,
 * fixed_fee when fixed_fee_amount > 0, settlement_base_fee when settlement_base_amount > 0.
 * A partial first/last month is prorated: amount × covered days / days in month, rounded half
 * away from zero on integer maths. Due date = period start. Only months whose period has started
 * (period start ≤ today) exist; open-ended contracts go on monthly up to today.
 */
import type { ScheduledPayableType } from './constants';
import { compareIso, countDaysInclusive, daysInMonth, firstDayOfNextMonth, lastDayOfMonth, minIso } from './dates';
import { roundHalfAwayFromZero } from './money';
import { earliestDue } from './payable-status';

export interface ScheduleTerms {
  startDate: string;
  endDate: string | null;
  /** Monthly amounts in cents. */
  rentAmount: number;
  fixedFeeAmount: number;
  settlementBaseAmount: number;
}

export interface ScheduledPayable {
  type: ScheduledPayableType;
  periodStartDate: string;
  periodEndDate: string;
  dueDate: string;
  /** Cents. */
  amount: number;
}

/** Amount for `coveredDays` of a month of `monthDays` days. */
export function prorateMonthlyAmount(monthlyAmount: number, coveredDays: number, monthDays: number): number {
  if (coveredDays === monthDays) return monthlyAmount;
  return roundHalfAwayFromZero(BigInt(monthlyAmount) * BigInt(coveredDays), monthDays);
}

/**
 * Every scheduled payable that exists on `today`, ordered by month then rent, fixed_fee,
 * settlement_base_fee. Idempotent: the caller upserts on (contract, type, periodStartDate).
 */
export function computeScheduledPayables(terms: ScheduleTerms, today: string): ScheduledPayable[] {
  for (const amount of [terms.rentAmount, terms.fixedFeeAmount, terms.settlementBaseAmount]) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`Monthly amounts must be non-negative integer cents, got ${amount}`);
    }
  }
  const monthly: [ScheduledPayableType, number][] = [['rent', terms.rentAmount]];
  if (terms.fixedFeeAmount > 0) monthly.push(['fixed_fee', terms.fixedFeeAmount]);
  if (terms.settlementBaseAmount > 0) monthly.push(['settlement_base_fee', terms.settlementBaseAmount]);

  const lastStart = terms.endDate === null ? today : minIso(terms.endDate, today);
  const payables: ScheduledPayable[] = [];
  let periodStart = terms.startDate;
  while (compareIso(periodStart, lastStart) <= 0) {
    const monthEnd = lastDayOfMonth(periodStart);
    const periodEnd = terms.endDate === null ? monthEnd : minIso(monthEnd, terms.endDate);
    const coveredDays = countDaysInclusive(periodStart, periodEnd);
    const monthDays = daysInMonth(periodStart);
    for (const [type, amount] of monthly) {
      payables.push({
        type,
        periodStartDate: periodStart,
        periodEndDate: periodEnd,
        dueDate: periodStart,
        amount: prorateMonthlyAmount(amount, coveredDays, monthDays),
      });
    }
    periodStart = firstDayOfNextMonth(periodStart);
  }
  return payables;
}

/**
 * The scheduled payables of the first month that starts after `today` (they do not exist yet:
 * docs/domain.md §4), as one due date and their total; null when the contract ends before then.
 */
export function nextScheduledDue(terms: ScheduleTerms, today: string): { dueDate: string; amount: number } | null {
  const nextMonth = firstDayOfNextMonth(today);
  const upcoming = computeScheduledPayables(terms, nextMonth).filter((p) => compareIso(p.dueDate, today) > 0);
  return earliestDue(upcoming);
}
