import fs from 'node:fs';
import path from 'node:path';
import { type BankLine, bankLineKeys, type ParsedBankStatement } from '@casaconti/core/bank-lines';
import { MAX_BANK_STATEMENT_BYTES } from '@casaconti/core/constants';
import { BANK_STATEMENT_MESSAGES } from '@casaconti/core/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCamt } from './parse-camt';
import { parseBankStatement } from './parse-statement';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const bytes = (text: string) => new TextEncoder().encode(text);

function read(input: Uint8Array): ParsedBankStatement {
  const result = parseCamt(input);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.statement;
}

/** A camt.053.001.02 document around the given entries. */
const statement = (entries: string, head = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${head}<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr><Stmt><Id>S</Id><Acct><Id><IBAN>IT66A0306909606100000012345</IBAN></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;

const entry = (amount: string, indicator = 'CRDT', details = '', extra = '') =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-02</Dt></BookgDt>${extra}${details}</Ntry>`;

describe('parseCamt: camt.053.001.02 with a batch entry', () => {
  const parsed = read(fixture('camt053-v02-batch.xml'));

  it('reads the statement: its version, its account, every booked line; the pending entry skipped', () => {
    expect(parsed.format).toBe('camt.053');
    expect(parsed.version).toBe('001.02');
    expect(parsed.accountIbans).toEqual(['IT66A0306909606100000012345']);
    expect(parsed.errors).toEqual([]);
    expect(parsed.skipped).toBe(1);
    expect(parsed.lines.map((l) => l.amountCents)).toEqual([75000, 62050, -18437, 75000, 45000, 25000, -235]);
  });

  it('a single incoming transfer: dates, the structured reference apart from the causale, the debtor as counterpart', () => {
    expect(parsed.lines[0]).toEqual<BankLine>({
      bookingDate: '2026-03-02',
      valueDate: '2026-03-02',
      amountCents: 75000,
      currency: 'EUR',
      description: 'BONIFICO SEPA DA MARIO ROSSI',
      reference: 'RF18539007547034',
      counterpartName: 'MARIO ROSSI',
      counterpartIban: 'IT63A0200801600000101234567',
      bankReference: '0306926061A1B2C3D4',
      entryReference: '1',
      endToEndId: 'ROSSI-AFFITTO-0326',
      reversal: false,
      accountIban: 'IT66A0306909606100000012345',
      origin: { kind: 'camt', entry: 1, detail: null },
    });
  });

  it('Ustrd joined, entities decoded, NOTPROVIDED dropped; an outgoing line names the creditor', () => {
    expect(parsed.lines[1]).toMatchObject({
      valueDate: '2026-03-04',
      bookingDate: '2026-03-05',
      description: 'CANONE MARZO 2026 VIA ROMA 10 INT. 3 GIULIA BIANCHI QUOTA SPESE CONDOMINIALI',
      reference: null,
      counterpartName: 'Bianchi & Figli S.r.l.',
      endToEndId: null,
    });
    expect(parsed.lines[2]).toMatchObject({
      amountCents: -18437,
      counterpartName: 'ENEL ENERGIA SPA',
      counterpartIban: 'IT26A0200805364000105712345',
      description: 'FATTURA 2026/004512 ENERGIA ELETTRICA VIA ROMA 10',
    });
  });

  it('the batch is one line per transaction detail, adding up to the entry, each with its own party and reference', () => {
    const batch = parsed.lines.filter((l) => l.origin.kind === 'camt' && l.origin.entry === 4);
    expect(batch.map((l) => [l.amountCents, l.counterpartName, l.reference, l.bankReference, l.description])).toEqual([
      [75000, 'LUCA VERDI', 'RF892026030001', '0306926075BATCH0007/1', ''],
      [45000, 'ANNA ESPOSITO', null, '0306926075BATCH0007/2', 'AFFITTO STANZA 4 MARZO'],
      [25000, 'ANNA ESPOSITO', null, '0306926075BATCH0007/3', 'CONGUAGLIO SPESE 2025'],
    ]);
    expect(batch.reduce((sum, l) => sum + l.amountCents, 0)).toBe(145000);
    expect(new Set(bankLineKeys('acc', parsed.lines)).size).toBe(parsed.lines.length);
  });

  it('an entry with no detail and no bank reference: its additional information as description, no counterpart', () => {
    expect(parsed.lines[6]).toMatchObject({
      description: 'COMMISSIONI E SPESE TENUTA CONTO MARZO',
      bankReference: null,
      counterpartName: null,
      entryReference: '5',
    });
  });
});

describe('parseCamt: camt.053.001.08 (prefixed namespace) and camt.054', () => {
  it('reads 001.08: status and party as codes and Pty, booking time, a USD entry as an error, a reversal, a batch', () => {
    const parsed = read(fixture('camt053-v08.xml'));
    expect(parsed.version).toBe('001.08');
    expect(parsed.lines[0]).toMatchObject({
      bookingDate: '2026-04-01',
      amountCents: 75000,
      description: 'Affitto aprile 2026 RF89 CC00 0120 2604',
      reference: 'RF89CC0001202604',
      counterpartName: 'Mario Rossi',
      bankReference: 'UC26091A0000000017',
      entryReference: '20260401000017',
    });
    expect(parsed.errors).toEqual([
      {
        origin: { kind: 'camt', entry: 4, detail: null },
        column: null,
        message: 'Movimento 4: importo in USD, si importano solo movimenti in euro.',
      },
    ]);
    expect(parsed.lines.find((l) => l.reversal)).toMatchObject({
      amountCents: -62050,
      valueDate: '2026-04-04',
      description: 'STORNO BONIFICO DEL 04/04',
    });
    const batch = parsed.lines.filter((l) => l.origin.kind === 'camt' && l.origin.entry === 6);
    expect(batch.map((l) => [l.amountCents, l.bankReference, l.counterpartName])).toEqual([
      [-110000, 'UC26104D0000000121', 'CONDOMINIO VIA ROMA 10'],
      [-20000, 'UC26104D0000000122', 'IDRAULICA MARTINI SNC'],
    ]);
  });

  it('two identical transfers of the same day without a reference are two lines with two keys, the same on a second parse', () => {
    const keys = (input: Uint8Array) => bankLineKeys('acc', read(input).lines);
    const first = keys(fixture('camt053-v08.xml'));
    expect(first).toEqual(keys(fixture('camt053-v08.xml')));
    expect(first.filter((k) => k.includes('AFFITTO APRILE STANZE 1 E 2'))).toEqual([
      '["fp","acc","2026-04-03",40000,"AFFITTO APRILE STANZE 1 E 2",0]',
      '["fp","acc","2026-04-03",40000,"AFFITTO APRILE STANZE 1 E 2",1]',
    ]);
  });

  it('reads a camt.054 notification: its account, a spaced counterpart IBAN, a character reference', () => {
    const parsed = read(fixture('camt054-v08.xml'));
    expect(parsed).toMatchObject({
      format: 'camt.054',
      version: '001.08',
      accountIbans: ['IT66A0306909606100000012345'],
    });
    expect(parsed.lines).toEqual([
      expect.objectContaining({
        amountCents: 45000,
        description: 'AFFITTO APRILE STANZA 4 è SALDO',
        reference: 'RF39CC0002202604',
        counterpartName: 'Anna Esposito',
        counterpartIban: 'IT50A0103014200000012345678',
        bankReference: '0306926092NTF00311',
      }),
    ]);
  });
});

describe('parseCamt: what is refused, never thrown', () => {
  const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-03-02</Dt></BookgDt><AddtlNtryInf>&lol9;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>`;
  const xxe = statement(
    entry('1.00', 'CRDT', '', '<AddtlNtryInf>&xxe;</AddtlNtryInf>'),
    '<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  );

  it.each([
    ['billion laughs', billionLaughs],
    ['an external entity (XXE)', xxe],
    ['a lower-case doctype', statement(entry('1.00'), '<!doctype Document>')],
  ])('%s: refused fast, in Italian, with little memory', (_name, payload) => {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const result = parseCamt(bytes(payload));
    const elapsed = performance.now() - started;
    expect(result).toEqual({ ok: false, message: BANK_STATEMENT_MESSAGES.xmlDeclarationsRefused });
    expect(elapsed).toBeLessThan(200);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
  });

  it('a file over the size limit is refused unread; an empty file too', () => {
    expect(parseCamt(new Uint8Array(MAX_BANK_STATEMENT_BYTES + 1))).toEqual({
      ok: false,
      message: BANK_STATEMENT_MESSAGES.tooLarge,
    });
    expect(parseCamt(new Uint8Array(0))).toEqual({ ok: false, message: BANK_STATEMENT_MESSAGES.empty });
  });

  it('a truncated file names its line; XML that is not a statement; a statement with no entries', () => {
    const whole = new TextDecoder().decode(fixture('camt053-v02-batch.xml'));
    const truncated = whole.slice(0, whole.indexOf('<!-- 4.'));
    expect(truncated.trimEnd().split('\n')).toHaveLength(134);
    expect(parseCamt(bytes(truncated))).toEqual({
      ok: false,
      message: 'Il file XML è incompleto o non valido (riga 134).',
    });
    const misclosed = whole.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>DBIT</CdtDbtInx>');
    expect(parseCamt(bytes(misclosed))).toEqual({
      ok: false,
      message: 'Il file XML è incompleto o non valido (riga 112).',
    });
    expect(parseCamt(bytes('<?xml version="1.0"?><Document><pain.001/></Document>'))).toEqual({
      ok: false,
      message: BANK_STATEMENT_MESSAGES.notCamt,
    });
    expect(parseCamt(bytes('<a><__proto__>x</__proto__></a>'))).toEqual({
      ok: false,
      message: 'Il file XML è incompleto o non valido.',
    });
    expect(parseCamt(bytes(statement('')))).toEqual({ ok: false, message: BANK_STATEMENT_MESSAGES.noEntries });
  });

  it('bad entries are per-line errors, the others are still read', () => {
    const parsed = read(
      bytes(
        statement(
          [
            entry('12.345'),
            entry('0.00'),
            entry('10.00', 'XXXX'),
            entry('10.00').replace('<BookgDt><Dt>2026-03-02</Dt></BookgDt>', '<BookgDt><Dt>2026-02-30</Dt></BookgDt>'),
            entry('1e3'),
            entry('10.50'),
            entry(
              '20.00',
              'CRDT',
              '<NtryDtls><TxDtls><Amt Ccy="EUR">15.00</Amt></TxDtls><TxDtls><Amt Ccy="EUR">4.99</Amt></TxDtls></NtryDtls>',
            ),
            entry('20.00', 'CRDT', '<NtryDtls><TxDtls><Amt Ccy="EUR">15.00</Amt></TxDtls><TxDtls></TxDtls></NtryDtls>'),
            entry('20.000'),
          ].join(''),
        ),
      ),
    );
    expect(parsed.errors.map((e) => e.message)).toEqual([
      'Movimento 1: importo non valido («12.345»).',
      'Movimento 2: l’importo è zero.',
      'Movimento 3: non dice se è un accredito o un addebito.',
      'Movimento 4: manca la data.',
      'Movimento 5: importo non valido («1e3»).',
      'Movimento 7: le operazioni del movimento non sommano al suo importo, al centesimo.',
      'Movimento 8: le operazioni del movimento non sommano al suo importo, al centesimo.',
    ]);
    expect(parsed.lines.map((l) => l.amountCents)).toEqual([1050, 2000]);
  });

  it('a batch whose details give no amounts is one line of the entry', () => {
    const details =
      '<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>A</Nm></Dbtr></RltdPties><RmtInf><Ustrd>uno</Ustrd></RmtInf></TxDtls><TxDtls><RltdPties><Dbtr><Nm>B</Nm></Dbtr></RltdPties><RmtInf><Ustrd>due</Ustrd></RmtInf></TxDtls></NtryDtls>';
    expect(read(bytes(statement(entry('30.00', 'CRDT', details, '<AcctSvcrRef>R1</AcctSvcrRef>')))).lines).toEqual([
      expect.objectContaining({
        amountCents: 3000,
        description: 'uno due',
        counterpartName: null,
        bankReference: 'R1',
      }),
    ]);
  });

  it('an ISO-8859-1 file (not UTF-8) is read with its accents', () => {
    const latin1 = statement(entry('5.00', 'CRDT', '', '<AddtlNtryInf>CAUSALE: CAFFÈ è</AddtlNtryInf>')).replace(
      'encoding="UTF-8"',
      'encoding="ISO-8859-1"',
    );
    expect(read(new Uint8Array(Buffer.from(latin1, 'latin1'))).lines[0]).toMatchObject({
      description: 'CAUSALE: CAFFÈ è',
    });
  });

  it('parseBankStatement sends XML to the camt parser (after a BOM and blanks)', () => {
    const result = parseBankStatement(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(`\n  ${statement(entry('1.00'))}`)]));
    expect(result).toMatchObject({ ok: true, statement: { format: 'camt.053', lines: [{ amountCents: 100 }] } });
  });
});

describe('parseCamt: property — a batch adds up to its entry, to the cent', () => {
  it('any batch of signed details is read as its details, their sum the entry; one cent off is an error', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.integer({ min: 1, max: 99_999_999 }), incoming: fc.boolean() }), {
          minLength: 2,
          maxLength: 12,
        }),
        fc.boolean(),
        (details, offByOne) => {
          const signed = details.map((d) => (d.incoming ? d.cents : -d.cents));
          const total = signed.reduce((a, b) => a + b, 0) + (offByOne ? 1 : 0);
          fc.pre(total !== 0);
          const decimal = (c: number) =>
            `${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
          const xml = statement(
            entry(
              decimal(total),
              total > 0 ? 'CRDT' : 'DBIT',
              `<NtryDtls>${details
                .map(
                  (d) =>
                    `<TxDtls><Amt Ccy="EUR">${decimal(d.cents)}</Amt><CdtDbtInd>${d.incoming ? 'CRDT' : 'DBIT'}</CdtDbtInd></TxDtls>`,
                )
                .join('')}</NtryDtls>`,
            ),
          );
          const parsed = read(bytes(xml));
          if (offByOne) {
            expect(parsed.lines).toEqual([]);
            expect(parsed.errors).toHaveLength(1);
          } else {
            expect(parsed.lines.map((l) => l.amountCents)).toEqual(signed);
            expect(parsed.lines.reduce((a, l) => a + l.amountCents, 0)).toBe(total);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
