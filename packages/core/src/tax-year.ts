/**
 * The buildings' rows of a tax year, per owner (docs/domain.md §19), pure. For each contract of a
 * property and each owner (the landlord on the days no owner row covers), the days held in the
 * year during the contract, the share, and the rent due under the contract for those days after
 * the ISTAT updates (each month's rent in force, prorated as the schedule does, docs/domain.md §4),
 * times the share; then cedolare secca due, or the IRPEF base. The owners' rents of a contract
 * add up to the cent to the contract's rent of the year (largest remainders).
 */
import {
  addDays,
  compareIso,
  countDaysInclusive,
  daysInMonth,
  firstDayOfNextMonth,
  lastDayOfMonth,
  maxIso,
  minIso,
} from './dates';
import { roundHalfAwayFromZero } from './money';
import { type OwnerPeriod, WHOLE_SHARE_BPS } from './property-owners';
import { prorateMonthlyAmount } from './schedule';
import { type TaxYearRules, taxYearRules } from './tax-year-rules';

export type TaxYearOwner = OwnerPeriod & { name: string };

export type TaxYearContract = {
  id: string;
  startDate: string;
  endDate: string | null;
  /** The monthly rent and the first day of the month it applies from, oldest first; the first from the start. */
  rentSteps: readonly { from: string; monthlyRent: number }[];
  cedolareSecca: boolean;
  concordato: boolean;
};

export type TaxYearRow = {
  contractId: string;
  /** Null: the landlord, on the days no owner row covers. */
  owner: { name: string; fiscalCode: string } | null;
  /** First and last day of the row in the year. */
  from: string;
  to: string;
  daysHeld: number;
  shareBps: number;
  rentCents: number;
  cedolareSecca: boolean;
  /** The cedolare rate applied (basis points), null under IRPEF. */
  cedolareRateBps: number | null;
  cedolareDueCents: number | null;
  /** Rent less the flat 5 % (and the concordato 30 %), null under cedolare secca. */
  irpefBaseCents: number | null;
};

export type TaxYearResult = { ok: true; rules: TaxYearRules; rows: TaxYearRow[] } | { ok: false; year: number };

function monthlyRentOn(steps: TaxYearContract['rentSteps'], day: string): number {
  let rent = steps[0]?.monthlyRent ?? 0;
  for (const s of steps) if (compareIso(s.from, day) <= 0) rent = s.monthlyRent;
  return rent;
}

/** The rent due under the contract for each of its months in the year: [first day, last day, cents]. */
export function contractMonthsInYear(c: TaxYearContract, year: number): [string, string, number][] {
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const months: [string, string, number][] = [];
  let periodStart = c.startDate;
  while (compareIso(periodStart, yearEnd) <= 0 && (c.endDate === null || compareIso(periodStart, c.endDate) <= 0)) {
    const periodEnd = c.endDate === null ? lastDayOfMonth(periodStart) : minIso(lastDayOfMonth(periodStart), c.endDate);
    if (compareIso(periodEnd, yearStart) >= 0) {
      const due = prorateMonthlyAmount(
        monthlyRentOn(c.rentSteps, periodStart),
        countDaysInclusive(periodStart, periodEnd),
        daysInMonth(periodStart),
      );
      months.push([periodStart, periodEnd, due]);
    }
    periodStart = firstDayOfNextMonth(periodStart);
  }
  return months;
}

const holds = (o: OwnerPeriod, day: string) =>
  (o.from === null || compareIso(o.from, day) <= 0) && (o.to === null || compareIso(o.to, day) >= 0);

/**
 * The year's rows (owners checked by ownerShareProblem before they were stored). A year with no
 * rules shipped → `{ ok: false }` (the caller answers taxYearWithoutRulesMessage).
 */
export function taxYearRows(input: {
  year: number;
  owners: readonly TaxYearOwner[];
  contracts: readonly TaxYearContract[];
}): TaxYearResult {
  const rules = taxYearRules(input.year);
  if (!rules) return { ok: false, year: input.year };
  const rows: TaxYearRow[] = [];
  for (const c of input.contracts) {
    const months = contractMonthsInYear(c, input.year);
    if (months.length === 0) continue;
    // Holders: each owner row, then the landlord (index = owners.length).
    const n = input.owners.length + 1;
    const exact = new Array<number>(n).fill(0);
    const days = new Array<number>(n).fill(0);
    const first = new Array<string | null>(n).fill(null);
    const last = new Array<string | null>(n).fill(null);
    let total = 0;
    for (const [start, end, due] of months) {
      total += due;
      const covered = countDaysInclusive(start, end);
      for (let day = maxIso(start, `${input.year}-01-01`); compareIso(day, end) <= 0; ) {
        const holding = input.owners.map((o, k) => [o, k] as const).filter(([o]) => holds(o, day));
        const share = holding.length ? holding : ([[null, n - 1]] as const);
        for (const [o, k] of share) {
          const bps = o ? o.share_bps : WHOLE_SHARE_BPS;
          exact[k]! += (due * bps) / (covered * WHOLE_SHARE_BPS);
          days[k]! += 1;
          first[k] ??= day;
          last[k] = day;
        }
        day = addDays(day, 1);
      }
    }
    // Largest remainders: the owners' cents add up to the contract's rent of the year.
    const cents = exact.map((x) => Math.floor(x + 1e-9));
    let left = total - cents.reduce((a, b) => a + b, 0);
    const order = exact
      .map((x, k) => [x - Math.floor(x + 1e-9), k] as const)
      .filter(([, k]) => days[k]! > 0)
      .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    for (let j = 0; left > 0 && order.length; j = (j + 1) % order.length, left--) cents[order[j]![1]]! += 1;
    for (let k = 0; k < n; k++) {
      if (days[k] === 0) continue;
      const owner = k < n - 1 ? input.owners[k]! : null;
      const rent = cents[k]!;
      const rate = c.cedolareSecca ? (c.concordato ? rules.cedolareConcordatoBps : rules.cedolareBps) : null;
      const reduction = c.concordato ? BigInt(WHOLE_SHARE_BPS - rules.irpefConcordatoReductionBps) : 10_000n;
      rows.push({
        contractId: c.id,
        owner: owner ? { name: owner.name, fiscalCode: owner.fiscal_code } : null,
        from: first[k]!,
        to: last[k]!,
        daysHeld: days[k]!,
        shareBps: owner ? owner.share_bps : WHOLE_SHARE_BPS,
        rentCents: rent,
        cedolareSecca: c.cedolareSecca,
        cedolareRateBps: rate,
        cedolareDueCents: rate === null ? null : roundHalfAwayFromZero(BigInt(rent) * BigInt(rate), WHOLE_SHARE_BPS),
        irpefBaseCents:
          rate !== null
            ? null
            : roundHalfAwayFromZero(
                BigInt(rent) * BigInt(WHOLE_SHARE_BPS - rules.irpefFlatReductionBps) * reduction,
                10_000n * 10_000n,
              ),
      });
    }
  }
  return { ok: true, rules, rows };
}
