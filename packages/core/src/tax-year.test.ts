import { describe, expect, it } from 'vitest';
import { addDays, countDaysInclusive } from './dates';
import { taxYearWithoutRulesMessage } from './messages/property-tax';
import { updatedRent } from './istat';
import { type TaxYearContract, type TaxYearOwner, contractMonthsInYear, taxYearRows } from './tax-year';
import { TAX_YEARS_SHIPPED, taxYearRules } from './tax-year-rules';

const owner = (
  name: string,
  share_bps: number,
  from: string | null = null,
  to: string | null = null,
): TaxYearOwner => ({
  name,
  fiscal_code: `CF-${name}`,
  share_bps,
  from,
  to,
});
const contract = (over: Partial<TaxYearContract> = {}): TaxYearContract => ({
  id: 'c1',
  startDate: '2024-11-01',
  endDate: null,
  rentSteps: [{ from: '2024-11-01', monthlyRent: 80_000 }],
  cedolareSecca: false,
  concordato: false,
  ...over,
});

describe('the year’s rules as data', () => {
  it('ships 2024 and 2025 with their source; another year has none (its message in Italian)', () => {
    expect(TAX_YEARS_SHIPPED).toEqual([2024, 2025]);
    expect(taxYearRules(2025)).toMatchObject({
      cedolareBps: 2100,
      cedolareConcordatoBps: 1000,
      irpefFlatReductionBps: 500,
    });
    expect(taxYearRules(2025)?.source).toContain('730/2026');
    expect(taxYearRows({ year: 2023, owners: [], contracts: [contract()] })).toEqual({ ok: false, year: 2023 });
    expect(taxYearWithoutRulesMessage(2023, TAX_YEARS_SHIPPED)).toBe(
      'Per il 2023 non abbiamo ancora le regole della dichiarazione dei redditi: anni disponibili 2024, 2025.',
    );
  });
});

describe('worked examples', () => {
  it('800,00 € a month, updated by ISTAT to 810,80 € from November (docs/domain.md §15), two owners at half: 4.810,80 € each, IRPEF base 4.570,26 €', () => {
    const c = contract({
      rentSteps: [
        { from: '2024-11-01', monthlyRent: 80_000 },
        { from: '2025-11-01', monthlyRent: updatedRent(80_000, 75, 180) },
      ],
    });
    const result = taxYearRows({ year: 2025, owners: [owner('Mario', 5000), owner('Anna', 5000)], contracts: [c] });
    if (!result.ok) throw new Error('rules');
    expect(result.rows.map((r) => [r.owner?.name, r.daysHeld, r.shareBps, r.rentCents, r.irpefBaseCents])).toEqual([
      ['Mario', 365, 5000, 481_080, 457_026],
      ['Anna', 365, 5000, 481_080, 457_026],
    ]);
  });

  it('under cedolare secca: 21 %, 10 % on a concordato; no IRPEF base', () => {
    const free = taxYearRows({ year: 2025, owners: [], contracts: [contract({ cedolareSecca: true })] });
    const agreed = taxYearRows({
      year: 2025,
      owners: [],
      contracts: [contract({ cedolareSecca: true, concordato: true })],
    });
    if (!free.ok || !agreed.ok) throw new Error('rules');
    expect(free.rows).toEqual([
      expect.objectContaining({
        owner: null,
        shareBps: 10_000,
        rentCents: 960_000,
        cedolareDueCents: 201_600,
        irpefBaseCents: null,
      }),
    ]);
    expect(agreed.rows[0]).toMatchObject({ cedolareRateBps: 1000, cedolareDueCents: 96_000 });
  });

  it('a concordato under IRPEF: rent less 5 %, then less 30 %', () => {
    const r = taxYearRows({ year: 2025, owners: [], contracts: [contract({ concordato: true })] });
    if (!r.ok) throw new Error('rules');
    // 9.600,00 × 0,95 × 0,70 = 6.384,00
    expect(r.rows[0]?.irpefBaseCents).toBe(638_400);
  });

  it('a sale on 16 March: the month’s rent split by the days, to the cent', () => {
    const r = taxYearRows({
      year: 2025,
      owners: [owner('A', 10_000, null, '2025-03-15'), owner('B', 10_000, '2025-03-16')],
      contracts: [contract({ rentSteps: [{ from: '2024-11-01', monthlyRent: 100_000 }] })],
    });
    if (!r.ok) throw new Error('rules');
    // A: January, February and 15/31 of March = 2.000,00 + 483,87; B the rest of 12.000,00.
    expect(r.rows.map((x) => [x.owner?.name, x.from, x.to, x.daysHeld, x.rentCents])).toEqual([
      ['A', '2025-01-01', '2025-03-15', 74, 248_387],
      ['B', '2025-03-16', '2025-12-31', 291, 951_613],
    ]);
  });

  it('owner rows from July only: the landlord holds the first half alone', () => {
    const r = taxYearRows({
      year: 2025,
      owners: [owner('A', 5000, '2025-07-01'), owner('B', 5000, '2025-07-01')],
      contracts: [contract({ rentSteps: [{ from: '2024-11-01', monthlyRent: 100_000 }] })],
    });
    if (!r.ok) throw new Error('rules');
    expect(r.rows.map((x) => [x.owner?.name ?? 'landlord', x.daysHeld, x.rentCents])).toEqual([
      ['A', 184, 300_000],
      ['B', 184, 300_000],
      ['landlord', 181, 600_000],
    ]);
  });
});

describe('properties', () => {
  it('for random owners and contracts, the owners’ rents of each contract add up to its rent of the year; days held never exceed the year’s', () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 150; run++) {
      const year = [2024, 2025][random(2)]!;
      // Owners: up to three stretches of the year, each split into shares adding up to 100 %.
      const owners: TaxYearOwner[] = [];
      let from: string | null = random(3) === 0 ? null : addDays(`${year}-01-01`, random(120));
      for (let stretch = 0; stretch < 1 + random(3); stretch++) {
        const to: string | null = random(3) === 0 ? null : addDays(from ?? `${year}-01-01`, 1 + random(200));
        const a = 1 + random(9_999);
        const split = random(2) === 0 ? [10_000] : [a, 10_000 - a];
        for (const [i, bps] of split.entries()) owners.push(owner(`O${stretch}-${i}`, bps, from, to));
        if (to === null) break;
        from = addDays(to, 1);
      }
      const start = addDays(`${year - 1}-06-01`, random(700));
      const contracts = [
        contract({
          startDate: start,
          endDate: random(2) ? null : addDays(start, 30 + random(600)),
          rentSteps: [
            { from: start, monthlyRent: 1 + random(300_000) },
            { from: `${year}-0${1 + random(9)}-01`, monthlyRent: 1 + random(300_000) },
          ],
          cedolareSecca: random(2) === 0,
        }),
      ];
      const result = taxYearRows({ year, owners, contracts });
      if (!result.ok) throw new Error('rules');
      const yearRent = contractMonthsInYear(contracts[0]!, year).reduce((n, [, , due]) => n + due, 0);
      const context = JSON.stringify({ year, owners, contracts });
      expect(
        result.rows.reduce((n, r) => n + r.rentCents, 0),
        context,
      ).toBe(yearRent);
      const yearDays = countDaysInclusive(`${year}-01-01`, `${year}-12-31`);
      for (const r of result.rows) {
        expect(r.daysHeld, context).toBeLessThanOrEqual(yearDays);
        expect(r.daysHeld, context).toBeLessThanOrEqual(countDaysInclusive(r.from, r.to));
        expect(r.rentCents).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
