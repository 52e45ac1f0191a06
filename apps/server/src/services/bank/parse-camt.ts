/**
 * ISO 20022 camt.053 (bank-to-customer statement) and camt.054 (debit/credit notification), any
 * version (001.02 … 001.08 and later: the namespace is not checked, the elements are read by
 * name), into bank lines (docs/domain.md §18, decision 206). Never throws: a file is refused with
 * one Italian message, or read into lines and per-line errors.
 *
 * Safety: a DOCTYPE or ENTITY declaration refuses the file before any parsing (no external
 * entity, no 'billion laughs'); the parser runs with entity processing off besides, and only the
 * five predefined entities and numeric character references are decoded, by hand, in one pass.
 */
import {
  type BankLine,
  type BankLineError,
  type BankStatementResult,
  cleanText,
  readIban,
} from '@casaconti/core/bank-lines';
import { MAX_BANK_STATEMENT_BYTES } from '@casaconti/core/constants';
import { isIsoDate } from '@casaconti/core/dates';
import {
  BANK_STATEMENT_MESSAGES,
  bankLineMessages,
  bankXmlInvalidMessage,
  camtEntryPlace,
} from '@casaconti/core/messages';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeStatementText } from './decode-text';

type Node = Record<string, unknown>;

/** Elements that may repeat: always read as arrays. */
const REPEATED = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal', 'AddtlNtryInf']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  maxNestedTags: 40,
  jPath: false,
  isArray: (name) => REPEATED.has(name),
});

/** A DOCTYPE or an ENTITY declaration anywhere (any case: XML's own are upper case, a lower-case one is refused too). */
const DECLARATIONS = /<!\s*(?:DOCTYPE|ENTITY)/i;
const NAMESPACE_VERSION = /urn:iso:std:iso:20022:tech:xsd:camt\.05[34]\.(\d{3}\.\d{2})/;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|(amp|lt|gt|quot|apos));/g;

/** The predefined entities and numeric character references, in one pass ('&amp;lt;' → '&lt;'). */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    REFERENCE,
    (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
      if (name) return PREDEFINED[name]!;
      const code = hex ? Number.parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    },
  );
}

function node(value: unknown): Node | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;
}

/** The element at a path of names (the first of any repeated one). */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const name of path) {
    const here = Array.isArray(current) ? current[0] : current;
    current = node(here)?.[name];
  }
  return current;
}

function list(value: unknown, name: string): unknown[] {
  const found = node(value)?.[name];
  return Array.isArray(found) ? found : found === undefined ? [] : [found];
}

/** An element's text (decoded, cleaned), or null when absent or empty. */
function text(value: unknown): string | null {
  const here = Array.isArray(value) ? value[0] : value;
  const raw =
    typeof here === 'string'
      ? here
      : typeof node(here)?.['#text'] === 'string'
        ? (node(here)!['#text'] as string)
        : null;
  if (raw === null) return null;
  const cleaned = cleanText(decodeReferences(raw));
  return cleaned === '' ? null : cleaned;
}

function texts(value: unknown, name: string): string[] {
  return list(value, name)
    .map(text)
    .filter((t): t is string => t !== null);
}

/** camt's Amt: an element with a Ccy attribute and a decimal text ('1234.5', at most 2 decimals that are not 0). */
function amountOf(value: unknown): { cents: number | null; currency: string | null; text: string } | null {
  const element = Array.isArray(value) ? value[0] : value;
  if (element === undefined) return null;
  const raw = text(element) ?? '';
  const currency = typeof node(element)?.['@Ccy'] === 'string' ? (node(element)!['@Ccy'] as string).trim() : null;
  const match = /^(\d{1,15})(?:\.(\d{1,5}))?$/.exec(raw);
  if (!match || !/^\d{0,2}0*$/.test(match[2] ?? '')) return { cents: null, currency, text: raw };
  const cents = Number(BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').slice(0, 2).padEnd(2, '0')));
  return { cents: Number.isSafeInteger(cents) ? cents : null, currency, text: raw };
}

/** BookgDt / ValDt: Dt or DtTm, as 'yyyy-MM-dd' (the day the bank wrote, whatever the offset). */
function dateOf(value: unknown): string | null {
  const day = (text(at(value, 'Dt')) ?? text(at(value, 'DtTm')))?.slice(0, 10) ?? null;
  return day !== null && isIsoDate(day) ? day : null;
}

function signOf(value: unknown): 1 | -1 | null {
  const indicator = text(value);
  return indicator === 'CRDT' ? 1 : indicator === 'DBIT' ? -1 : null;
}

/** A party's name: Nm (001.02) or Pty/Nm (001.08's Party40Choice). */
function partyName(party: unknown): string | null {
  return text(at(party, 'Nm')) ?? text(at(party, 'Pty', 'Nm'));
}

interface Detail {
  description: string;
  reference: string | null;
  counterpartName: string | null;
  counterpartIban: string | null;
  bankReference: string | null;
  endToEndId: string | null;
}

/** What one TxDtls says; the counterpart is the debtor of an incoming line, the creditor of an outgoing one. */
function readDetail(detail: unknown, sign: 1 | -1): Detail {
  const parties = at(detail, 'RltdPties');
  const [party, ultimate, account] = sign > 0 ? ['Dbtr', 'UltmtDbtr', 'DbtrAcct'] : ['Cdtr', 'UltmtCdtr', 'CdtrAcct'];
  const remittance = at(detail, 'RmtInf');
  const references = [
    ...new Set(
      list(remittance, 'Strd')
        .map((s) => text(at(s, 'CdtrRefInf', 'Ref')))
        .filter((r): r is string => r !== null),
    ),
  ];
  const endToEnd = text(at(detail, 'Refs', 'EndToEndId'));
  return {
    description: texts(remittance, 'Ustrd').join(' ') || (text(at(detail, 'AddtlTxInf')) ?? ''),
    reference: references.length > 0 ? references.join(' ') : null,
    counterpartName: partyName(at(parties, party)) ?? partyName(at(parties, ultimate)),
    counterpartIban: readIban(text(at(parties, account, 'Id', 'IBAN'))),
    bankReference: text(at(detail, 'Refs', 'AcctSvcrRef')),
    endToEndId: endToEnd === null || endToEnd.toUpperCase() === 'NOTPROVIDED' ? null : endToEnd,
  };
}

function findMessage(tree: unknown): { format: 'camt.053' | 'camt.054'; body: Node } | null {
  // Document at the root, or inside an envelope (a business message with its AppHdr).
  const queue: unknown[] = [tree];
  for (let depth = 0; depth < 4 && queue.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of queue) {
      const here = node(item);
      if (!here) continue;
      const statement = node(here.BkToCstmrStmt);
      if (statement) return { format: 'camt.053', body: statement };
      const notification = node(here.BkToCstmrDbtCdtNtfctn);
      if (notification) return { format: 'camt.054', body: notification };
      for (const [key, value] of Object.entries(here)) if (!key.startsWith('@')) next.push(value);
    }
    queue.splice(0, queue.length, ...next.flat());
  }
  return null;
}

/**
 * Reads a camt.053 or camt.054 file. Each booked entry (Sts BOOK, or no status) is one line,
 * or, for a batch (several TxDtls with their amounts), one line per transaction detail: their
 * signed amounts must add up to the entry's, to the cent, else the entry is an error. A batch
 * whose details give no amounts is one line of the entry's amount. Entries not booked (PDNG,
 * INFO) are skipped; an entry in another currency is an error, not a line.
 */
export function parseCamt(bytes: Uint8Array): BankStatementResult {
  if (bytes.length === 0) return { ok: false, message: BANK_STATEMENT_MESSAGES.empty };
  if (bytes.length > MAX_BANK_STATEMENT_BYTES) return { ok: false, message: BANK_STATEMENT_MESSAGES.tooLarge };
  const xml = decodeStatementText(bytes).text.trimStart();
  if (DECLARATIONS.test(xml)) return { ok: false, message: BANK_STATEMENT_MESSAGES.xmlDeclarationsRefused };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    // Tags left open (a truncated file) are reported at 1:1: name the line where the file stops instead.
    const line = valid.err.code === 'InvalidXml' ? xml.trimEnd().split('\n').length : valid.err.line;
    return { ok: false, message: bankXmlInvalidMessage(line ?? null) };
  }
  let tree: unknown;
  try {
    tree = parser.parse(xml);
  } catch {
    return { ok: false, message: bankXmlInvalidMessage(null) };
  }
  const message = findMessage(tree);
  if (!message) return { ok: false, message: BANK_STATEMENT_MESSAGES.notCamt };

  const lines: BankLine[] = [];
  const errors: BankLineError[] = [];
  const accountIbans = new Set<string>();
  let skipped = 0;
  let entryNumber = 0;
  for (const statement of list(message.body, message.format === 'camt.053' ? 'Stmt' : 'Ntfctn')) {
    const accountIban = readIban(text(at(statement, 'Acct', 'Id', 'IBAN')));
    if (accountIban) accountIbans.add(accountIban);
    for (const entry of list(statement, 'Ntry')) {
      entryNumber += 1;
      const status = text(at(entry, 'Sts', 'Cd')) ?? text(at(entry, 'Sts'));
      if (status !== null && status.toUpperCase() !== 'BOOK') {
        skipped += 1;
        continue;
      }
      const read = readEntry(entry, entryNumber, accountIban);
      if (read.ok) lines.push(...read.lines);
      else errors.push(read.error);
    }
  }
  if (entryNumber === 0) return { ok: false, message: BANK_STATEMENT_MESSAGES.noEntries };
  return {
    ok: true,
    statement: {
      format: message.format,
      version: NAMESPACE_VERSION.exec(xml.slice(0, 4096))?.[1] ?? null,
      accountIbans: [...accountIbans],
      lines,
      errors,
      skipped,
    },
  };
}

function readEntry(
  entry: unknown,
  number: number,
  accountIban: string | null,
): { ok: true; lines: BankLine[] } | { ok: false; error: BankLineError } {
  const fail = (message: string, detail: number | null = null) =>
    ({ ok: false, error: { origin: { kind: 'camt', entry: number, detail }, column: null, message } }) as const;
  const place = camtEntryPlace(number);
  const amount = amountOf(at(entry, 'Amt'));
  if (amount === null || amount.text === '') return fail(bankLineMessages.amountMissing(place));
  if (amount.currency !== null && amount.currency !== 'EUR')
    return fail(bankLineMessages.currencyNotEuro(place, amount.currency));
  if (amount.cents === null) return fail(bankLineMessages.amountInvalid(place, amount.text));
  if (amount.cents === 0) return fail(bankLineMessages.amountZero(place));
  const sign = signOf(at(entry, 'CdtDbtInd'));
  if (sign === null) return fail(bankLineMessages.directionInvalid(place));
  const bookingDate = dateOf(at(entry, 'BookgDt')) ?? dateOf(at(entry, 'ValDt'));
  if (bookingDate === null) return fail(bankLineMessages.dateMissing(place));
  const valueDate = dateOf(at(entry, 'ValDt')) ?? bookingDate;
  const entryBankReference = text(at(entry, 'AcctSvcrRef'));
  const entryDescription = texts(entry, 'AddtlNtryInf').join(' ');

  const common = {
    bookingDate,
    valueDate,
    currency: 'EUR' as const,
    entryReference: text(at(entry, 'NtryRef')),
    reversal: text(at(entry, 'RvslInd'))?.toLowerCase() === 'true',
    accountIban,
  };
  const details = list(entry, 'NtryDtls').flatMap((d) => list(d, 'TxDtls'));
  const amounts = details.map((d) => amountOf(at(d, 'Amt')) ?? amountOf(at(d, 'AmtDtls', 'TxAmt', 'Amt')));

  if (details.length <= 1 || amounts.every((a) => a === null)) {
    // One line of the entry's amount: a single transfer, or a batch that gives no amounts per detail.
    const read = details.map((d) => readDetail(d, sign));
    const only = <K extends keyof Detail>(key: K) => {
      const values = [...new Set(read.map((d) => d[key]))];
      return values.length === 1 ? values[0]! : null;
    };
    return {
      ok: true,
      lines: [
        {
          ...common,
          amountCents: sign * amount.cents,
          description: cleanText(read.map((d) => d.description).join(' ')) || entryDescription,
          reference: only('reference'),
          counterpartName: only('counterpartName'),
          counterpartIban: only('counterpartIban'),
          bankReference: (details.length === 1 ? read[0]!.bankReference : null) ?? entryBankReference,
          endToEndId: only('endToEndId'),
          origin: { kind: 'camt', entry: number, detail: null },
        },
      ],
    };
  }

  const lines: BankLine[] = [];
  let total = 0;
  for (const [i, detail] of details.entries()) {
    const detailPlace = camtEntryPlace(number, i + 1);
    const detailAmount = amounts[i];
    if (!detailAmount || detailAmount.text === '') return fail(bankLineMessages.batchDoesNotAddUp(place), i + 1);
    if (detailAmount.currency !== null && detailAmount.currency !== 'EUR') {
      return fail(bankLineMessages.currencyNotEuro(detailPlace, detailAmount.currency), i + 1);
    }
    if (detailAmount.cents === null || detailAmount.cents === 0) {
      return fail(bankLineMessages.amountInvalid(detailPlace, detailAmount.text), i + 1);
    }
    const detailSign = signOf(at(detail, 'CdtDbtInd')) ?? sign;
    const read = readDetail(detail, detailSign);
    total += detailSign * detailAmount.cents;
    lines.push({
      ...common,
      amountCents: detailSign * detailAmount.cents,
      description: read.description || entryDescription,
      reference: read.reference,
      counterpartName: read.counterpartName,
      counterpartIban: read.counterpartIban,
      bankReference: read.bankReference ?? (entryBankReference === null ? null : `${entryBankReference}/${i + 1}`),
      endToEndId: read.endToEndId,
      origin: { kind: 'camt', entry: number, detail: i + 1 },
    });
  }
  if (total !== sign * amount.cents) return fail(bankLineMessages.batchDoesNotAddUp(place));
  return { ok: true, lines };
}
