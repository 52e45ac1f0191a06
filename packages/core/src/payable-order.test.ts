import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYABLE_TYPES } from './constants';
import { comparePayableOrder, PAYABLE_ORDER, payableTypeRank } from './payable-order';
import { comparePayablesForDisplay } from './payable-status';
import { allocatePayment, type OpenPayable } from './payments';

/** Open payables of a few due dates, every type, creation instants that may tie. */
const openPayables = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-f0-9]{6}$/),
    type: fc.constantFrom(...PAYABLE_TYPES, 'other'),
    dueDate: fc.constantFrom('2026-01-01', '2026-01-15', '2026-02-01'),
    createdAt: fc.constantFrom('2026-01-01T08:00:00.000Z', '2026-01-01T08:00:00.001Z', '2026-01-20T10:00:00.000Z'),
    amount: fc.integer({ min: 1, max: 100_000 }),
    allocated: fc.constant(0),
  }),
  { selector: (r) => r.id, minLength: 1, maxLength: 14 },
);

const ordered = (rows: readonly OpenPayable[]) => [...rows].sort(comparePayableOrder);

describe('comparePayableOrder (docs/domain.md §12: one order within one due date)', () => {
  it('rent, fixed fee, advance, bills, balance, then the rest by creation', () => {
    expect(PAYABLE_ORDER).toEqual([
      'rent',
      'fixed_fee',
      'settlement_base_fee',
      'consumption_bill',
      'settlement_balance',
    ]);
    const day = '2026-03-01';
    const row = (id: string, type: string, createdAt = '2026-03-01T07:00:00.000Z') => ({
      id,
      type,
      dueDate: day,
      createdAt,
    });
    const rows = [
      row('a', 'settlement_credit', '2026-03-01T09:00:00.000Z'),
      row('b', 'consumption_bill'),
      row('c', 'settlement_base_fee'),
      row('d', 'other', '2026-03-01T08:00:00.000Z'),
      row('e', 'fixed_fee'),
      row('f', 'settlement_balance'),
      row('g', 'rent'),
      { id: 'h', type: 'rent', dueDate: '2026-02-01', createdAt: '2026-03-01T07:00:00.000Z' },
    ];
    expect(rows.sort(comparePayableOrder).map((r) => r.type)).toEqual([
      'rent',
      'rent',
      'fixed_fee',
      'settlement_base_fee',
      'consumption_bill',
      'settlement_balance',
      'other',
      'settlement_credit',
    ]);
  });

  it('is a total order: any arrangement of the same payables sorts the same way', () => {
    fc.assert(
      fc.property(openPayables, fc.infiniteStream(fc.integer()), (rows, seeds) => {
        const shuffled = rows
          .map((r) => ({ r, k: seeds.next().value as number }))
          .sort((x, y) => x.k - y.k)
          .map((x) => x.r);
        expect(ordered(shuffled)).toEqual(ordered(rows));
        for (const [a, b] of ordered(rows).map((r, i, all) => [r, all[i + 1]] as const)) {
          if (!b) continue;
          expect(comparePayableOrder(a, b)).toBeLessThan(0);
          expect(comparePayableOrder(b, a)).toBeGreaterThan(0);
          if (a.dueDate === b.dueDate) expect(payableTypeRank(a.type)).toBeLessThanOrEqual(payableTypeRank(b.type));
        }
      }),
    );
  });

  it('the screens order one due date the same way (comparePayablesForDisplay)', () => {
    fc.assert(
      fc.property(openPayables, (rows) => {
        const display = ordered(rows).map((r) => ({ ...r, status: 'due', due_date: r.dueDate }));
        expect([...display].sort(comparePayablesForDisplay)).toEqual(display);
      }),
    );
  });
});

describe('allocatePayment follows the one order (docs/domain.md §12)', () => {
  it('covers the payables in that order whatever order they come in: the covered ones are a prefix, all but the last in full', () => {
    fc.assert(
      fc.property(openPayables, fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), (rows, share, reverse) => {
        const total = rows.reduce((s, r) => s + r.amount, 0);
        const amount = Math.max(1, Math.floor(total * share));
        const input = reverse ? [...rows].reverse() : rows;
        const result = allocatePayment({ payables: input, credits: [], amount });
        if (!result.ok) throw new Error('refused');
        const sorted = ordered(rows);
        expect(result.allocations.map((a) => a.payableId)).toEqual(
          sorted.slice(0, result.allocations.length).map((r) => r.id),
        );
        result.allocations.slice(0, -1).forEach((a, i) => {
          expect(a.amount).toBe(sorted[i]!.amount);
        });
        const other = allocatePayment({ payables: [...input].reverse(), credits: [], amount });
        expect(other).toEqual(result);
      }),
    );
  });

  it('a payment that pays part of one due date pays rent first, then the fixed fee, then the advance', () => {
    const at = '2026-01-01T08:00:00.000Z';
    const payables: OpenPayable[] = [
      { id: 'a', type: 'settlement_base_fee', dueDate: '2026-01-01', createdAt: at, amount: 5000, allocated: 0 },
      { id: 'b', type: 'fixed_fee', dueDate: '2026-01-01', createdAt: at, amount: 3000, allocated: 0 },
      { id: 'c', type: 'rent', dueDate: '2026-01-01', createdAt: at, amount: 45000, allocated: 0 },
    ];
    expect(allocatePayment({ payables, credits: [], amount: 46000 })).toEqual({
      ok: true,
      allocations: [
        { payableId: 'c', amount: 45000 },
        { payableId: 'b', amount: 1000 },
      ],
    });
  });
});
