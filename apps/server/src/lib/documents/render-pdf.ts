import type { ReceiptData } from '@casaconti/core/receipts';
import Piscina from 'piscina';
import type { DepositStatementData } from './deposit-statement-pdf';
import type { RentUpdateLetterData } from './rent-update-letter-pdf';

/** A document the server makes as PDF, and its data (plain values: it is copied to the worker). */
export type PdfTask =
  | { kind: 'receipt'; data: ReceiptData }
  | { kind: 'deposit-statement'; data: DepositStatementData }
  | { kind: 'rent-update-letter'; data: RentUpdateLetterData };

/** An idle worker leaves after this long (its @react-pdf/renderer with it); the next PDF starts one. */
const PDF_WORKER_IDLE_MS = 10 * 60_000;

let pool: Piscina<PdfTask, Uint8Array> | undefined;

/**
 * Renders a PDF on the pool's worker thread (decision 150): a document takes tens of milliseconds
 * of CPU (a receipt ~60 ms), which on the server's own thread held every other request meanwhile.
 * One worker, made on first use, renders the documents one after the other.
 */
export async function renderPdf(task: PdfTask): Promise<Buffer> {
  pool ??= new Piscina<PdfTask, Uint8Array>({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: PDF_WORKER_IDLE_MS,
  });
  const bytes = await pool.run(task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
