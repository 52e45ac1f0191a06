import { describe, expect, it } from 'vitest';
import {
  CADASTRAL_CATEGORY_CODES,
  isCadastralCategory,
  isCadastralClass,
  isCadastralNumber,
  isComuneCadastralCode,
  isRegistrationCode,
  normalizeCode,
} from './cadastre';

describe('cadastral categories as data', () => {
  it('lists A/1…A/11, B/1…B/8, C/1…C/7, D/1…D/10, E/1…E/9, each once', () => {
    const group = (letter: string, n: number) => Array.from({ length: n }, (_, i) => `${letter}/${i + 1}`);
    expect(CADASTRAL_CATEGORY_CODES).toEqual([
      ...group('A', 11),
      ...group('B', 8),
      ...group('C', 7),
      ...group('D', 10),
      ...group('E', 9),
    ]);
    expect(isCadastralCategory('A/2')).toBe(true);
    for (const bad of ['A/12', 'A2', 'C/8', 'F/1', 'a/2', '']) expect(isCadastralCategory(bad), bad).toBe(false);
  });
});

describe('codes and numbers', () => {
  it('a comune’s cadastral code: a letter A–M and three digits', () => {
    for (const ok of ['H501', 'F205', 'A001', 'M999']) expect(isComuneCadastralCode(ok), ok).toBe(true);
    for (const bad of ['H50', 'H5011', '501H', 'Z404', 'h501', 'HH01', ''])
      expect(isComuneCadastralCode(bad), bad).toBe(false);
  });

  it('foglio, particella, subalterno: whole numbers up to their digits, not 0', () => {
    expect(isCadastralNumber('123', 4)).toBe(true);
    expect(isCadastralNumber('0012', 4)).toBe(true);
    for (const bad of ['0', '12345', '12a', '1,5', '-1', '']) expect(isCadastralNumber(bad, 4), bad).toBe(false);
  });

  it('the classe: up to 2 digits or U', () => {
    for (const ok of ['1', '12', 'U']) expect(isCadastralClass(ok), ok).toBe(true);
    for (const bad of ['123', 'A', 'UU', '']) expect(isCadastralClass(bad), bad).toBe(false);
  });

  it('the codice identificativo: exactly 17 letters and digits, typed with blanks or lower case', () => {
    expect(isRegistrationCode(normalizeCode('tjn 18 t 000123 000 fh'))).toBe(true);
    expect(normalizeCode('tjn 18 t 000123 000 fh')).toBe('TJN18T000123000FH');
    for (const bad of ['TJN18T000123000F', 'TJN18T000123000FHX', 'TJN18T000123000F-', 'TX1 26 3T 001234']) {
      expect(isRegistrationCode(normalizeCode(bad)), bad).toBe(false);
    }
  });
});
