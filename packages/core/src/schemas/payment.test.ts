import { describe, expect, it } from 'vitest';
import { manualAdjustmentFormSchema, manualAdjustmentFormToPayload, manualAdjustmentSchema } from './payment';
import { issuesOf } from './test-helpers';

const CONTRACT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('manualAdjustmentSchema (SPEC §5 Manual adjustment)', () => {
  it('uses the SPEC messages', () => {
    expect(issuesOf(manualAdjustmentSchema, { contractId: '', type: '', amount: 0 })).toEqual({
      contractId: ['Seleziona un contratto'],
      type: ['Seleziona tipologia'],
      amount: ["L'importo deve essere maggiore di 0"],
    });
    expect(issuesOf(manualAdjustmentSchema, { contractId: CONTRACT_ID, type: 'refund', amount: 1 })).toEqual({
      type: ['Seleziona tipologia'],
    });
  });

  it('accepts 1 cent and turns blank notes into null', () => {
    expect(manualAdjustmentSchema.parse({ contractId: CONTRACT_ID, type: 'credit', amount: 1, notes: '  ' })).toEqual({
      contractId: CONTRACT_ID,
      type: 'credit',
      amount: 1,
      notes: null,
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
    expect(manualAdjustmentFormToPayload(values)).toEqual({
      contractId: CONTRACT_ID,
      type: 'debit',
      amount: 1050,
      notes: 'Pulizie',
    });
  });
});
