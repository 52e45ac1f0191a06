/**
 * The 'receipt PDF' case of `npm run bench`: renderReceiptPdf timed in this process (it is CPU
 * work with no I/O, so one render at a time is its throughput on one core). The receipt has six
 * items and every optional part (stamp box, fiscal code, address, note).
 */
import type { ReceiptData } from '@casaconti/core/receipts';
import { renderReceiptPdf } from '../apps/server/src/lib/documents/receipt-pdf';

export const BENCH_RECEIPT: ReceiptData = {
  number: '2026/0042',
  issuedOn: '2026-03-05',
  landlord: { name: 'Niccolò Sàntoro', fiscalCode: 'SNTNCC80A01H501U', address: 'Via Garibaldi 3, 00153 Roma (RM)' },
  tenant: { name: 'Zoë Perché' },
  propertyAddress: 'Via Roma 1, 20121 Milano (MI)',
  items: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno'].map((month, i) => ({
    label: `Affitto ${month} 2026`,
    periodStart: `2026-0${i + 1}-01`,
    periodEnd: `2026-0${i + 1}-28`,
    amountCents: 54_250,
    itemAmountCents: 54_250,
    stillOwedCents: 0,
  })),
  amountCents: 325_500,
  methodLabel: 'Bonifico',
  note: 'Sei mensilità anticipate',
  cancelled: false,
  cancellationReason: null,
};

export type InProcessResult = {
  perSecond: number;
  p50: number;
  p99: number;
  aloneMs: number;
  runs: number;
  bytes: number;
};

/** Renders for `seconds` after one warm-up (fonts) and the best of three alone. */
export async function benchReceiptPdf(seconds: number): Promise<InProcessResult> {
  const bytes = (await renderReceiptPdf(BENCH_RECEIPT)).byteLength;
  let aloneMs = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await renderReceiptPdf(BENCH_RECEIPT);
    aloneMs = Math.min(aloneMs, performance.now() - started);
  }
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < until) {
    const t = performance.now();
    await renderReceiptPdf(BENCH_RECEIPT);
    times.push(performance.now() - t);
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return {
    perSecond: Math.round((times.length / elapsed) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
    aloneMs: Math.round(aloneMs),
    runs: times.length,
    bytes,
  };
}

// `node --import tsx bench/receipt-pdf.ts [seconds]`: this case alone, without the server.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  console.log(await benchReceiptPdf(Number(process.argv[2] ?? 5)));
}
