/**
 * The documents worker thread's task (lib/documents/render-document.ts runs it through a piscina
 * pool): the document named by `kind`, made with its library (@react-pdf/renderer, exceljs), its
 * bytes moved back to the caller.
 */
import Piscina from 'piscina';
import { renderDepositStatementPdf } from './deposit-statement-pdf';
import { renderReceiptPdf } from './receipt-pdf';
import { renderRecordsXlsx } from './records-xlsx';
import type { WorkerTask } from './render-document';
import { renderRentUpdateLetterPdf } from './rent-update-letter-pdf';
import { receiveTables } from './tables-over-port';

async function make(task: WorkerTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'receipt':
      return renderReceiptPdf(task.data);
    case 'deposit-statement':
      return renderDepositStatementPdf(task.data);
    case 'rent-update-letter':
      return renderRentUpdateLetterPdf(task.data);
    case 'records-xlsx':
      return renderRecordsXlsx(await receiveTables(task.data));
    default:
      throw new Error(`unknown document kind: ${(task as { kind: unknown }).kind}`);
  }
}

export default async function makeDocument(task: WorkerTask) {
  const made = await make(task);
  // A copy that owns its memory (a small Buffer may sit in Node's shared pool), moved, not cloned.
  return Piscina.move(new Uint8Array(made));
}
