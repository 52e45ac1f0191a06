import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReceiptData } from '@casaconti/core/receipts';

/** A receipt with accents everywhere, over the stamp threshold (tests of the PDF and the email). */
export function sampleReceipt(overrides: Partial<ReceiptData> = {}): ReceiptData {
  return {
    number: '2026/0007',
    issuedOn: '2026-03-05',
    landlord: { name: 'Niccolò Sàntoro', fiscalCode: 'SNTNCC80A01H501U', address: 'Via Garibaldi 3, 00153 Roma (RM)' },
    tenant: { name: 'Zoë Perché' },
    propertyAddress: 'Via Roma 1, 20121 Milano (MI)',
    items: [
      {
        label: 'Affitto marzo 2026',
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        amountCents: 30000,
        itemAmountCents: 30000,
        stillOwedCents: 0,
      },
      {
        label: 'Spese fisse',
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        amountCents: 2550,
        itemAmountCents: 2550,
        stillOwedCents: 0,
      },
    ],
    amountCents: 32550,
    methodLabel: 'Bonifico',
    note: 'Pagamento puntuale, città più bella',
    cancelled: false,
    cancellationReason: null,
    ...overrides,
  };
}

/**
 * The PDF's text as pdftotext (poppler-utils, installed by .ci/run) reads it, with no-break
 * spaces as spaces and runs of blanks as one.
 */
export function pdfText(pdf: Uint8Array): string {
  return pdfPageTexts(pdf, { split: false })[0]!;
}

/**
 * Each page's text (pdftotext -f N -l N), with blanks as pdfText writes them; with `split: false`
 * the whole document as one text.
 */
export function pdfPageTexts(pdf: Uint8Array, opts: { split: boolean } = { split: true }): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'receipt-text-'));
  const read = (file: string, range: string[]) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', ...range, file, '-'], { encoding: 'utf8' })
      .replace(/\u00a0/g, ' ')
      .replace(/[ \t]+/g, ' ');
  try {
    const file = path.join(dir, 'receipt.pdf');
    writeFileSync(file, pdf);
    if (!opts.split) return [read(file, [])];
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    return Array.from({ length: pages }, (_, i) => read(file, ['-f', String(i + 1), '-l', String(i + 1)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
