import { describe, expect, it } from 'vitest';
import { isValidCodiceFiscale, isValidFiscalCode, isValidPartitaIva, normalizeFiscalCode } from './fiscal-code';

describe('codice fiscale', () => {
  it('accepts well-formed codes with the right check letter, omocodia included', () => {
    for (const code of ['RSSMRA80A01H501U', 'SNTNCC80A01H501V', 'RSSMRA80A01H50MM']) {
      expect(isValidCodiceFiscale(code), code).toBe(true);
    }
  });

  it('refuses a wrong check letter, a wrong shape, a wrong month letter', () => {
    for (const code of ['RSSMRA80A01H501A', 'RSSMRA80A01H501', 'RSSMRA80Z01H501U', '1SSMRA80A01H501U', '']) {
      expect(isValidCodiceFiscale(code), code).toBe(false);
    }
  });
});

describe('partita IVA', () => {
  it('accepts 11 digits with the right check digit', () => {
    for (const code of ['12345678903', '00743110157']) expect(isValidPartitaIva(code), code).toBe(true);
  });

  it('refuses a wrong check digit or length', () => {
    for (const code of ['12345678901', '1234567890', '1234567890A']) expect(isValidPartitaIva(code), code).toBe(false);
  });
});

describe('either, as typed', () => {
  it('normalizes blanks and case', () => {
    expect(normalizeFiscalCode(' rssmra 80a01 h501u ')).toBe('RSSMRA80A01H501U');
    expect(isValidFiscalCode(' rssmra 80a01 h501u ')).toBe(true);
    expect(isValidFiscalCode('123 456 789 03')).toBe(true);
    expect(isValidFiscalCode('ABC')).toBe(false);
  });
});
