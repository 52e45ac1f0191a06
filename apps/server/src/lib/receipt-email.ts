import type { ReceiptData } from '@casaconti/core/receipts';
import type { Db } from '../db/client';
import { renderDocument } from './documents/render-document';
import { receiptEmail } from './emails';
import { type Mailer, sendJobEmail } from './mailer';

/**
 * Emails a receipt to the tenant with its PDF attached (docs/domain.md §12), for the receipt job
 * `jobId` (jobs/, decision 185): at most once per job as sendJobEmail says, the PDF made only when
 * the email is to be sent. A failure (PDF or mail) is thrown: the job is tried again. Answers
 * false when an earlier try of the job had sent it.
 */
export async function sendReceiptEmail(
  deps: { db: Db; mailer: Mailer; env: { appUrl: string } },
  jobId: string,
  input: { to: string; data: ReceiptData; statementUrl: string },
): Promise<boolean> {
  return sendJobEmail(deps, jobId, async () => {
    const pdf = await renderDocument({ kind: 'receipt', data: input.data });
    return receiptEmail(input.to, { data: input.data, statementUrl: input.statementUrl, pdf });
  });
}
