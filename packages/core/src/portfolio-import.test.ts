import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from './messages/imports';
import { formatEuroInput, groupThousands } from './money';
import {
  checkImportRowsTogether,
  findHeaderRow,
  guessField,
  guessMapping,
  IMPORT_EXAMPLE_ROW,
  IMPORT_FIELDS,
  importFieldHeader,
  mappingProblem,
  numberCellText,
  parseCostModel,
  parseImportAmount,
  parseImportDate,
  parseImportYesNo,
  readImportRows,
  rememberMapping,
} from './portfolio-import';
import { END_AFTER_START_MESSAGE, NEGATIVE_AMOUNT_MESSAGE } from './schemas/common';

describe('parseImportDate', () => {
  it.each([
    ['01/09/2025', '2025-09-01'],
    ['1/9/2025', '2025-09-01'],
    ['31.12.2026', '2026-12-31'],
    ['15-03-2026', '2026-03-15'],
    ['2026-03-15', '2026-03-15'],
    ['2026-03-15T00:00:00Z', '2026-03-15'],
    ['45292', '2024-01-01'],
    ['45292.75', '2024-01-01'],
    ['61', '1900-03-01'],
  ])('%s → %s', (text, iso) => {
    expect(parseImportDate(text)).toEqual({ ok: true, value: iso });
  });

  it.each(['31/02/2026', '2026-13-01', '01/09/25', 'domani', '', '-5', '60', '99999999'])('refuses %j', (text) => {
    expect(parseImportDate(text)).toEqual({ ok: false, message: IMPORT_MESSAGES.invalidDate });
  });

  it('reads a date written dd/mm/yyyy, yyyy-mm-dd and as its serial alike (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 2_958_465 }), (serial) => {
        const iso = parseImportDate(String(serial));
        expect(iso.ok).toBe(true);
        if (!iso.ok) return;
        const [y, m, d] = iso.value.split('-');
        expect(parseImportDate(`${d}/${m}/${y}`)).toEqual(iso);
        expect(parseImportDate(iso.value)).toEqual(iso);
      }),
    );
  });
});

describe('parseImportAmount', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['€ 1.234,56', 123456],
    ['1.234,56 €', 123456],
    ['EUR 600', 60000],
    ['600', 60000],
    ['1\u00a0234,5', 123450],
    ['0', 0],
  ])('%j → %i cents', (text, cents) => {
    expect(parseImportAmount(text)).toEqual({ ok: true, value: cents });
  });

  it('refuses a negative amount, three decimals and text, never rounding', () => {
    expect(parseImportAmount('-5,00')).toEqual({ ok: false, message: NEGATIVE_AMOUNT_MESSAGE });
    expect(parseImportAmount('12,345')).toEqual({ ok: false, message: IMPORT_MESSAGES.tooManyDecimals });
    expect(parseImportAmount('dodici')).toEqual({ ok: false, message: IMPORT_MESSAGES.invalidAmount });
    expect(parseImportAmount('100000000')).toEqual({ ok: false, message: IMPORT_MESSAGES.amountTooLarge });
  });

  it('reads back every amount written as the Italian form, grouped, with €, or as a number cell (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (cents) => {
        const italian = formatEuroInput(cents); // '1234,56'
        const [whole, fraction] = italian.split(',');
        expect(parseImportAmount(italian)).toEqual({ ok: true, value: cents });
        expect(parseImportAmount(`€ ${groupThousands(whole!)},${fraction}`)).toEqual({ ok: true, value: cents });
        expect(parseImportAmount(numberCellText(cents / 100))).toEqual({ ok: true, value: cents });
      }),
    );
  });
});

describe('numberCellText', () => {
  it('writes float noise of whole cents as cents and keeps a real third decimal', () => {
    expect(numberCellText(660.0000000000001)).toBe('660');
    expect(numberCellText(0.1 + 0.2)).toBe('0.3');
    expect(numberCellText(1234.5)).toBe('1234.5');
    expect(numberCellText(1.005)).toBe('1.005');
    expect(numberCellText(45292)).toBe('45292');
  });
});

describe('yes/no and cost models', () => {
  it('reads Italian and English words', () => {
    expect(parseImportYesNo('Sì')).toEqual({ ok: true, value: true });
    expect(parseImportYesNo('no')).toEqual({ ok: true, value: false });
    expect(parseImportYesNo('forse').ok).toBe(false);
    expect(parseCostModel('A conguaglio')).toEqual({ ok: true, value: 'settlement' });
    expect(parseCostModel('forfettaria')).toEqual({ ok: true, value: 'fixed_fee' });
    expect(parseCostModel('consumption_based')).toEqual({ ok: true, value: 'consumption_based' });
    expect(parseCostModel('a forfait mensile')).toEqual({ ok: false, message: IMPORT_MESSAGES.unknownCostModel });
  });
});

describe('header guessing', () => {
  it('names the fields from Italian and English headers, accents and case aside', () => {
    expect(guessField('Proprietà')).toBe('property_name');
    expect(guessField('  E-mail ')).toBe('tenant_email');
    expect(guessField('Monthly rent')).toBe('rent_amount');
    expect(guessField('Canone (€)')).toBe('rent_amount');
    expect(guessField('Data inizio')).toBe('start_date');
    expect(guessField('Luce')).toBe('cost_electricity');
    expect(guessField('Colore preferito')).toBeNull();
  });

  it('guesses every template header back to its field (property: any column order)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...IMPORT_FIELDS], { minLength: 1 }), (fields) => {
        const mapping = guessMapping(fields.map(importFieldHeader));
        expect(mapping).toEqual(Object.fromEntries(fields.map((f, i) => [f, i])));
      }),
    );
  });

  it("prefers the landlord's last mapping for a header of the same name", () => {
    const headers = ['Casa', 'Via', 'Cap', 'Prov', 'Letto'];
    expect(guessMapping(headers).room_name).toBeUndefined();
    const remembered = rememberMapping(headers, { property_name: 0, room_name: 4 });
    const mapping = guessMapping(['LETTO', 'casa', 'Via', 'CAP', 'Prov'], remembered);
    expect(mapping).toMatchObject({ room_name: 0, property_name: 1, street_address: 2, postal_code: 3, province: 4 });
  });

  it('finds a header below a title and blank rows', () => {
    const rows = [
      ['Portafoglio 2026'],
      [],
      ['', ''],
      ['Immobile', 'Indirizzo', 'CAP', 'Provincia', 'Stanza'],
      ['A', 'B'],
    ];
    expect(findHeaderRow(rows)).toBe(3);
    expect(
      findHeaderRow([
        ['x', 'y'],
        ['1', '2'],
      ]),
    ).toBe(0);
    expect(findHeaderRow([['solo'], []])).toBe(-1);
  });

  it('a mapping needs every required field, real columns, no column twice', () => {
    const base = { property_name: 0, street_address: 1, postal_code: 2, province: 3, room_name: 4 };
    expect(mappingProblem(base, 5)).toBeNull();
    expect(mappingProblem({ ...base, room_name: undefined }, 5)).toBe(IMPORT_MESSAGES.mappingRequired);
    expect(mappingProblem({ ...base, country: 1 }, 5)).toBe(IMPORT_MESSAGES.mappingColumnTwice);
    expect(mappingProblem({ ...base, country: 9 }, 5)).toBe(IMPORT_MESSAGES.mappingColumnInvalid);
  });
});

const headers = IMPORT_FIELDS.map(importFieldHeader);
const fullMapping = guessMapping(headers);
const example = IMPORT_FIELDS.map((f) => IMPORT_EXAMPLE_ROW[f]);
const column = (field: (typeof IMPORT_FIELDS)[number]) => IMPORT_FIELDS.indexOf(field);
function withCells(changes: Partial<Record<(typeof IMPORT_FIELDS)[number], string>>): string[] {
  const row = [...example];
  for (const [f, v] of Object.entries(changes)) row[column(f as (typeof IMPORT_FIELDS)[number])] = v;
  return row;
}
const read = (...rows: string[][]) => {
  const out = readImportRows({ rows: [headers, ...rows], headerRow: 0, mapping: fullMapping });
  checkImportRowsTogether(out, fullMapping);
  return out;
};

describe('readImportRows', () => {
  it('reads the example row into the property, its room and a valid contract', () => {
    const [row] = read(example);
    expect(row!.errors).toEqual([]);
    expect(row!.row).toBe(2);
    expect(row!.property).toMatchObject({ name: 'Via Roma 12', postal_code: '20121', country: 'Italia' });
    expect(row!.roomNames).toEqual(['Camera 1']);
    expect(row!.contract!.contractDetails).toMatchObject({
      start_date: '2025-09-01',
      end_date: '2026-08-31',
      rent_amount: 45000,
      fixed_fee_amount: 3000,
      contract_type: 'transitorio',
      cedolare_secca: true,
      deposit_amount: 90000,
    });
    expect(row!.contract!.tenantInfo.email).toBe('mario.rossi@example.com');
  });

  it('puts each bad cell on its column, in Italian', () => {
    const [row] = read(
      withCells({ end_date: '01/01/2025', rent_amount: '12,345', cost_gas: 'boh', fixed_fee_amount: '-1' }),
    );
    expect(row!.errors).toEqual(
      expect.arrayContaining([
        { column: column('rent_amount'), field: 'rent_amount', message: IMPORT_MESSAGES.tooManyDecimals },
        { column: column('cost_gas'), field: 'cost_gas', message: IMPORT_MESSAGES.unknownCostModel },
        { column: column('fixed_fee_amount'), field: 'fixed_fee_amount', message: NEGATIVE_AMOUNT_MESSAGE },
      ]),
    );
    const [ended] = read(withCells({ end_date: '01/01/2025' }));
    expect(ended!.errors).toContainEqual({
      column: column('end_date'),
      field: 'end_date',
      message: END_AFTER_START_MESSAGE,
    });
  });

  it('leaves out blank rows, reads a row without tenant as a room only, and takes cell issues', () => {
    const vacant = withCells({});
    for (const f of IMPORT_FIELDS.slice(column('tenant_first_name'))) vacant[column(f)] = '';
    const out = readImportRows({
      rows: [headers, vacant, ['', '', ''], example, []],
      headerRow: 0,
      mapping: fullMapping,
      cellIssues: [{ row: 4, column: column('rent_amount'), message: IMPORT_MESSAGES.formulaWithoutValue }],
    });
    expect(out.map((r) => r.row)).toEqual([2, 4]);
    expect(out[0]!.contract).toBeNull();
    expect(out[0]!.errors).toEqual([]);
    expect(out[1]!.errors).toEqual([
      { column: column('rent_amount'), field: 'rent_amount', message: IMPORT_MESSAGES.formulaWithoutValue },
    ]);
  });

  it('finds duplicates, one email for two tenants and a room let twice between rows', () => {
    const other = withCells({ tenant_email: 'anna@example.com', tenant_first_name: 'Anna', room_name: 'Camera 2' });
    const rows = read(
      example,
      example,
      withCells({ tenant_first_name: 'Luigi', start_date: '01/09/2026', end_date: '31/08/2027' }),
      withCells({ tenant_email: 'x@example.com', start_date: '01/01/2026', end_date: '31/12/2026' }),
      other,
    );
    expect(rows.map((r) => r.errors.map((e) => e.message))).toEqual([
      [],
      [IMPORT_MESSAGES.duplicateRow],
      [IMPORT_MESSAGES.emailTwoTenants],
      [IMPORT_MESSAGES.roomLetTwice],
      [],
    ]);
    expect(rows[3]!.errors[0]!.column).toBe(column('room_name'));
  });
});
