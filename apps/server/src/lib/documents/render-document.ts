import type { ReceiptData } from '@casaconti/core/receipts';
import Piscina from 'piscina';
import type { DepositStatementData } from './deposit-statement-pdf';
import type { RecordsTable } from './records-xlsx';
import type { RentUpdateLetterData } from './rent-update-letter-pdf';

/** A document the server makes, and its data (plain values: it is copied to the worker). */
export type DocumentTask =
  | { kind: 'receipt'; data: ReceiptData }
  | { kind: 'deposit-statement'; data: DepositStatementData }
  | { kind: 'rent-update-letter'; data: RentUpdateLetterData }
  | { kind: 'records-xlsx'; data: RecordsTable[] };

/** An idle worker leaves after this long (its libraries with it); the next document starts one. */
const DOCUMENT_WORKER_IDLE_MS = 10 * 60_000;

let pool: Piscina<DocumentTask, Uint8Array> | undefined;

/**
 * Makes a document on the pool's worker thread (decision 150): a PDF takes tens of milliseconds of
 * CPU (a receipt ~60 ms), a year's XLSX export seconds at ten thousand contracts, which on the
 * server's own thread held every other request meanwhile. One worker, made on first use, makes
 * the documents one after the other.
 */
export async function renderDocument(task: DocumentTask): Promise<Uint8Array<ArrayBuffer>> {
  pool ??= createDocumentPool();
  // The worker moved its buffer here (Piscina.move): this thread owns it now.
  return (await pool.run(task)) as Uint8Array<ArrayBuffer>;
}

/**
 * The pool (`workerFile`: the worker's entry, another one in tests). A worker that fails outside a
 * document (at its start, or after one) would otherwise take the server down with an unhandled
 * 'error' event: the pool is dropped instead, the documents waiting in it fail (their callers log
 * it and answer as for any failure) and the next document starts a new pool.
 */
export function createDocumentPool(
  workerFile = new URL('./document-worker.mjs', import.meta.url).href,
): Piscina<DocumentTask, Uint8Array> {
  const created = new Piscina<DocumentTask, Uint8Array>({
    filename: workerFile,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: DOCUMENT_WORKER_IDLE_MS,
  });
  created.on('error', () => {
    if (pool === created) pool = undefined;
    void created.destroy();
  });
  return created;
}
