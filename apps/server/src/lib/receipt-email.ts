import type { ReceiptData } from '@casaconti/core/receipts';
import { renderDocument } from './documents/render-document';
import { receiptEmail } from './emails';
import type { Logger } from './logger';
import type { Mailer } from './mailer';

/**
 * Emails a receipt to the tenant with its PDF attached (docs/domain.md §12): the payment ledger calls it
 * after its transaction has committed. A failure (PDF or mail) is logged with the receipt's number
 * and answered `false`, never thrown: the payment stays recorded and the receipt stays
 * downloadable.
 */
export async function sendReceiptEmail(
  deps: { mailer: Mailer; logger: Logger },
  input: { to: string; data: ReceiptData; statementUrl: string },
): Promise<boolean> {
  try {
    const pdf = await renderDocument({ kind: 'receipt', data: input.data });
    await deps.mailer.send(receiptEmail(input.to, { data: input.data, statementUrl: input.statementUrl, pdf }));
    return true;
  } catch (err) {
    deps.logger.error({ err, receipt: input.data.number }, 'receipt email not sent');
    return false;
  }
}
