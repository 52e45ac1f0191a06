/**
 * Bank lines as the statement parsers give them (docs/domain.md §18), and each line's identity:
 * the key that makes importing the same or an overlapping statement store a line once
 * (decision 207). Pure: no I/O, no clock.
 */
import { isValidIban, normalizeIban } from './iban';

/** Where a line came from in its file: camt's entry (1-based, across the file) and transaction detail, or a CSV row. */
export type BankLineOrigin = { kind: 'camt'; entry: number; detail: number | null } | { kind: 'csv'; row: number };

/** One movement of a bank account, as read from a statement file (not stored yet). */
export interface BankLine {
  /** 'yyyy-MM-dd': the day the bank booked it (BookgDt; the CSV's 'Data contabile'). */
  bookingDate: string;
  /** 'yyyy-MM-dd': the value date (ValDt; 'Data valuta'); the booking date when the file gives none. */
  valueDate: string;
  /** Integer cents, never 0: + incoming (CRDT, 'Avere'), − outgoing (DBIT, 'Dare'). */
  amountCents: number;
  /** Only euro lines become lines; any other currency is a line error (docs/domain.md §18). */
  currency: 'EUR';
  /** The causale: camt's Ustrd joined by spaces (or the additional information), the CSV's description columns; '' when none. */
  description: string;
  /** The structured creditor reference (camt RmtInf/Strd/CdtrRefInf/Ref, e.g. 'RF18…'), when given. */
  reference: string | null;
  /** The other party: the debtor of an incoming line, the creditor of an outgoing one. */
  counterpartName: string | null;
  /** The other party's IBAN in electronic format ('IT60X0542811101000000123456'), only when it is a valid IBAN. */
  counterpartIban: string | null;
  /**
   * The bank's own reference of the movement, the line's identity when present (decision 207):
   * camt's AcctSvcrRef (of the transaction detail, else of the entry, '/n' added for the n-th
   * detail of a batch), or the CSV's reference column (CRO/TRN/'Riferimento').
   */
  bankReference: string | null;
  /** camt's NtryRef (often a counter within one statement, so never used as identity). */
  entryReference: string | null;
  /** The payer's end-to-end id (camt Refs/EndToEndId; 'NOTPROVIDED' dropped). */
  endToEndId: string | null;
  /** camt RvslInd: the bank reverses an earlier entry (the sign is already the reversal's). */
  reversal: boolean;
  /** camt: the IBAN of the statement's own account (Stmt/Acct), to check against the chosen account; CSV: null. */
  accountIban: string | null;
  origin: BankLineOrigin;
}

/** A line that could not be read: the file's other lines are still given. */
export interface BankLineError {
  origin: BankLineOrigin;
  /** The CSV column's header (or null). */
  column: string | null;
  /** Italian, naming the place ('Riga 12, colonna «Importo»: importo non valido («abc»).'). */
  message: string;
}

/** What a statement file gave: its lines, the lines it could not read, and what it left out on purpose. */
export interface ParsedBankStatement {
  format: 'camt.053' | 'camt.054' | 'csv';
  /** The message's version ('001.02', '001.08') read from its namespace; null for CSV or when absent. */
  version: string | null;
  /** The IBANs of the accounts the file is about (camt's Stmt/Ntfctn Acct); [] for a CSV. */
  accountIbans: string[];
  lines: BankLine[];
  errors: BankLineError[];
  /** Left out without being errors: camt entries not booked (Sts other than BOOK), blank or repeated-header CSV rows. */
  skipped: number;
}

/** A whole file is refused (too large, not a statement, DOCTYPE…) with one Italian message, or read. */
export type BankStatementResult = { ok: true; statement: ParsedBankStatement } | { ok: false; message: string };

/**
 * A counterpart IBAN in electronic format when it is a valid IBAN, else null ('it60 x054…' →
 * 'IT60X054…'): core's one IBAN normalization (iban.ts), kept only when valid.
 */
export function readIban(text: string | null | undefined): string | null {
  if (!text) return null;
  const iban = normalizeIban(text);
  return iban && isValidIban(iban) ? iban : null;
}

/** Spaces of any kind collapsed to one, trimmed, NFC: how a description or a name is kept. */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The description as the fingerprint compares it: cleaned and upper-cased (a re-export that changes case or spacing is the same line). */
export function fingerprintDescription(description: string): string {
  return cleanText(description).toLocaleUpperCase('it-IT');
}

/** What a line's identity depends on. */
export type BankLineIdentityFields = Pick<BankLine, 'bookingDate' | 'amountCents' | 'description' | 'bankReference'>;

/**
 * The identity key of each line of one file, in the file's order (docs/domain.md §18, decision 207):
 * - with a bank reference: ['ref', account, reference, n];
 * - without: ['fp', account, booking date, cents, description (fingerprintDescription), n];
 * n = how many earlier lines of the same file have the same key so far (0 for the first). Two
 * identical transfers on the same day are 0 and 1 in every file that holds that whole day, so a
 * statement imported twice, or one overlapping another, gives the same keys for the same lines.
 * The key is a JSON array written as text: no separator can be confused with a field.
 */
export function bankLineKeys(accountId: string, lines: readonly BankLineIdentityFields[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base =
      line.bankReference !== null && line.bankReference.trim() !== ''
        ? ['ref', accountId, line.bankReference.trim()]
        : ['fp', accountId, line.bookingDate, line.amountCents, fingerprintDescription(line.description)];
    const baseKey = JSON.stringify(base);
    const n = seen.get(baseKey) ?? 0;
    seen.set(baseKey, n + 1);
    return JSON.stringify([...base, n]);
  });
}
