import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, countDaysInclusive, daysInMonth, firstDayOfMonth, lastDayOfMonth, minIso } from './dates';
import { computeScheduledPayables, nextScheduledDue, type ScheduleTerms } from './schedule';

const terms = (overrides: Partial<ScheduleTerms>): ScheduleTerms => ({
  startDate: '2026-01-16',
  endDate: '2026-12-31',
  rentAmount: 60000,
  fixedFeeAmount: 0,
  settlementBaseAmount: 0,
  ...overrides,
});

describe('computeScheduledPayables — worked example (docs/domain.md §10)', () => {
  it('prorates January 16/31 and charges February in full', () => {
    const payables = computeScheduledPayables(terms({}), '2026-02-01');
    expect(payables).toEqual([
      {
        type: 'rent',
        periodStartDate: '2026-01-16',
        periodEndDate: '2026-01-31',
        dueDate: '2026-01-16',
        amount: 30968,
      },
      {
        type: 'rent',
        periodStartDate: '2026-02-01',
        periodEndDate: '2026-02-28',
        dueDate: '2026-02-01',
        amount: 60000,
      },
    ]);
  });
});

describe('computeScheduledPayables', () => {
  it('creates nothing before the contract starts', () => {
    expect(computeScheduledPayables(terms({}), '2026-01-15')).toEqual([]);
  });

  it('creates a month once its period has started, not before', () => {
    expect(computeScheduledPayables(terms({}), '2026-01-16')).toHaveLength(1);
    expect(computeScheduledPayables(terms({}), '2026-01-31')).toHaveLength(1);
    expect(computeScheduledPayables(terms({}), '2026-02-28')).toHaveLength(2);
  });

  it('prorates the last partial month and stops at the end date', () => {
    const payables = computeScheduledPayables(terms({ startDate: '2026-01-01', endDate: '2026-03-10' }), '2027-01-01');
    expect(payables.map((p) => [p.periodStartDate, p.periodEndDate, p.amount])).toEqual([
      ['2026-01-01', '2026-01-31', 60000],
      ['2026-02-01', '2026-02-28', 60000],
      ['2026-03-01', '2026-03-10', 19355], // 600 × 10 / 31 = 193,548…
    ]);
  });

  it('handles a contract within a single month', () => {
    const payables = computeScheduledPayables(terms({ startDate: '2026-02-10', endDate: '2026-02-16' }), '2026-06-01');
    expect(payables).toEqual([
      {
        type: 'rent',
        periodStartDate: '2026-02-10',
        periodEndDate: '2026-02-16',
        dueDate: '2026-02-10',
        amount: 15000,
      },
    ]);
  });

  it('adds fixed_fee and settlement_base_fee only when their amount is positive', () => {
    const withBoth = computeScheduledPayables(
      terms({ startDate: '2026-01-01', fixedFeeAmount: 3000, settlementBaseAmount: 5000 }),
      '2026-01-20',
    );
    expect(withBoth.map((p) => [p.type, p.amount])).toEqual([
      ['rent', 60000],
      ['fixed_fee', 3000],
      ['settlement_base_fee', 5000],
    ]);
    const withOne = computeScheduledPayables(terms({ settlementBaseAmount: 5000 }), '2026-01-20');
    expect(withOne.map((p) => [p.type, p.amount])).toEqual([
      ['rent', 30968],
      ['settlement_base_fee', 2581], // 50 × 16 / 31 = 25,806…
    ]);
  });

  it('goes on monthly for an open-ended contract, up to today', () => {
    const payables = computeScheduledPayables(terms({ startDate: '2025-11-30', endDate: null }), '2026-02-01');
    expect(payables.map((p) => [p.periodStartDate, p.periodEndDate, p.amount])).toEqual([
      ['2025-11-30', '2025-11-30', 2000],
      ['2025-12-01', '2025-12-31', 60000],
      ['2026-01-01', '2026-01-31', 60000],
      ['2026-02-01', '2026-02-28', 60000],
    ]);
  });

  it('rounds half away from zero', () => {
    // 1 cent × 15 / 30 = 0,5 → 1
    const payables = computeScheduledPayables(
      terms({ startDate: '2026-04-16', endDate: null, rentAmount: 1 }),
      '2026-04-30',
    );
    expect(payables[0]?.amount).toBe(1);
  });

  it('refuses non-integer or negative amounts', () => {
    expect(() => computeScheduledPayables(terms({ rentAmount: 600.5 }), '2026-02-01')).toThrow(RangeError);
    expect(() => computeScheduledPayables(terms({ fixedFeeAmount: -1 }), '2026-02-01')).toThrow(RangeError);
  });
});

describe('computeScheduledPayables — properties', () => {
  const dateArbitrary = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const cents = fc.integer({ min: 0, max: 10_000_000 });
  const scenario = fc.record({
    startDate: dateArbitrary,
    length: fc.option(fc.integer({ min: 0, max: 1200 }), { nil: null }),
    todayOffset: fc.integer({ min: -40, max: 1500 }),
    rentAmount: cents,
    fixedFeeAmount: fc.oneof(fc.constant(0), cents),
    settlementBaseAmount: fc.oneof(fc.constant(0), cents),
  });
  type ScenarioValue = typeof scenario extends fc.Arbitrary<infer V> ? V : never;
  const build = (s: ScenarioValue) => {
    const { length, todayOffset, ...amounts } = s;
    const contract: ScheduleTerms = { ...amounts, endDate: length === null ? null : addDays(s.startDate, length) };
    return { contract, today: addDays(s.startDate, todayOffset) };
  };

  it('each month is the monthly amount × covered days / days in month, rounded to the cent', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { contract, today } = build(s);
        const monthly = {
          rent: contract.rentAmount,
          fixed_fee: contract.fixedFeeAmount,
          settlement_base_fee: contract.settlementBaseAmount,
        };
        for (const p of computeScheduledPayables(contract, today)) {
          const covered = countDaysInclusive(p.periodStartDate, p.periodEndDate);
          const dim = daysInMonth(p.periodStartDate);
          // Independent half-up rounding of a positive exact fraction, in safe integers.
          const expected = Math.floor((2 * monthly[p.type] * covered + dim) / (2 * dim));
          expect(p.amount).toBe(expected);
          if (covered === dim) expect(p.amount).toBe(monthly[p.type]);
        }
      }),
    );
  });

  it('periods lie inside the contract and one month, start no later than today, and never repeat', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { contract, today } = build(s);
        const payables = computeScheduledPayables(contract, today);
        const keys = new Set<string>();
        for (const p of payables) {
          const key = `${p.type}|${p.periodStartDate}`;
          expect(keys.has(key)).toBe(false);
          keys.add(key);
          expect(p.periodStartDate <= today).toBe(true);
          expect(p.dueDate).toBe(p.periodStartDate);
          expect(p.periodStartDate >= contract.startDate).toBe(true);
          expect(p.periodStartDate <= p.periodEndDate).toBe(true);
          expect(p.periodEndDate <= lastDayOfMonth(p.periodStartDate)).toBe(true);
          if (contract.endDate !== null) expect(p.periodEndDate <= contract.endDate).toBe(true);
          if (p.periodStartDate !== contract.startDate)
            expect(p.periodStartDate).toBe(firstDayOfMonth(p.periodStartDate));
        }
      }),
    );
  });

  it('covers every started month of the contract, per expected type', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { contract, today } = build(s);
        const payables = computeScheduledPayables(contract, today);
        const lastDay = contract.endDate !== null && contract.endDate < today ? contract.endDate : today;
        // Count days covered so far, independently, day by day.
        let expectedDays = 0;
        for (let day = contract.startDate; day <= lastDay; day = addDays(day, 1)) expectedDays += 1;
        const rent = payables.filter((p) => p.type === 'rent');
        const coveredDays = rent.reduce(
          (sum, p) => sum + countDaysInclusive(p.periodStartDate, minIso(p.periodEndDate, lastDay)),
          0,
        );
        expect(coveredDays).toBe(expectedDays);
        expect(payables.filter((p) => p.type === 'fixed_fee').length).toBe(
          contract.fixedFeeAmount > 0 ? rent.length : 0,
        );
        expect(payables.filter((p) => p.type === 'settlement_base_fee').length).toBe(
          contract.settlementBaseAmount > 0 ? rent.length : 0,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('is idempotent over time: an earlier day yields a prefix of a later one', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 400 }), (s, extra) => {
        const { contract, today } = build(s);
        const earlier = computeScheduledPayables(contract, today);
        const later = computeScheduledPayables(contract, addDays(today, extra));
        expect(later.slice(0, earlier.length)).toEqual(earlier);
      }),
    );
  });
});

describe('nextScheduledDue', () => {
  const lease = terms({ rentAmount: 60000, fixedFeeAmount: 2500, settlementBaseAmount: 0 });

  it("is next month's rent and fee together, due on the 1st", () => {
    expect(nextScheduledDue(lease, '2026-03-15')).toEqual({ dueDate: '2026-04-01', amount: 62500 });
    expect(nextScheduledDue(lease, '2026-03-31')).toEqual({ dueDate: '2026-04-01', amount: 62500 });
  });

  it('is the prorated first month before the start, and null after the last month', () => {
    // 16 of 31 days: 600 × 16 / 31 = 309,68 and 25 × 16 / 31 = 12,90.
    expect(nextScheduledDue(lease, '2026-01-10')).toEqual({ dueDate: '2026-01-16', amount: 30968 + 1290 });
    expect(nextScheduledDue(lease, '2026-12-01')).toBeNull();
  });
});
