import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { SLICE_ROWS } from '../in-slices';
import { createDocumentPool, renderDocument } from './render-document';
import { pdfText, sampleReceipt } from './receipt-pdf.test-support';

// On this (the server's) thread the PDF library fails: a document rendered here instead of on the
// worker thread would throw, so the tests below see the worker's output or fail.
vi.mock('@react-pdf/renderer', () => {
  throw new Error('@react-pdf/renderer loaded on the server thread');
});

describe('renderDocument (decision 150)', () => {
  it('renders a receipt on the worker thread, readable back', async () => {
    const pdf = await renderDocument({ kind: 'receipt', data: sampleReceipt() });
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Ricevuta n. 2026/0007');
    expect(text).toContain('Niccolò Sàntoro');
    expect(text).toContain('325,50 €');
  });

  it('answers each of several documents asked for at once with its own PDF', async () => {
    const numbers = ['2026/0101', '2026/0102', '2026/0103', '2026/0104'];
    const pdfs = await Promise.all(
      numbers.map((number, i) =>
        renderDocument({ kind: 'receipt', data: sampleReceipt({ number, amountCents: 10000 + i, items: [] }) }),
      ),
    );
    pdfs.forEach((pdf, i) => {
      const text = pdfText(pdf);
      expect(text).toContain(`Ricevuta n. ${numbers[i]}`);
      expect(text).toContain(`100,0${i} €`);
    });
  });

  it("makes the accountant's XLSX on the worker: a sheet a table, amounts as euro numbers", async () => {
    const xlsx = await renderDocument({
      kind: 'records-xlsx',
      data: [
        { title: 'Scadenze', columns: ['Inquilino', 'Importo'], rows: [['Zoë Perché', { cents: 123456 }]] },
        { title: 'Pagamenti', columns: ['Inquilino', 'Importo'], rows: [['Niccolò', { cents: -336 }]] },
      ],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx as never);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Scadenze', 'Pagamenti']);
    const first = book.getWorksheet('Scadenze')!;
    expect(first.getRow(1).values).toEqual([undefined, 'Inquilino', 'Importo']);
    expect(first.getCell('A2').value).toBe('Zoë Perché');
    expect(first.getCell('B2').value).toBe(1234.56);
    expect(first.getColumn(2).numFmt).toBe('#,##0.00 "€"');
    // Each amount shows as euros in the cell itself, not only in its column's default.
    expect(first.getCell('B2').numFmt).toBe('#,##0.00 "€"');
    expect(first.getCell('A1').font).toEqual({ bold: true });
    expect(book.getWorksheet('Pagamenti')!.getCell('B2').value).toBe(-3.36);
  });

  it('an export larger than a slice crosses to the worker whole and in order (decision 152)', async () => {
    const n = SLICE_ROWS * 2 + 7;
    const rows = Array.from({ length: n }, (_, i) => [`riga ${i}`, { cents: i }]);
    const xlsx = await renderDocument({
      kind: 'records-xlsx',
      data: [
        { title: 'Scadenze', columns: ['Riga', 'Importo'], rows },
        { title: 'Vuota', columns: ['Riga'], rows: [] },
        { title: 'Spese', columns: ['Riga'], rows: [['ultima']] },
      ],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx as never);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Scadenze', 'Vuota', 'Spese']);
    const sheet = book.getWorksheet('Scadenze')!;
    expect(sheet.rowCount).toBe(n + 1);
    for (const i of [0, SLICE_ROWS - 1, SLICE_ROWS, n - 1]) {
      expect(sheet.getCell(`A${i + 2}`).value).toBe(`riga ${i}`);
      expect(sheet.getCell(`B${i + 2}`).value).toBe(i / 100);
    }
    expect(book.getWorksheet('Vuota')!.rowCount).toBe(1);
    expect(book.getWorksheet('Spese')!.getCell('A2').value).toBe('ultima');
  });

  it('an export whose rows cannot be sent fails, and the worker makes the next document', async () => {
    // A row that cannot be copied to another thread (a function) fails the sending midway.
    const rows = [['ok'], [(() => 'no') as never]];
    await expect(
      renderDocument({ kind: 'records-xlsx', data: [{ title: 'Scadenze', columns: ['Riga'], rows }] }),
    ).rejects.toThrow();
    const pdf = await renderDocument({ kind: 'receipt', data: sampleReceipt({ number: '2026/0400' }) });
    expect(pdfText(pdf)).toContain('Ricevuta n. 2026/0400');
  });

  it('rejects when the document cannot be made, and the next one is made', async () => {
    await expect(renderDocument({ kind: 'invoice', data: sampleReceipt() } as never)).rejects.toThrow(
      'unknown document kind: invoice',
    );
    const pdf = await renderDocument({ kind: 'receipt', data: sampleReceipt({ number: '2026/0200' }) });
    expect(pdfText(pdf)).toContain('Ricevuta n. 2026/0200');
  });

  it('a worker that fails to start fails the documents waiting for it, and the process stays up', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'document-worker-'));
    const broken = path.join(dir, 'broken-worker.mjs');
    writeFileSync(broken, "throw new Error('the worker cannot start');\n");
    const failing = createDocumentPool(pathToFileURL(broken).href);
    await expect(failing.run({ kind: 'receipt', data: sampleReceipt() })).rejects.toThrow();
    // The real pool is unaffected.
    const pdf = await renderDocument({ kind: 'receipt', data: sampleReceipt({ number: '2026/0300' }) });
    expect(pdfText(pdf)).toContain('Ricevuta n. 2026/0300');
  });
});
