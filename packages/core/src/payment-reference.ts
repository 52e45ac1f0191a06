/**
 * The payment reference of a request to pay (docs/domain.md §18, decision 203), pure: an ISO 11649
 * creditor reference, 'RF' + two check digits (ISO 7064 mod 97-10) + up to 21 letters or digits.
 *
 * CasaConti's references name a contract and a month, in digits only: the body is the contract's
 * code (12 digits read from the first 40 bits of its id) then the month as YYMM: 'RF' + 2 + 12 + 4 =
 * 20 characters, five groups of four. Digits only because mod 97-10 finds every single changed digit
 * and every swap of two neighbours only among digits (a letter counts as two digits); a letter typed
 * into one is refused as not ours. The same contract and month always give the same reference;
 * nothing is stored.
 */

const MAX_BODY = 21;
const CODE_LENGTH = 12;
const CODE_SPACE = 10n ** BigInt(CODE_LENGTH);

/** ISO 7064 mod 97-10 of an alphanumeric string: letters count A = 10 … Z = 35. */
export function mod97(value: string): number {
  let rest = 0;
  for (const ch of value) {
    const n = Number.parseInt(ch, 36);
    if (Number.isNaN(n)) return Number.NaN;
    rest = n < 10 ? (rest * 10 + n) % 97 : (rest * 100 + n) % 97;
  }
  return rest;
}

/** The check digits of a body: 98 − mod97(body + 'RF00'), two digits. */
function checkDigits(body: string): string {
  return String(98 - mod97(`${body}RF00`)).padStart(2, '0');
}

/** 'RF' + check digits + body; the body is 1–21 letters or digits (any case). */
export function makeCreditorReference(body: string): string {
  const b = body.toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(b)) throw new RangeError(`creditor reference body: 1–${MAX_BODY} letters or digits`);
  return `RF${checkDigits(b)}${b}`;
}

/** A reference in its electronic form ('RF' + 2 digits + 1–21 alphanumerics) whose check holds. */
export function isValidCreditorReference(ref: string): boolean {
  if (!/^RF[0-9]{2}[0-9A-Z]{1,21}$/.test(ref)) return false;
  return mod97(`${ref.slice(4)}${ref.slice(0, 4)}`) === 1;
}

/**
 * A reference as a person typed or a bank carried it: any blanks and case, 'RF' or not. The
 * electronic form when it is a valid reference, else null.
 */
export function parseCreditorReference(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return null;
  const ref = compact.startsWith('RF') ? compact : `RF${compact}`;
  return isValidCreditorReference(ref) ? ref : null;
}

/**
 * Blanks dropped, upper case, groups of four: how references and IBANs are printed. No library
 * behind it: the public statement's code shows an IBAN without carrying ibantools.
 */
export function groupInFours(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Groups of four: 'RF18 5390 0754 7034'. */
export function formatCreditorReference(ref: string): string {
  return groupInFours(ref);
}

/** The contract's code in references: 12 digits from the first 40 bits of its UUID. */
export function contractReferenceCode(contractId: string): string {
  const hex = contractId.replace(/-/g, '').slice(0, 10);
  if (!/^[0-9a-fA-F]{10}$/.test(hex)) throw new RangeError('contract id: a UUID');
  return String(BigInt(`0x${hex}`) % CODE_SPACE).padStart(CODE_LENGTH, '0');
}

/** The reference of a contract's month ('yyyy-MM'): stable, the same inputs give the same one. */
export function contractMonthReference(contractId: string, month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError("month: 'yyyy-MM'");
  return makeCreditorReference(`${contractReferenceCode(contractId)}${month.slice(2, 4)}${month.slice(5, 7)}`);
}

/**
 * What a CasaConti reference names (the matching's reading): the contract code and the month
 * ('yyyy-MM', years 2000–2099), or null for any other valid or invalid reference.
 */
export function readContractMonthReference(input: string): { contractCode: string; month: string } | null {
  const ref = parseCreditorReference(input);
  if (!ref) return null;
  const body = ref.slice(4);
  if (!new RegExp(`^\\d{${CODE_LENGTH + 2}}(0[1-9]|1[0-2])$`).test(body)) return null;
  const yy = body.slice(CODE_LENGTH, CODE_LENGTH + 2);
  return { contractCode: body.slice(0, CODE_LENGTH), month: `20${yy}-${body.slice(CODE_LENGTH + 2)}` };
}

/** 'MM/yyyy' of a 'yyyy-MM' month. */
const monthText = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

export type PaymentRequestReference = {
  /** Electronic form, e.g. 'RF18539007547034'. */
  reference: string;
  /** The month the reference names ('yyyy-MM'): the oldest month asked for. */
  month: string;
  /** The text for the payer: 'Affitto 03/2026 Via Roma 10' (or 'Affitto 01/2026-03/2026 …'). */
  text: string;
};

/**
 * The reference and text of one request to pay a contract's items (decision 203): the items' due
 * dates ('yyyy-MM-dd') name the months asked for; the reference names the contract and the oldest
 * of them (a payment pays the oldest items first, docs/domain.md §12), the text spans them all.
 * Null when nothing is asked for.
 */
export function paymentRequestReference(opts: {
  contractId: string;
  dueDates: readonly string[];
  streetAddress: string;
}): PaymentRequestReference | null {
  const months = [...new Set(opts.dueDates.map((d) => d.slice(0, 7)))].sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return null;
  const span = first === last ? monthText(first) : `${monthText(first)}-${monthText(last)}`;
  return {
    reference: contractMonthReference(opts.contractId, first),
    month: first,
    text: `Affitto ${span} ${opts.streetAddress}`.replace(/\s+/g, ' ').trim(),
  };
}
