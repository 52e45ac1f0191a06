/**
 * The cells of an Italian home-banking CSV export (docs/domain.md §18, decision 208): amounts,
 * dates, the column mapping guessed from the header, and one table row read into a bank line.
 * Pure: decoding the bytes and the CSV grammar are the server's (services/bank/parse-csv.ts).
 */
import { type BankLine, type BankLineError, cleanText, readIban } from './bank-lines';
import { isIsoDate } from './dates';
import { bankLineMessages, csvCellPlace } from './messages/bank';
import { parseEuroAmount } from './money';

export type BankAmountResult = { ok: true; cents: number } | { ok: false; error: 'empty' | 'invalid' | 'tooLarge' };

const CURRENCY_BEFORE = /^(?:€|EUR)\s*/i;
const CURRENCY_AFTER = /\s*(?:€|EUR)$/i;
const SIGN = /^[+\-\u2212]/;
/** Spaces a bank may put between thousands groups: space, no-break space, narrow no-break space, thin space. */
const GROUP_SPACES = /(?<=\d)[ \u00a0\u202f\u2009](?=\d)/g;

/**
 * A signed amount as Italian banks print it, in integer cents: '1.234,56', '-1.234,56',
 * '1234.56', '1.234,56 €', '€ 1.234,56', 'EUR -12,00', '(1.234,56)' (negative), '1.234,56-'
 * (negative), '+50,00', '1 234,56'. The digits follow the typed-amount rules (decision 057):
 * the last separator is the decimal one, so '1.234' (three decimals, or thousands?) is refused
 * as ambiguous rather than guessed; more than 2 decimals is refused.
 */
export function parseBankAmount(input: string): BankAmountResult {
  let text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    negative = true;
    text = parenthesised[1]!.trim();
  }
  text = text.replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '').trim();
  if (SIGN.test(text)) {
    if (negative && text[0] !== '+') return { ok: false, error: 'invalid' };
    negative = negative || text[0] !== '+';
    text = text.slice(1).trim().replace(CURRENCY_BEFORE, '').trim();
  } else if (text.endsWith('-')) {
    if (negative) return { ok: false, error: 'invalid' };
    negative = true;
    text = text.slice(0, -1).trim();
  }
  text = text.replace(GROUP_SPACES, '');
  const amount = parseEuroAmount(text);
  if (!amount.ok) return { ok: false, error: amount.error === 'tooLarge' ? 'tooLarge' : 'invalid' };
  return { ok: true, cents: negative && amount.cents !== 0 ? -amount.cents : amount.cents };
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/;
const YEAR_FIRST = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date as a bank CSV writes it → 'yyyy-MM-dd', or null: 'dd/mm/yyyy', 'dd/mm/yy' (20yy),
 * 'dd.mm.yyyy', 'dd-mm-yyyy', 'yyyy-mm-dd'; a time after it is ignored. Only real calendar
 * days from 1900 on.
 */
export function parseBankDate(input: string): string | null {
  const text = input.trim();
  let iso: string | null = null;
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const year = dayFirst[3]!.length === 2 ? `20${dayFirst[3]}` : dayFirst[3]!;
    iso = `${year}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`;
  } else {
    const yearFirst = YEAR_FIRST.exec(text);
    if (yearFirst) iso = `${yearFirst[1]}-${yearFirst[2]}-${yearFirst[3]}`;
  }
  return iso !== null && isIsoDate(iso) ? iso : null;
}

/**
 * Which column (0-based) holds what. `amount` (signed) or `debit`/`credit` (unsigned, 'Dare' is
 * outgoing); `description` is every column of the causale, joined in this order; `reference` is
 * the bank's reference of the movement (CRO, TRN, 'Riferimento': the line's identity, decision 207);
 * `currency` a column of currency codes, when the export has one.
 */
export interface BankCsvMapping {
  bookingDate: number;
  valueDate: number | null;
  amount: number | null;
  debit: number | null;
  credit: number | null;
  description: number[];
  counterpartName: number | null;
  counterpartIban: number | null;
  reference: number | null;
  currency: number | null;
}

/** 'Importo (EUR)' → 'importo eur', 'Descrizione Operazione' → 'descrizione operazione', 'Entità' → 'entita'. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Header names per field, Italian and English, strongest first (normalized as normalizeHeader does). */
const HEADER_NAMES = {
  bookingDate: [
    'data contabile',
    'data contabilizzazione',
    'data di contabilizzazione',
    'data registrazione',
    'data reg',
    'data operazione',
    'data op',
    'data movimento',
    'data',
    'booking date',
    'transaction date',
    'date',
  ],
  valueDate: ['data valuta', 'data di valuta', 'valuta', 'value date', 'val'],
  amount: [
    'importo',
    'importo eur',
    'importo euro',
    'importo in euro',
    'importo in eur',
    'importo movimento',
    'importo divisa conto',
    'amount',
    'amount eur',
  ],
  debit: [
    'dare',
    'uscite',
    'uscita',
    'addebiti',
    'addebito',
    'importo dare',
    'importo addebito',
    'movimenti dare',
    'prelievi',
    'debit',
    'debito',
  ],
  credit: [
    'avere',
    'entrate',
    'entrata',
    'accrediti',
    'accredito',
    'importo avere',
    'importo accredito',
    'movimenti avere',
    'versamenti',
    'credit',
    'credito',
  ],
  description: [
    'causale',
    'descrizione',
    'descrizione operazione',
    'descrizione estesa',
    'operazione',
    'dettagli',
    'dettaglio',
    'motivazione',
    'description',
    'details',
  ],
  counterpartName: [
    'controparte',
    'nome controparte',
    'ordinante beneficiario',
    'beneficiario ordinante',
    'ordinante',
    'beneficiario',
    'counterparty',
    'counterpart',
    'payer',
    'payee',
  ],
  counterpartIban: ['iban controparte', 'iban', 'iban ordinante', 'iban beneficiario', 'counterparty iban'],
  reference: [
    'riferimento',
    'riferimento operazione',
    'rif',
    'rif operazione',
    'cro',
    'trn',
    'id operazione',
    'identificativo operazione',
    'numero operazione',
    'reference',
    'transaction id',
  ],
  currency: ['divisa', 'divisa conto', 'currency'],
} as const;

const CURRENCY_CODE = /^[A-Z]{3}$|^€$/;

/**
 * The mapping read from a header row, or null when it lacks a booking date or an amount (one
 * amount column, or a debit and/or a credit column). `sample` (the rows under it) tells a
 * 'Valuta' column of currency codes ('EUR': a currency) from one of dates (the value date).
 */
export function guessBankCsvMapping(
  header: readonly string[],
  sample: readonly (readonly string[])[] = [],
): BankCsvMapping | null {
  const names = header.map(normalizeHeader);
  const used = new Set<number>();
  const take = (candidates: readonly string[], accept: (index: number) => boolean = () => true): number | null => {
    for (const candidate of candidates) {
      const index = names.findIndex((name, i) => name === candidate && !used.has(i) && accept(i));
      if (index >= 0) {
        used.add(index);
        return index;
      }
    }
    return null;
  };
  const holdsCurrencies = (index: number) => {
    const cells = sample.map((row) => (row[index] ?? '').trim()).filter((cell) => cell !== '');
    return cells.length > 0 && cells.every((cell) => CURRENCY_CODE.test(cell.toUpperCase()));
  };
  const currency = take(HEADER_NAMES.currency) ?? take(['valuta'], holdsCurrencies);
  const valueDate = take(HEADER_NAMES.valueDate);
  const bookingDate = take(HEADER_NAMES.bookingDate);
  const amount = take(HEADER_NAMES.amount);
  const debit = amount === null ? take(HEADER_NAMES.debit) : null;
  const credit = amount === null ? take(HEADER_NAMES.credit) : null;
  const counterpartIban = take(HEADER_NAMES.counterpartIban);
  const counterpartName = take(HEADER_NAMES.counterpartName);
  const reference = take(HEADER_NAMES.reference);
  const description: number[] = [];
  names.forEach((name, i) => {
    if (!used.has(i) && (HEADER_NAMES.description as readonly string[]).includes(name)) description.push(i);
  });
  if (bookingDate === null || (amount === null && debit === null && credit === null)) return null;
  return {
    bookingDate,
    valueDate,
    amount,
    debit,
    credit,
    description,
    counterpartName,
    counterpartIban,
    reference,
    currency,
  };
}

/** A mapping the user gave (or one remembered) names a booking date and an amount in columns of this header. */
export function isUsableBankCsvMapping(mapping: BankCsvMapping, columns: number): boolean {
  const indexes = [
    mapping.bookingDate,
    mapping.valueDate,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.counterpartName,
    mapping.counterpartIban,
    mapping.reference,
    mapping.currency,
    ...mapping.description,
  ].filter((index): index is number => index !== null);
  const hasAmount = mapping.amount !== null || mapping.debit !== null || mapping.credit !== null;
  return hasAmount && indexes.every((index) => Number.isInteger(index) && index >= 0 && index < columns);
}

export type BankCsvRowResult =
  | { kind: 'line'; line: BankLine }
  | { kind: 'skip' }
  | { kind: 'errors'; errors: BankLineError[] };

/**
 * One row of the table under the header → a bank line, nothing (a blank row, or the header
 * repeated), or its errors (one per bad cell, each naming the row and the column). `row` is the
 * row's number as a spreadsheet shows it (1-based, the header's rows and the preamble counted).
 */
export function readBankCsvRow(
  cells: readonly string[],
  header: readonly string[],
  mapping: BankCsvMapping,
  row: number,
): BankCsvRowResult {
  const origin = { kind: 'csv', row } as const;
  const cell = (index: number | null) => (index === null ? '' : (cells[index] ?? '').trim());
  const columnName = (index: number) => header[index]?.trim() || `${index + 1}`;
  const mapped = [mapping.bookingDate, mapping.amount, mapping.debit, mapping.credit, ...mapping.description];
  if (mapped.every((index) => cell(index) === '')) return { kind: 'skip' };
  if (
    cells.length === header.length &&
    cells.every((text, i) => normalizeHeader(text) === normalizeHeader(header[i]!))
  ) {
    return { kind: 'skip' };
  }
  if (cells.length !== header.length) {
    const message = bankLineMessages.tooFewColumns(csvCellPlace(row, null), cells.length, header.length);
    return { kind: 'errors', errors: [{ origin, column: null, message }] };
  }
  const errors: BankLineError[] = [];
  const fail = (index: number | null, message: (place: string) => string) => {
    const column = index === null ? null : columnName(index);
    errors.push({ origin, column, message: message(csvCellPlace(row, column)) });
  };

  const dateAt = (index: number): string | null => {
    const text = cell(index);
    if (text === '') return null;
    const iso = parseBankDate(text);
    if (iso === null) fail(index, (place) => bankLineMessages.dateInvalid(place, text));
    return iso;
  };
  const bookingDate = dateAt(mapping.bookingDate);
  if (cell(mapping.bookingDate) === '') fail(mapping.bookingDate, bankLineMessages.dateMissing);
  const valueDate = mapping.valueDate === null ? null : dateAt(mapping.valueDate);

  /** The cents of one amount cell: null when empty (or 0 in a Dare/Avere column), undefined when it is wrong. */
  const amountAt = (index: number, zeroIsEmpty: boolean): number | null | undefined => {
    const text = cell(index);
    const amount = parseBankAmount(text);
    if (amount.ok) return amount.cents === 0 && zeroIsEmpty ? null : amount.cents;
    if (amount.error === 'empty') return null;
    fail(index, (place) =>
      amount.error === 'tooLarge'
        ? bankLineMessages.amountTooLarge(place)
        : bankLineMessages.amountInvalid(place, text),
    );
    return undefined;
  };
  let amountCents: number | null | undefined = null;
  if (mapping.amount !== null) {
    amountCents = amountAt(mapping.amount, false);
    if (amountCents === null) fail(mapping.amount, bankLineMessages.amountMissing);
    else if (amountCents === 0) fail(mapping.amount, bankLineMessages.amountZero);
  } else {
    const debit = mapping.debit === null ? null : amountAt(mapping.debit, true);
    const credit = mapping.credit === null ? null : amountAt(mapping.credit, true);
    if (debit !== undefined && credit !== undefined) {
      if (debit !== null && credit !== null) fail(null, bankLineMessages.debitAndCredit);
      else if (debit === null && credit === null) fail(mapping.credit ?? mapping.debit, bankLineMessages.amountMissing);
      else amountCents = debit !== null ? -Math.abs(debit) : Math.abs(credit!);
    }
  }
  if (mapping.currency !== null) {
    const currency = cell(mapping.currency).toUpperCase();
    if (currency !== '' && currency !== 'EUR' && currency !== '€') {
      fail(mapping.currency, (place) => bankLineMessages.currencyNotEuro(place, currency));
    }
  }
  if (errors.length > 0 || bookingDate === null || typeof amountCents !== 'number' || amountCents === 0) {
    return { kind: 'errors', errors };
  }
  const optional = (index: number | null) => {
    const text = cleanText(cell(index));
    return text === '' ? null : text;
  };
  return {
    kind: 'line',
    line: {
      bookingDate,
      valueDate: valueDate ?? bookingDate,
      amountCents,
      currency: 'EUR',
      description: cleanText(mapping.description.map((index) => cell(index)).join(' ')),
      reference: null,
      counterpartName: optional(mapping.counterpartName),
      counterpartIban: readIban(cell(mapping.counterpartIban)),
      bankReference: optional(mapping.reference),
      entryReference: null,
      endToEndId: null,
      reversal: false,
      accountIban: null,
      origin,
    },
  };
}
