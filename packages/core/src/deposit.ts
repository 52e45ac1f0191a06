/**
 * Deposit (deposito cauzionale, docs/domain.md §14): legal interest per calendar year and the closing
 * arithmetic. Pure: rates come in as a lookup (the shipped table with the landlord's overrides).
 */
import { LEGAL_INTEREST_RATES } from './legal-interest-rates';
import { compareIso, countDaysInclusive, maxIso, minIso } from './dates';
import { roundHalfAwayFromZero } from './money';

export {
  depositAboveThreeMonths,
  formatRatePercent,
  MAX_LEGAL_RATE_HUNDREDTHS,
  parsePercentInput,
} from './deposit-input';

/**
 * The legal rate of `year`: the landlord's override when there is one, else the shipped table's
 * rate of that year, or of the latest earlier year (a rate stays in force until a decree changes
 * it). Null before the table's first year without an override.
 */
export function legalInterestRateFor(
  year: number,
  overrides: ReadonlyMap<number, number> = new Map(),
): { rateHundredths: number; source: string; overridden: boolean } | null {
  const override = overrides.get(year);
  if (override !== undefined)
    return { rateHundredths: override, source: 'Tasso indicato dal proprietario', overridden: true };
  let found: (typeof LEGAL_INTEREST_RATES)[number] | undefined;
  for (const row of LEGAL_INTEREST_RATES) if (row.year <= year) found = row;
  if (!found) return null;
  const source = found.year === year ? found.source : `${found.source}, in vigore anche nel ${year}`;
  return { rateHundredths: found.rateHundredths, source, overridden: false };
}

export function daysInYear(year: number): number {
  return countDaysInclusive(`${year}-01-01`, `${year}-12-31`);
}

export type DepositInterestYear = {
  year: number;
  /** Days the deposit was held in the year: from the receipt day to `until`, both included. */
  daysHeld: number;
  daysInYear: number;
  /** Null: no rate known for the year (interest 0). */
  rateHundredths: number | null;
  interestCents: number;
};

/**
 * Interest of one year: deposit × rate × days held in the year ÷ days in the year, simple,
 * rounded half away from zero to the cent (docs/domain.md §14). 150000 cents from 2024-07-01 at 2,50 %:
 * 150000 × 250 × 184 ÷ (10000 × 366) = 1885,2… → 1885.
 */
export function yearInterestCents(
  amountCents: number,
  rateHundredths: number,
  daysHeld: number,
  yearDays: number,
): number {
  return roundHalfAwayFromZero(
    BigInt(amountCents) * BigInt(rateHundredths) * BigInt(daysHeld),
    BigInt(10000 * yearDays),
  );
}

/**
 * The interest of each calendar year the deposit is held, from `receivedOn` to `until` (both
 * included; `until` before `receivedOn`: no years). Each year on its own, never compounded.
 */
export function depositInterestByYear(opts: {
  amountCents: number;
  receivedOn: string;
  until: string;
  rateFor: (year: number) => number | null;
}): DepositInterestYear[] {
  const { amountCents, receivedOn, until } = opts;
  if (compareIso(until, receivedOn) < 0) return [];
  const first = Number(receivedOn.slice(0, 4));
  const last = Number(until.slice(0, 4));
  const years: DepositInterestYear[] = [];
  for (let year = first; year <= last; year++) {
    const from = maxIso(receivedOn, `${year}-01-01`);
    const to = minIso(until, `${year}-12-31`);
    const daysHeld = countDaysInclusive(from, to);
    const yearDays = daysInYear(year);
    const rateHundredths = opts.rateFor(year);
    const interestCents =
      rateHundredths === null ? 0 : yearInterestCents(amountCents, rateHundredths, daysHeld, yearDays);
    years.push({ year, daysHeld, daysInYear: yearDays, rateHundredths, interestCents });
  }
  return years;
}

export type DepositClosing = {
  depositCents: number;
  interestCents: number;
  deductionsCents: number;
  /** deposit + interest − deductions: > 0 returned to the tenant, < 0 owed by the tenant. */
  balanceCents: number;
};

/**
 * Closing the deposit (docs/domain.md §14): deposit + interest not yet credited − deductions. A balance
 * below zero is refused ('exceeds') unless the landlord states the tenant owes the rest.
 */
export function closeDepositBalance(opts: {
  depositCents: number;
  interestCents: number;
  deductionsCents: readonly number[];
  tenantOwesRest: boolean;
}): { ok: true; closing: DepositClosing } | { ok: false; error: 'exceeds'; availableCents: number } {
  const deductionsCents = opts.deductionsCents.reduce((sum, d) => sum + d, 0);
  const availableCents = opts.depositCents + opts.interestCents;
  const balanceCents = availableCents - deductionsCents;
  if (balanceCents < 0 && !opts.tenantOwesRest) return { ok: false, error: 'exceeds', availableCents };
  return {
    ok: true,
    closing: { depositCents: opts.depositCents, interestCents: opts.interestCents, deductionsCents, balanceCents },
  };
}

/** 'Interessi deposito cauzionale 2025': the year-end credit's description (docs/domain.md §14). */
export function depositInterestCreditLabel(year: number): string {
  return `Interessi deposito cauzionale ${year}`;
}
