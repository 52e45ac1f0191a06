import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  dueIstatAnniversary,
  earliestIstatMonth,
  formatIstatChange,
  istatCalculationText,
  isIstatChangeInRange,
  parseIstatChange,
  updatedRent,
} from './istat';

describe('updatedRent (docs/domain.md §15)', () => {
  it('holds the DOMAIN example: 800,00 €, 75 % of 1,8 % → 810,80 €', () => {
    expect(updatedRent(80000, 75, 180)).toBe(81080);
  });

  it('applies 100 % of the change and a negative change', () => {
    expect(updatedRent(80000, 100, 180)).toBe(81440);
    expect(updatedRent(80000, 100, -50)).toBe(79600);
  });

  it('rounds half away from zero to the cent', () => {
    // 333,33 € × 1,0075 = 335,829975 → 335,83 €
    expect(updatedRent(33333, 75, 100)).toBe(33583);
    // 100,02 € × 1,005 = 100,5201 → 100,52 €; 100,10 × 1,005 = 100,6005 → 100,60
    expect(updatedRent(10002, 100, 50)).toBe(10052);
    // exactly half a cent: 1,00 € × 1,005 = 1,005 → 1,01 € (away from zero)
    expect(updatedRent(100, 100, 50)).toBe(101);
    // negative change, half a cent: 1,00 × 0,995 = 0,995 → 1,00 € (half rounds up in magnitude)
    expect(updatedRent(100, 100, -50)).toBe(100);
  });

  it('property: equals the exact rational result rounded half away from zero, within half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(75, 100),
        fc.integer({ min: -2000, max: 2000 }),
        (rent, share, bps) => {
          const result = updatedRent(rent, share, bps);
          const exact = rent * (1 + (share / 100) * (bps / 10000));
          expect(Math.abs(result - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
          // monotone in the change: a larger change never gives a lower rent
          if (bps < 2000) expect(updatedRent(rent, share, bps + 1)).toBeGreaterThanOrEqual(result);
          // no change, no new rent
          expect(updatedRent(rent, share, 0)).toBe(rent);
        },
      ),
    );
  });

  it('refuses a change outside −20 %…+20 %', () => {
    expect(() => updatedRent(80000, 75, 2001)).toThrow(RangeError);
    expect(() => updatedRent(80000, 75, -2001)).toThrow(RangeError);
  });
});

describe('parseIstatChange', () => {
  it.each([
    ['1,8', 180],
    ['1.8', 180],
    ['-0,5', -50],
    ['−0,50', -50],
    ['+2', 200],
    ['20', 2000],
    [' 0 ', 0],
    ['12,34', 1234],
  ])('%s → %i bps', (text, bps) => {
    expect(parseIstatChange(text)).toBe(bps);
  });

  it.each(['1,234', 'abc', '', '1,', '100', '1.2.3', '--1'])('refuses %s', (text) => {
    expect(parseIstatChange(text)).toBeNull();
  });

  it('range and format', () => {
    expect(isIstatChangeInRange(2000)).toBe(true);
    expect(isIstatChangeInRange(2001)).toBe(false);
    expect(isIstatChangeInRange(-2000)).toBe(true);
    expect(formatIstatChange(180)).toBe('1,80');
    expect(formatIstatChange(-5)).toBe('-0,05');
  });
});

describe('calendar arithmetic', () => {
  it('adds months, clamped at the end of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-08-31', -6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('a 29 February start has its anniversaries on 28 February in common years', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('dueIstatAnniversary', () => {
  it('proposes the latest anniversary reached, not yet applied', () => {
    expect(dueIstatAnniversary('2024-03-15', '2032-03-14', '2025-03-14', [])).toBeNull();
    expect(dueIstatAnniversary('2024-03-15', '2032-03-14', '2025-03-15', [])).toBe('2025-03-15');
    expect(dueIstatAnniversary('2024-03-15', '2032-03-14', '2026-05-01', [])).toBe('2026-03-15');
    expect(dueIstatAnniversary('2024-03-15', '2032-03-14', '2026-05-01', ['2026-03-15'])).toBeNull();
    expect(dueIstatAnniversary('2024-03-15', '2025-01-31', '2026-05-01', [])).toBeNull();
  });

  it('the first month an update may apply from', () => {
    expect(earliestIstatMonth('2025-03-01')).toBe('2025-03-01');
    expect(earliestIstatMonth('2025-03-15')).toBe('2025-04-01');
    expect(earliestIstatMonth('2025-12-15')).toBe('2026-01-01');
  });
});

describe('istatCalculationText', () => {
  it('states the DOMAIN example and trims trailing zeros', () => {
    expect(istatCalculationText(75, 180)).toEqual({ applied: '1,35', factor: '1,0135' });
    expect(istatCalculationText(100, 200)).toEqual({ applied: '2,00', factor: '1,02' });
    expect(istatCalculationText(75, 1)).toEqual({ applied: '0,0075', factor: '1,000075' });
    expect(istatCalculationText(100, -50)).toEqual({ applied: '-0,50', factor: '0,995' });
  });
});
