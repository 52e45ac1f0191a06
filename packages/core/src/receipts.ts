/**
 * Receipts (docs/domain.md §12): their number, the amount in Italian words, the revenue stamp rule and
 * the data a receipt document is made from. Pure: the PDF and the email are the server's
 * (apps/server/src/lib/documents/, lib/receipt-email.ts).
 */
import { assertCents, formatEuro } from './money';

/** A receipt's number within its landlord's year: '2026/0007' (4 digits, more past 9999). */
export function formatReceiptNumber(year: number, n: number): string {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a receipt counter: ${n}`);
  return `${year}/${String(n).padStart(4, '0')}`;
}

/** 'Ricevuta n. 2026/0007': the receipt's title, as the PDF, the email and the pages show it. */
export function receiptLabel(receiptNumber: string): string {
  return `Ricevuta n. ${receiptNumber}`;
}

/**
 * Paper receipts over 77,47 € carry a 2,00 € revenue stamp ('marca da bollo', DPR 642/1972,
 * tariff art. 13): the amount is compared in cents, so 77,47 € needs none and 77,48 € does.
 */
export const STAMP_DUTY_THRESHOLD_CENTS = 7747;
export const STAMP_DUTY_CENTS = 200;

export function needsStampDuty(cents: number): boolean {
  assertCents(cents);
  return cents > STAMP_DUTY_THRESHOLD_CENTS;
}

/** The largest amount written in words: 999.999,99 €. */
export const MAX_WORDS_CENTS = 99_999_999;

const UNITS = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
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
const TENS = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];

/** 1–99. 'venti' + 'uno' → 'ventuno', + 'otto' → 'ventotto'. */
function tensWords(n: number): string {
  if (n < 20) return UNITS[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  if (unit === 0) return tens;
  if (unit === 1 || unit === 8) return tens.slice(0, -1) + UNITS[unit];
  return tens + UNITS[unit];
}

/** 1–999. 'cento' + 'ottanta' → 'centottanta', + 'otto' → 'centotto'; 'centouno'. */
function hundredsWords(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return tensWords(rest);
  const head = hundreds === 1 ? 'cento' : `${UNITS[hundreds]}cento`;
  if (rest === 0) return head;
  const tail = tensWords(rest);
  // 'cento' drops its 'o' before 'otto' and 'ottanta…' (never before 'uno': 'centouno').
  return tail.startsWith('ott') ? head.slice(0, -1) + tail : head + tail;
}

/** A whole number 0–999.999.999 in Italian words, written as one word as on cheques and receipts. */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999) throw new RangeError(`Out of range: ${n}`);
  if (n === 0) return 'zero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  let words = '';
  if (millions === 1) words += 'unmilione';
  else if (millions > 1) words += `${hundredsWords(millions)}milioni`;
  if (thousands === 1) words += 'mille';
  else if (thousands > 1) words += `${hundredsWords(thousands)}mila`;
  if (rest > 0) words += hundredsWords(rest);
  // A compound ending in 'tre' takes the accent ('ventitré', 'centotré', 'milletré'), only there.
  return words !== 'tre' && words.endsWith('tre') ? `${words.slice(0, -1)}é` : words;
}

/**
 * The amount as Italian receipts and cheques write it (decision 076): the euros in words, a
 * slash and the cents in figures, e.g. 32550 → 'trecentoventicinque/50', 100 → 'uno/00',
 * 1 → 'zero/01'. From 0,00 to 999.999,99 €.
 */
export function amountInWords(cents: number): string {
  assertCents(cents);
  if (cents < 0 || cents > MAX_WORDS_CENTS) throw new RangeError(`Amount out of range: ${cents}`);
  const euros = Math.floor(cents / 100);
  return `${integerInWords(euros)}/${String(cents % 100).padStart(2, '0')}`;
}

/**
 * One line of a receipt (the ledger assembles it; docs/domain.md §12): `amountCents` what this payment
 * paid of the item (negative for a conguaglio credit netted), `itemAmountCents` the item's whole
 * amount (> 0, of the credit too) and `stillOwedCents` what was still open on it once this
 * payment was recorded (0: paid in full).
 */
export type ReceiptItem = {
  label: string;
  periodStart: string | null;
  periodEnd: string | null;
  amountCents: number;
  itemAmountCents: number;
  stillOwedCents: number;
};

/**
 * Whether the payment paid the line in full or in part (docs/domain.md §12): 'a saldo', or 'in acconto
 * su 450,00 € · restano 215,00 €'; a credit netted reads 'credito compensato' ('… in parte ·
 * restano …' when some of it is left).
 */
export function receiptItemSettlement(
  item: Pick<ReceiptItem, 'amountCents' | 'itemAmountCents' | 'stillOwedCents'>,
): string {
  const left = ` · restano ${formatEuro(item.stillOwedCents)}`;
  if (item.amountCents < 0)
    return item.stillOwedCents > 0 ? `credito compensato in parte${left}` : 'credito compensato';
  return item.stillOwedCents > 0 ? `in acconto su ${formatEuro(item.itemAmountCents)}${left}` : 'a saldo';
}

export type ReceiptData = {
  /** formatReceiptNumber's '2026/0007'. */
  number: string;
  /** yyyy-MM-dd: the date the payment was received. */
  issuedOn: string;
  landlord: { name: string; fiscalCode: string | null; address: string | null };
  tenant: { name: string };
  propertyAddress: string;
  items: ReceiptItem[];
  amountCents: number;
  /** 'Bonifico', 'Contanti'… as shown. */
  methodLabel: string;
  note: string | null;
  cancelled: boolean;
  cancellationReason: string | null;
};
