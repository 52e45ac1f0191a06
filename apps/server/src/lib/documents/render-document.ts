import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { ReceiptData } from '@casaconti/core/receipts';
import Piscina from 'piscina';
import type { DepositStatementData } from './deposit-statement-pdf';
import type { RecordsTable } from './records-xlsx';
import type { RentUpdateLetterData } from './rent-update-letter-pdf';
import { sendTables } from './tables-over-port';

/** A document the server makes, and its data (plain values: it is copied to the worker). */
export type DocumentTask =
  | { kind: 'receipt'; data: ReceiptData }
  | { kind: 'deposit-statement'; data: DepositStatementData }
  | { kind: 'rent-update-letter'; data: RentUpdateLetterData }
  | { kind: 'records-xlsx'; data: RecordsTable[] };

/** What the worker is given: the same, but an export's tables come through a port (decision 152). */
export type WorkerTask = Exclude<DocumentTask, { kind: 'records-xlsx' }> | { kind: 'records-xlsx'; data: MessagePort };

/**
 * The worker's entry: built, `document-worker.js` beside the built server in apps/server/dist
 * (`npm run build`, decision 175); run from source (tsx: `npm run dev`, vitest, the bench),
 * `document-worker.mjs`, which loads the TypeScript through tsx in the worker's thread.
 */
const DOCUMENT_WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './document-worker.mjs' : './document-worker.js',
  import.meta.url,
).href;

/** An idle worker leaves after this long (its libraries with it); the next document starts one. */
const DOCUMENT_WORKER_IDLE_MS = 10 * 60_000;

let pool: Piscina<WorkerTask, Uint8Array> | undefined;

/**
 * Makes a document on the pool's worker thread (decision 150): a PDF takes tens of milliseconds of
 * CPU (a receipt ~60 ms), a year's XLSX export seconds at ten thousand contracts, which on the
 * server's own thread held every other request meanwhile. One worker, made on first use, makes
 * the documents one after the other.
 */
export async function renderDocument(task: DocumentTask): Promise<Uint8Array<ArrayBuffer>> {
  pool ??= createDocumentPool();
  // The worker moved its buffer here (Piscina.move): this thread owns it now.
  if (task.kind !== 'records-xlsx') return (await pool.run(task)) as Uint8Array<ArrayBuffer>;
  // An export's rows go a slice at a time, this thread answering other requests between slices.
  const { port1, port2 } = new MessageChannel();
  const made = pool.run({ kind: 'records-xlsx', data: port2 }, { transferList: [port2] });
  made.catch(() => undefined); // awaited below; a failure while the rows are still being sent is not unhandled
  try {
    await sendTables(port1, task.data);
  } catch (error) {
    port1.close(); // the worker's wait ends with an error, and the worker is free again
    throw error;
  }
  return (await made) as Uint8Array<ArrayBuffer>;
}

/**
 * The pool (`workerFile`: the worker's entry, another one in tests). A worker that fails outside a
 * document (at its start, or after one) would otherwise take the server down with an unhandled
 * 'error' event: the pool is dropped instead, the documents waiting in it fail (their callers log
 * it and answer as for any failure) and the next document starts a new pool.
 */
export function createDocumentPool(workerFile = DOCUMENT_WORKER_FILE): Piscina<WorkerTask, Uint8Array> {
  const created = new Piscina<WorkerTask, Uint8Array>({
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
