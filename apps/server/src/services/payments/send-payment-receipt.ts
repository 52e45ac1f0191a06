import { eq } from 'drizzle-orm';
import { contract, payment } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { sendReceiptEmail } from '../../lib/receipt-email';
import { currentStatementLink } from '../contracts/statement-link';
import { getPaymentReceipt } from './get-payment-receipt';

/** After a payment's commit: its receipt is made and emailed in the background (decision 138). */
export function sendReceiptLater(
  deps: Parameters<typeof sendPaymentReceipt>[0] & Pick<AppDeps, 'background'>,
  opts: { landlordId: string; paymentId: string },
) {
  deps.background.run('payment receipt', () => sendPaymentReceipt(deps, opts));
}

/**
 * Emails the receipt of a just-committed payment to the contract's tenant (DOMAIN §12), with
 * their statement link. Called after the payment's transaction: whatever fails here (a read,
 * the PDF, the mail) is logged and swallowed; the payment stays recorded. `false`: not sent.
 */
export async function sendPaymentReceipt(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'secret' | 'env'>,
  opts: { landlordId: string; paymentId: string },
): Promise<boolean> {
  try {
    const [data, [row]] = await Promise.all([
      getPaymentReceipt({ db: deps.db, paymentId: opts.paymentId, viewer: { landlordId: opts.landlordId } }),
      deps.db
        .select({
          id: contract.id,
          createdAt: contract.createdAt,
          shareTokenVersion: contract.shareTokenVersion,
          shareTokenHash: contract.shareTokenHash,
          tenantEmail: contract.tenantEmail,
        })
        .from(payment)
        .innerJoin(contract, eq(contract.id, payment.contractId))
        .where(eq(payment.id, opts.paymentId)),
    ]);
    if (!row?.tenantEmail) return false;
    const statementUrl = await currentStatementLink({
      db: deps.db,
      secret: deps.secret,
      appUrl: deps.env.appUrl,
      contract: row,
    });
    return await sendReceiptEmail(deps, { to: row.tenantEmail, data, statementUrl });
  } catch (err) {
    deps.logger.error({ err, paymentId: opts.paymentId }, 'receipt email not sent');
    return false;
  }
}
