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

describe('splitBill — worked example (DOMAIN §10)', () => {
  it('splits 300,00 € between A (62) and B (16); self-managed C is out', () => {
    const contracts: SplitContract[] = [
      { id: 'a', startDate: '2025-06-01', endDate: '2026-12-31', numberOfOccupants: 2, costModel: 'settlement' },
      { id: 'b', startDate: '2026-01-16', endDate: '2026-12-31', numberOfOccupants: 1, costModel: 'settlement' },
      { id: 'c', startDate: '2025-01-01', endDate: null, numberOfOccupants: 3, costModel: 'self_managed' },
    ];
    const { shares, warnings } = splitBill(januaryBill, contracts);
    expect(shares).toEqual([
      { contractId: 'a', costModel: 'settlement', overlapDays: 31, weight: 62, amount: 23846 },
      { contractId: 'b', costModel: 'settlement', overlapDays: 16, weight: 16, amount: 6154 },
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
    expect(result).toEqual({ shares: [], warnings: [NO_PARTICIPANT_WARNING] });
    expect(NO_PARTICIPANT_WARNING).toBe(
      'Nessun contratto partecipa alla ripartizione di questa spesa: importo non ripartito.',
    );
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
