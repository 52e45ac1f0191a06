import { describe, expect, it } from 'vitest';
import { UTILITY_CATEGORIES } from '../constants';
import {
  contractDetailsSchema,
  contractTermsFormSchema,
  contractTermsFormToPayload,
  contractTermsToFormValues,
  createCompleteContractSchema,
  editContractSchema,
  emptyUtilityAgreements,
  stripNonNumeric,
  tenantInfoSchema,
  utilityAgreementsSchema,
} from './contract';
import { issuesOf } from './test-helpers';

const PROPERTY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ROOM_1 = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ROOM_2 = '16fd2706-8baf-433b-82eb-8c7fada847da';

const agreements = (costModel: 'settlement' | 'fixed_fee' | 'self_managed' = 'settlement') =>
  UTILITY_CATEGORIES.map((category) => ({ category, cost_model: costModel }));

const details = {
  property_id: PROPERTY_ID,
  rent_amount: 60000,
  start_date: '2026-01-16',
  end_date: '2026-12-31',
  number_of_occupants: 1,
  fixed_fee_amount: 0,
  settlement_base_amount: 5000,
};

/** The lease fields a contract without them reads as (docs/domain.md §15). */
const NO_LEASE = {
  contract_type: 'altro',
  cedolare_secca: false,
  istat_update_share: 0,
  registration_date: null,
  registration_code: null,
  registration_office: null,
  deposit_amount: null,
  deposit_received_on: null,
  deposit_held_as: null,
  deposit_interest_due: true,
};

const completeContract = {
  tenantInfo: { email: 'anna@example.it', firstName: 'Anna', lastName: 'Bianchi' },
  contractDetails: details,
  utilityAgreements: agreements(),
  roomIds: [ROOM_1],
  documentInfo: null,
};

describe('tenantInfoSchema (docs/product.md §5 Contract forms)', () => {
  it('uses the contract form messages', () => {
    expect(issuesOf(tenantInfoSchema, { email: 'x', firstName: ' ', lastName: '' })).toEqual({
      email: ['Email non valida'],
      firstName: ['Nome obbligatorio'],
      lastName: ['Cognome obbligatorio'],
    });
    expect(issuesOf(tenantInfoSchema, {})).toEqual({
      email: ['Email non valida'],
      firstName: ['Nome obbligatorio'],
      lastName: ['Cognome obbligatorio'],
    });
  });
});

describe('contractDetailsSchema', () => {
  it('accepts cents and defaults the optional amounts to 0', () => {
    const { fixed_fee_amount, settlement_base_amount, ...required } = details;
    expect(contractDetailsSchema.parse(required)).toEqual({
      ...required,
      fixed_fee_amount: 0,
      settlement_base_amount: 0,
      ...NO_LEASE,
    });
  });

  it('requires rent, dates and occupants with the SPEC messages', () => {
    expect(issuesOf(contractDetailsSchema, { property_id: PROPERTY_ID, start_date: '', end_date: '' })).toEqual({
      rent_amount: ['Importo affitto obbligatorio'],
      start_date: ['Data inizio obbligatoria'],
      end_date: ['Data fine obbligatoria'],
      number_of_occupants: ['Numero occupanti obbligatorio'],
    });
  });

  it('refuses non-integer or negative cents and non-positive occupants', () => {
    expect(issuesOf(contractDetailsSchema, { ...details, rent_amount: 600.5, fixed_fee_amount: -1 })).toEqual({
      rent_amount: ['Importo non valido'],
      fixed_fee_amount: ['Importo non valido'],
    });
    expect(issuesOf(contractDetailsSchema, { ...details, number_of_occupants: 0 })).toEqual({
      number_of_occupants: ['Inserire solo numeri positivi'],
    });
    expect(issuesOf(contractDetailsSchema, { ...details, number_of_occupants: 1.5 })).toEqual({
      number_of_occupants: ['Inserire solo numeri positivi'],
    });
  });

  it('wants the end strictly after the start, and dates from 1900-01-01', () => {
    expect(issuesOf(contractDetailsSchema, { ...details, end_date: '2026-01-16' })).toEqual({
      end_date: ['La data di fine deve essere successiva alla data di inizio'],
    });
    expect(issuesOf(contractDetailsSchema, { ...details, start_date: '1899-12-31' })).toEqual({
      start_date: ['La data non può essere precedente al 01/01/1900'],
    });
    expect(issuesOf(contractDetailsSchema, { ...details, start_date: '2026-02-30' })).toEqual({
      start_date: ['Data non valida'],
    });
  });
});

describe('utilityAgreementsSchema', () => {
  it('wants exactly one model per each of the six categories', () => {
    expect(utilityAgreementsSchema.safeParse(agreements()).success).toBe(true);
    const message = ['Seleziona un modello di gestione per ogni categoria'];
    expect(issuesOf(utilityAgreementsSchema, agreements().slice(1))).toEqual({ '': message });
    expect(issuesOf(utilityAgreementsSchema, [...agreements(), { category: 'gas', cost_model: 'settlement' }])).toEqual(
      {
        '': message,
      },
    );
    const duplicated = agreements().map((a) => (a.category === 'gas' ? { ...a, category: 'water' } : a));
    expect(issuesOf(utilityAgreementsSchema, duplicated)).toEqual({ '': message });
    expect(issuesOf(utilityAgreementsSchema, emptyUtilityAgreements())).toEqual(
      Object.fromEntries(UTILITY_CATEGORIES.map((_, i) => [`${i}.cost_model`, message])),
    );
  });
});

describe('createCompleteContractSchema', () => {
  it('accepts a complete contract', () => {
    expect(createCompleteContractSchema.parse(completeContract)).toEqual({
      ...completeContract,
      contractDetails: { ...details, ...NO_LEASE },
    });
    const { documentInfo, ...withoutDocument } = completeContract;
    expect(createCompleteContractSchema.parse(withoutDocument).documentInfo).toBeNull();
  });

  it('needs at least one room, no duplicates', () => {
    expect(issuesOf(createCompleteContractSchema, { ...completeContract, roomIds: [] })).toEqual({
      roomIds: ['Seleziona almeno una stanza'],
    });
    expect(issuesOf(createCompleteContractSchema, { ...completeContract, roomIds: [ROOM_1, ROOM_1] })).toEqual({
      roomIds: ['Stanza selezionata più volte'],
    });
    expect(createCompleteContractSchema.safeParse({ ...completeContract, roomIds: [ROOM_1, ROOM_2] }).success).toBe(
      true,
    );
  });

  it('allows a fixed fee or a settlement advance only with a matching cost model', () => {
    expect(
      issuesOf(createCompleteContractSchema, {
        ...completeContract,
        contractDetails: { ...details, fixed_fee_amount: 3000 },
      }),
    ).toEqual({ 'contractDetails.fixed_fee_amount': ['La quota fissa richiede almeno una categoria Forfettaria'] });
    expect(
      issuesOf(createCompleteContractSchema, { ...completeContract, utilityAgreements: agreements('self_managed') }),
    ).toEqual({
      'contractDetails.settlement_base_amount': ["L'anticipo conguaglio richiede almeno una categoria A conguaglio"],
    });
    expect(
      createCompleteContractSchema.safeParse({
        ...completeContract,
        contractDetails: { ...details, fixed_fee_amount: 3000, settlement_base_amount: 0 },
        utilityAgreements: agreements('fixed_fee'),
      }).success,
    ).toBe(true);
  });
});

describe('editContractSchema', () => {
  it('takes tenant, terms and agreements, no property or rooms', () => {
    const { property_id, ...terms } = details;
    const parsed = editContractSchema.parse({
      tenantInfo: completeContract.tenantInfo,
      contractDetails: terms,
      utilityAgreements: agreements(),
    });
    expect(parsed.contractDetails).toEqual({ ...terms, ...NO_LEASE });
    expect(
      issuesOf(editContractSchema, {
        tenantInfo: completeContract.tenantInfo,
        contractDetails: { ...terms, end_date: '2025-01-01' },
        utilityAgreements: agreements(),
      }),
    ).toEqual({
      'contractDetails.end_date': ['La data di fine deve essere successiva alla data di inizio'],
    });
  });
});

describe('contractTermsFormSchema (amounts as typed)', () => {
  const form = {
    rent_amount: '600,50',
    fixed_fee_amount: '',
    settlement_base_amount: '50',
    start_date: '2026-01-16',
    end_date: '2026-12-31',
    number_of_occupants: '2',
    utilityAgreements: agreements(),
  };

  it('accepts typed values and converts them to cents', () => {
    const values = contractTermsFormSchema.parse(form);
    expect(contractTermsFormToPayload(values)).toEqual({
      contractDetails: {
        rent_amount: 60050,
        fixed_fee_amount: 0,
        settlement_base_amount: 5000,
        start_date: '2026-01-16',
        end_date: '2026-12-31',
        number_of_occupants: 2,
        ...NO_LEASE,
      },
      utilityAgreements: agreements(),
    });
  });

  it('prefills from stored terms', () => {
    const values = contractTermsToFormValues(
      {
        rent_amount: 60050,
        fixed_fee_amount: 0,
        settlement_base_amount: 5000,
        start_date: '2026-01-16',
        end_date: '2026-12-31',
        number_of_occupants: 2,
      },
      agreements(),
    );
    expect(values).toMatchObject({ rent_amount: '600,50', fixed_fee_amount: '0,00', number_of_occupants: '2' });
    expect(contractTermsFormSchema.safeParse(values).success).toBe(true);
  });

  it('uses the SPEC messages', () => {
    expect(
      issuesOf(contractTermsFormSchema, {
        ...form,
        rent_amount: '',
        start_date: '',
        end_date: '',
        number_of_occupants: '',
      }),
    ).toEqual({
      rent_amount: ['Importo affitto obbligatorio'],
      start_date: ['Data inizio obbligatoria'],
      end_date: ['Data fine obbligatoria'],
      number_of_occupants: ['Numero occupanti obbligatorio'],
    });
    expect(issuesOf(contractTermsFormSchema, { ...form, rent_amount: '600,555', fixed_fee_amount: '1.234' })).toEqual({
      rent_amount: ['Massimo 2 decimali'],
      fixed_fee_amount: ['Massimo 2 decimali'],
    });
    // Thousands dots are understood; a minus sign is refused with a message, never dropped (decision 057).
    expect(issuesOf(contractTermsFormSchema, { ...form, rent_amount: '1.234,56' })).toEqual({});
    expect(contractTermsFormToPayload({ ...form, rent_amount: '1.234,56' } as never).contractDetails.rent_amount).toBe(
      123456,
    );
    expect(issuesOf(contractTermsFormSchema, { ...form, rent_amount: '-50', fixed_fee_amount: '-1' })).toEqual({
      rent_amount: ["L'importo non può essere negativo"],
      fixed_fee_amount: ["L'importo non può essere negativo"],
    });
    for (const occupants of ['0', '01', '-1', '1.5', 'due']) {
      expect(issuesOf(contractTermsFormSchema, { ...form, number_of_occupants: occupants })).toEqual({
        number_of_occupants: ['Inserire solo numeri positivi'],
      });
    }
  });

  it('shows end-before-start even while other fields are still empty', () => {
    expect(issuesOf(contractTermsFormSchema, { ...form, rent_amount: '', end_date: '2026-01-01' })).toEqual({
      rent_amount: ['Importo affitto obbligatorio'],
      end_date: ['La data di fine deve essere successiva alla data di inizio'],
    });
  });
});

describe('stripNonNumeric', () => {
  it('keeps digits and one decimal separator', () => {
    expect(stripNonNumeric('€ 1.234,56', { decimals: true })).toBe('1.23456');
    expect(stripNonNumeric('12,50', { decimals: true })).toBe('12.50');
    expect(stripNonNumeric('a1b2', { decimals: true })).toBe('12');
    expect(stripNonNumeric('-3.5', { decimals: false })).toBe('35');
    expect(stripNonNumeric('2 persone', { decimals: false })).toBe('2');
  });
});
