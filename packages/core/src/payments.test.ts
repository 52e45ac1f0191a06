import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountExceedsMessage } from './messages';
import { formatEuro } from './money';
import {
  allocatePayment,
  applyAllocations,
  type OpenCredit,
  type OpenPayable,
  outstandingTotal,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from './payments';
import { paymentReversalSchema, recordPaymentFormSchema, recordPaymentSchema } from './schemas/payment';
import { issuesOf } from './schemas/test-helpers';

const CREATED = '2026-01-01T08:00:00.000Z';
const p = (id: string, dueDate: string, amount: number, allocated = 0): OpenPayable => ({
  id,
  type: 'rent',
  createdAt: CREATED,
  dueDate,
  amount,
  allocated,
});

describe('allocatePayment (docs/domain.md §12)', () => {
  const payables = [p('b', '2026-02-01', 50000), p('a', '2026-01-01', 50000, 20000), p('c', '2026-03-01', 8000)];

  it('covers the oldest due date first, partly', () => {
    expect(allocatePayment({ payables, credits: [], amount: 40000 })).toEqual({
      ok: true,
      allocations: [
        { payableId: 'a', amount: 30000 },
        { payableId: 'b', amount: 10000 },
      ],
    });
  });

  it('covers only the ticked payables, oldest first', () => {
    expect(allocatePayment({ payables, credits: [], amount: 54000, payableIds: ['c', 'b'] })).toEqual({
      ok: true,
      allocations: [
        { payableId: 'b', amount: 50000 },
        { payableId: 'c', amount: 4000 },
      ],
    });
  });

  it('nets the settlement credits first, each as a negative allocation', () => {
    const credits: OpenCredit[] = [
      { id: 'k', type: 'settlement_credit', createdAt: CREATED, dueDate: '2026-02-15', amount: 35000, allocated: 0 },
    ];
    expect(outstandingTotal({ payables, credits })).toBe(108000 - 20000 - 35000);
    expect(allocatePayment({ payables, credits, amount: 10000 })).toEqual({
      ok: true,
      allocations: [
        { payableId: 'a', amount: 30000 },
        { payableId: 'b', amount: 15000 },
        { payableId: 'k', amount: -35000 },
      ],
    });
  });

  it('refuses more than the outstanding total, with that total', () => {
    expect(allocatePayment({ payables, credits: [], amount: 88001 })).toEqual({
      ok: false,
      reason: 'exceeds',
      outstanding: 88000,
    });
    expect(allocatePayment({ payables, credits: [], amount: 8001, payableIds: ['c'] })).toEqual({
      ok: false,
      reason: 'exceeds',
      outstanding: 8000,
    });
    expect(amountExceedsMessage(formatEuro(88000))).toBe("L'importo supera il totale da pagare (880,00\u00a0€).");
  });

  it('refuses a ticked id that is not an open payable of the contract', () => {
    expect(allocatePayment({ payables, credits: [], amount: 1, payableIds: ['zz'] })).toEqual({
      ok: false,
      reason: 'unknown_payable',
      payableId: 'zz',
    });
  });

  it('a reversal restores exactly what the payment covered', () => {
    const before = new Map(payables.map((x) => [x.id, x.allocated]));
    const result = allocatePayment({ payables, credits: [], amount: 40000 });
    if (!result.ok) throw new Error('refused');
    const after = applyAllocations(before, result.allocations, 'record');
    expect(after.get('a')).toBe(50000);
    expect(applyAllocations(after, result.allocations, 'reverse')).toEqual(before);
  });
});

const ledger = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[a-f0-9]{4}$/),
      dueDate: fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'),
      amount: fc.integer({ min: 1, max: 200_000 }),
      coveredPart: fc.integer({ min: 0, max: 100 }),
      credit: fc.boolean(),
    }),
    { selector: (r) => r.id, minLength: 1, maxLength: 12 },
  )
  .map((rows) => {
    const payables: OpenPayable[] = [];
    const credits: OpenCredit[] = [];
    for (const r of rows) {
      const allocated = Math.floor((r.amount * r.coveredPart) / 100);
      const row = { id: r.id, type: 'rent', createdAt: CREATED, dueDate: r.dueDate, amount: r.amount, allocated };
      (r.credit ? credits : payables).push(row);
    }
    return { payables, credits };
  });

describe('allocatePayment properties', () => {
  it('allocates exactly the amount, never over-covers, oldest first, refuses only over the total', () => {
    fc.assert(
      fc.property(ledger, fc.integer({ min: 1, max: 3_000_000 }), fc.boolean(), (state, amount, tick) => {
        const open = state.payables.filter((x) => x.amount > x.allocated);
        const payableIds = tick && open.length > 0 ? open.filter((_, i) => i % 2 === 0).map((x) => x.id) : undefined;
        const total = outstandingTotal({ ...state, payableIds });
        const result = allocatePayment({ ...state, amount, payableIds });
        if (!result.ok) {
          expect(result).toEqual({ ok: false, reason: 'exceeds', outstanding: total });
          expect(amount).toBeGreaterThan(total);
          return;
        }
        expect(amount).toBeLessThanOrEqual(total);
        expect(result.allocations.reduce((s, a) => s + a.amount, 0)).toBe(amount);
        const byId = new Map([...state.payables, ...state.credits].map((x) => [x.id, x]));
        const positives = result.allocations.filter((a) => a.amount > 0);
        for (const a of result.allocations) {
          const row = byId.get(a.payableId);
          expect(row).toBeDefined();
          if (!row) return;
          expect(a.amount).not.toBe(0);
          expect(Math.abs(a.amount)).toBeLessThanOrEqual(row.amount - row.allocated);
          if (a.amount > 0) {
            expect(state.payables).toContain(row);
            if (payableIds) expect(payableIds).toContain(a.payableId);
          } else {
            expect(payableIds).toBeUndefined();
            expect(state.credits).toContain(row);
          }
        }
        // Oldest first: every payable before the last one touched is fully covered.
        const targets = state.payables
          .filter((x) => x.amount > x.allocated && (!payableIds || payableIds.includes(x.id)))
          .sort((x, y) => x.dueDate.localeCompare(y.dueDate) || (x.id < y.id ? -1 : 1));
        const last = targets.findIndex((x) => x.id === positives.at(-1)?.payableId);
        for (const x of targets.slice(0, last)) {
          const a = positives.find((y) => y.payableId === x.id);
          expect(a?.amount).toBe(x.amount - x.allocated);
        }
        for (const x of targets.slice(last + 1)) expect(positives.find((y) => y.payableId === x.id)).toBeUndefined();
        // Reversal restores exactly.
        const before = new Map([...state.payables, ...state.credits].map((x) => [x.id, x.allocated]));
        expect(
          applyAllocations(applyAllocations(before, result.allocations, 'record'), result.allocations, 'reverse'),
        ).toEqual(before);
      }),
      { numRuns: 400 },
    );
  });
});

describe('payment schemas (docs/domain.md §12)', () => {
  const valid = { amount: 30000, receivedOn: '2026-03-10', method: 'contanti' };

  it('lists the five methods with Italian labels', () => {
    expect(PAYMENT_METHODS).toEqual(['bonifico', 'contanti', 'assegno', 'carta', 'altro']);
    expect(PAYMENT_METHOD_LABELS.bonifico).toBe('Bonifico');
  });

  it('accepts a payment and turns a blank note into null', () => {
    expect(recordPaymentSchema.parse({ ...valid, note: ' ' })).toEqual({ ...valid, note: null });
  });

  it('refuses amount ≤ 0, fractions of a cent, an unknown method, a bad date, a long note', () => {
    expect(issuesOf(recordPaymentSchema, { ...valid, amount: 0 })).toEqual({
      amount: ["L'importo deve essere maggiore di 0"],
    });
    expect(issuesOf(recordPaymentSchema, { ...valid, amount: 100.5 })).toEqual({ amount: ['Importo non valido'] });
    expect(issuesOf(recordPaymentSchema, { ...valid, method: 'bitcoin' })).toEqual({
      method: ['Seleziona un metodo di pagamento'],
    });
    expect(issuesOf(recordPaymentSchema, { ...valid, receivedOn: '2026-02-30' })).toEqual({
      receivedOn: ['Data non valida'],
    });
    expect(issuesOf(recordPaymentSchema, { ...valid, note: 'x'.repeat(501) })).toEqual({
      note: ['Massimo 500 caratteri'],
    });
    expect(issuesOf(recordPaymentSchema, { ...valid, payableIds: ['nope'] })).toEqual({
      'payableIds.0': ['Una delle voci selezionate non è da pagare per questo contratto.'],
    });
  });

  it('reads the typed euros with at most 2 decimals', () => {
    expect(issuesOf(recordPaymentFormSchema, { ...valid, amount: '12,345' })).toEqual({
      amount: ['Massimo 2 decimali'],
    });
    expect(issuesOf(recordPaymentFormSchema, { ...valid, amount: '-5' })).toEqual({
      amount: ["L'importo deve essere maggiore di 0"],
    });
    expect(issuesOf(recordPaymentFormSchema, { ...valid, amount: '1.300,50' })).toEqual({});
  });

  it('requires the reason of a reversal', () => {
    expect(issuesOf(paymentReversalSchema, { reason: '  ' })).toEqual({ reason: ['Indica il motivo dello storno'] });
  });
});
