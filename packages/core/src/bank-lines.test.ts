import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BankLineIdentityFields, bankLineKeys, fingerprintDescription, readIban } from './bank-lines';

const line = (bookingDate: string, amountCents: number, description: string, bankReference: string | null = null) => ({
  bookingDate,
  amountCents,
  description,
  bankReference,
});

describe('bankLineKeys', () => {
  it('a line with the bank reference is known by the account and the reference alone', () => {
    const [a] = bankLineKeys('acc-1', [line('2026-03-05', 75000, 'AFFITTO', 'REF-1')]);
    const [b] = bankLineKeys('acc-1', [line('2026-03-06', 75001, 'other text', 'REF-1')]);
    expect(a).toBe(b);
    expect(a).toBe('["ref","acc-1","REF-1",0]');
    expect(bankLineKeys('acc-2', [line('2026-03-05', 75000, 'AFFITTO', 'REF-1')])[0]).not.toBe(a);
  });

  it('without one: booking date, amount, description and the position among identical lines of that day', () => {
    const keys = bankLineKeys('acc-1', [
      line('2026-03-05', 75000, 'BONIFICO DA MARIO ROSSI'),
      line('2026-03-05', 75000, 'bonifico  da mario rossi '), // the same text, spaced and cased otherwise
      line('2026-03-05', 75000, 'BONIFICO DA LUCA BIANCHI'),
      line('2026-03-06', 75000, 'BONIFICO DA MARIO ROSSI'),
      line('2026-03-05', -75000, 'BONIFICO DA MARIO ROSSI'),
    ]);
    expect(keys).toEqual([
      '["fp","acc-1","2026-03-05",75000,"BONIFICO DA MARIO ROSSI",0]',
      '["fp","acc-1","2026-03-05",75000,"BONIFICO DA MARIO ROSSI",1]',
      '["fp","acc-1","2026-03-05",75000,"BONIFICO DA LUCA BIANCHI",0]',
      '["fp","acc-1","2026-03-06",75000,"BONIFICO DA MARIO ROSSI",0]',
      '["fp","acc-1","2026-03-05",-75000,"BONIFICO DA MARIO ROSSI",0]',
    ]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a reference repeated within one file does not hide the second line', () => {
    const keys = bankLineKeys('a', [line('2026-03-05', 1, 'x', 'R'), line('2026-03-05', 2, 'y', 'R')]);
    expect(keys).toEqual(['["ref","a","R",0]', '["ref","a","R",1]']);
  });

  it('no field can run into the next one (a description with the separators in it)', () => {
    const [a, b] = bankLineKeys('a', [line('2026-03-05', 1, 'x","2'), line('2026-03-05', 1, 'x')]);
    expect(a).not.toBe(b);
    expect(JSON.parse(a!)).toEqual(['fp', 'a', '2026-03-05', 1, 'X","2', 0]);
  });

  /** A month of lines, file order = by day; several identical transfers on some days; some with references. */
  const month = fc
    .array(
      fc.record({
        day: fc.integer({ min: 1, max: 31 }),
        amount: fc.constantFrom(75000, 75000, 45000, -12000, 1),
        description: fc.constantFrom('AFFITTO MARZO', 'affitto marzo', 'BONIFICO ROSSI', 'COMMISSIONI', ''),
        withReference: fc.boolean(),
      }),
      { maxLength: 60 },
    )
    .map((draws) =>
      draws
        .map((d, i) => ({ ...d, i }))
        .sort((a, b) => a.day - b.day || a.i - b.i)
        .map((d) => ({
          day: d.day,
          line: line(
            `2026-03-${String(d.day).padStart(2, '0')}`,
            d.amount,
            d.description,
            d.withReference ? `REF-${d.i}` : null,
          ),
        })),
    );

  const keysOf = (lines: { line: BankLineIdentityFields }[]) =>
    bankLineKeys(
      'acc',
      lines.map((l) => l.line),
    );

  it('the same statement parsed twice gives the same keys (stable), all distinct', () => {
    fc.assert(
      fc.property(month, (lines) => {
        const first = keysOf(lines);
        expect(keysOf(structuredClone(lines))).toEqual(first);
        expect(new Set(first).size).toBe(lines.length);
      }),
    );
  });

  it('an overlapping statement (days 1–15, then 10–31): the overlap is recognised exactly, no line twice, none lost', () => {
    fc.assert(
      fc.property(month, fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 31 }), (lines, x, y) => {
        const [from, to] = [Math.min(x, y), Math.max(x, y)]; // first: days 1..to, second: days from..31
        const first = keysOf(lines.filter((l) => l.day <= to));
        const second = keysOf(lines.filter((l) => l.day >= from));
        const stored = new Set(first);
        const added = second.filter((key) => !stored.has(key));
        for (const key of added) stored.add(key);
        // Every real line of the month is stored once: the keys of the whole month, no more, no fewer.
        expect([...stored].sort()).toEqual(keysOf(lines).sort());
        // The second import recognises exactly the lines of the overlapping days.
        expect(second.length - added.length).toBe(lines.filter((l) => l.day >= from && l.day <= to).length);
      }),
      { numRuns: 500 },
    );
  });

  it('the example: days 1–15 then 10–31, two identical transfers on the 12th', () => {
    const all = [
      { day: 3, line: line('2026-03-03', 75000, 'AFFITTO') },
      { day: 12, line: line('2026-03-12', 45000, 'BONIFICO ROSSI') },
      { day: 12, line: line('2026-03-12', 45000, 'BONIFICO ROSSI') },
      { day: 20, line: line('2026-03-20', 45000, 'BONIFICO ROSSI') },
    ];
    const first = keysOf(all.filter((l) => l.day <= 15));
    const second = keysOf(all.filter((l) => l.day >= 10));
    expect(second.filter((k) => first.includes(k))).toHaveLength(2);
    expect(second.filter((k) => !first.includes(k))).toEqual(['["fp","acc","2026-03-20",45000,"BONIFICO ROSSI",0]']);
  });
});

describe('fingerprintDescription and readIban', () => {
  it('compare descriptions by their words, not their spacing or case', () => {
    expect(fingerprintDescription('  Affitto\u00a0 marzo\t Via Roma ')).toBe('AFFITTO MARZO VIA ROMA');
    expect(fingerprintDescription('caffè')).toBe(fingerprintDescription('CAFFE\u0300'));
  });

  it('an IBAN in electronic format when valid, else null', () => {
    expect(readIban('it60 x054 2811 1010 0000 0123 456')).toBe('IT60X0542811101000000123456');
    expect(readIban('IT60X0542811101000000123457')).toBeNull();
    expect(readIban('')).toBeNull();
    expect(readIban(null)).toBeNull();
  });
});
