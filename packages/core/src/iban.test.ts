import { describe, expect, it } from 'vitest';
import { formatIban, isSepaIban, isValidIban, normalizeIban } from './iban';
import { BANK_ACCOUNT_MESSAGES } from './messages';
import { bankAccountSchema } from './schemas/bank-account';

describe('IBAN', () => {
  it('normalizes any spacing and case, shows groups of four', () => {
    expect(normalizeIban(' it60 x054 2811-1010 0000 0123 456 ')).toBe('IT60X0542811101000000123456');
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('checks the digits and the country format with ibantools', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidIban('IT60X054281110100000012345')).toBe(false);
    expect(isSepaIban('IT60X0542811101000000123456')).toBe(true);
    // Brazil: a valid IBAN, not SEPA.
    expect(isValidIban('BR1800360305000010009795493C1')).toBe(true);
    expect(isSepaIban('BR1800360305000010009795493C1')).toBe(false);
  });

  it('the account schema stores it normalized and refuses a bad one in Italian', () => {
    const ok = bankAccountSchema.parse({
      name: ' Conto  principale ',
      holderName: 'Mario Rossi',
      iban: 'it60 x054 2811 1010 0000 0123 456',
    });
    expect(ok).toEqual({ name: 'Conto principale', holderName: 'Mario Rossi', iban: 'IT60X0542811101000000123456' });
    const issue = (iban: string) =>
      bankAccountSchema.safeParse({ name: 'C', holderName: 'H', iban }).error?.issues.map((i) => i.message);
    expect(issue('IT61X0542811101000000123456')).toEqual([BANK_ACCOUNT_MESSAGES.ibanInvalid]);
    expect(issue('BR1800360305000010009795493C1')).toEqual([BANK_ACCOUNT_MESSAGES.ibanNotSepa]);
    expect(issue('  ')).toEqual([BANK_ACCOUNT_MESSAGES.ibanRequired]);
  });
});
