import ExcelJS from 'exceljs';

/** A cell of an exported table: text, or an amount in cents (an XLSX number in euros). */
export type RecordsCell = string | { cents: number };
/** One table of the accountant's export (DOMAIN §16): a CSV file, or a sheet of the XLSX workbook. */
export type RecordsTable = { title: string; columns: string[]; rows: RecordsCell[][] };

/** The tables as an XLSX workbook, a sheet each, amounts as numbers formatted '#,##0.00 "€"'. */
export async function renderRecordsXlsx(tables: RecordsTable[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'CasaConti';
  for (const t of tables) {
    const sheet = book.addWorksheet(t.title);
    sheet.addRow(t.columns).font = { bold: true };
    for (const r of t.rows) sheet.addRow(r.map((c) => (typeof c === 'string' ? c : c.cents / 100)));
    t.columns.forEach((_, i) => {
      const col = sheet.getColumn(i + 1);
      col.width = 16;
      if (t.rows[0] && typeof t.rows[0][i] !== 'string') col.numFmt = '#,##0.00 "€"';
    });
  }
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}
