/**
 * Calendar dates are ISO strings 'yyyy-MM-dd' (no time, no zone) everywhere: database `date`,
 * API JSON, domain maths. "Today" is the calendar date in Europe/Rome, computed from an injected
 * `now` (docs/domain.md §1). Day arithmetic works on UTC day numbers, so it never depends on the
 * machine's time zone or on daylight-saving changes.
 */
import { APP_TIME_ZONE } from './constants';
import { madeOnFirstUse } from './first-use';

/** Earliest date accepted or selectable (docs/product.md §9). */
export const MIN_DATE = '1900-01-01';

/** For the month/year picker (docs/product.md §2 Contract wizard); index 0 = January. */
export const ITALIAN_MONTHS_SHORT = [
  'gen',
  'feb',
  'mar',
  'apr',
  'mag',
  'giu',
  'lug',
  'ago',
  'set',
  'ott',
  'nov',
  'dic',
] as const;

/** The months' names as Italian writes them in a date ('novembre 2026'); index 0 = January. */
export const ITALIAN_MONTHS_LONG = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

interface DateParts {
  year: number;
  month: number; // 1–12
  day: number;
}

function partsOf(iso: string): DateParts | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > monthLength(year, month)) return null;
  return { year, month, day };
}

function parse(iso: string): DateParts {
  const parts = partsOf(iso);
  if (!parts) throw new RangeError(`Not an ISO calendar date (yyyy-MM-dd): '${iso}'`);
  return parts;
}

/** Date.UTC that also works for years 0–99 (Date.UTC maps those to 1900–1999). */
function utcMillis(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

/** The Gregorian calendar's leap rule, as Date's proleptic calendar applies it to every year. */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function monthLength(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

function fromParts(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Days since 1970-01-01 (UTC day number). */
function toDayNumber(iso: string): number {
  const { year, month, day } = parse(iso);
  return utcMillis(year, month - 1, day) / MS_PER_DAY;
}

function fromDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  return fromParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** A real calendar date written 'yyyy-MM-dd' (any year). */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && partsOf(value) !== null;
}

/** A real calendar date written 'yyyy-MM-dd', not before MIN_DATE. */
export function isIsoDate(value: unknown): value is string {
  return isCalendarDate(value) && value >= MIN_DATE;
}

/** Made once, on first use: a formatter is costly to build, cheap to use (reads call todayInRome per row). */
const romeCalendarDay = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

const MS_PER_HOUR = 3_600_000;
/** Since 1900 Europe/Rome's offset is a whole number of hours, changed on the hour (UTC). */
const WHOLE_HOUR_OFFSETS_FROM = Date.UTC(1900, 0, 1);
/** Rome's calendar day of each UTC hour already asked for (reads call todayInRome per row). */
const romeDayOfUtcHour = new Map<number, string>();

function formatRomeDay(now: Date): string {
  const [month, day, year] = romeCalendarDay().format(now).split('/') as [string, string, string];
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/**
 * The calendar date in Europe/Rome at the instant `now` ('yyyy-MM-dd'; en-US writes 'MM/dd/yyyy').
 * The date is the same for every instant of one UTC hour, so it is formatted once per hour.
 */
export function todayInRome(now: Date): string {
  const ms = now.getTime();
  if (!(ms >= WHOLE_HOUR_OFFSETS_FROM)) return formatRomeDay(now);
  const hour = Math.floor(ms / MS_PER_HOUR);
  let day = romeDayOfUtcHour.get(hour);
  if (day === undefined) {
    if (romeDayOfUtcHour.size >= 100_000) romeDayOfUtcHour.clear();
    day = formatRomeDay(new Date(hour * MS_PER_HOUR));
    romeDayOfUtcHour.set(hour, day);
  }
  return day;
}

/**
 * 'yyyy-MM-dd' → 'dd/MM/yyyy'. A full timestamp (e.g. a createdAt '2026-01-15T23:30:00Z') is
 * shown as its Europe/Rome calendar date. Throws on anything else.
 */
export function formatDateIt(iso: string): string {
  let parts = partsOf(iso);
  if (!parts) {
    const instant = new Date(iso);
    if (iso.length <= 10 || Number.isNaN(instant.getTime())) {
      throw new RangeError(`Not an ISO date: '${iso}'`);
    }
    parts = parse(todayInRome(instant));
  }
  return `${pad(parts.day, 2)}/${pad(parts.month, 2)}/${pad(parts.year, 4)}`;
}

export function daysInMonth(iso: string): number {
  const { year, month } = parse(iso);
  return monthLength(year, month);
}

export function addDays(iso: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Days must be an integer, got ${days}`);
  return fromDayNumber(toDayNumber(iso) + days);
}

/** Negative when a is before b, 0 when equal, positive when after (valid ISO dates sort as text). */
export function compareIso(a: string, b: string): number {
  parse(a);
  parse(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

export function minIso(a: string, b: string): string {
  return compareIso(a, b) <= 0 ? a : b;
}

export function maxIso(a: string, b: string): string {
  return compareIso(a, b) >= 0 ? a : b;
}

/** Number of days from start to end, both included: ('2026-01-16', '2026-01-31') → 16. 0 if end < start. */
export function countDaysInclusive(start: string, end: string): number {
  return Math.max(0, toDayNumber(end) - toDayNumber(start) + 1);
}

/** First day of the month of `iso`. */
export function firstDayOfMonth(iso: string): string {
  const { year, month } = parse(iso);
  return fromParts(year, month, 1);
}

/** Last day of the month of `iso`. */
export function lastDayOfMonth(iso: string): string {
  const { year, month } = parse(iso);
  return fromParts(year, month, monthLength(year, month));
}

/** First day of the month after the month of `iso`. */
export function firstDayOfNextMonth(iso: string): string {
  return addDays(lastDayOfMonth(iso), 1);
}

/**
 * Days shared by two inclusive periods; a null end is open (goes on forever).
 * Returns Infinity only when both periods are open-ended.
 */
export function overlapDays(aStart: string, aEnd: string | null, bStart: string, bEnd: string | null): number {
  const start = Math.max(toDayNumber(aStart), toDayNumber(bStart));
  const ends = [aEnd, bEnd].filter((end): end is string => end !== null).map(toDayNumber);
  if (ends.length === 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(...ends) - start + 1);
}

/** True when two inclusive periods share at least one day (null end = open). */
export function periodsOverlap(aStart: string, aEnd: string | null, bStart: string, bEnd: string | null): boolean {
  return overlapDays(aStart, aEnd, bStart, bEnd) > 0;
}

/**
 * The month of a date, in Italian: '2026-11-01' → 'novembre 2026'. A credit from a paid advance
 * is dated by the month the advance covers (docs/domain.md §6), not by the day it was confirmed. Written
 * from the month's name, not by Intl (a page's first Intl object costs ~40 ms: decision 149).
 */
export function formatMonthYearIt(iso: string): string {
  const { year, month } = parse(iso);
  return `${ITALIAN_MONTHS_LONG[month - 1]} ${year}`;
}

/** For date pickers working with local-midnight Date objects: Date → 'yyyy-MM-dd' (local fields). */
export function localDateToIso(date: Date): string {
  return fromParts(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** For date pickers: 'yyyy-MM-dd' → Date at local midnight of that day. */
export function isoToLocalDate(iso: string): Date {
  const { year, month, day } = parse(iso);
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0–99 would otherwise map to 1900–1999
  return date;
}
