import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecomputable, payablesToRecompute, type StoredPayableRow } from './recompute-payables';
import { computeScheduledPayables, type ScheduleTerms } from './schedule';

const TODAY = '2026-03-15';
const terms: ScheduleTerms = {
  startDate: '2026-01-01',
  endDate: null,
  rentAmount: 50_000,
  fixedFeeAmount: 3_000,
  settlementBaseAmount: 0,
};

/** The rows the current terms stored, all still due. */
function storedRows(t: ScheduleTerms, today: string, status = 'due'): StoredPayableRow[] {
  return computeScheduledPayables(t, today).map((p, i) => ({
    id: `p${i}`,
    type: p.type,
    status,
    periodStartDate: p.periodStartDate,
    periodEndDate: p.periodEndDate,
    amount: p.amount,
  }));
}

describe('isRecomputable', () => {
  it('is true only for a due scheduled payable', () => {
    expect(
      [
        { type: 'rent', status: 'due' },
        { type: 'fixed_fee', status: 'due' },
        { type: 'settlement_base_fee', status: 'due' },
        { type: 'rent', status: 'paid' },
        { type: 'rent', status: 'cancelled' },
        { type: 'bill_share', status: 'due' },
        { type: 'manual_adjustment', status: 'due' },
        { type: 'settlement_balance', status: 'due' },
      ].map(isRecomputable),
    ).toEqual([true, true, true, false, false, false, false, false]);
  });
});

describe('payablesToRecompute', () => {
  it('keeps every row when the terms do not change', () => {
    expect(payablesToRecompute(storedRows(terms, TODAY), terms, TODAY)).toEqual([]);
  });

  it('recomputes every due rent row when the rent changes, and no fixed fee', () => {
    const rows = storedRows(terms, TODAY);
    expect(payablesToRecompute(rows, { ...terms, rentAmount: 55_000 }, TODAY)).toEqual(['p0', 'p2', 'p4']);
  });

  it('recomputes the fixed fee rows when the fee is removed', () => {
    const rows = storedRows(terms, TODAY);
    expect(payablesToRecompute(rows, { ...terms, fixedFeeAmount: 0 }, TODAY)).toEqual(['p1', 'p3', 'p5']);
  });

  it('recomputes the months outside a later start, and the prorated first month', () => {
    const rows = storedRows(terms, TODAY);
    // January goes; February becomes a partial month (15–28): both its rows change amount.
    expect(payablesToRecompute(rows, { ...terms, startDate: '2026-02-15' }, TODAY)).toEqual(['p0', 'p1', 'p2', 'p3']);
  });

  it('never touches a paid row, whatever the new terms', () => {
    const rows = storedRows(terms, TODAY, 'paid');
    expect(payablesToRecompute(rows, { ...terms, rentAmount: 1, startDate: '2026-03-01' }, TODAY)).toEqual([]);
  });

  const termsArb = fc
    .record({
      startDay: fc.integer({ min: 0, max: 500 }),
      length: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
      rentAmount: fc.integer({ min: 0, max: 500_000 }),
      fixedFeeAmount: fc.integer({ min: 0, max: 50_000 }),
      settlementBaseAmount: fc.integer({ min: 0, max: 50_000 }),
    })
    .map(({ startDay, length, ...amounts }): ScheduleTerms => {
      const start = new Date(Date.UTC(2025, 0, 1 + startDay));
      const end = length === null ? null : new Date(start.getTime() + length * 86_400_000);
      return {
        startDate: start.toISOString().slice(0, 10),
        endDate: end ? end.toISOString().slice(0, 10) : null,
        ...amounts,
      };
    });
  const today = '2026-06-30';

  it('property: rows the new schedule produces identically stay; the rest of the due scheduled rows go', () => {
    fc.assert(
      fc.property(termsArb, termsArb, fc.boolean(), (before, after, somePaid) => {
        const rows = storedRows(before, today).map((r, i) => (somePaid && i % 3 === 0 ? { ...r, status: 'paid' } : r));
        const cancelled = new Set(payablesToRecompute(rows, after, today));
        const wanted = new Set(
          computeScheduledPayables(after, today).map(
            (p) => `${p.type}|${p.periodStartDate}|${p.periodEndDate}|${p.amount}`,
          ),
        );
        for (const row of rows) {
          const same = wanted.has(`${row.type}|${row.periodStartDate}|${row.periodEndDate}|${row.amount}`);
          expect(cancelled.has(row.id)).toBe(row.status === 'due' && !same);
        }
      }),
    );
  });

  it('property: the same terms recompute nothing', () => {
    fc.assert(fc.property(termsArb, (t) => payablesToRecompute(storedRows(t, today), t, today).length === 0));
  });
});
