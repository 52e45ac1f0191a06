import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from './constants';
import {
  allocateLargestRemainder,
  centsToInputString,
  decimalToCents,
  formatEuro,
  groupThousands,
  formatEuroInput,
  parseEuroAmount,
  parseEuroInput,
  roundHalfAwayFromZero,
  sumCents,
} from './money';

describe('parseEuroInput', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['1234.56', 123456],
    ['0,05', 5],
    ['.5', 50],
    [' 7 ', 700],
    ['0', 0],
    ['99999999.99', MAX_AMOUNT_CENTS],
  ])('parses %j as %i cents', (input, cents) => {
    expect(parseEuroInput(input)).toBe(cents);
  });

  it.each([
    [12, 1200],
    [12.5, 1250],
    [1234.56, 123456],
    [0.01, 1],
    [0, 0],
  ])('parses the number %d as %i cents', (input, cents) => {
    expect(parseEuroInput(input)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    '-1',
    '-0.5',
    '+5',
    'abc',
    '12a',
    '1.23,56',
    '1,2,3',
    '12.345',
    '0,001',
    '.',
    ',',
    '1e3',
    '100000000.00',
    '99999999999999999999999',
  ])('rejects %j', (input) => {
    expect(parseEuroInput(input)).toBeNull();
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 0.1 + 0.2, 12.345, 1e-7, 1e21])(
    'rejects the number %d',
    (input) => {
      expect(parseEuroInput(input)).toBeNull();
    },
  );

  it('round-trips every amount through centsToInputString (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(parseEuroInput(centsToInputString(cents))).toBe(cents);
        expect(parseEuroInput(centsToInputString(cents).replace('.', ','))).toBe(cents);
      }),
    );
  });
});

describe('parseEuroAmount (decision 057)', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['1.234.567,8', 123456780],
    ['1.234.567', 123456700],
    ['1,234,567', 123456700],
    ['12', 1200],
    ['12,5', 1250],
    ['.5', 50],
    [',05', 5],
    [' 1.234,56 ', 123456],
    ['99.999.999,99', MAX_AMOUNT_CENTS],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseEuroAmount(input)).toMatchObject({ ok: true, cents });
  });

  it.each([
    ['1.234,56', '1234,56'],
    ['1,234.5', '1234,5'],
    ['40.5', '40,5'],
    ['300.00', '300,00'],
    ['1.234.567', '1234567'],
    [',5', ',5'],
    ['12', '12'],
  ])('writes %j in Italian form as %j', (input, text) => {
    expect(parseEuroAmount(input)).toMatchObject({ ok: true, text });
  });

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['-50', 'negative'],
    ['-1.234,56', 'negative'],
    ['\u221250', 'negative'],
    ['-0,5', 'negative'],
    ['1.234', 'decimals'],
    ['12,345', 'decimals'],
    ['1,23456', 'decimals'],
    ['1.234,567', 'decimals'],
    ['1.23,56', 'invalid'],
    ['12.34.56', 'invalid'],
    ['1.2345,6', 'invalid'],
    ['1234.567,8', 'invalid'],
    ['1,234,56', 'invalid'],
    ['1.234.56', 'invalid'],
    ['1.234,', 'invalid'],
    ['12,', 'invalid'],
    ['.', 'invalid'],
    [',', 'invalid'],
    ['-', 'invalid'],
    ['5-', 'invalid'],
    ['+5', 'invalid'],
    ['1e3', 'invalid'],
    ['1 234,56', 'invalid'],
    ['12a', 'invalid'],
    ['100.000.000,00', 'tooLarge'],
    ['99.999.999.999', 'tooLarge'],
    ['100000000', 'tooLarge'],
  ])('refuses %j as %s', (input, error) => {
    expect(parseEuroAmount(input)).toEqual({ ok: false, error });
  });

  it('reads back every amount written with or without thousands dots, comma or point (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        const plain = formatEuroInput(cents);
        const grouped = formatEuro(cents).replace(/\s*€$/, '');
        expect(parseEuroAmount(plain)).toEqual({ ok: true, cents, text: plain });
        expect(parseEuroAmount(grouped)).toEqual({ ok: true, cents, text: plain });
        expect(parseEuroAmount(plain.replace(',', '.'))).toEqual({ ok: true, cents, text: plain });
        expect(parseEuroAmount(`-${plain}`)).toEqual({ ok: false, error: 'negative' });
      }),
    );
  });

  it('format(parse(x)) is a fixed point: any accepted text formats to one that reads the same (property)', () => {
    const digits = fc.stringMatching(/^[0-9]{0,9}$/);
    const typed = fc.tuple(digits, fc.constantFrom('', '.', ','), fc.stringMatching(/^[0-9]{0,3}$/), fc.boolean());
    fc.assert(
      fc.property(typed, ([whole, separator, fraction, grouped]) => {
        const withGroups = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator === '.' ? ',' : '.') : whole;
        const text = `${withGroups}${separator}${separator ? fraction : ''}`;
        const result = parseEuroAmount(text);
        if (!result.ok) return;
        const formatted = formatEuroInput(result.cents);
        expect(parseEuroAmount(formatted)).toMatchObject({ ok: true, cents: result.cents });
        expect(parseEuroAmount(result.text)).toEqual(result);
        expect(formatEuroInput((parseEuroAmount(formatted) as { cents: number }).cents)).toBe(formatted);
      }),
    );
  });
});

describe('formatEuro', () => {
  it('formats it-IT with thousands separator and a no-break space before €', () => {
    expect(formatEuro(123456)).toBe('1.234,56\u00a0€');
    expect(formatEuro(30968)).toBe('309,68\u00a0€');
    expect(formatEuro(0)).toBe('0,00\u00a0€');
    expect(formatEuro(-0)).toBe('0,00\u00a0€');
    expect(formatEuro(-336)).toBe('-3,36\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
    expect(formatEuro(1234567890)).toBe('12.345.678,90\u00a0€');
    expect(formatEuro(MAX_AMOUNT_CENTS)).toBe('99.999.999,99\u00a0€');
  });

  it('normalizing the space gives the SPEC text', () => {
    expect(formatEuro(123456).replace(/\u00a0/g, ' ')).toBe('1.234,56 €');
  });

  it('refuses non-integer cents', () => {
    expect(() => formatEuro(12.5)).toThrow(RangeError);
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError);
    expect(() => formatEuro(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('writes exactly what Intl writes for it-IT euros grouped always, for any cents (property)', () => {
    const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
    const cents = fc.oneof(
      fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }),
      fc.integer({ min: -999_999, max: 999_999 }),
      fc.maxSafeInteger(),
      fc.constantFrom(0, -0, 99, 100, 99_999, 100_000, 100_099, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(cents, (c) => {
        expect(formatEuro(c)).toBe(intl.format(centsToInputString(c) as `${number}`));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('groupThousands', () => {
  it('puts a dot between groups of three digits from the right', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1.000');
    expect(groupThousands('123456')).toBe('123.456');
    expect(groupThousands('1234567')).toBe('1.234.567');
  });
});

describe('centsToInputString and decimalToCents', () => {
  it('writes plain decimals for form fields', () => {
    expect(centsToInputString(123456)).toBe('1234.56');
    expect(centsToInputString(60000)).toBe('600.00');
    expect(centsToInputString(5)).toBe('0.05');
    expect(centsToInputString(-336)).toBe('-3.36');
  });

  it('reads numeric(12,2) strings', () => {
    expect(decimalToCents('1234.56')).toBe(123456);
    expect(decimalToCents('-3.36')).toBe(-336);
    expect(decimalToCents('12.5')).toBe(1250);
    expect(decimalToCents('-0.00')).toBe(0);
    expect(() => decimalToCents('1.234')).toThrow(RangeError);
    expect(() => decimalToCents('abc')).toThrow(RangeError);
  });

  it('round-trips any safe amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(decimalToCents(centsToInputString(cents))).toBe(cents);
      }),
    );
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(5, 2)).toBe(3);
    expect(roundHalfAwayFromZero(-5, 2)).toBe(-3);
    expect(roundHalfAwayFromZero(5, -2)).toBe(-3);
    expect(roundHalfAwayFromZero(7, 3)).toBe(2);
    expect(roundHalfAwayFromZero(8, 3)).toBe(3);
    expect(roundHalfAwayFromZero(-1, 3)).toBe(0);
    expect(roundHalfAwayFromZero(60000n * 16n, 31n)).toBe(30968);
  });

  it('refuses division by zero', () => {
    expect(() => roundHalfAwayFromZero(1, 0)).toThrow(RangeError);
  });

  it('is within half a unit of the exact quotient (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const q = BigInt(roundHalfAwayFromZero(n, d));
          const diff = q * d - n; // (q − n/d) × d
          expect(diff * 2n <= d && diff * 2n >= -d).toBe(true);
        },
      ),
    );
  });
});

describe('sumCents', () => {
  it('adds integer cents and refuses fractions', () => {
    expect(sumCents([6154, 9510])).toBe(15664);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });
});

describe('allocateLargestRemainder', () => {
  it('gives the spare cent to the larger remainder (docs/domain.md §10 split)', () => {
    const result = allocateLargestRemainder(30000, [
      { key: 'A', weight: 62, tieBreak: ['2026-01-01', 'a'] },
      { key: 'B', weight: 16, tieBreak: ['2026-01-16', 'b'] },
    ]);
    expect(result.get('A')).toBe(23846);
    expect(result.get('B')).toBe(6154);
  });

  it('breaks equal remainders by earlier start date, then lower id', () => {
    const byDate = allocateLargestRemainder(100, [
      { key: 'late', weight: 1, tieBreak: ['2026-02-01', 'a'] },
      { key: 'early', weight: 1, tieBreak: ['2026-01-01', 'z'] },
      { key: 'mid', weight: 1, tieBreak: ['2026-01-15', 'm'] },
    ]);
    expect([...byDate.entries()]).toEqual([
      ['late', 33],
      ['early', 34],
      ['mid', 33],
    ]);
    const byId = allocateLargestRemainder(1, [
      { key: 2, weight: 1, tieBreak: ['2026-01-01', 'id-2'] },
      { key: 1, weight: 1, tieBreak: ['2026-01-01', 'id-1'] },
    ]);
    expect(byId.get(1)).toBe(1);
    expect(byId.get(2)).toBe(0);
  });

  it('gives everyone 0 when the total weight is 0', () => {
    const result = allocateLargestRemainder(500, [
      { key: 'a', weight: 0, tieBreak: ['', 'a'] },
      { key: 'b', weight: 0, tieBreak: ['', 'b'] },
    ]);
    expect([...result.values()]).toEqual([0, 0]);
    expect(allocateLargestRemainder(500, []).size).toBe(0);
  });

  it('allocates a negative total symmetrically', () => {
    const result = allocateLargestRemainder(-30000, [
      { key: 'A', weight: 62, tieBreak: ['2026-01-01', 'a'] },
      { key: 'B', weight: 16, tieBreak: ['2026-01-16', 'b'] },
    ]);
    expect([...result.values()]).toEqual([-23846, -6154]);
  });

  it('refuses fractional or negative weights and duplicate keys', () => {
    expect(() => allocateLargestRemainder(10, [{ key: 'a', weight: 1.5, tieBreak: ['', ''] }])).toThrow(RangeError);
    expect(() => allocateLargestRemainder(10, [{ key: 'a', weight: -1, tieBreak: ['', ''] }])).toThrow(RangeError);
    expect(() =>
      allocateLargestRemainder(10, [
        { key: 'a', weight: 1, tieBreak: ['', ''] },
        { key: 'a', weight: 1, tieBreak: ['', ''] },
      ]),
    ).toThrow(RangeError);
  });

  const partsArbitrary = fc.array(
    fc.record({
      weight: fc.integer({ min: 0, max: 100_000 }),
      date: fc.constantFrom('2025-12-01', '2026-01-01', '2026-01-16'),
    }),
    { minLength: 1, maxLength: 12 },
  );

  it('parts sum exactly to the total and each is within 1 cent of its exact share (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), partsArbitrary, (total, raw) => {
        const parts = raw.map((p, i) => ({ key: i, weight: p.weight, tieBreak: [p.date, String(i)] as const }));
        const result = allocateLargestRemainder(total, parts);
        const totalWeight = BigInt(parts.reduce((s, p) => s + p.weight, 0));
        const values = parts.map((p) => result.get(p.key) ?? Number.NaN);
        if (totalWeight === 0n) {
          expect(values.every((v) => v === 0)).toBe(true);
          return;
        }
        expect(values.reduce((s, v) => s + v, 0)).toBe(total);
        for (const [i, part] of parts.entries()) {
          // |value − total × w / W| < 1  ⇔  |value × W − total × w| < W
          const diff = BigInt(values[i] ?? 0) * totalWeight - BigInt(total) * BigInt(part.weight);
          expect(diff < totalWeight && diff > -totalWeight).toBe(true);
          expect(values[i]).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('is independent of the order of the parts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), partsArbitrary, fc.integer(), (total, raw, seed) => {
        const parts = raw.map((p, i) => ({
          key: i,
          weight: p.weight,
          tieBreak: [p.date, String(i).padStart(3, '0')] as const,
        }));
        const shuffled = [...parts].sort((a, b) => ((a.key * 7919 + seed) % 13) - ((b.key * 7919 + seed) % 13));
        const a = allocateLargestRemainder(total, parts);
        const b = allocateLargestRemainder(total, shuffled);
        for (const part of parts) expect(b.get(part.key)).toBe(a.get(part.key));
      }),
    );
  });
});

describe('allocateLargestRemainder — BigInt weights (decision 060)', () => {
  it('splits by weights beyond the safe integers exactly as by their small equivalents', () => {
    const big = 10n ** 20n;
    const parts = (scale: bigint) => [
      { key: 'a', weight: 62n * scale, tieBreak: ['2025-06-01', 'a'] as const },
      { key: 'b', weight: 16n * scale, tieBreak: ['2026-01-16', 'b'] as const },
    ];
    expect([...allocateLargestRemainder(30000, parts(big))]).toEqual([
      ['a', 23846],
      ['b', 6154],
    ]);
    expect([...allocateLargestRemainder(30000, parts(1n))]).toEqual([...allocateLargestRemainder(30000, parts(big))]);
    expect(() => allocateLargestRemainder(100, [{ key: 'a', weight: -1n, tieBreak: ['', ''] }])).toThrow(RangeError);
  });
});
