import { describe, expect, it } from 'vitest';
import {
  codiceFiscaleCheckLetter,
  isValidCodiceFiscale,
  isValidFiscalCode,
  isValidPartitaIva,
  normalizeFiscalCode,
} from './fiscal-code';

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

describe('the check letter and omocodia (owners of a property, decision 210)', () => {
  /** The omocodia letter of each digit: 0→L, 1→M … 9→V. */
  const OMOCODIA = 'LMNPQRSTUV';
  const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

  it('computes the check letter of the published examples', () => {
    expect(codiceFiscaleCheckLetter('RSSMRA80A01H501')).toBe('U');
    // The Agenzia's own example of omocodia: the last digit of the comune's code replaced (1 → M).
    expect(codiceFiscaleCheckLetter('RSSMRA80A01H50M')).toBe('M');
  });

  it('accepts a code whose digits are replaced by omocodia letters, right to left, each time with its new check letter', () => {
    let first15 = 'BNCGPP75L12F205';
    for (const position of [...DIGIT_POSITIONS].reverse()) {
      const digit = Number(first15[position]);
      first15 = first15.slice(0, position) + OMOCODIA[digit] + first15.slice(position + 1);
      const code = first15 + codiceFiscaleCheckLetter(first15);
      expect(isValidCodiceFiscale(code), code).toBe(true);
      // The same code with any other check letter is refused.
      const wrong = first15 + (code[15] === 'A' ? 'B' : 'A');
      expect(isValidCodiceFiscale(wrong), wrong).toBe(false);
    }
  });

  it('refuses a letter that is not an omocodia letter where a digit belongs', () => {
    const first15 = 'RSSMRA80A01H50A';
    expect(isValidCodiceFiscale(first15 + codiceFiscaleCheckLetter(first15))).toBe(false);
  });

  it('refuses every single-character change of a valid code (the check letter catches it) unless it is valid again', () => {
    const valid = `BNCGPP75L12F205${codiceFiscaleCheckLetter('BNCGPP75L12F205')}`;
    expect(isValidCodiceFiscale(valid)).toBe(true);
    for (let i = 0; i < 15; i++) {
      for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
        if (ch === valid[i]) continue;
        const changed = valid.slice(0, i) + ch + valid.slice(i + 1);
        const expected =
          /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(changed) &&
          codiceFiscaleCheckLetter(changed.slice(0, 15)) === changed[15];
        expect(isValidCodiceFiscale(changed), changed).toBe(expected);
      }
    }
  });
});
