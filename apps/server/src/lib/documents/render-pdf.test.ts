import { describe, expect, it, vi } from 'vitest';
import { renderPdf } from './render-pdf';
import { pdfText, sampleReceipt } from './receipt-pdf.test-support';

// On this (the server's) thread the PDF library fails: a document rendered here instead of on the
// worker thread would throw, so the tests below see the worker's output or fail.
vi.mock('@react-pdf/renderer', () => {
  throw new Error('@react-pdf/renderer loaded on the server thread');
});

describe('renderPdf (decision 150)', () => {
  it('renders a receipt on the worker thread, readable back', async () => {
    const pdf = await renderPdf({ kind: 'receipt', data: sampleReceipt() });
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Ricevuta n. 2026/0007');
    expect(text).toContain('Niccolò Sàntoro');
    expect(text).toContain('325,50 €');
  });

  it('answers each of several documents asked for at once with its own PDF', async () => {
    const numbers = ['2026/0101', '2026/0102', '2026/0103', '2026/0104'];
    const pdfs = await Promise.all(
      numbers.map((number, i) =>
        renderPdf({ kind: 'receipt', data: sampleReceipt({ number, amountCents: 10000 + i, items: [] }) }),
      ),
    );
    pdfs.forEach((pdf, i) => {
      const text = pdfText(pdf);
      expect(text).toContain(`Ricevuta n. ${numbers[i]}`);
      expect(text).toContain(`100,0${i} €`);
    });
  });

  it('rejects when the document cannot be made, and the next one is made', async () => {
    await expect(renderPdf({ kind: 'invoice', data: sampleReceipt() } as never)).rejects.toThrow(
      'unknown document kind: invoice',
    );
    const pdf = await renderPdf({ kind: 'receipt', data: sampleReceipt({ number: '2026/0200' }) });
    expect(pdfText(pdf)).toContain('Ricevuta n. 2026/0200');
  });
});
