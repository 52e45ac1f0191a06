/**
 * The EPC QR code's text (EPC069-12 'Quick Response Code: guidelines to enable data capture for the
 * initiation of a SEPA credit transfer', docs/domain.md §18, decision 204), pure. One element per
 * line, LF between them, nothing after the last filled one:
 *
 *  1 service tag 'BCD'          5 BIC: empty (optional in version 002 within the EEA)
 *  2 version '002'               6 beneficiary name (≤ 70)
 *  3 character set '1' (UTF-8)   7 beneficiary IBAN
 *  4 identification 'SCT'        8 amount 'EUR123.45' (0.01–999999999.99)
 *  9 purpose: empty             10 structured remittance: the RF creditor reference
 * 11 unstructured remittance: empty (EPC069-12 allows one of 10 and 11, never both)
 * 12 beneficiary to originator information (≤ 70): the text 'Affitto 03/2026 Via Roma 10',
 *    shown to the payer by the banking app, not sent on with the transfer.
 */
import { isSepaIban, normalizeIban } from './iban';
import { isValidCreditorReference } from './payment-reference';

export type EpcQrFields = {
  beneficiaryName: string;
  iban: string;
  amountCents: number;
  /** The ISO 11649 reference, electronic form. */
  reference: string;
  /** Shown to the payer (≤ 70 characters; longer is cut). */
  text: string;
};

export const EPC_MAX_NAME = 70;
export const EPC_MAX_INFORMATION = 70;
const MAX_AMOUNT_CENTS = 99_999_999_999;

/** One line of the payload: blanks folded (a line feed would shift every element), cut to `max`. */
function element(value: string, max: number): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** 'EUR1234.50' from cents: dot as separator, no thousands, at most 2 decimals. */
export function epcAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > MAX_AMOUNT_CENTS) throw new RangeError('EPC amount');
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return `EUR${euros}.${String(rest).padStart(2, '0')}`;
}

/** The QR code's text. Throws on a field EPC069-12 would refuse (the callers pass checked data). */
export function buildEpcQrPayload(fields: EpcQrFields): string {
  const iban = normalizeIban(fields.iban);
  if (!isSepaIban(iban)) throw new RangeError('EPC IBAN');
  if (!isValidCreditorReference(fields.reference)) throw new RangeError('EPC reference');
  const name = element(fields.beneficiaryName, EPC_MAX_NAME);
  if (name === '') throw new RangeError('EPC beneficiary name');
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    '',
    name,
    iban,
    epcAmount(fields.amountCents),
    '',
    fields.reference,
    '',
    element(fields.text, EPC_MAX_INFORMATION),
  ];
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

export type EpcQrReading = {
  version: string;
  characterSet: string;
  identification: string;
  bic: string;
  beneficiaryName: string;
  iban: string;
  amountCents: number | null;
  purpose: string;
  structuredReference: string;
  unstructuredRemittance: string;
  information: string;
};

/** Reads a payload back into its elements (what a banking app does; the tests' check). */
export function readEpcQrPayload(payload: string): EpcQrReading | null {
  const l = payload.split(/\r?\n/);
  if (l[0] !== 'BCD' || l.length < 7 || l.length > 12) return null;
  const at = (i: number) => l[i] ?? '';
  const amount = /^EUR(\d{1,9})(?:\.(\d{1,2}))?$/.exec(at(7));
  return {
    version: at(1),
    characterSet: at(2),
    identification: at(3),
    bic: at(4),
    beneficiaryName: at(5),
    iban: at(6),
    amountCents: amount ? Number(amount[1]) * 100 + Number((amount[2] ?? '0').padEnd(2, '0')) : null,
    purpose: at(8),
    structuredReference: at(9),
    unstructuredRemittance: at(10),
    information: at(11),
  };
}
