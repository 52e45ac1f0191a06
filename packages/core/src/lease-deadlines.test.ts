import { describe, expect, it } from 'vitest';
import { type LeaseTerms, expiries, leaseDeadlines, legalExpiries, registrationTax } from './lease-deadlines';

const base: LeaseTerms = {
  startDate: '2025-03-15',
  endDate: '2033-03-14',
  contractType: 'libero_4_4',
  cedolareSecca: false,
  istatUpdateShare: 75,
  registrationDate: '2025-03-20',
  rentAmount: 80000,
  depositAmount: null,
  depositReceivedOn: null,
  depositInterestDue: true,
};

const kinds = (terms: LeaseTerms, from: string, to: string, kind: string) =>
  leaseDeadlines(terms, from, to)
    .filter((d) => d.kind === kind)
    .map((d) => d.date);

describe('registration', () => {
  it('is due 30 days after the start while no registration date is recorded', () => {
    expect(kinds({ ...base, registrationDate: null }, '2025-01-01', '2025-12-31', 'registration')).toEqual([
      '2025-04-14',
    ]);
    expect(kinds(base, '2025-01-01', '2025-12-31', 'registration')).toEqual([]);
  });

  it('stays listed after its date until recorded', () => {
    expect(kinds({ ...base, registrationDate: null }, '2026-01-01', '2026-12-31', 'registration')).toEqual([
      '2025-04-14',
    ]);
  });

  it('crosses a month end (31 January + 30 days → 2 March; 1 March in a leap year)', () => {
    expect(
      kinds({ ...base, startDate: '2026-01-31', registrationDate: null }, '2026-01-01', '2026-12-31', 'registration'),
    ).toEqual(['2026-03-02']);
    expect(
      kinds({ ...base, startDate: '2028-01-31', registrationDate: null }, '2028-01-01', '2028-12-31', 'registration'),
    ).toEqual(['2028-03-01']);
  });
});

describe('registration tax', () => {
  it("is 2 % of the year's rent, at least 67,00 €", () => {
    expect(registrationTax(80000)).toBe(19200);
    expect(registrationTax(25000)).toBe(6700); // 60,00 € → the minimum
    expect(registrationTax(27917)).toBe(6700); // 67,0008 → 67,00 €
    expect(registrationTax(27921)).toBe(6701); // 67,0104 → 67,01 €
  });

  it('falls 30 days after each anniversary, not under cedolare secca', () => {
    const found = leaseDeadlines(base, '2025-01-01', '2027-12-31').filter((d) => d.kind === 'registration_tax');
    expect(found.map((d) => [d.date, d.amount, d.reference])).toEqual([
      ['2026-04-14', 19200, '2026-03-15'],
      ['2027-04-14', 19200, '2027-03-15'],
    ]);
    expect(kinds({ ...base, cedolareSecca: true }, '2025-01-01', '2027-12-31', 'registration_tax')).toEqual([]);
  });
});

describe('notice and expiry', () => {
  it('4+4: expiries after 4 and 8 years, notice 6 months before each', () => {
    expect(legalExpiries('2025-03-15', 'libero_4_4')).toEqual(['2029-03-14', '2033-03-14']);
    expect(kinds(base, '2025-01-01', '2034-01-01', 'notice')).toEqual(['2028-09-14', '2032-09-14']);
    expect(kinds(base, '2025-01-01', '2034-01-01', 'expiry')).toEqual(['2029-03-14', '2033-03-14']);
  });

  it('3+2: expiries after 3 and 5 years', () => {
    const terms: LeaseTerms = { ...base, contractType: 'concordato_3_2', endDate: '2030-03-14' };
    expect(kinds(terms, '2025-01-01', '2031-01-01', 'expiry')).toEqual(['2028-03-14', '2030-03-14']);
    expect(kinds(terms, '2025-01-01', '2031-01-01', 'notice')).toEqual(['2027-09-14', '2029-09-14']);
  });

  it('an end date at the first legal expiry keeps only that one (with its notice)', () => {
    const terms: LeaseTerms = { ...base, endDate: '2029-03-14' };
    expect(kinds(terms, '2025-01-01', '2040-01-01', 'expiry')).toEqual(['2029-03-14']);
    expect(kinds(terms, '2025-01-01', '2040-01-01', 'notice')).toEqual(['2028-09-14']);
  });

  it('the notice of an expiry at a month end lands on the month end (leap year)', () => {
    // start 1 September 2024 → first expiry 31 August 2028 → notice 29 February 2028
    const terms: LeaseTerms = { ...base, startDate: '2024-09-01', endDate: null };
    expect(expiries(terms).map((e) => e.date)).toEqual(['2028-08-31', '2032-08-31']);
    expect(kinds(terms, '2024-09-01', '2029-01-01', 'notice')).toEqual(['2028-02-29']);
  });

  it('transitorio and studenti expire at their end date, without a notice deadline', () => {
    for (const contractType of ['transitorio', 'studenti'] as const) {
      const terms: LeaseTerms = { ...base, contractType, startDate: '2025-09-01', endDate: '2026-06-30' };
      expect(kinds(terms, '2025-01-01', '2027-01-01', 'expiry')).toEqual(['2026-06-30']);
      expect(kinds(terms, '2025-01-01', '2027-01-01', 'notice')).toEqual([]);
    }
  });
});

describe('ISTAT anniversary', () => {
  it('each anniversary when there is a share and no cedolare', () => {
    expect(kinds(base, '2025-01-01', '2027-12-31', 'istat')).toEqual(['2026-03-15', '2027-03-15']);
    expect(kinds({ ...base, cedolareSecca: true }, '2025-01-01', '2027-12-31', 'istat')).toEqual([]);
    expect(kinds({ ...base, istatUpdateShare: 0 }, '2025-01-01', '2027-12-31', 'istat')).toEqual([]);
  });

  it('a 29 February start: 28 February in common years', () => {
    const terms: LeaseTerms = { ...base, startDate: '2024-02-29', endDate: '2032-02-28' };
    expect(kinds(terms, '2024-01-01', '2028-12-31', 'istat')).toEqual([
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });
});

describe('deposit interest', () => {
  it('31 December of each year the deposit is held with interest due, up to the end', () => {
    const terms: LeaseTerms = {
      ...base,
      endDate: '2027-06-30',
      contractType: 'altro',
      depositAmount: 150000,
      depositReceivedOn: '2025-03-10',
    };
    expect(kinds(terms, '2025-01-01', '2030-01-01', 'deposit_interest')).toEqual(['2025-12-31', '2026-12-31']);
    expect(kinds({ ...terms, depositInterestDue: false }, '2025-01-01', '2030-01-01', 'deposit_interest')).toEqual([]);
    expect(
      kinds({ ...terms, depositAmount: null, depositReceivedOn: null }, '2025-01-01', '2030-01-01', 'deposit_interest'),
    ).toEqual([]);
  });
});

it('lists soonest first, inside the window only', () => {
  const all = leaseDeadlines({ ...base, registrationDate: null }, '2026-01-01', '2026-12-31');
  expect(all.map((d) => `${d.date} ${d.kind}`)).toEqual([
    '2025-04-14 registration',
    '2026-03-15 istat',
    '2026-04-14 registration_tax',
  ]);
});
