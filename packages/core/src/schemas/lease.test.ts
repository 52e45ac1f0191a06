import { describe, expect, it } from 'vitest';
import { UTILITY_CATEGORIES } from '../constants';
import { DEPOSIT_MESSAGES } from '../messages/deposit';
import { PROPERTY_TAX_MESSAGES } from '../messages/property-tax';
import { contractDetailsSchema, contractTermsFormSchema, contractTermsFormToPayload } from './contract';
import {
  contractLengthOutsideType,
  contractLengthWarning,
  depositReceivedInFuture,
  depositWarning,
  EMPTY_LEASE_FORM_VALUES,
  leaseWarnings,
} from './lease';
import { issuesOf } from './test-helpers';

const details = {
  property_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  rent_amount: 80000,
  start_date: '2026-01-01',
  end_date: '2029-12-31',
  number_of_occupants: 1,
};

describe('contract lease fields (API)', () => {
  it('left out: altro, no cedolare, no update, no registration, no deposit, interest due', () => {
    const parsed = contractDetailsSchema.parse(details);
    expect(parsed).toMatchObject({
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
    });
  });

  it('accepts a full lease', () => {
    const parsed = contractDetailsSchema.parse({
      ...details,
      contract_type: 'libero_4_4',
      istat_update_share: 75,
      registration_date: '2026-01-20',
      registration_code: 'tjn 26 t 001234 000 fh',
      registration_office: 'Ufficio territoriale di Roma 1',
      deposit_amount: 240000,
      deposit_received_on: '2026-01-01',
      deposit_held_as: 'Libretto bancario',
      deposit_interest_due: false,
    });
    expect(parsed.deposit_amount).toBe(240000);
    expect(parsed.istat_update_share).toBe(75);
    expect(parsed.registration_code).toBe('TJN26T001234000FH');
    expect(parsed.registration_office).toBe('Ufficio territoriale di Roma 1');
  });

  it('refuses a codice identificativo that is not 17 letters and digits (decision 212), in the API and the form', () => {
    for (const code of ['TJN26T001234000F', 'TJN26T001234000FHX', 'TJN26T00123400-FH', 'TX1 26 3T 001234']) {
      expect(issuesOf(contractDetailsSchema, { ...details, registration_code: code }), code).toEqual({
        registration_code: [PROPERTY_TAX_MESSAGES.registrationCodeInvalid],
      });
    }
    expect(issuesOf(contractDetailsSchema, { ...details, registration_code: '  ' })).toEqual({});
  });

  it('refuses each bad field on its own path', () => {
    expect(
      issuesOf(contractDetailsSchema, { ...details, deposit_amount: 0, deposit_received_on: '2026-01-01' }),
    ).toEqual({
      deposit_amount: [DEPOSIT_MESSAGES.depositAmountPositive],
    });
    expect(
      issuesOf(contractDetailsSchema, { ...details, deposit_amount: 10.5, deposit_received_on: '2026-01-01' }),
    ).toHaveProperty('deposit_amount');
    // Paid at signing, before the start: accepted; after the end: refused (decision 170).
    expect(
      issuesOf(contractDetailsSchema, { ...details, deposit_amount: 1000, deposit_received_on: '2025-11-20' }),
    ).toEqual({});
    expect(
      issuesOf(contractDetailsSchema, { ...details, deposit_amount: 1000, deposit_received_on: '2030-01-01' }),
    ).toEqual({
      deposit_received_on: [DEPOSIT_MESSAGES.depositAfterEnd],
    });
    expect(issuesOf(contractDetailsSchema, { ...details, deposit_amount: 1000 })).toEqual({
      deposit_received_on: [DEPOSIT_MESSAGES.depositDateRequired],
    });
    expect(issuesOf(contractDetailsSchema, { ...details, registration_date: '2030-01-01' })).toEqual({
      registration_date: [DEPOSIT_MESSAGES.registrationAfterEnd],
    });
    expect(issuesOf(contractDetailsSchema, { ...details, cedolare_secca: true, istat_update_share: 100 })).toEqual({
      istat_update_share: [DEPOSIT_MESSAGES.istatUnderCedolare],
    });
    expect(issuesOf(contractDetailsSchema, { ...details, istat_update_share: 50 })).toHaveProperty(
      'istat_update_share',
    );
    expect(issuesOf(contractDetailsSchema, { ...details, contract_type: 'x' })).toHaveProperty('contract_type');
  });
});

describe('contract lease fields (form)', () => {
  const form = {
    rent_amount: '800',
    fixed_fee_amount: '0',
    settlement_base_amount: '0',
    start_date: '2026-01-01',
    end_date: '2029-12-31',
    number_of_occupants: '1',
    utilityAgreements: UTILITY_CATEGORIES.map((category) => ({ category, cost_model: 'self_managed' as const })),
    ...EMPTY_LEASE_FORM_VALUES,
  };

  it('typed deposit → cents; more than 2 decimals or 0 refused', () => {
    const parsed = contractTermsFormSchema.parse({
      ...form,
      deposit_amount: '2.400,50',
      deposit_received_on: '2026-01-01',
    });
    expect(contractTermsFormToPayload(parsed).contractDetails).toMatchObject({
      deposit_amount: 240050,
      istat_update_share: 0,
    });
    expect(
      issuesOf(contractTermsFormSchema, { ...form, deposit_amount: '10,555', deposit_received_on: '2026-01-01' }),
    ).toEqual({
      deposit_amount: ['Massimo 2 decimali'],
    });
    expect(
      issuesOf(contractTermsFormSchema, { ...form, deposit_amount: '0', deposit_received_on: '2026-01-01' }),
    ).toEqual({
      deposit_amount: [DEPOSIT_MESSAGES.depositAmountPositive],
    });
  });

  it('warns, without refusing, above three months of rent', () => {
    expect(depositWarning('2400', '800')).toBeNull();
    expect(depositWarning('2400,01', '800')).toBe(DEPOSIT_MESSAGES.depositAboveThreeMonths);
    expect(
      issuesOf(contractTermsFormSchema, { ...form, deposit_amount: '5000', deposit_received_on: '2026-01-01' }),
    ).toEqual({});
  });
});

describe("a contract's length against its type (docs/domain.md §15, decision 171)", () => {
  it("'transitorio' 1–18 months, 'studenti' 6–36, end day included; other types no limit", () => {
    const outside = (type: string, start: string, end: string) => contractLengthOutsideType(type, start, end);
    expect(outside('transitorio', '2026-01-01', '2027-06-30')).toBe(false); // 18 months
    expect(outside('transitorio', '2026-01-01', '2027-07-01')).toBe(true);
    expect(outside('transitorio', '2026-01-01', '2028-12-31')).toBe(true); // 36 months
    expect(outside('transitorio', '2026-01-01', '2026-01-31')).toBe(false); // 1 month
    expect(outside('transitorio', '2026-01-01', '2026-01-30')).toBe(true);
    expect(outside('studenti', '2026-01-01', '2028-12-31')).toBe(false);
    expect(outside('studenti', '2026-01-01', '2029-01-01')).toBe(true);
    expect(outside('studenti', '2026-09-01', '2027-02-28')).toBe(false); // 6 months
    expect(outside('studenti', '2026-09-01', '2027-02-27')).toBe(true);
    expect(outside('libero_4_4', '2026-01-01', '2026-01-02')).toBe(false);
    expect(outside('transitorio', '2026-01-01', '')).toBe(false);
    expect(contractLengthWarning('transitorio', '2026-01-01', '2028-12-31')).toBe(DEPOSIT_MESSAGES.transitorioDuration);
    expect(contractLengthWarning('studenti', '2026-01-01', '2026-03-31')).toBe(DEPOSIT_MESSAGES.studentiDuration);
    expect(contractLengthWarning('altro', '2026-01-01', '2036-03-31')).toBeNull();
  });

  it('the API warnings: the length and the deposit above three months, each on its field', () => {
    const base = { contract_type: 'transitorio', start_date: '2026-01-01', end_date: '2028-12-31', rent_amount: 80000 };
    expect(leaseWarnings({ ...base, deposit_amount: 240001 })).toEqual([
      { field: 'contract_type', message: DEPOSIT_MESSAGES.transitorioDuration },
      { field: 'deposit_amount', message: DEPOSIT_MESSAGES.depositAboveThreeMonths },
    ]);
    expect(leaseWarnings({ ...base, end_date: '2026-12-31', deposit_amount: 240000 })).toEqual([]);
  });

  it("the deposit's date received may not be after today", () => {
    expect(depositReceivedInFuture('2026-03-16', '2026-03-15')).toBe(true);
    expect(depositReceivedInFuture('2026-03-15', '2026-03-15')).toBe(false);
    expect(depositReceivedInFuture(null, '2026-03-15')).toBe(false);
  });
});
