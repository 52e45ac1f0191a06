/**
 * The PDF worker thread's task (lib/documents/render-pdf.ts runs it through a piscina pool): the
 * document named by `kind`, rendered with @react-pdf/renderer, its bytes moved back to the caller.
 */
import Piscina from 'piscina';
import { renderDepositStatementPdf } from './deposit-statement-pdf';
import { renderReceiptPdf } from './receipt-pdf';
import type { PdfTask } from './render-pdf';
import { renderRentUpdateLetterPdf } from './rent-update-letter-pdf';

export default async function renderPdfTask(task: PdfTask) {
  let pdf: Buffer;
  switch (task.kind) {
    case 'receipt': {
      pdf = await renderReceiptPdf(task.data);
      break;
    }
    case 'deposit-statement': {
      pdf = await renderDepositStatementPdf(task.data);
      break;
    }
    case 'rent-update-letter': {
      pdf = await renderRentUpdateLetterPdf(task.data);
      break;
    }
    default:
      throw new Error(`unknown document kind: ${(task as { kind: unknown }).kind}`);
  }
  // A copy that owns its memory (a small Buffer may sit in Node's shared pool), moved, not cloned.
  const bytes = new Uint8Array(pdf);
  return Piscina.move(bytes);
}
