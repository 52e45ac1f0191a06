/**
 * The yearly rent update (aggiornamento ISTAT, docs/domain.md §15), pure: the change of the FOI index is
 * held in basis points (hundredths of a percent: 1,8 % → 180), the share in percent (75 or 100).
 * new rent = rent × (1 + share × change), rounded half away from zero to the cent, in integer
 * maths. Example: 800,00 €, 75 % of 1,8 % → 80000 × (1 + 0,75 × 0,018) = 81080 cents.
 */
import { addDays, compareIso, firstDayOfMonth, isCalendarDate } from './dates';
import type { IstatUpdateShare } from './lease';
import { roundHalfAwayFromZero } from './money';

/** The change accepted: −20 % … +20 %, at most 2 decimals (in basis points). */
export const ISTAT_CHANGE_MIN_BPS = -2000;
export const ISTAT_CHANGE_MAX_BPS = 2000;

const BPS_TEXT = /^([-+\u2212])?(\d{1,2})(?:[.,](\d{1,2}))?$/;

/** Reads a typed percentage ('1,8', '-0.5', '+2') into basis points; null for anything else. */
export function parseIstatChange(input: string): number | null {
  const match = BPS_TEXT.exec(input.trim());
  if (!match) return null;
  const bps = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  const sign = match[1] === '-' || match[1] === '\u2212' ? -1 : 1;
  const value = sign * bps;
  return value === 0 ? 0 : value;
}

export function isIstatChangeInRange(bps: number): boolean {
  return Number.isSafeInteger(bps) && bps >= ISTAT_CHANGE_MIN_BPS && bps <= ISTAT_CHANGE_MAX_BPS;
}

/** Basis points as Italian text: 180 → '1,80', -50 → '-0,50'. */
export function formatIstatChange(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const abs = Math.abs(bps);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** The share × change applied, in millionths: 75 % of 180 bps → 13500 (1,35 %). */
export function istatFactorMillionths(share: number, changeBps: number): number {
  return share * changeBps;
}

/** The new monthly rent in cents (docs/domain.md §15 rounding). */
export function updatedRent(rentCents: number, share: IstatUpdateShare | number, changeBps: number): number {
  if (!Number.isSafeInteger(rentCents) || rentCents < 0) throw new RangeError(`Bad rent ${rentCents}`);
  if (!isIstatChangeInRange(changeBps)) throw new RangeError(`ISTAT change out of range: ${changeBps}`);
  return roundHalfAwayFromZero(
    BigInt(rentCents) * BigInt(1_000_000 + istatFactorMillionths(share, changeBps)),
    1_000_000n,
  );
}

/**
 * `years` whole years after `iso`; a 29 February lands on 28 February in a year that has none
 * (decision 103).
 */
export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

/** `months` calendar months after (or before, negative) `iso`, clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  if (!isCalendarDate(iso)) throw new RangeError(`Not an ISO calendar date: '${iso}'`);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const last = Number(addDays(addMonthsFirst(first), -1).slice(8));
  return `${first.slice(0, 8)}${String(Math.min(d, last)).padStart(2, '0')}`;
}

function addMonthsFirst(first: string): string {
  const [y, m] = first.split('-').map(Number) as [number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The n-th anniversary (n ≥ 1) of the contract's start. */
export function anniversary(startDate: string, n: number): string {
  return addYears(startDate, n);
}

/**
 * The anniversary an update is proposed for on `today`: the latest one reached (≤ today) not yet
 * applied (`applied` lists the anniversaries already updated), or null (none reached, or the
 * latest already applied). An update is proposed only after the first anniversary.
 */
export function dueIstatAnniversary(
  startDate: string,
  endDate: string | null,
  today: string,
  applied: readonly string[],
): string | null {
  let latest: string | null = null;
  for (let n = 1; n < 200; n++) {
    const date = anniversary(startDate, n);
    if (compareIso(date, today) > 0) break;
    if (endDate !== null && compareIso(date, endDate) > 0) break;
    latest = date;
  }
  if (latest === null || applied.includes(latest)) return null;
  return latest;
}

/** The first month an update of `anniversaryDate` may apply from (its month's first day, or later). */
export function earliestIstatMonth(anniversaryDate: string): string {
  return anniversaryDate.endsWith('-01') ? anniversaryDate : firstDayOfMonth(addMonths(anniversaryDate, 1));
}

/** A fraction in millionths as Italian decimal text, trailing zeros trimmed (at least `min` decimals). */
function millionthsText(value: number, scale: number, min: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / scale);
  let fraction = String(abs % scale).padStart(String(scale).length - 1, '0');
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${sign}${whole},${fraction}` : `${sign}${whole}`;
}

/**
 * The calculation as the letter and the card state it: the applied change (share × change, in
 * percent) and the factor. 75 % of 1,80 % → { applied: '1,35', factor: '1,0135' }.
 */
export function istatCalculationText(share: number, changeBps: number): { applied: string; factor: string } {
  const millionths = istatFactorMillionths(share, changeBps);
  return {
    applied: millionthsText(millionths, 10_000, 2),
    factor: millionthsText(1_000_000 + millionths, 1_000_000, 2),
  };
}
