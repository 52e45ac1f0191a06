import { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import { type CellIssue, MAX_IMPORT_ROWS, numberCellText } from '@casaconti/core/portfolio-import';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from './app-error';

/** A spreadsheet's first sheet as the import reads it: each row's cells as text, and what was wrong in a cell. */
export type DecodedSheet = { rows: string[][]; cellIssues: CellIssue[] };

/** Rows read at most: the data rows allowed, and room for a title and the header above them. */
const MAX_ROWS_READ = MAX_IMPORT_ROWS + 31;
/** Columns read at most (the template has 30). */
const MAX_COLUMNS = 100;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const refuse = (message: string): never => {
  throw new AppError('VALIDATION', message, { file: message });
};

/**
 * The bytes of an uploaded portfolio (issue 50) as rows of cell texts: an XLSX workbook's first
 * sheet (exceljs), or a CSV file (papaparse) in UTF-8 or, failing that, Windows-1252, with ';',
 * ',' or tab between cells. Anything else — empty, binary, an old .xls — is refused with an
 * Italian message, never a 500. A formula is read as the value the spreadsheet saved with it
 * (never evaluated); one saved without a value, an error value and a merged cell are issues of
 * their cells. Trailing blank rows are dropped; more than MAX_ROWS_READ rows is refused before
 * the whole sheet is held in memory.
 */
export async function decodeSpreadsheet(bytes: Uint8Array): Promise<DecodedSheet> {
  if (bytes.byteLength === 0) refuse(IMPORT_MESSAGES.emptyFile);
  const decoded = ZIP_MAGIC.every((b, i) => bytes[i] === b) ? await decodeXlsx(bytes) : decodeCsv(bytes);
  const rows = decoded.rows;
  while (rows.length > 0 && rows[rows.length - 1]!.every((c) => c.trim() === '')) rows.pop();
  if (rows.length === 0) refuse(IMPORT_MESSAGES.emptyFile);
  return decoded;
}

async function decodeXlsx(bytes: Uint8Array): Promise<DecodedSheet> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // First a streaming pass that only counts the first sheet's rows: a small file may unzip into
  // a huge sheet, which the full read below would hold in memory at once.
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
      worksheets: 'emit',
      sharedStrings: 'ignore',
      styles: 'ignore',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    let counted = 0;
    for await (const sheet of reader) {
      for await (const row of sheet) if (row.hasValues && ++counted > MAX_ROWS_READ) break;
      break;
    }
    if (counted > MAX_ROWS_READ) refuse(IMPORT_MESSAGES.tooManyRows);
  } catch (err) {
    if (err instanceof AppError) throw err;
    refuse(IMPORT_MESSAGES.unreadable);
  }

  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    refuse(IMPORT_MESSAGES.unreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) return refuse(IMPORT_MESSAGES.emptyFile);
  const rows: string[][] = [];
  const cellIssues: CellIssue[] = [];
  const lastRow = Math.min(sheet.rowCount, MAX_ROWS_READ);
  const lastColumn = Math.min(sheet.columnCount, MAX_COLUMNS);
  for (let r = 1; r <= lastRow; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= lastColumn; c++) {
      const cell = row.getCell(c);
      if (cell.isMerged) {
        cellIssues.push({ row: r, column: c - 1, message: IMPORT_MESSAGES.mergedCell });
        cells.push(cell.master === cell ? textOf(cell.value, r, c, cellIssues) : '');
        continue;
      }
      cells.push(textOf(cell.value, r, c, cellIssues));
    }
    rows.push(cells);
  }
  return { rows, cellIssues };
}

/** A calendar day of exceljs (a Date at UTC midnight of that day) as 'yyyy-MM-dd'. */
function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function textOf(value: ExcelJS.CellValue, row: number, column: number, issues: CellIssue[]): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberCellText(value);
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayOf(value);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    if (result === undefined || result === null) {
      issues.push({ row, column: column - 1, message: IMPORT_MESSAGES.formulaWithoutValue });
      return '';
    }
    return textOf(result, row, column, issues);
  }
  if ('error' in value) {
    issues.push({ row, column: column - 1, message: IMPORT_MESSAGES.cellError });
    return '';
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : textOf(value.text, row, column, issues);
  return '';
}

function decodeCsv(bytes: Uint8Array): DecodedSheet {
  // A binary file (an image, a PDF, an old .xls) has NUL bytes where text has none.
  if (bytes.subarray(0, 8192).includes(0)) refuse(IMPORT_MESSAGES.notASpreadsheet);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel's 'CSV' on Windows writes Windows-1252 (è, à, € as single bytes).
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
    preview: MAX_ROWS_READ + 1,
  });
  if (parsed.data.length > MAX_ROWS_READ) refuse(IMPORT_MESSAGES.tooManyRows);
  return { rows: parsed.data.map((r) => r.slice(0, MAX_COLUMNS).map((c) => c ?? '')), cellIssues: [] };
}
