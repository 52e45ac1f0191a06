import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BankCsvMapping, guessBankCsvMapping, parseBankAmount, parseBankDate, readBankCsvRow } from './bank-csv';
import { MAX_AMOUNT_CENTS } from './constants';
import { centsToInputString, formatEuro, groupThousands } from './money';

describe('parseBankAmount', () => {
  it.each([
    ['1.234,56', 123456],
    ['-1.234,56', -123456],
    ['1234.56', 123456],
    ['-1234.56', -123456],
    ['€ 1.234,56', 123456],
    ['1.234,56 €', 123456],
    ['EUR -12,00', -1200],
    ['-€ 12,00', -1200],
    ['(1.234,56)', -123456],
    ['1.234,56-', -123456],
    ['+50,00', 5000],
    ['\u22125,5', -550],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['  750,00  ', 75000],
    ['1.234.567,89', 123456789],
    ['1,234.56', 123456],
    ['0,00', 0],
    ['12', 1200],
  ])('%s → %d cents', (text, cents) => {
    expect(parseBankAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['1.234', 'invalid'], // three decimals or thousands? refused, never guessed
    ['12,345', 'invalid'],
    ['1,2,3', 'invalid'],
    ['--5', 'invalid'],
    ['(-5)', 'invalid'],
    ['(5)-', 'invalid'],
    ['12,5 USD', 'invalid'],
    ['1.23,45', 'invalid'],
    ['999.999.999,99', 'tooLarge'],
  ])('%s is refused as %s', (text, error) => {
    expect(parseBankAmount(text)).toEqual({ ok: false, error });
  });

  /** The ways banks print a signed amount, written from the cents. */
  const styles: Record<string, (cents: number) => string> = {
    italian: (c) => {
      const [whole, fraction] = centsToInputString(Math.abs(c)).split('.') as [string, string];
      return `${c < 0 ? '-' : ''}${groupThousands(whole)},${fraction}`;
    },
    dot: (c) => centsToInputString(c),
    euroSign: (c) => formatEuro(c),
    euroFirst: (c) => `€ ${c < 0 ? '-' : ''}${formatEuro(Math.abs(c)).replace('\u00a0€', '')}`,
    parentheses: (c) => (c < 0 ? `(${formatEuro(-c).replace('\u00a0€', '')})` : formatEuro(c).replace('\u00a0€', '')),
    trailingMinus: (c) => `${formatEuro(Math.abs(c)).replace('\u00a0€', '')}${c < 0 ? '-' : ''}`,
  };

  it('parse → format → parse is the identity, in every style banks print', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }),
        fc.constantFrom(...Object.keys(styles)),
        (cents, style) => {
          const once = parseBankAmount(styles[style]!(cents));
          expect(once).toEqual({ ok: true, cents });
          if (!once.ok) return;
          expect(parseBankAmount(styles[style]!(once.cents))).toEqual(once);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseBankDate', () => {
  it.each([
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['05/03/26', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05T10:22:00+01:00', '2026-03-05'],
    ['05/03/2026 14:30', '2026-03-05'],
    [' 29/02/2028 ', '2028-02-29'],
  ])('%s → %s', (text, iso) => {
    expect(parseBankDate(text)).toBe(iso);
  });

  it.each(['', '31/02/2026', '29/02/2026', '2026/03/05', '05/13/2026', '03-2026', 'ieri', '05/03/1899', '2026-3-5'])(
    '%s is not a date',
    (text) => {
      expect(parseBankDate(text)).toBeNull();
    },
  );
});

describe('guessBankCsvMapping', () => {
  it('reads an Intesa-style header: Operazione and Dettagli are the causale, Valuta of currency codes is the currency', () => {
    const header = [
      'Data',
      'Operazione',
      'Dettagli',
      'Conto o carta',
      'Contabilizzazione',
      'Categoria',
      'Valuta',
      'Importo',
    ];
    expect(
      guessBankCsvMapping(header, [['05/03/2026', 'Bonifico', 'x', 'c', 'Contabilizzato', 'Affitti', 'EUR', '750,00']]),
    ).toEqual({
      bookingDate: 0,
      valueDate: null,
      amount: 7,
      debit: null,
      credit: null,
      description: [1, 2],
      counterpartName: null,
      counterpartIban: null,
      reference: null,
      currency: 6,
    });
  });

  it('reads a UniCredit-style header with Dare/Avere and a value date', () => {
    const header = ['Data Registrazione', 'Data valuta', 'Descrizione', 'Dare', 'Avere', 'Ordinante', 'IBAN', 'CRO'];
    expect(guessBankCsvMapping(header)).toEqual({
      bookingDate: 0,
      valueDate: 1,
      amount: null,
      debit: 3,
      credit: 4,
      description: [2],
      counterpartName: 5,
      counterpartIban: 6,
      reference: 7,
      currency: null,
    });
  });

  it("takes 'Data contabile' over 'Data operazione', 'Entrate'/'Uscite', English names", () => {
    expect(
      guessBankCsvMapping([
        'Data operazione',
        'Data contabile',
        'Data valuta',
        'Uscite',
        'Entrate',
        'Causale',
        'Beneficiario',
      ]),
    ).toMatchObject({ bookingDate: 1, valueDate: 2, debit: 3, credit: 4, description: [5], counterpartName: 6 });
    expect(guessBankCsvMapping(['Booking date', 'Value date', 'Amount', 'Description', 'Reference'])).toMatchObject({
      bookingDate: 0,
      valueDate: 1,
      amount: 2,
      description: [3],
      reference: 4,
    });
    expect(
      guessBankCsvMapping(
        ['Data', 'Valuta', 'Importo (EUR)', 'Descrizione operazione'],
        [['01/03/2026', '02/03/2026', '1,00', 'x']],
      ),
    ).toMatchObject({
      bookingDate: 0,
      valueDate: 1,
      amount: 2,
      currency: null,
      description: [3],
    });
  });

  it('is null for a row that is not a header (no date, or no amount)', () => {
    expect(guessBankCsvMapping(['Conto corrente', 'IT60X0542811101000000123456'])).toBeNull();
    expect(guessBankCsvMapping(['Data', '01/03/2026'])).toBeNull();
    expect(guessBankCsvMapping(['Saldo contabile', '1.234,56'])).toBeNull();
    expect(guessBankCsvMapping([])).toBeNull();
  });
});

describe('readBankCsvRow', () => {
  const header = ['Data contabile', 'Data valuta', 'Dare', 'Avere', 'Causale', 'Ordinante', 'IBAN', 'Divisa'];
  const mapping = guessBankCsvMapping(header) as BankCsvMapping;

  it('reads an incoming line, the counterpart IBAN in electronic format', () => {
    const result = readBankCsvRow(
      [
        '05/03/2026',
        '06/03/2026',
        '',
        '750,00',
        '  BONIFICO  AFFITTO marzo ',
        'Mario Rossi',
        'it60 x054 2811 1010 0000 0123 456',
        'EUR',
      ],
      header,
      mapping,
      9,
    );
    expect(result).toEqual({
      kind: 'line',
      line: {
        bookingDate: '2026-03-05',
        valueDate: '2026-03-06',
        amountCents: 75000,
        currency: 'EUR',
        description: 'BONIFICO AFFITTO marzo',
        reference: null,
        counterpartName: 'Mario Rossi',
        counterpartIban: 'IT60X0542811101000000123456',
        bankReference: null,
        entryReference: null,
        endToEndId: null,
        reversal: false,
        accountIban: null,
        origin: { kind: 'csv', row: 9 },
      },
    });
  });

  it("a 'Dare' amount is outgoing whatever its sign; 0,00 in the other column is empty; no value date → the booking date", () => {
    const noValueDate = { ...mapping, valueDate: null };
    for (const debit of ['120,00', '-120,00']) {
      const result = readBankCsvRow(['01/03/2026', '', debit, '0,00', 'Bolletta', '', '', ''], header, noValueDate, 3);
      expect(result).toMatchObject({
        kind: 'line',
        line: { amountCents: -12000, valueDate: '2026-03-01', counterpartIban: null },
      });
    }
  });

  it('each bad cell is an Italian error naming the row and the column', () => {
    const result = readBankCsvRow(['32/03/2026', 'ieri', 'abc', '', 'x', '', '', 'USD'], header, mapping, 12);
    expect(result).toEqual({
      kind: 'errors',
      errors: [
        {
          origin: { kind: 'csv', row: 12 },
          column: 'Data contabile',
          message: 'Riga 12, colonna «Data contabile»: data non valida («32/03/2026»).',
        },
        {
          origin: { kind: 'csv', row: 12 },
          column: 'Data valuta',
          message: 'Riga 12, colonna «Data valuta»: data non valida («ieri»).',
        },
        {
          origin: { kind: 'csv', row: 12 },
          column: 'Dare',
          message: 'Riga 12, colonna «Dare»: importo non valido («abc»).',
        },
        {
          origin: { kind: 'csv', row: 12 },
          column: 'Divisa',
          message: 'Riga 12, colonna «Divisa»: importo in USD, si importano solo movimenti in euro.',
        },
      ],
    });
  });

  it('no amount, both amounts, no date, a zero amount, a row of the wrong width', () => {
    const messages = (cells: string[], m: BankCsvMapping = mapping) => {
      const result = readBankCsvRow(cells, header, m, 4);
      return result.kind === 'errors' ? result.errors.map((e) => e.message) : result;
    };
    expect(messages(['01/03/2026', '', '', '', 'x', '', '', ''])).toEqual([
      'Riga 4, colonna «Avere»: manca l’importo.',
    ]);
    expect(messages(['01/03/2026', '', '1,00', '2,00', 'x', '', '', ''])).toEqual([
      'Riga 4: importo sia in Dare sia in Avere.',
    ]);
    expect(messages(['', '', '1,00', '', 'x', '', '', ''])).toEqual([
      'Riga 4, colonna «Data contabile»: manca la data.',
    ]);
    const single = { ...mapping, amount: 2, debit: null, credit: null };
    expect(messages(['01/03/2026', '', '0,00', '', 'x', '', '', ''], single)).toEqual([
      'Riga 4, colonna «Dare»: l’importo è zero.',
    ]);
    expect(messages(['01/03/2026', '', '1,00', '', 'AFFITTO', ' MARZO', '', '', ''])).toEqual([
      'Riga 4: 9 colonne, l’intestazione ne ha 8.',
    ]);
  });

  it('a blank row and the header repeated are skipped, not errors', () => {
    expect(readBankCsvRow(['', '', '', '', '', 'Mario', '', ''], header, mapping, 5)).toEqual({ kind: 'skip' });
    expect(readBankCsvRow([...header], header, mapping, 5)).toEqual({ kind: 'skip' });
  });
});
