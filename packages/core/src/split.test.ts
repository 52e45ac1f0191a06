import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COST_MODELS } from './constants';
import { addDays, countDaysInclusive, overlapDays } from './dates';
import { NO_PARTICIPANT_WARNING, type SplitContract, splitBill } from './split';

const januaryBill = {
  category: 'electricity' as const,
  periodStartDate: '2026-01-01',
  periodEndDate: '2026-01-31',
  splittableAmount: 30000,
};

describe('splitBill — worked example (docs/domain.md §10)', () => {
  it('splits 300,00 € between A (62) and B (16); self-managed C is out', () => {
    const contracts: SplitContract[] = [
      { id: 'a', startDate: '2025-06-01', endDate: '2026-12-31', numberOfOccupants: 2, costModel: 'settlement' },
      { id: 'b', startDate: '2026-01-16', endDate: '2026-12-31', numberOfOccupants: 1, costModel: 'settlement' },
      { id: 'c', startDate: '2025-01-01', endDate: null, numberOfOccupants: 3, costModel: 'self_managed' },
    ];
    const { shares, warnings } = splitBill(januaryBill, contracts);
    expect(shares).toEqual([
      { contractId: 'a', costModel: 'settlement', overlapDays: 31, numberOfOccupants: 2, weight: 62, amount: 23846 },
      { contractId: 'b', costModel: 'settlement', overlapDays: 16, numberOfOccupants: 1, weight: 16, amount: 6154 },
    ]);
    expect(warnings).toEqual(['Un contratto copre solo 16 giorni su 31 del periodo.']);
  });
});

describe('splitBill', () => {
  it('stores nothing split and warns in Italian when nobody participates', () => {
    const result = splitBill(januaryBill, [
      { id: 'c', startDate: '2025-01-01', endDate: null, numberOfOccupants: 3, costModel: 'self_managed' },
      { id: 'd', startDate: '2026-02-01', endDate: null, numberOfOccupants: 1, costModel: 'settlement' },
      { id: 'e', startDate: '2025-01-01', endDate: '2025-12-31', numberOfOccupants: 1, costModel: 'consumption_based' },
    ]);
    expect(result).toEqual({
      shares: [],
      warnings: ['Nessun contratto partecipa alla ripartizione di questa spesa: importo non ripartito.'],
    });
  });

  it('keeps each participant’s cost model, fixed_fee included', () => {
    const { shares } = splitBill(januaryBill, [
      { id: 'x', startDate: '2026-01-01', endDate: null, numberOfOccupants: 1, costModel: 'fixed_fee' },
      { id: 'y', startDate: '2026-01-01', endDate: null, numberOfOccupants: 1, costModel: 'consumption_based' },
    ]);
    expect(shares.map((s) => [s.contractId, s.costModel, s.amount])).toEqual([
      ['x', 'fixed_fee', 15000],
      ['y', 'consumption_based', 15000],
    ]);
  });

  it('gives a tied spare cent to the earlier start date, then the lower id', () => {
    const bill = { ...januaryBill, splittableAmount: 10001 };
    const byDate = splitBill(bill, [
      { id: 'a', startDate: '2025-06-01', endDate: null, numberOfOccupants: 1, costModel: 'settlement' },
      { id: 'b', startDate: '2025-05-01', endDate: null, numberOfOccupants: 1, costModel: 'settlement' },
    ]);
    expect(byDate.shares.map((s) => s.amount)).toEqual([5000, 5001]);
    const byId = splitBill(bill, [
      { id: 'b', startDate: '2025-05-01', endDate: null, numberOfOccupants: 1, costModel: 'settlement' },
      { id: 'a', startDate: '2025-05-01', endDate: null, numberOfOccupants: 1, costModel: 'settlement' },
    ]);
    expect(byId.shares.map((s) => [s.contractId, s.amount])).toEqual([
      ['b', 5000],
      ['a', 5001],
    ]);
  });

  it('refuses an inverted period or a non-integer amount', () => {
    expect(() => splitBill({ ...januaryBill, periodEndDate: '2025-12-31' }, [])).toThrow(RangeError);
    expect(() => splitBill({ ...januaryBill, splittableAmount: 10.5 }, [])).toThrow(RangeError);
  });
});

describe('splitBill — properties', () => {
  const dateArbitrary = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2025-01-01', n));
  const contractArbitrary = fc.record({
    startDate: dateArbitrary,
    length: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    numberOfOccupants: fc.integer({ min: 1, max: 8 }),
    costModel: fc.constantFrom(...COST_MODELS),
  });
  const scenario = fc.record({
    billStart: dateArbitrary,
    billLength: fc.integer({ min: 0, max: 120 }),
    amount: fc.integer({ min: 0, max: 100_000_000 }),
    contracts: fc.array(contractArbitrary, { maxLength: 8 }),
  });

  it('shares sum to the splittable amount, self_managed never participates, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const bill = {
          category: 'gas' as const,
          periodStartDate: s.billStart,
          periodEndDate: addDays(s.billStart, s.billLength),
          splittableAmount: s.amount,
        };
        const contracts: SplitContract[] = s.contracts.map((c, i) => ({
          id: `c${i}`,
          startDate: c.startDate,
          endDate: c.length === null ? null : addDays(c.startDate, c.length),
          numberOfOccupants: c.numberOfOccupants,
          costModel: c.costModel,
        }));
        const { shares, warnings } = splitBill(bill, contracts);
        const expectedIds = contracts
          .filter((c) => c.costModel !== 'self_managed')
          .filter((c) => overlapDays(bill.periodStartDate, bill.periodEndDate, c.startDate, c.endDate) > 0)
          .map((c) => c.id);
        expect(shares.map((sh) => sh.contractId)).toEqual(expectedIds);
        expect(shares.every((sh) => (sh.costModel as string) !== 'self_managed')).toBe(true);
        if (shares.length === 0) {
          expect(warnings).toEqual([NO_PARTICIPANT_WARNING]);
          return;
        }
        expect(shares.reduce((sum, sh) => sum + sh.amount, 0)).toBe(bill.splittableAmount);
        const totalWeight = shares.reduce((sum, sh) => sum + sh.weight, 0);
        const periodDays = countDaysInclusive(bill.periodStartDate, bill.periodEndDate);
        for (const share of shares) {
          const contract = contracts.find((c) => c.id === share.contractId);
          expect(share.weight).toBe(share.overlapDays * (contract?.numberOfOccupants ?? 0));
          expect(share.overlapDays).toBeLessThanOrEqual(periodDays);
          const diff = share.amount * totalWeight - bill.splittableAmount * share.weight;
          expect(Math.abs(diff)).toBeLessThan(totalWeight);
        }
        expect(warnings).toHaveLength(shares.filter((sh) => sh.overlapDays < periodDays).length);
      }),
    );
  });
});

describe('splitBill — hand-computed cases', () => {
  it('3-room flat, one tenant leaving mid-period (water, 01/03–31/05/2026, 450,00 €)', () => {
    // Period 92 days. A: 1 occupant all period (92). B: 2 occupants all period (184).
    // C: 1 occupant, leaves 15/04 → 01/03–15/04 = 31 + 15 = 46 days (46). Total weight 322.
    // A 45000×92/322 = 12857,14… ; B 45000×184/322 = 25714,28… ; C 45000×46/322 = 6428,57…
    // Floors 12857 + 25714 + 6428 = 44999: the spare cent goes to the largest remainder, C (0,57).
    const { shares, warnings } = splitBill(
      { category: 'water', periodStartDate: '2026-03-01', periodEndDate: '2026-05-31', splittableAmount: 45000 },
      [
        {
          id: 'a',
          startDate: '2025-09-01',
          endDate: '2026-08-31',
          numberOfOccupants: 1,
          costModel: 'consumption_based',
        },
        { id: 'b', startDate: '2025-10-01', endDate: null, numberOfOccupants: 2, costModel: 'settlement' },
        { id: 'c', startDate: '2025-09-01', endDate: '2026-04-15', numberOfOccupants: 1, costModel: 'fixed_fee' },
      ],
    );
    expect(shares.map((s) => [s.contractId, s.overlapDays, s.weight, s.amount])).toEqual([
      ['a', 92, 92, 12857],
      ['b', 92, 184, 25714],
      ['c', 46, 46, 6429],
    ]);
    expect(warnings).toEqual(['Un contratto copre solo 46 giorni su 92 del periodo.']);
  });

  it('one tenant self-managing gas gets nothing; the others share the whole bill', () => {
    // Gas 01/02–28/02/2026 (28 days), 100,00 €. X self-managed; Y 1 occupant, Z 2 occupants.
    // Y 10000×28/84 = 3333,33… ; Z 10000×56/84 = 6666,66… → floors 9999, spare cent to Z (0,67).
    const { shares } = splitBill(
      { category: 'gas', periodStartDate: '2026-02-01', periodEndDate: '2026-02-28', splittableAmount: 10000 },
      [
        { id: 'x', startDate: '2026-01-01', endDate: null, numberOfOccupants: 3, costModel: 'self_managed' },
        { id: 'y', startDate: '2026-01-01', endDate: null, numberOfOccupants: 1, costModel: 'settlement' },
        { id: 'z', startDate: '2026-01-01', endDate: null, numberOfOccupants: 2, costModel: 'settlement' },
      ],
    );
    expect(shares.map((s) => [s.contractId, s.amount])).toEqual([
      ['y', 3333],
      ['z', 6667],
    ]);
  });

  it('a bill spanning two years counts the days of both (15/12/2025–15/01/2026)', () => {
    // 32 days. P from 01/01/2026 (15 days, 1 occupant); Q all period (32 days, 1 occupant). Total 47.
    // P 20000×15/47 = 6382,97… ; Q 20000×32/47 = 13617,02… → floors 19999, spare cent to P (0,97).
    const { shares } = splitBill(
      { category: 'heating', periodStartDate: '2025-12-15', periodEndDate: '2026-01-15', splittableAmount: 20000 },
      [
        { id: 'p', startDate: '2026-01-01', endDate: '2026-12-31', numberOfOccupants: 1, costModel: 'settlement' },
        { id: 'q', startDate: '2025-01-01', endDate: '2026-12-31', numberOfOccupants: 1, costModel: 'settlement' },
      ],
    );
    expect(shares.map((s) => [s.contractId, s.overlapDays, s.amount])).toEqual([
      ['p', 15, 6383],
      ['q', 32, 13617],
    ]);
  });
});

type Scenario = {
  billStart: string;
  billLength: number;
  amount: number;
  contracts: {
    startDate: string;
    length: number | null;
    numberOfOccupants: number;
    costModel: SplitContract['costModel'];
  }[];
};

describe('splitBill — invariants', () => {
  const dateArbitrary = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2025-01-01', n));
  const scenario = fc.record({
    billStart: dateArbitrary,
    billLength: fc.integer({ min: 0, max: 120 }),
    amount: fc.integer({ min: 0, max: 100_000_000 }),
    contracts: fc.array(
      fc.record({
        startDate: dateArbitrary,
        length: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
        numberOfOccupants: fc.integer({ min: 1, max: 8 }),
        costModel: fc.constantFrom(...COST_MODELS),
      }),
      { maxLength: 8 },
    ),
  });
  const build = (s: Scenario) => ({
    bill: {
      category: 'water' as const,
      periodStartDate: s.billStart,
      periodEndDate: addDays(s.billStart, s.billLength),
      splittableAmount: s.amount,
    },
    contracts: s.contracts.map(
      (c, i): SplitContract => ({
        id: `c${String(i).padStart(2, '0')}`,
        startDate: c.startDate,
        endDate: c.length === null ? null : addDays(c.startDate, c.length),
        numberOfOccupants: c.numberOfOccupants,
        costModel: c.costModel,
      }),
    ),
  });
  const amountsById = (shares: { contractId: string; amount: number }[]) =>
    Object.fromEntries(shares.map((s) => [s.contractId, s.amount]));

  it('no share is negative; contracts outside the period get nothing', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { bill, contracts } = build(s);
        const { shares } = splitBill(bill, contracts);
        for (const share of shares) expect(share.amount).toBeGreaterThanOrEqual(0);
        const outside = contracts.filter(
          (c) =>
            compareDates(c.startDate, bill.periodEndDate) > 0 ||
            (c.endDate !== null && compareDates(c.endDate, bill.periodStartDate) < 0),
        );
        for (const c of outside) expect(shares.find((sh) => sh.contractId === c.id)).toBeUndefined();
      }),
    );
  });

  it('the input order of the contracts changes nothing', () => {
    fc.assert(
      fc.property(scenario, fc.func(fc.integer()), (s, rank) => {
        const { bill, contracts } = build(s);
        const shuffled = [...contracts].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
        expect(amountsById(splitBill(bill, shuffled).shares)).toEqual(amountsById(splitBill(bill, contracts).shares));
      }),
    );
  });

  it('doubling every occupant count changes nothing', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { bill, contracts } = build(s);
        const doubled = contracts.map((c) => ({ ...c, numberOfOccupants: c.numberOfOccupants * 2 }));
        expect(amountsById(splitBill(bill, doubled).shares)).toEqual(amountsById(splitBill(bill, contracts).shares));
      }),
    );
  });
});

function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
