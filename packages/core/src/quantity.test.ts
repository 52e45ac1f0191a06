import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDecimalIt,
  formatThousandthsIt,
  parseThousandths,
  quantityProblem,
  thousandthsToDecimal,
} from './quantity';

describe('quantity: exact decimals with up to 3 decimals as integer thousandths', () => {
  it('parses without floating point', () => {
    expect(parseThousandths('412.5')).toBe(412500n);
    expect(parseThousandths('287,25')).toBe(287250n);
    expect(parseThousandths('0.001')).toBe(1n);
    expect(parseThousandths('.5')).toBe(500n);
    expect(parseThousandths(' 7 ')).toBe(7000n);
    expect(parseThousandths(14.5)).toBe(14500n);
    expect(parseThousandths('123456789012.345')).toBe(123456789012345n);
    for (const bad of ['', '.', '-1', '1.2345', 'abc', '1e3', '1.2.3', '1,234.5', ' - 1']) {
      expect(parseThousandths(bad)).toBeNull();
    }
    expect(parseThousandths(0.1 + 0.2)).toBeNull();
    expect(parseThousandths(-1)).toBeNull();
    expect(parseThousandths(Number.NaN)).toBeNull();
  });

  it('says why a typed quantity fails', () => {
    expect(quantityProblem('  ')).toBe('empty');
    expect(quantityProblem(Number.NaN)).toBe('empty');
    expect(quantityProblem('-3')).toBe('negative');
    expect(quantityProblem('-0,5')).toBe('negative');
    expect(quantityProblem(-2)).toBe('negative');
    expect(quantityProblem('1,2345')).toBe('decimals');
    expect(quantityProblem('12kWh')).toBe('invalid');
    expect(quantityProblem('-')).toBe('invalid');
    expect(quantityProblem('12,5')).toBeNull();
  });

  it('writes the canonical decimal and the Italian display', () => {
    expect(thousandthsToDecimal(412500n)).toBe('412.5');
    expect(thousandthsToDecimal(7000n)).toBe('7');
    expect(thousandthsToDecimal(1n)).toBe('0.001');
    expect(thousandthsToDecimal(-1500n)).toBe('-1.5');
    expect(formatThousandthsIt(699750n)).toBe('699,75');
    expect(formatThousandthsIt(1234500n)).toBe('1.234,5');
    expect(formatThousandthsIt(1234567890000n)).toBe('1.234.567.890');
    expect(formatThousandthsIt(0n)).toBe('0');
    expect(formatDecimalIt('1387.25')).toBe('1.387,25');
    expect(() => formatDecimalIt('x')).toThrow(RangeError);
  });

  it('round-trips every value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (value) => {
        expect(parseThousandths(thousandthsToDecimal(value))).toBe(value);
        expect(parseThousandths(formatThousandthsIt(value).replaceAll('.', ''))).toBe(value);
      }),
    );
  });
});
