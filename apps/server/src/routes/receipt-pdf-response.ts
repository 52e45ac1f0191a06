import type { Context } from 'hono';
import type { Queryable } from '../db/client';
import type { AppBindings } from '../lib/context';
import { renderDocument } from '../lib/documents/render-document';
import { pdfResponse } from './pdf-response';
import { getPaymentReceipt, type ReceiptViewer, receiptFileName } from '../services/payments/get-payment-receipt';

/**
 * The receipt PDF of a payment the viewer may see (docs/domain.md §12): rendered on each request on the
 * document worker (a reversed payment's reads 'ANNULLATA'), shown inline under the name
 * 'ricevuta-2026-0007.pdf' (pdfResponse), never cached.
 */
export async function receiptPdfResponse(
  c: Context<AppBindings>,
  opts: { db: Queryable; paymentId: string; viewer: ReceiptViewer },
): Promise<Response> {
  const data = await getPaymentReceipt(opts);
  const pdf = await renderDocument({ kind: 'receipt', data });
  return pdfResponse(c, pdf, receiptFileName(data));
}
