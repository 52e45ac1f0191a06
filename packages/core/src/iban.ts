/**
 * IBANs of the landlord's bank accounts (docs/domain.md §18, decision 202), pure: checked with
 * ibantools (country, length, BBAN format and the mod-97 check digits), stored in the electronic
 * form (no blanks, upper case) and shown in groups of four. Only SEPA countries: the rent is asked
 * for as a SEPA credit transfer (the EPC QR code, ./epc-qr.ts).
 */
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { groupInFours } from './payment-reference';

/** The electronic form: blanks, dots and dashes dropped, upper case ('' for blank input). */
export function normalizeIban(input: string): string {
  return electronicFormatIBAN(input.replace(/[\s.]/g, '')) ?? '';
}

/** A normalized IBAN that ibantools accepts (check digits, country length and format). */
export function isValidIban(iban: string): boolean {
  return isValidIBAN(iban);
}

/** A valid IBAN of a SEPA country (an EPC QR code can carry it). */
export function isSepaIban(iban: string): boolean {
  return isValidIban(iban) && isSEPACountry(iban.slice(0, 2));
}

/** Groups of four: 'IT60 X054 2811 1010 0000 0123 456'. */
export function formatIban(iban: string): string {
  return groupInFours(normalizeIban(iban));
}
