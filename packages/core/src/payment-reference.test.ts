import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contractMonthReference,
  contractReferenceCode,
  formatCreditorReference,
  isValidCreditorReference,
  makeCreditorReference,
  mod97,
  parseCreditorReference,
  paymentRequestReference,
  readContractMonthReference,
} from './payment-reference';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const body = fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 21 });
/** Digits only: where mod 97-10 finds every single change and every neighbour swap (decision 203). */
const digitBody = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 21 });
const uuid = fc.uuid();
const month = fc
  .record({ y: fc.integer({ min: 2000, max: 2099 }), m: fc.integer({ min: 1, max: 12 }) })
  .map(({ y, m }) => `${y}-${String(m).padStart(2, '0')}`);

/** ISO 11649's own algorithm, written out independently: move 'RF' + check to the end, letters to numbers, mod 97 = 1. */
function isoCheck(ref: string): boolean {
  const moved = ref.slice(4) + ref.slice(0, 4);
  const digits = [...moved].map((c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return BigInt(digits) % 97n === 1n;
}

describe('ISO 11649 creditor references', () => {
  it("the standard's example validates and is printed in groups of four", () => {
    expect(isValidCreditorReference('RF18539007547034')).toBe(true);
    expect(isValidCreditorReference('RF18000000000539007547034')).toBe(true);
    expect(makeCreditorReference('539007547034')).toBe('RF18539007547034');
    expect(formatCreditorReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(isValidCreditorReference('RF45G72UUR')).toBe(true);
    expect(isValidCreditorReference('RF19539007547034')).toBe(false);
  });

  it('mod 97-10 reads letters as 10–35', () => {
    expect(mod97('A')).toBe(10);
    expect(mod97('Z')).toBe(35);
    expect(mod97('539007547034RF18')).toBe(1);
  });

  it('every made reference validates, by our check and by the ISO algorithm written out', () => {
    fc.assert(
      fc.property(body, (b) => {
        const ref = makeCreditorReference(b);
        expect(ref).toMatch(/^RF\d{2}[0-9A-Z]{1,21}$/);
        expect(isValidCreditorReference(ref)).toBe(true);
        expect(isoCheck(ref)).toBe(true);
      }),
    );
  });

  it('any single-character change of a digit reference fails the check', () => {
    fc.assert(
      fc.property(digitBody, fc.nat(), fc.constantFrom(...'0123456789'), (b, at, ch) => {
        const ref = makeCreditorReference(b);
        const i = 2 + (at % (ref.length - 2));
        fc.pre(ref[i] !== ch);
        const changed = ref.slice(0, i) + ch + ref.slice(i + 1);
        expect(isValidCreditorReference(changed)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('any swap of two adjacent different characters of a digit reference fails the check', () => {
    fc.assert(
      fc.property(digitBody, fc.nat(), (b, at) => {
        const ref = makeCreditorReference(b);
        const i = 1 + (at % (ref.length - 2));
        fc.pre(ref[i] !== ref[i + 1]);
        const swapped = ref.slice(0, i) + ref[i + 1] + ref[i] + ref.slice(i + 2);
        expect(isValidCreditorReference(swapped)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back with any spacing and case, with or without RF', () => {
    const spacing = fc.array(fc.constantFrom('', ' ', '  ', '\t'), { minLength: 30, maxLength: 30 });
    fc.assert(
      fc.property(
        body,
        spacing,
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.boolean(),
        (b, gaps, lower, dropRf) => {
          const ref = makeCreditorReference(b);
          const typed = [...(dropRf ? ref.slice(2) : ref)]
            .map((c, i) => (lower[i] ? c.toLowerCase() : c) + gaps[i])
            .join('');
          expect(parseCreditorReference(typed)).toBe(ref);
          expect(parseCreditorReference(formatCreditorReference(ref))).toBe(ref);
        },
      ),
    );
  });

  it('refuses what is not a reference', () => {
    for (const bad of [
      '',
      'RF',
      'RF18',
      'RF1853900754703',
      'RF18-5390',
      'XX18539007547034',
      'RF18539007547034000000000X',
    ]) {
      expect(parseCreditorReference(bad)).toBeNull();
    }
    expect(() => makeCreditorReference('')).toThrow();
    expect(() => makeCreditorReference('A'.repeat(22))).toThrow();
  });
});

describe("a contract's month reference", () => {
  it('is stable, 20 digits-only characters (five groups), and names its contract and month', () => {
    fc.assert(
      fc.property(uuid, month, (id, m) => {
        const ref = contractMonthReference(id, m);
        expect(ref).toBe(contractMonthReference(id.toUpperCase(), m));
        expect(ref).toMatch(/^RF\d{18}$/);
        expect(formatCreditorReference(ref)).toMatch(/^RF\d\d( \d{4}){4}$/);
        expect(isValidCreditorReference(ref)).toBe(true);
        expect(readContractMonthReference(formatCreditorReference(ref).toLowerCase())).toEqual({
          contractCode: contractReferenceCode(id),
          month: m,
        });
      }),
    );
  });

  it('any single-character change (to any letter or digit) or neighbour swap is not read as a reference', () => {
    fc.assert(
      fc.property(uuid, month, fc.nat(), fc.constantFrom(...ALNUM), (id, m, at, ch) => {
        const ref = contractMonthReference(id, m);
        const i = at % ref.length;
        fc.pre(ref[i] !== ch);
        const changed = ref.slice(0, i) + ch + ref.slice(i + 1);
        expect(readContractMonthReference(changed)).toBeNull();
        const j = at % (ref.length - 1);
        fc.pre(ref[j] !== ref[j + 1]);
        const swapped = ref.slice(0, j) + ref[j + 1] + ref[j] + ref.slice(j + 2);
        expect(readContractMonthReference(swapped)).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });

  it('differs between months and between contracts', () => {
    const a = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const b = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(contractMonthReference(a, '2026-03')).not.toBe(contractMonthReference(a, '2026-04'));
    expect(contractMonthReference(a, '2026-03')).not.toBe(contractMonthReference(b, '2026-03'));
    expect(contractReferenceCode(a)).toMatch(/^\d{12}$/);
  });

  it('a request names the oldest month asked for; its text spans them', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(paymentRequestReference({ contractId: id, dueDates: [], streetAddress: 'Via Roma 10' })).toBeNull();
    expect(
      paymentRequestReference({ contractId: id, dueDates: ['2026-03-01', '2026-03-15'], streetAddress: 'Via Roma 10' }),
    ).toEqual({
      reference: contractMonthReference(id, '2026-03'),
      month: '2026-03',
      text: 'Affitto 03/2026 Via Roma 10',
    });
    expect(
      paymentRequestReference({
        contractId: id,
        dueDates: ['2026-03-01', '2026-01-16'],
        streetAddress: ' Via  Roma 10 ',
      }),
    ).toEqual({
      reference: contractMonthReference(id, '2026-01'),
      month: '2026-01',
      text: 'Affitto 01/2026-03/2026 Via Roma 10',
    });
  });
});
