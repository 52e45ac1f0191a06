import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages/common';
import { billFormSchema, billFormToPayload, billSplitFields, ownerKeptWithinTotal, processBillSchema } from './bill';
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

describe('billFormSchema (docs/product.md §5 Add bill)', () => {
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

  it('says an amount above 99.999.999,99 € is too large, typed or sent (issue 46 §12)', () => {
    for (const totalAmount of ['99.999.999.999', '100000000', '100.000.000,00']) {
      expect(issuesOf(billFormSchema, { ...form, totalAmount })).toEqual({
        totalAmount: [FIELD_MESSAGES.amountTooLarge],
      });
    }
    expect(billFormSchema.safeParse({ ...form, totalAmount: '99.999.999,99' }).success).toBe(true);
    const payload = billFormToPayload(billFormSchema.parse(form), PROPERTY_ID, KEY);
    const tooLarge = { ...payload, billDetails: { ...payload.billDetails, totalAmount: 10_000_000_000 } };
    expect(issuesOf(processBillSchema, tooLarge)).toMatchObject({
      'billDetails.totalAmount': [FIELD_MESSAGES.amountTooLarge],
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
        ownerKeptAmount: 0,
        splitCriterion: 'occupancy',
        notes: null,
        periodStartDate: '2026-01-01',
        periodEndDate: '2026-01-31',
      },
      documentInfo: null,
      idempotencyKey: KEY,
    });
    expect(processBillSchema.parse(payload)).toEqual({
      ...payload,
      billDetails: { ...payload.billDetails, meterReadings: {} },
    });
  });

  it('sends the owner’s quota, the chosen criterion and only the typed readings', () => {
    const values = billFormSchema.parse({
      ...form,
      ownerKeptAmount: '20',
      splitCriterion: 'meter_readings',
      meterReadings: { a: '412,5', b: ' ' },
    });
    expect(billFormToPayload(values, PROPERTY_ID, KEY).billDetails).toMatchObject({
      totalAmount: 30000,
      splittableAmount: 28000,
      ownerKeptAmount: 2000,
      splitCriterion: 'meter_readings',
      meterReadings: { a: '412,5' },
    });
  });
});

describe('billDetails of issue 21', () => {
  const billDetails = {
    propertyId: PROPERTY_ID,
    category: 'gas',
    notes: null,
    periodStartDate: '2026-01-01',
    periodEndDate: '2026-01-31',
  };

  it('reads a pre-issue-21 payload: criterion from the category, the quota = total − splittable', () => {
    const parsed = processBillSchema.parse({
      idempotencyKey: KEY,
      billDetails: { ...billDetails, category: 'admin', totalAmount: 1000, splittableAmount: 800 },
    });
    expect(parsed.billDetails).toMatchObject({ splitCriterion: 'rooms', ownerKeptAmount: 200, splittableAmount: 800 });
  });

  it('refuses a splittable amount that disagrees with the quota', () => {
    expect(
      issuesOf(processBillSchema, {
        idempotencyKey: KEY,
        billDetails: { ...billDetails, totalAmount: 1000, splittableAmount: 1000, ownerKeptAmount: 1 },
      }),
    ).toEqual({
      'billDetails.splittableAmount': [
        "L'importo da ripartire deve essere l'importo totale meno la quota a carico del proprietario",
      ],
    });
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

describe('split criterion, owner’s quota and meter readings (issue 21)', () => {
  const CONTRACT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  const splitSchema = ownerKeptWithinTotal(z.object({ totalAmount: z.number(), ...billSplitFields }));

  it('accepts the three criteria and refuses anything else in Italian', () => {
    for (const splitCriterion of ['occupancy', 'rooms', 'meter_readings']) {
      expect(issuesOf(splitSchema, { totalAmount: 100, splitCriterion })).toEqual({});
    }
    for (const splitCriterion of ['area', '', 1, null]) {
      expect(issuesOf(splitSchema, { totalAmount: 100, splitCriterion })).toEqual({
        splitCriterion: ['Scegli un criterio di ripartizione valido'],
      });
    }
  });

  it('reads meter readings exactly and names what is wrong with one', () => {
    const parsed = splitSchema.parse({ totalAmount: 100, meterReadings: { [CONTRACT]: '412,50' } });
    expect(parsed.meterReadings).toEqual({ [CONTRACT]: '412.5' });
    expect(splitSchema.parse({ totalAmount: 100, meterReadings: { [CONTRACT]: 0 } }).meterReadings).toEqual({
      [CONTRACT]: '0',
    });
    const cases: [unknown, string][] = [
      ['-1', 'La lettura non può essere negativa'],
      [-0.5, 'La lettura non può essere negativa'],
      ['abc', 'Lettura non valida: inserisci un numero'],
      ['12 kWh', 'Lettura non valida: inserisci un numero'],
      [true, 'Lettura non valida: inserisci un numero'],
      ['1.2345', 'Massimo 3 decimali'],
      ['', 'Inserisci la lettura'],
      ['1000000000', 'Lettura troppo grande'],
    ];
    for (const [reading, message] of cases) {
      expect(issuesOf(splitSchema, { totalAmount: 100, meterReadings: { [CONTRACT]: reading } })).toEqual({
        [`meterReadings.${CONTRACT}`]: [message],
      });
    }
    expect(issuesOf(splitSchema, { totalAmount: 100, meterReadings: { 'not-an-id': '1' } })).toEqual({
      'meterReadings.not-an-id': ['ID contratto non valido'],
    });
    expect(issuesOf(splitSchema, { totalAmount: 100, meterReadings: ['1'] })).toEqual({
      meterReadings: ['Lettura non valida: inserisci un numero'],
    });
  });

  it('refuses an owner’s quota larger than the total, on the field', () => {
    expect(issuesOf(splitSchema, { totalAmount: 100, ownerKeptAmount: 100 })).toEqual({});
    expect(issuesOf(splitSchema, { totalAmount: 100, ownerKeptAmount: 101 })).toEqual({
      ownerKeptAmount: ["La quota a carico del proprietario non può superare l'importo totale"],
    });
    expect(issuesOf(splitSchema, { totalAmount: 100, ownerKeptAmount: -1 })).toEqual({
      ownerKeptAmount: ['Importo non valido'],
    });
  });
});
