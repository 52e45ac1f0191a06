import { describe, expect, it } from 'vitest';
import { manualAdjustmentFormSchema, manualAdjustmentFormToPayload, manualAdjustmentSchema } from './payment';
import { issuesOf } from './test-helpers';

const CONTRACT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('manualAdjustmentSchema (docs/product.md §5 Manual adjustment)', () => {
  it('uses the SPEC messages', () => {
    expect(issuesOf(manualAdjustmentSchema, { contractId: '', type: '', amount: 0 })).toEqual({
      contractId: ['Seleziona un contratto'],
      type: ['Seleziona tipologia'],
      amount: ["L'importo deve essere maggiore di 0"],
      idempotencyKey: ['Invio non valido: ricarica la pagina e riprova.'],
    });
    expect(
      issuesOf(manualAdjustmentSchema, { contractId: CONTRACT_ID, type: 'refund', amount: 1, idempotencyKey: KEY }),
    ).toEqual({
      type: ['Seleziona tipologia'],
    });
    expect(
      issuesOf(manualAdjustmentSchema, { contractId: CONTRACT_ID, type: 'credit', amount: 1, idempotencyKey: 'x' }),
    ).toEqual({
      idempotencyKey: ['Invio non valido: ricarica la pagina e riprova.'],
    });
  });

  it('accepts 1 cent and turns blank notes into null', () => {
    expect(
      manualAdjustmentSchema.parse({
        contractId: CONTRACT_ID,
        type: 'credit',
        amount: 1,
        notes: '  ',
        idempotencyKey: KEY,
      }),
    ).toEqual({
      contractId: CONTRACT_ID,
      type: 'credit',
      amount: 1,
      notes: null,
      idempotencyKey: KEY,
    });
  });

  it('form: euros as typed or NaN from a number input', () => {
    expect(
      issuesOf(manualAdjustmentFormSchema, { contractId: CONTRACT_ID, type: 'debit', amount: Number.NaN }),
    ).toEqual({
      amount: ["L'importo deve essere maggiore di 0"],
    });
    const values = manualAdjustmentFormSchema.parse({
      contractId: CONTRACT_ID,
      type: 'debit',
      amount: 10.5,
      notes: 'Pulizie',
    });
    expect(manualAdjustmentFormToPayload(values, KEY)).toEqual({
      contractId: CONTRACT_ID,
      type: 'debit',
      amount: 1050,
      notes: 'Pulizie',
      idempotencyKey: KEY,
    });
  });
});

describe('manualAdjustmentFormSchema amounts (decision 057)', () => {
  it('reads thousands dots, and refuses a minus sign with the SPEC minimum message (the type gives the sign)', () => {
    const values = { contractId: CONTRACT_ID, type: 'credit', amount: '1.234,56' };
    expect(issuesOf(manualAdjustmentFormSchema, values)).toEqual({});
    expect(manualAdjustmentFormToPayload(manualAdjustmentFormSchema.parse(values), KEY).amount).toBe(123456);
    expect(issuesOf(manualAdjustmentFormSchema, { ...values, amount: '-50' })).toEqual({
      amount: ["L'importo deve essere maggiore di 0"],
    });
  });
});
