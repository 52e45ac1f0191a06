import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReceiptData } from '@casaconti/core/receipts';
import { afterAll, describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf';
import { pdfPageTexts, pdfText, sampleReceipt } from './receipt-pdf.test-support';

const dir = mkdtempSync(path.join(tmpdir(), 'receipt-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderReceiptPdf', () => {
  it('writes the number, parties, items, the amount in figures and in words, date and method', async () => {
    const pdf = await renderReceiptPdf(sampleReceipt());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Ricevuta n. 2026/0007');
    expect(text).toContain('Niccolò Sàntoro');
    expect(text).toContain('Codice fiscale: SNTNCC80A01H501U');
    expect(text).toContain('Via Garibaldi 3, 00153 Roma (RM)');
    expect(text).toContain('Zoë Perché');
    expect(text).toContain('Via Roma 1, 20121 Milano (MI)');
    expect(text).toContain('Affitto marzo 2026');
    expect(text).toContain('01/03/2026 – 31/03/2026');
    expect(text).toContain('300,00 €');
    expect(text).toContain('325,50 €');
    expect(text).toContain('Euro trecentoventicinque/50');
    expect(text).toContain('05/03/2026');
    expect(text).toContain('Bonifico');
    expect(text).toContain('città più bella');
    expect(text).toContain('Marca da bollo');
    expect(text).toContain('2,00 €');
    expect(text).not.toContain('ANNULLATA');
  });

  it('shows the stamp box only over 77,47 €', async () => {
    const item = { label: 'Conguaglio', periodStart: null, periodEnd: null };
    const at = pdfText(
      await renderReceiptPdf(
        sampleReceipt({
          amountCents: 7747,
          items: [{ ...item, amountCents: 7747, itemAmountCents: 7747, stillOwedCents: 0 }],
        }),
      ),
    );
    expect(at).toContain('77,47 €');
    expect(at).toContain('Euro settantasette/47');
    expect(at).not.toContain('Marca da bollo');
    const over = pdfText(
      await renderReceiptPdf(
        sampleReceipt({
          amountCents: 7748,
          items: [{ ...item, amountCents: 7748, itemAmountCents: 7748, stillOwedCents: 0 }],
        }),
      ),
    );
    expect(over).toContain('Euro settantasette/48');
    expect(over).toContain('Marca da bollo');
  });

  it('leaves out the landlord fiscal code and address when not given', async () => {
    const text = pdfText(
      await renderReceiptPdf(sampleReceipt({ landlord: { name: 'Anna Bianchi', fiscalCode: null, address: null } })),
    );
    expect(text).toContain('Anna Bianchi');
    expect(text).not.toContain('Codice fiscale');
  });

  it("says of each line whether it is paid in full ('a saldo') or in part ('in acconto', with what is still owed)", async () => {
    const text = pdfText(
      await renderReceiptPdf(
        sampleReceipt({
          amountCents: 30000,
          items: [
            {
              label: 'Quota fissa',
              periodStart: '2026-01-01',
              periodEnd: '2026-01-31',
              amountCents: 6500,
              itemAmountCents: 6500,
              stillOwedCents: 0,
            },
            {
              label: 'Affitto',
              periodStart: '2026-01-01',
              periodEnd: '2026-01-31',
              amountCents: 23500,
              itemAmountCents: 45000,
              stillOwedCents: 21500,
            },
          ],
        }),
      ),
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Voce Periodo Pagamento Importo');
    expect(text).toContain('Quota fissa 01/01/2026 – 31/01/2026 a saldo 65,00 €');
    expect(text).toContain('Affitto 01/01/2026 – 31/01/2026 in acconto su 450,00 € · restano 215,00 € 235,00 €');
    expect(text).toContain('per le voci seguenti');
    expect(text).not.toContain('a saldo delle voci');
  });

  it('breaks a long receipt between lines, with the number, the page and the column heads on every page', async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({
      label: `Voce di prova ${String(i + 1).padStart(2, '0')}`,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      amountCents: 10001 + i,
      itemAmountCents: 20000 + i,
      stillOwedCents: 9999 - i,
    }));
    const total = items.reduce((s, i) => s + i.amountCents, 0);
    const pages = pdfPageTexts(await renderReceiptPdf(sampleReceipt({ items, amountCents: total }))).map((t) =>
      t.replace(/\s+/g, ' '),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain('Ricevuta n. 2026/0007 · 05/03/2026');
      expect(page).toContain(`Pagina ${i + 1} di ${pages.length}`);
    });
    const euro = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;
    for (const item of items) {
      // The whole line on one page, exactly one.
      const line = `${item.label} 01/01/2026 – 31/01/2026 in acconto su ${euro(item.itemAmountCents)} · restano ${euro(item.stillOwedCents)} ${euro(item.amountCents)}`;
      expect(pages.filter((page) => page.includes(line))).toHaveLength(1);
      expect(pages.filter((page) => page.includes(item.label))).toHaveLength(1);
    }
    // Every page with lines on it heads them with the columns.
    for (const page of pages.filter((p) => p.includes('Voce di prova')))
      expect(page).toContain('Voce Periodo Pagamento Importo');
    // The total, the details and the signature stay together on the last page.
    const last = pages.at(-1)!;
    for (const part of ['Totale', 'Importo in lettere', 'Metodo di pagamento', 'Firma del locatore']) {
      expect(pages.filter((page) => page.includes(part))).toEqual([last]);
    }
  });

  it('reads ANNULLATA with the reason when cancelled', async () => {
    const text = pdfText(
      await renderReceiptPdf(sampleReceipt({ cancelled: true, cancellationReason: 'Importo registrato due volte' })),
    );
    expect(text).toContain('ANNULLATA');
    expect(text).toContain('Motivo: Importo registrato due volte');
  });

  it('looks right rendered to an image: red ANNULLATA banner only when cancelled, stamp box only over the threshold', async () => {
    const cancelled = await renderPage(
      sampleReceipt({ cancelled: true, cancellationReason: 'Errore' }),
      'look-cancelled',
    );
    const plain = await renderPage(sampleReceipt({ amountCents: 5000, items: [] }), 'look-plain');
    // A4 portrait at 60 dpi.
    expect([cancelled.width, cancelled.height]).toEqual([plain.width, plain.height]);
    expect(cancelled.height / cancelled.width).toBeCloseTo(297 / 210, 2);
    const red = ([r, g, b]: number[]) => r! > 150 && g! < 90 && b! < 90;
    const ink = ([r, g, b]: number[]) => r! < 200 && g! < 200 && b! < 200;
    expect(count(cancelled, red)).toBeGreaterThan(200);
    expect(count(plain, red)).toBe(0);
    // The stamp box sits in the top-right corner, under the running head ('Pagina 1 di 1' in the
    // top margin): its dashed border and words are ink there.
    const corner = { x0: 0.75, x1: 1, y0: 0.045, y1: 0.15 };
    expect(count(cancelled, ink, corner)).toBeGreaterThan(100);
    expect(count(plain, ink, corner)).toBe(0);
    // Both have text on them.
    expect(count(plain, ink)).toBeGreaterThan(1000);
  });
});

type Raster = { width: number; height: number; pixels: Buffer };

/** Page 1 rendered by pdftoppm: a PNG kept for a person to look at, and the raw PPM the test reads. */
async function renderPage(data: ReceiptData, name: string): Promise<Raster> {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await renderReceiptPdf(data));
  const out = process.env.RECEIPT_PNG_DIR ?? dir;
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, path.join(out, name)]);
  execFileSync('pdftoppm', ['-r', '60', '-singlefile', file, path.join(dir, name)]);
  const ppm = readFileSync(path.join(dir, `${name}.ppm`));
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error('not a PPM');
  return { width: Number(header[1]), height: Number(header[2]), pixels: ppm.subarray(header[0].length) };
}

function count(raster: Raster, test: (rgb: number[]) => boolean, area = { x0: 0, x1: 1, y0: 0, y1: 1 }): number {
  let n = 0;
  for (let y = Math.floor(area.y0 * raster.height); y < Math.floor(area.y1 * raster.height); y++) {
    for (let x = Math.floor(area.x0 * raster.width); x < Math.floor(area.x1 * raster.width); x++) {
      const i = (y * raster.width + x) * 3;
      if (test([raster.pixels[i]!, raster.pixels[i + 1]!, raster.pixels[i + 2]!])) n++;
    }
  }
  return n;
}
