import { describe, expect, it } from 'vitest';
import { billFormSchema, billFormToPayload, processBillSchema } from './bill';
import { issuesOf } from './test-helpers';

const PROPERTY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const form = {
  category: 'electricity',
  periodStartDate: '2026-01-01',
  periodEndDate: '2026-01-31',
  totalAmount: '300',
  notes: '',
};

describe('billFormSchema (SPEC §5 Add bill)', () => {
  it('uses the SPEC messages', () => {
    expect(issuesOf(billFormSchema, { category: '', periodStartDate: '', periodEndDate: '', totalAmount: '' })).toEqual(
      {
        category: ['Seleziona una categoria'],
        periodStartDate: ['Seleziona la data di inizio'],
        periodEndDate: ['Seleziona la data di fine'],
        totalAmount: ["L'importo deve essere maggiore di 0"],
      },
    );
    for (const totalAmount of ['0', '0,00', 'abc', -5, Number.NaN]) {
      expect(issuesOf(billFormSchema, { ...form, totalAmount })).toEqual({
        totalAmount: ["L'importo deve essere maggiore di 0"],
      });
    }
    expect(issuesOf(billFormSchema, { ...form, periodEndDate: '2026-01-01' })).toEqual({
      periodEndDate: ['La data di fine deve essere successiva alla data di inizio'],
    });
    expect(issuesOf(billFormSchema, { ...form, totalAmount: '1,001' })).toEqual({
      totalAmount: ['Massimo 2 decimali'],
    });
  });

  it('accepts 0,01 and converts to the API payload', () => {
    expect(billFormSchema.safeParse({ ...form, totalAmount: '0,01' }).success).toBe(true);
    const payload = billFormToPayload(billFormSchema.parse(form), PROPERTY_ID, KEY);
    expect(payload).toEqual({
      billDetails: {
        propertyId: PROPERTY_ID,
        category: 'electricity',
        totalAmount: 30000,
        splittableAmount: 30000,
        notes: null,
        periodStartDate: '2026-01-01',
        periodEndDate: '2026-01-31',
      },
      documentInfo: null,
      idempotencyKey: KEY,
    });
    expect(processBillSchema.parse(payload)).toEqual(payload);
  });
});

describe('processBillSchema', () => {
  it('wants the idempotency key of the form', () => {
    expect(issuesOf(processBillSchema, { billDetails, idempotencyKey: 'x' })).toEqual({
      idempotencyKey: ['Invio non valido: ricarica la pagina e riprova.'],
    });
  });

  const billDetails = {
    propertyId: PROPERTY_ID,
    category: 'gas',
    totalAmount: 1000,
    splittableAmount: 1000,
    notes: null,
    periodStartDate: '2026-01-01',
    periodEndDate: '2026-01-31',
  };

  it('wants at least 1 cent, a known category and a splittable part within the total', () => {
    expect(
      issuesOf(processBillSchema, {
        idempotencyKey: KEY,
        billDetails: { ...billDetails, totalAmount: 0, splittableAmount: 0 },
      }),
    ).toEqual({
      'billDetails.totalAmount': ["L'importo deve essere maggiore di 0"],
    });
    expect(
      issuesOf(processBillSchema, {
        idempotencyKey: KEY,
        billDetails: { ...billDetails, category: 'manual_adjustment' },
      }),
    ).toEqual({
      'billDetails.category': ['Seleziona una categoria'],
    });
    expect(
      issuesOf(processBillSchema, { idempotencyKey: KEY, billDetails: { ...billDetails, splittableAmount: 1001 } }),
    ).toEqual({
      'billDetails.splittableAmount': ["L'importo da ripartire non può superare l'importo totale"],
    });
  });
});
