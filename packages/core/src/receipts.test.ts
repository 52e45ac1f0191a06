import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  formatReceiptNumber,
  integerInWords,
  MAX_WORDS_CENTS,
  needsStampDuty,
  receiptItemSettlement,
  receiptLabel,
  STAMP_DUTY_THRESHOLD_CENTS,
} from './receipts';

describe('formatReceiptNumber', () => {
  it.each([
    [2026, 7, '2026/0007'],
    [2026, 1, '2026/0001'],
    [2027, 1234, '2027/1234'],
    [2026, 12345, '2026/12345'],
  ])('(%i, %i) → %s', (year, n, text) => {
    expect(formatReceiptNumber(year, n)).toBe(text);
  });

  it('refuses a counter below 1 and a non-year', () => {
    expect(() => formatReceiptNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatReceiptNumber(2026, 1.5)).toThrow(RangeError);
    expect(() => formatReceiptNumber(0, 1)).toThrow(RangeError);
  });

  it('labels a receipt', () => {
    expect(receiptLabel(formatReceiptNumber(2026, 7))).toBe('Ricevuta n. 2026/0007');
  });
});

describe('needsStampDuty', () => {
  it('is needed strictly over 77,47 €', () => {
    expect(STAMP_DUTY_THRESHOLD_CENTS).toBe(7747);
    expect(needsStampDuty(7747)).toBe(false);
    expect(needsStampDuty(7748)).toBe(true);
    expect(needsStampDuty(100)).toBe(false);
    expect(needsStampDuty(32550)).toBe(true);
  });
});

describe('amountInWords', () => {
  it.each([
    [1, 'zero/01'],
    [99, 'zero/99'],
    [100, 'uno/00'],
    [1700, 'diciassette/00'],
    [2100, 'ventuno/00'],
    [2300, 'ventitré/00'],
    [2800, 'ventotto/00'],
    [3100, 'trentuno/00'],
    [3800, 'trentotto/00'],
    [9900, 'novantanove/00'],
    [10000, 'cento/00'],
    [10100, 'centouno/00'],
    [10300, 'centotré/00'],
    [10800, 'centotto/00'],
    [18000, 'centottanta/00'],
    [18800, 'centottantotto/00'],
    [32550, 'trecentoventicinque/50'],
    [58000, 'cinquecentottanta/00'],
    [100000, 'mille/00'],
    [100100, 'milleuno/00'],
    [100300, 'milletré/00'],
    [108000, 'milleottanta/00'],
    [200000, 'duemila/00'],
    [2300000, 'ventitremila/00'],
    [2100000, 'ventunomila/00'],
    [2800000, 'ventottomila/00'],
    [10100000, 'centounomila/00'],
    [18100000, 'centottantunomila/00'],
    [12345678, 'centoventitremilaquattrocentocinquantasei/78'],
    [MAX_WORDS_CENTS, 'novecentonovantanovemilanovecentonovantanove/99'],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('refuses amounts out of range and fractions of a cent', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(MAX_WORDS_CENTS + 1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });

  it('writes millions with their elision', () => {
    expect(integerInWords(1_000_000)).toBe('unmilione');
    expect(integerInWords(2_000_001)).toBe('duemilioniuno');
    expect(integerInWords(1_000_003)).toBe('unmilionetré');
    expect(integerInWords(3)).toBe('tre');
  });

  /**
   * A second formulation, written independently: the number read digit by digit into naive
   * words joined as they are said ('venti'+'uno', 'cento'+'otto'), then the spelling rules
   * applied to the whole string as text substitutions.
   */
  function naiveWords(n: number): string {
    const ones = ['', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'];
    const teens = [
      'dieci',
      'undici',
      'dodici',
      'tredici',
      'quattordici',
      'quindici',
      'sedici',
      'diciassette',
      'diciotto',
      'diciannove',
    ];
    const tens = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];
    const below1000 = (x: number): string => {
      const [h, t, o] = [Math.floor(x / 100), Math.floor(x / 10) % 10, x % 10];
      const hundred = h === 0 ? '' : h === 1 ? 'cento' : `${ones[h]}cento`;
      const rest = t === 1 ? teens[o]! : tens[t]! + ones[o]!;
      return hundred + rest;
    };
    if (n === 0) return 'zero';
    const k = Math.floor(n / 1000);
    const r = n % 1000;
    const head = k === 0 ? '' : k === 1 ? 'mille' : `${below1000(k)}mila`;
    let text = `${head}${below1000(r)}`;
    // Elisions: a tens word drops its vowel before 'uno' / 'otto'; 'cento' before 'ott…'.
    text = text.replace(/(vent|trent|quarant|cinquant|sessant|settant|ottant|novant)[ia](uno|otto)/g, '$1$2');
    text = text.replace(/centoott/g, 'centott');
    // The accent on a compound's final 'tre'.
    if (text.length > 3) text = text.replace(/tre$/, 'tré');
    return text;
  }

  it('agrees with an independent formulation on every amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_WORDS_CENTS }), (cents) => {
        const euros = Math.floor(cents / 100);
        const expected = `${naiveWords(euros)}/${String(cents % 100).padStart(2, '0')}`;
        expect(amountInWords(cents)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the independent formulation on every whole euro up to 2.000', () => {
    for (let euros = 0; euros <= 2000; euros += 1) {
      expect(integerInWords(euros)).toBe(naiveWords(euros));
    }
  });
});

describe('receiptItemSettlement (docs/domain.md §12)', () => {
  it("reads 'a saldo' for a line paid in full, 'in acconto' with what is still owed otherwise", () => {
    expect(receiptItemSettlement({ amountCents: 23500, itemAmountCents: 45000, stillOwedCents: 21500 })).toBe(
      'in acconto su 450,00\u00a0€ · restano 215,00\u00a0€',
    );
    expect(receiptItemSettlement({ amountCents: 21500, itemAmountCents: 45000, stillOwedCents: 0 })).toBe('a saldo');
    expect(receiptItemSettlement({ amountCents: -5000, itemAmountCents: 5000, stillOwedCents: 0 })).toBe(
      'credito compensato',
    );
  });
});
