/**
 * The lease's deadlines (docs/domain.md §15, decision 103), pure: from a contract's terms, every dated
 * thing the landlord must do or know between two dates.
 * - registration: within 30 days of the start, while no registration date is recorded;
 * - registration_tax: the yearly tax (2 % of the year's rent, at least 67,00 €) 30 days after
 *   each anniversary, not under cedolare secca;
 * - notice: the last day to give notice, 6 months before each legal expiry of a 4+4 (4 years, then
 *   4 more once) or 3+2 (3 years, then 2 more);
 * - expiry: those legal expiries up to the contract's end date, and the end date itself
 *   (transitorio, studenti, altro: the end date only);
 * - istat: each anniversary, when the contract has an update share and no cedolare secca;
 * - deposit_interest: 31 December of each year a deposit is held with interest due.
 */
import { addDays, compareIso } from './dates';
import { addMonths, addYears, anniversary } from './istat';
import type { ContractType } from './lease';
import { roundHalfAwayFromZero } from './money';

export const DEADLINE_KINDS = [
  'registration',
  'registration_tax',
  'notice',
  'expiry',
  'istat',
  'deposit_interest',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEADLINE_KIND_LABELS: Record<DeadlineKind, string> = {
  registration: 'Registrazione del contratto',
  registration_tax: 'Imposta di registro annuale',
  notice: 'Ultimo giorno per la disdetta',
  expiry: 'Scadenza del contratto',
  istat: 'Aggiornamento ISTAT',
  deposit_interest: 'Interessi sul deposito cauzionale',
};

/**
 * Where a deadline stands on `today` (Rome): 'late' before today (its date has passed and it is
 * still listed: a registration not yet recorded), 'today', else 'upcoming' (decision 168).
 */
export type DeadlineTiming = 'late' | 'today' | 'upcoming';

export function deadlineTiming(date: string, today: string): DeadlineTiming {
  if (date < today) return 'late';
  return date === today ? 'today' : 'upcoming';
}

/** The badge of a late or today's deadline on 'Scadenze', and the calendar event's word for a late one. */
export const DEADLINE_TIMING_LABELS: Record<Exclude<DeadlineTiming, 'upcoming'>, string> = {
  late: 'In ritardo',
  today: 'Oggi',
};

/** The yearly registration tax: 2 % of the year's rent, at least 67,00 €. */
export const REGISTRATION_TAX_RATE_PERCENT = 2;
export const REGISTRATION_TAX_MIN_CENTS = 6700;
export const REGISTRATION_DAYS = 30;
export const NOTICE_MONTHS = 6;

export type LeaseTerms = {
  startDate: string;
  endDate: string | null;
  contractType: ContractType;
  cedolareSecca: boolean;
  istatUpdateShare: number;
  registrationDate: string | null;
  /** Monthly rent, cents. */
  rentAmount: number;
  /** Cents; null: no deposit. */
  depositAmount: number | null;
  depositReceivedOn: string | null;
  depositInterestDue: boolean;
};

export type Deadline = {
  kind: DeadlineKind;
  date: string;
  /** For registration_tax: the tax in cents; otherwise null. */
  amount: number | null;
  /** The anniversary or expiry the deadline belongs to, when there is one. */
  reference: string | null;
};

/** The yearly registration tax for a monthly rent (cents). */
export function registrationTax(monthlyRentCents: number): number {
  const tax = roundHalfAwayFromZero(BigInt(monthlyRentCents) * 12n * BigInt(REGISTRATION_TAX_RATE_PERCENT), 100n);
  return Math.max(tax, REGISTRATION_TAX_MIN_CENTS);
}

/** Legal term in years, then the renewal in years, of the types with a renewal. */
const LEGAL_TERMS: Partial<Record<ContractType, readonly [number, number]>> = {
  libero_4_4: [4, 4],
  concordato_3_2: [3, 2],
};

/** The legal expiries (the day before the anniversary that closes each term). */
export function legalExpiries(startDate: string, type: ContractType): string[] {
  const terms = LEGAL_TERMS[type];
  if (!terms) return [];
  return [addDays(addYears(startDate, terms[0]), -1), addDays(addYears(startDate, terms[0] + terms[1]), -1)];
}

/** The contract's expiries, in date order: legal ones up to the end date, then the end date. */
export function expiries(
  terms: Pick<LeaseTerms, 'startDate' | 'endDate' | 'contractType'>,
): { date: string; legal: boolean }[] {
  const legal = legalExpiries(terms.startDate, terms.contractType)
    .filter((d) => terms.endDate === null || compareIso(d, terms.endDate) <= 0)
    .map((date) => ({ date, legal: true }));
  if (terms.endDate !== null && !legal.some((e) => e.date === terms.endDate))
    legal.push({ date: terms.endDate, legal: false });
  return legal;
}

/** The last day the lease runs (the end date, else the last legal expiry, else none). */
function lastDay(terms: LeaseTerms): string | null {
  if (terms.endDate !== null) return terms.endDate;
  const legal = legalExpiries(terms.startDate, terms.contractType);
  return legal.at(-1) ?? null;
}

/**
 * Every deadline dated in [from, to] (both included), in date order (then by kind's order).
 * The registration is also listed before `from` while it is still not recorded.
 */
export function leaseDeadlines(terms: LeaseTerms, from: string, to: string): Deadline[] {
  const out: Deadline[] = [];
  const inRange = (d: string) => compareIso(d, from) >= 0 && compareIso(d, to) <= 0;
  const end = lastDay(terms);
  const beforeEnd = (d: string) => end === null || compareIso(d, end) <= 0;

  if (terms.registrationDate === null) {
    const date = addDays(terms.startDate, REGISTRATION_DAYS);
    if (compareIso(date, to) <= 0) out.push({ kind: 'registration', date, amount: null, reference: terms.startDate });
  }

  for (let n = 1; n < 200; n++) {
    const date = anniversary(terms.startDate, n);
    if (compareIso(date, to) > 0 || !beforeEnd(date)) break;
    if (terms.istatUpdateShare > 0 && !terms.cedolareSecca && inRange(date)) {
      out.push({ kind: 'istat', date, amount: null, reference: date });
    }
    const taxDate = addDays(date, REGISTRATION_DAYS);
    if (!terms.cedolareSecca && inRange(taxDate)) {
      out.push({ kind: 'registration_tax', date: taxDate, amount: registrationTax(terms.rentAmount), reference: date });
    }
  }

  for (const expiry of expiries(terms)) {
    if (expiry.legal) {
      const notice = addMonths(expiry.date, -NOTICE_MONTHS);
      if (inRange(notice)) out.push({ kind: 'notice', date: notice, amount: null, reference: expiry.date });
    }
    if (inRange(expiry.date)) out.push({ kind: 'expiry', date: expiry.date, amount: null, reference: expiry.date });
  }

  if (terms.depositAmount !== null && terms.depositInterestDue) {
    const held = terms.depositReceivedOn ?? terms.startDate;
    const firstYear = Number(held.slice(0, 4));
    const lastYear = Number((end ?? to).slice(0, 4));
    for (let year = Math.max(firstYear, Number(from.slice(0, 4))); year <= lastYear; year++) {
      const date = `${String(year).padStart(4, '0')}-12-31`;
      if (compareIso(date, to) > 0) break;
      if (inRange(date) && beforeEnd(date)) out.push({ kind: 'deposit_interest', date, amount: null, reference: null });
    }
  }

  const order = (k: DeadlineKind) => DEADLINE_KINDS.indexOf(k);
  return out.sort((a, b) => compareIso(a.date, b.date) || order(a.kind) - order(b.kind));
}
