/**
 * A CSV export of Italian home banking into bank lines (docs/domain.md §18, decision 208): the
 * bytes decoded (decode-text.ts), the delimiter (';', ',' or tab) and the header row found under
 * any rows before the table, papaparse for the CSV grammar, core's bank-csv for each row. Never
 * throws: the file is refused with one Italian message, or read into lines and per-row errors.
 */
import {
  type BankCsvMapping,
  guessBankCsvMapping,
  isUsableBankCsvMapping,
  readBankCsvRow,
} from '@casaconti/core/bank-csv';
import type { BankLine, BankLineError, BankStatementResult } from '@casaconti/core/bank-lines';
import { MAX_BANK_STATEMENT_BYTES } from '@casaconti/core/constants';
import { BANK_STATEMENT_MESSAGES, bankLineMessages, csvCellPlace } from '@casaconti/core/messages';
import Papa from 'papaparse';
import { decodeStatementText, type StatementEncoding } from './decode-text';

export const BANK_CSV_DELIMITERS = [';', ',', '\t'] as const;
export type BankCsvDelimiter = (typeof BANK_CSV_DELIMITERS)[number];

/** The header is looked for in the file's first rows. */
const HEADER_SEARCH_ROWS = 40;

/** What the mapping step says when the guess is not right; each one is guessed when absent. */
export interface BankCsvOptions {
  delimiter?: BankCsvDelimiter;
  /** The header's row as a spreadsheet numbers it (1-based). */
  headerRow?: number;
  mapping?: BankCsvMapping;
}

/** The table of a CSV file: what the mapping step shows, and what the rows are read with. */
export interface BankCsvTable {
  encoding: StatementEncoding;
  delimiter: BankCsvDelimiter;
  /** 1-based, as a spreadsheet numbers it. */
  headerRow: number;
  header: string[];
  /** The rows under the header, each with its row number (1-based). */
  rows: { row: number; cells: string[] }[];
  /** The mapping read from the header (null when it names no booking date or no amount). */
  guessedMapping: BankCsvMapping | null;
  /** Rows papaparse could not read (an unclosed quote), by row number. */
  malformedRows: Set<number>;
}

function records(text: string, delimiter: BankCsvDelimiter, preview = 0) {
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, preview });
}

function findHeader(text: string, options: BankCsvOptions): { delimiter: BankCsvDelimiter; index: number } | null {
  const delimiters = options.delimiter ? [options.delimiter] : BANK_CSV_DELIMITERS;
  let best: { delimiter: BankCsvDelimiter; index: number; score: number } | null = null;
  for (const delimiter of delimiters) {
    const rows = records(text, delimiter, HEADER_SEARCH_ROWS + 5).data;
    if (options.headerRow !== undefined) {
      const width = rows[options.headerRow - 1]?.length ?? 0;
      if (width > 1 && (best === null || width > best.score))
        best = { delimiter, index: options.headerRow - 1, score: width };
      continue;
    }
    for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
      const mapping = guessBankCsvMapping(rows[index]!, rows.slice(index + 1, index + 6));
      if (!mapping) continue;
      const score = Object.values(mapping).filter((v) => (Array.isArray(v) ? v.length > 0 : v !== null)).length;
      if (best === null || score > best.score) best = { delimiter, index, score };
      break;
    }
  }
  return best;
}

/** Decodes the file and finds its table. */
export function readBankCsvTable(
  bytes: Uint8Array,
  options: BankCsvOptions = {},
): { ok: true; table: BankCsvTable } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: BANK_STATEMENT_MESSAGES.empty };
  if (bytes.length > MAX_BANK_STATEMENT_BYTES) return { ok: false, message: BANK_STATEMENT_MESSAGES.tooLarge };
  const { text, encoding } = decodeStatementText(bytes);
  const found = findHeader(text, options);
  if (!found) return { ok: false, message: BANK_STATEMENT_MESSAGES.csvHeaderNotFound };
  const parsed = records(text, found.delimiter);
  const header = parsed.data[found.index] ?? [];
  const rows = parsed.data.slice(found.index + 1).map((cells, i) => ({ row: found.index + i + 2, cells }));
  const malformedRows = new Set(
    parsed.errors.filter((e) => e.type === 'Quotes' && e.row !== undefined).map((e) => e.row! + 1),
  );
  return {
    ok: true,
    table: {
      encoding,
      delimiter: found.delimiter,
      headerRow: found.index + 1,
      header,
      rows,
      guessedMapping: guessBankCsvMapping(
        header,
        rows.slice(0, 5).map((r) => r.cells),
      ),
      malformedRows,
    },
  };
}

/** Reads a CSV export into lines: the given mapping, else the one guessed from the header. */
export function parseBankCsv(bytes: Uint8Array, options: BankCsvOptions = {}): BankStatementResult {
  const read = readBankCsvTable(bytes, options);
  if (!read.ok) return read;
  const { table } = read;
  const mapping = options.mapping ?? table.guessedMapping;
  if (!mapping || !isUsableBankCsvMapping(mapping, table.header.length)) {
    return { ok: false, message: BANK_STATEMENT_MESSAGES.csvMappingIncomplete };
  }
  const lines: BankLine[] = [];
  const errors: BankLineError[] = [];
  let skipped = 0;
  for (const { row, cells } of table.rows) {
    if (table.malformedRows.has(row)) {
      errors.push({
        origin: { kind: 'csv', row },
        column: null,
        message: bankLineMessages.csvSyntax(csvCellPlace(row, null)),
      });
      continue;
    }
    const result = readBankCsvRow(cells, table.header, mapping, row);
    if (result.kind === 'line') lines.push(result.line);
    else if (result.kind === 'errors') errors.push(...result.errors);
    else if (cells.some((cell) => cell.trim() !== '')) skipped += 1;
  }
  if (lines.length === 0 && errors.length === 0) return { ok: false, message: BANK_STATEMENT_MESSAGES.csvNoRows };
  return { ok: true, statement: { format: 'csv', version: null, accountIbans: [], lines, errors, skipped } };
}
