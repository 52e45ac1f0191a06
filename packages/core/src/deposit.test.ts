import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGAL_INTEREST_RATES } from './legal-interest-rates';
import { addDays } from './dates';
import {
  closeDepositBalance,
  depositAboveThreeMonths,
  depositInterestByYear,
  formatRatePercent,
  legalInterestRateFor,
  parsePercentInput,
  yearInterestCents,
} from './deposit';

const shipped = (year: number) => legalInterestRateFor(year)?.rateHundredths ?? null;

describe('legal interest rate table', () => {
  it('ships every year from 2015 with its decree', () => {
    const years = LEGAL_INTEREST_RATES.map((r) => r.year);
    expect(years[0]).toBe(2015);
    expect(years).toEqual(years.map((_, i) => 2015 + i));
    for (const row of LEGAL_INTEREST_RATES) {
      expect(row.source).toMatch(/D\.M\./);
      expect(row.rateHundredths).toBeGreaterThanOrEqual(0);
    }
  });

  it('holds the official values (2024 2,5 %, 2025 2 %, 2020 0,05 %, 2021 0,01 %)', () => {
    expect(formatRatePercent(shipped(2024) ?? -1)).toBe('2,50 %');
    expect(formatRatePercent(shipped(2025) ?? -1)).toBe('2,00 %');
    expect(formatRatePercent(shipped(2020) ?? -1)).toBe('0,05 %');
    expect(formatRatePercent(shipped(2021) ?? -1)).toBe('0,01 %');
    expect(formatRatePercent(shipped(2023) ?? -1)).toBe('5,00 %');
  });

  it('2026: 1,60 % by D.M. 10 dicembre 2025 (G.U. n. 289 del 13/12/2025), as the sources cited in the table say', () => {
    expect(LEGAL_INTEREST_RATES.find((r) => r.year === 2026)).toEqual({
      year: 2026,
      rateHundredths: 160,
      source: 'D.M. 10 dicembre 2025 (G.U. n. 289 del 13/12/2025)',
    });
  });

  it('an override wins; a year after the table keeps the last rate; none before 2015', () => {
    expect(legalInterestRateFor(2025, new Map([[2025, 300]]))).toMatchObject({ rateHundredths: 300, overridden: true });
    const last = LEGAL_INTEREST_RATES[LEGAL_INTEREST_RATES.length - 1];
    expect(legalInterestRateFor((last?.year ?? 0) + 1)?.rateHundredths).toBe(last?.rateHundredths);
    expect(legalInterestRateFor(2014)).toBeNull();
  });
});

describe('depositInterestByYear', () => {
  it('docs/domain.md §14 example: 1.500,00 € from 01/07/2024 → 2024 18,85 €, 2025 30,00 €', () => {
    const years = depositInterestByYear({
      amountCents: 150000,
      receivedOn: '2024-07-01',
      until: '2025-12-31',
      rateFor: shipped,
    });
    expect(years).toEqual([
      { year: 2024, daysHeld: 184, daysInYear: 366, rateHundredths: 250, interestCents: 1885 },
      { year: 2025, daysHeld: 365, daysInYear: 365, rateHundredths: 200, interestCents: 3000 },
    ]);
  });

  it('a leap year counts 366 days; a whole leap year gives the full rate', () => {
    const [y] = depositInterestByYear({
      amountCents: 100000,
      receivedOn: '2024-01-01',
      until: '2024-12-31',
      rateFor: () => 250,
    });
    expect(y).toMatchObject({ daysHeld: 366, daysInYear: 366, interestCents: 2500 });
    const [feb] = depositInterestByYear({
      amountCents: 100000,
      receivedOn: '2024-02-29',
      until: '2024-02-29',
      rateFor: () => 250,
    });
    expect(feb).toMatchObject({ daysHeld: 1, interestCents: 7 }); // 100000 × 0,025 / 366 = 6,83
  });

  it('a deposit received mid-year and returned mid-year', () => {
    const years = depositInterestByYear({
      amountCents: 200000,
      receivedOn: '2023-03-15',
      until: '2025-06-30',
      rateFor: shipped,
    });
    expect(years.map((y) => [y.year, y.daysHeld])).toEqual([
      [2023, 292],
      [2024, 366],
      [2025, 181],
    ]);
    // 2023 at 5 %: 200000 × 0,05 × 292 / 365 = 8000; 2024 at 2,5 %: 5000; 2025 at 2 %: 200000 × 0,02 × 181 / 365 = 1983,56
    expect(years.map((y) => y.interestCents)).toEqual([8000, 5000, 1984]);
  });

  it('each year at its own rate when the rate changes between years (never compounded)', () => {
    const years = depositInterestByYear({
      amountCents: 100000,
      receivedOn: '2022-01-01',
      until: '2023-12-31',
      rateFor: (year) => (year === 2022 ? 125 : 500),
    });
    expect(years.map((y) => y.interestCents)).toEqual([1250, 5000]);
  });

  it('a year without a rate earns nothing; until before receipt: no years', () => {
    const years = depositInterestByYear({
      amountCents: 100000,
      receivedOn: '2014-06-01',
      until: '2015-01-31',
      rateFor: shipped,
    });
    expect(years.map((y) => [y.year, y.rateHundredths, y.interestCents])).toEqual([
      [2014, null, 0],
      [2015, 50, 42], // 100000 × 0,005 × 31 / 365 = 42,47
    ]);
    expect(
      depositInterestByYear({ amountCents: 1, receivedOn: '2025-01-02', until: '2025-01-01', rateFor: shipped }),
    ).toEqual([]);
  });

  it('property: the years cover every day held once, and no year earns more than the whole-year rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 365 * 12 }),
        fc.integer({ min: 0, max: 365 * 5 }),
        fc.integer({ min: 0, max: 2000 }),
        (amountCents, startOffset, length, rate) => {
          const receivedOn = addDays('2015-01-01', startOffset);
          const until = addDays(receivedOn, length);
          const years = depositInterestByYear({ amountCents, receivedOn, until, rateFor: () => rate });
          expect(years.reduce((s, y) => s + y.daysHeld, 0)).toBe(length + 1);
          for (const y of years) {
            expect(y.interestCents).toBe(yearInterestCents(amountCents, rate, y.daysHeld, y.daysInYear));
            expect(y.interestCents).toBeLessThanOrEqual(Math.round((amountCents * rate) / 10000) + 1);
            expect(y.interestCents).toBeGreaterThanOrEqual(0);
            // exact: |interest × 10000 × days − amount × rate × held| ≤ half a cent
            const exact = (amountCents * rate * y.daysHeld) / (10000 * y.daysInYear);
            expect(Math.abs(y.interestCents - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
          }
        },
      ),
    );
  });
});

describe('closeDepositBalance', () => {
  it('deposit + interest − deductions is returned', () => {
    expect(
      closeDepositBalance({
        depositCents: 150000,
        interestCents: 1200,
        deductionsCents: [20000, 5000],
        tenantOwesRest: false,
      }),
    ).toEqual({
      ok: true,
      closing: { depositCents: 150000, interestCents: 1200, deductionsCents: 25000, balanceCents: 126200 },
    });
  });

  it('deductions above deposit + interest: refused unless the tenant owes the rest', () => {
    expect(
      closeDepositBalance({ depositCents: 1000, interestCents: 10, deductionsCents: [1011], tenantOwesRest: false }),
    ).toEqual({
      ok: false,
      error: 'exceeds',
      availableCents: 1010,
    });
    const owed = closeDepositBalance({
      depositCents: 1000,
      interestCents: 10,
      deductionsCents: [1011],
      tenantOwesRest: true,
    });
    expect(owed.ok && owed.closing.balanceCents).toBe(-1);
  });
});

describe('parsePercentInput and the three months warning', () => {
  it('reads 0 … 20 % with at most 2 decimals', () => {
    expect(parsePercentInput('2,5')).toEqual({ ok: true, hundredths: 250 });
    expect(parsePercentInput('0.05')).toEqual({ ok: true, hundredths: 5 });
    expect(parsePercentInput('20')).toEqual({ ok: true, hundredths: 2000 });
    expect(parsePercentInput('20,01')).toEqual({ ok: false, error: 'range' });
    expect(parsePercentInput('1,255')).toEqual({ ok: false, error: 'decimals' });
    expect(parsePercentInput('-1')).toEqual({ ok: false, error: 'invalid' });
    expect(parsePercentInput('abc')).toEqual({ ok: false, error: 'invalid' });
  });

  it('warns only above three months of rent', () => {
    expect(depositAboveThreeMonths(240000, 80000)).toBe(false);
    expect(depositAboveThreeMonths(240001, 80000)).toBe(true);
    expect(depositAboveThreeMonths(null, 80000)).toBe(false);
  });
});
