import fs from 'node:fs';
import path from 'node:path';
import type { BankCsvMapping } from '@casaconti/core/bank-csv';
import { bankLineKeys, type ParsedBankStatement } from '@casaconti/core/bank-lines';
import { MAX_BANK_STATEMENT_BYTES } from '@casaconti/core/constants';
import { BANK_STATEMENT_MESSAGES } from '@casaconti/core/messages';
import { describe, expect, it } from 'vitest';
import { decodeStatementText } from './decode-text';
import { parseBankCsv, readBankCsvTable } from './parse-csv';
import { parseBankStatement } from './parse-statement';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const utf8 = (text: string) => new TextEncoder().encode(text);

function read(input: Uint8Array, options = {}): ParsedBankStatement {
  const result = parseBankCsv(input, options);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.statement;
}

describe('decodeStatementText', () => {
  it('UTF-8 with and without BOM, UTF-16 with BOM, else Windows-1252', () => {
    expect(decodeStatementText(new Uint8Array([0xef, 0xbb, 0xbf, 0xc3, 0xa8]))).toEqual({
      text: 'è',
      encoding: 'utf-8',
    });
    expect(decodeStatementText(new Uint8Array([0xc3, 0xa8]))).toEqual({ text: 'è', encoding: 'utf-8' });
    expect(decodeStatementText(new Uint8Array([0xff, 0xfe, 0xe8, 0x00]))).toEqual({ text: 'è', encoding: 'utf-16le' });
    expect(decodeStatementText(new Uint8Array([0xfe, 0xff, 0x00, 0xe8]))).toEqual({ text: 'è', encoding: 'utf-16be' });
    expect(decodeStatementText(new Uint8Array([0xe8, 0x20, 0x80]))).toEqual({ text: 'è €', encoding: 'windows-1252' });
  });
});

describe('parseBankCsv: Intesa-style export (UTF-8 with BOM, header rows, a Valuta column of currencies)', () => {
  const parsed = read(fixture('intesa-style.csv'));

  it('finds the header under the account rows and reads every movement', () => {
    expect(readBankCsvTable(fixture('intesa-style.csv'))).toMatchObject({
      ok: true,
      table: { encoding: 'utf-8', delimiter: ';', headerRow: 7 },
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((l) => [l.bookingDate, l.amountCents])).toEqual([
      ['2026-03-02', 75000],
      ['2026-03-05', 62050],
      ['2026-03-10', -18437],
      ['2026-03-16', 75000],
      ['2026-03-16', 45000],
      ['2026-03-16', 25000],
      ['2026-03-31', -235],
    ]);
  });

  it('the causale is Operazione and Dettagli joined; a quoted ; stays in the text; the row numbers are the file’s', () => {
    expect(parsed.lines[1]).toEqual({
      bookingDate: '2026-03-05',
      valueDate: '2026-03-05',
      amountCents: 62050,
      currency: 'EUR',
      description: 'Bonifico a vostro favore Bonifico Da Bianchi & Figli S.r.l.; CANONE MARZO 2026 VIA ROMA 10 INT. 3',
      reference: null,
      counterpartName: null,
      counterpartIban: null,
      bankReference: null,
      entryReference: null,
      endToEndId: null,
      reversal: false,
      accountIban: null,
      origin: { kind: 'csv', row: 9 },
    });
  });
});

describe('parseBankCsv: UniCredit-style export (quoted, Dare/Avere, counterpart, reference)', () => {
  const parsed = read(fixture('unicredit-style.csv'));

  it('reads Dare as outgoing and Avere as incoming, the counterpart, its IBAN, the bank reference', () => {
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.lines.map((l) => [l.amountCents, l.valueDate, l.counterpartName, l.counterpartIban, l.bankReference]),
    ).toEqual([
      [75000, '2026-04-01', 'MARIO ROSSI', 'IT63A0200801600000101234567', 'UC26091A0000000017'],
      [40000, '2026-04-03', 'GIOVANNI ESPOSITO', null, null],
      [40000, '2026-04-03', 'GIOVANNI ESPOSITO', null, null],
      [-62050, '2026-04-04', null, null, 'UC26099R0000000002'],
      [-110000, '2026-04-14', 'CONDOMINIO VIA ROMA 10', 'IT10A0760103200000012938476', 'UC26104D0000000121'],
      [-20000, '2026-04-14', 'IDRAULICA MARTINI SNC', null, 'UC26104D0000000122'],
    ]);
  });

  it('the same export twice gives the same keys; the two identical transfers of the 3rd stay two', () => {
    const first = bankLineKeys('acc', parsed.lines);
    expect(bankLineKeys('acc', read(fixture('unicredit-style.csv')).lines)).toEqual(first);
    expect(new Set(first).size).toBe(6);
  });
});

describe('parseBankCsv: Windows-1252, tab-separated, Uscite/Entrate, dd/mm/yy, € before the amount', () => {
  it('reads the accents of the causale and the amounts', () => {
    const table = readBankCsvTable(fixture('windows-1252-tab.csv'));
    expect(table).toMatchObject({ ok: true, table: { encoding: 'windows-1252', delimiter: '\t', headerRow: 4 } });
    const parsed = read(fixture('windows-1252-tab.csv'));
    expect(parsed.lines.map((l) => [l.bookingDate, l.valueDate, l.amountCents, l.description])).toEqual([
      ['2026-03-02', '2026-03-02', 75000, 'BONIFICO DA MARIO ROSSI CAUSALE: Affitto marzo è saldato'],
      ['2026-03-05', '2026-03-04', 62050, 'BONIFICO DA GIULIA BIANCHI CAUSALE: CANONE MARZO, PERCHÉ È IL 5'],
      ['2026-03-10', '2026-03-10', -18437, 'ADDEBITO SDD ENEL ENERGIA SPA - UTENZA VIA ROMA 10 (caffè al piano)'],
    ]);
  });
});

describe('parseBankCsv: UTF-16 (Excel’s «Testo Unicode»: tab-separated, with a BOM)', () => {
  it('reads it like the same text in UTF-8', () => {
    const text = 'Data contabile\tImporto\tCausale\r\n05/03/2026\t750,00\tAffitto è saldato\r\n';
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    expect(readBankCsvTable(utf16)).toMatchObject({ ok: true, table: { encoding: 'utf-16le', delimiter: '\t' } });
    expect(read(utf16).lines).toEqual(read(utf8(text)).lines);
    expect(read(utf16).lines[0]).toMatchObject({ amountCents: 75000, description: 'Affitto è saldato' });
  });
});

describe('parseBankCsv: comma-separated, English header, decimal point', () => {
  it('reads it, the header guessed', () => {
    const csv =
      'Booking date,Value date,Amount,Description,Counterparty\n2026-03-02,2026-03-03,750.00,Rent March,Mario Rossi\n2026-03-04,2026-03-04,-12.5,"Fee, monthly",\n';
    expect(
      read(utf8(csv)).lines.map((l) => [l.bookingDate, l.valueDate, l.amountCents, l.description, l.counterpartName]),
    ).toEqual([
      ['2026-03-02', '2026-03-03', 75000, 'Rent March', 'Mario Rossi'],
      ['2026-03-04', '2026-03-04', -1250, 'Fee, monthly', null],
    ]);
  });
});

describe('parseBankCsv: bad rows and files', () => {
  const header = 'Data contabile;Data valuta;Importo;Causale\n';

  it('each bad row is an Italian error with its row and column; the good rows are read', () => {
    const csv = `${header}01/03/2026;01/03/2026;100,00;ok\n31/02/2026;;5,00;data\n02/03/2026;;;senza importo\n02/03/2026;;1.234;ambiguo\n02/03/2026;;10,00;troppe;colonne\n\n03/03/2026;;(20,00);ok\n03/03/2026;;"5,00;rotta\n`;
    const parsed = read(utf8(csv));
    expect(parsed.lines.map((l) => [l.origin, l.amountCents])).toEqual([
      [{ kind: 'csv', row: 2 }, 10000],
      [{ kind: 'csv', row: 8 }, -2000],
    ]);
    expect(parsed.errors.map((e) => [e.origin, e.column, e.message])).toEqual([
      [{ kind: 'csv', row: 3 }, 'Data contabile', 'Riga 3, colonna «Data contabile»: data non valida («31/02/2026»).'],
      [{ kind: 'csv', row: 4 }, 'Importo', 'Riga 4, colonna «Importo»: manca l’importo.'],
      [{ kind: 'csv', row: 5 }, 'Importo', 'Riga 5, colonna «Importo»: importo non valido («1.234»).'],
      [{ kind: 'csv', row: 6 }, null, 'Riga 6: 5 colonne, l’intestazione ne ha 4.'],
      [{ kind: 'csv', row: 9 }, null, 'Riga 9: virgolette non chiuse o riga malformata.'],
    ]);
  });

  it('a file with no header, nothing under the header, too large, empty: one message, nothing read', () => {
    expect(parseBankCsv(utf8('hello;world\n1;2\n'))).toEqual({
      ok: false,
      message: BANK_STATEMENT_MESSAGES.csvHeaderNotFound,
    });
    expect(parseBankCsv(utf8(header))).toEqual({ ok: false, message: BANK_STATEMENT_MESSAGES.csvNoRows });
    expect(parseBankCsv(new Uint8Array(MAX_BANK_STATEMENT_BYTES + 1))).toEqual({
      ok: false,
      message: BANK_STATEMENT_MESSAGES.tooLarge,
    });
    expect(parseBankCsv(new Uint8Array(0))).toEqual({ ok: false, message: BANK_STATEMENT_MESSAGES.empty });
  });

  it('the mapping step: a header row and a mapping given by hand; a mapping that does not fit the header is refused', () => {
    const csv = 'Giorno;Soldi;Testo\n05/03/2026;750,00;affitto\n';
    expect(parseBankCsv(utf8(csv))).toEqual({ ok: false, message: BANK_STATEMENT_MESSAGES.csvHeaderNotFound });
    const mapping: BankCsvMapping = {
      bookingDate: 0,
      valueDate: null,
      amount: 1,
      debit: null,
      credit: null,
      description: [2],
      counterpartName: null,
      counterpartIban: null,
      reference: null,
      currency: null,
    };
    expect(read(utf8(csv), { headerRow: 1, mapping }).lines).toEqual([
      expect.objectContaining({ bookingDate: '2026-03-05', amountCents: 75000, description: 'affitto' }),
    ]);
    expect(parseBankCsv(utf8(csv), { headerRow: 1, mapping: { ...mapping, amount: 3 } })).toEqual({
      ok: false,
      message: BANK_STATEMENT_MESSAGES.csvMappingIncomplete,
    });
    expect(parseBankCsv(utf8(csv), { headerRow: 1 })).toEqual({
      ok: false,
      message: BANK_STATEMENT_MESSAGES.csvMappingIncomplete,
    });
  });

  it('parseBankStatement sends a CSV to the CSV parser', () => {
    expect(parseBankStatement(fixture('unicredit-style.csv'))).toMatchObject({
      ok: true,
      statement: { format: 'csv' },
    });
  });
});
