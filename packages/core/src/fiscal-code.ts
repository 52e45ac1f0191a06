/**
 * Italian tax identifiers, pure (the landlord's profile, printed on receipts: docs/domain.md §12): a
 * person's codice fiscale (16 characters, check letter, omocodia letters accepted) or a
 * company's partita IVA (11 digits, check digit). Decision 095.
 */

const ODD_VALUES: Record<string, number> = {
  0: 1,
  1: 0,
  2: 5,
  3: 7,
  4: 9,
  5: 13,
  6: 15,
  7: 17,
  8: 19,
  9: 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

/** Digits, or their omocodia letters (L M N P Q R S T U V), where a codice fiscale has digits. */
const D = '[0-9LMNPQRSTUV]';
const CODICE_FISCALE = new RegExp(`^[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z]$`);

function evenValue(ch: string): number {
  return /[0-9]/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
}

/** The check letter of a codice fiscale's first 15 characters (upper case; omocodia letters as they stand). */
export function codiceFiscaleCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i] as string;
    // Positions 1, 3, 5… (1-based) are 'odd'.
    sum += i % 2 === 0 ? (ODD_VALUES[ch] ?? 0) : evenValue(ch);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** A person's codice fiscale: its shape and its check letter (upper case expected). */
export function isValidCodiceFiscale(code: string): boolean {
  if (!CODICE_FISCALE.test(code)) return false;
  return codiceFiscaleCheckLetter(code.slice(0, 15)) === code[15];
}

/** A partita IVA: 11 digits, the last one the check digit. */
export function isValidPartitaIva(code: string): boolean {
  if (!/^[0-9]{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const n = Number(code[i]);
    if (i % 2 === 0) sum += n;
    else sum += n * 2 > 9 ? n * 2 - 9 : n * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

/** The form's value as stored: blanks removed, upper case. */
export function normalizeFiscalCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Either identifier, normalized first. */
export function isValidFiscalCode(text: string): boolean {
  const code = normalizeFiscalCode(text);
  return isValidCodiceFiscale(code) || isValidPartitaIva(code);
}
