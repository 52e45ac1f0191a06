/** Shared fixtures of the portfolio import tests (not a test file itself). */
import {
  IMPORT_EXAMPLE_ROW,
  IMPORT_FIELDS,
  type ImportField,
  importFieldHeader,
} from '@casaconti/core/portfolio-import';
import ExcelJS from 'exceljs';
import type { TestContext } from '../test/harness';

type Agent = ReturnType<TestContext['agent']>;
export type Row = Partial<Record<ImportField, string>>;

export const HEADERS = IMPORT_FIELDS.map(importFieldHeader);
export const columnOf = (field: ImportField) => IMPORT_FIELDS.indexOf(field);

/** The template's example row with `changes`; `vacant` leaves every contract column blank (a room only). */
export function row(changes: Row = {}, opts: { vacant?: boolean } = {}): Row {
  const base: Row = { ...IMPORT_EXAMPLE_ROW };
  if (opts.vacant) for (const f of IMPORT_FIELDS.slice(columnOf('tenant_first_name'))) base[f] = '';
  return { ...base, ...changes };
}

export const cellsOf = (r: Row) => IMPORT_FIELDS.map((f) => r[f] ?? '');

/** An XLSX workbook as a landlord's spreadsheet: `above` rows before the header, the rows under it. */
export async function xlsxOf(
  rows: Row[],
  opts: { above?: string[][]; edit?: (sheet: ExcelJS.Worksheet) => void } = {},
) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Portafoglio');
  for (const line of opts.above ?? []) sheet.addRow(line);
  sheet.addRow(HEADERS);
  for (const r of rows) sheet.addRow(cellsOf(r));
  opts.edit?.(sheet);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A CSV file of the rows, ';' and UTF-8 unless told. */
export function csvOf(rows: Row[], opts: { delimiter?: string; encode?: (text: string) => Uint8Array } = {}) {
  const d = opts.delimiter ?? ';';
  const quote = (v: string) => (/[";,\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const text = [HEADERS, ...rows.map(cellsOf)].map((l) => l.map(quote).join(d)).join('\r\n');
  return opts.encode ? opts.encode(text) : new TextEncoder().encode(text);
}

/** Text as Windows-1252 bytes (the characters the tests use: ASCII, à è é ì ò ù, €). */
export function windows1252(text: string): Uint8Array {
  const special: Record<string, number> = { '€': 0x80 };
  return Uint8Array.from([...text].map((ch) => special[ch] ?? ch.charCodeAt(0)));
}

export async function upload(agent: Agent, bytes: Uint8Array, fileName = 'portafoglio.xlsx') {
  return agent.request('POST', `/api/imports?file_name=${encodeURIComponent(fileName)}`, bytes, {
    'content-type': 'application/octet-stream',
  });
}

/** Upload, keep the guessed mapping, answer the preview. */
export async function uploadAndPreview(agent: Agent, bytes: Uint8Array, fileName?: string) {
  const up = await upload(agent, bytes, fileName);
  if (up.status !== 201) throw new Error(`upload ${up.status} ${up.text}`);
  const preview = await agent.put(`/api/imports/${up.body.id}/mapping`, { mapping: up.body.mapping });
  return { id: up.body.id as string, upload: up.body, preview };
}

/** The whole import of a file, waited for: its final state. */
export async function importFile(ctx: TestContext, agent: Agent, bytes: Uint8Array, fileName?: string) {
  const { id, preview } = await uploadAndPreview(agent, bytes, fileName);
  if (preview.status !== 200) throw new Error(`preview ${preview.status} ${preview.text}`);
  const confirmed = await agent.post(`/api/imports/${id}/confirm`);
  if (confirmed.status !== 202) throw new Error(`confirm ${confirmed.status} ${confirmed.text}`);
  await ctx.deps.jobs.idle();
  return { id, preview: preview.body, done: (await agent.get(`/api/imports/${id}`)).body };
}
