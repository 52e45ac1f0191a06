import { acceptedByTenant } from '@casaconti/core/contract-status';
import { eq } from 'drizzle-orm';
import { contract, payment, user } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { countRateLimited } from '../../lib/rate-limit';
import { sendReceiptEmail } from '../../lib/receipt-email';
import { currentStatementLink } from '../contracts/statement-link';
import { getPaymentReceipt } from './get-payment-receipt';

type ReceiptDeps = Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'secret' | 'env' | 'clock'>;

/** What a service that may record a payment answers besides its own result: the payment it recorded now. */
export type PaymentRecording = {
  /** The payment this call recorded (null: none, such as a replayed key or a confirmation no money settled). */
  recordedPaymentId: string | null;
};

/**
 * The rule 'a payment recorded sends its receipt' (docs/domain.md §12, decision 138), in one place: the
 * routes hand each service that records payments (a payment typed by the landlord, a
 * confirmation, a tenant's signal confirmed) to it. Once the service's transaction has committed
 * with a new payment, its receipt is made and emailed in the background; a replay sends nothing.
 */
export async function recordingWithReceipt<T extends PaymentRecording>(
  deps: ReceiptDeps & Pick<AppDeps, 'background'>,
  landlordId: string,
  recording: Promise<T>,
): Promise<T> {
  const result = await recording;
  const paymentId = result.recordedPaymentId;
  if (paymentId) deps.background.run('payment receipt', () => sendPaymentReceipt(deps, { landlordId, paymentId }));
  return result;
}

/** Why a receipt was not emailed (it stays downloadable either way; decision 157). */
export type ReceiptEmailOutcome = 'sent' | 'not_accepted' | 'limited' | 'failed';

/**
 * Emails the receipt of a just-committed payment to the contract's tenant (docs/domain.md §12), with
 * their statement link, only once the tenant has accepted the contract (an address that never
 * accepted anything gets nothing) and within the hourly limits per contract and per landlord
 * (env receiptEmailRateLimit; decision 157). Called after the payment's transaction: whatever
 * fails here (a read, the PDF, the mail) is logged and swallowed; the payment stays recorded.
 */
export async function sendPaymentReceipt(
  deps: ReceiptDeps,
  opts: { landlordId: string; paymentId: string },
): Promise<ReceiptEmailOutcome> {
  try {
    const [row] = await deps.db
      .select({
        id: contract.id,
        createdAt: contract.createdAt,
        shareTokenVersion: contract.shareTokenVersion,
        shareTokenHash: contract.shareTokenHash,
        tenantEmail: contract.tenantEmail,
        acceptedAt: contract.acceptedAt,
        tenantStatus: user.userStatus,
      })
      .from(payment)
      .innerJoin(contract, eq(contract.id, payment.contractId))
      .innerJoin(user, eq(user.id, contract.tenantId))
      .where(eq(payment.id, opts.paymentId));
    if (!row?.tenantEmail || !acceptedByTenant({ tenantStatus: row.tenantStatus, accepted: row.acceptedAt !== null })) {
      deps.logger.info({ paymentId: opts.paymentId }, 'receipt not emailed: the contract is not accepted');
      return 'not_accepted';
    }
    const limits = deps.env.receiptEmailRateLimit;
    const hourly = { db: deps.db, clock: deps.clock, windowSec: 3600 };
    const within =
      (await countRateLimited({ ...hourly, key: `receipt-email-contract:${row.id}`, max: limits.perContract })) &&
      (await countRateLimited({ ...hourly, key: `receipt-email-by:${opts.landlordId}`, max: limits.perLandlord }));
    if (!within) {
      deps.logger.warn({ paymentId: opts.paymentId }, 'receipt not emailed: hourly receipt email limit reached');
      return 'limited';
    }
    const [data, statementUrl] = await Promise.all([
      getPaymentReceipt({ db: deps.db, paymentId: opts.paymentId, viewer: { landlordId: opts.landlordId } }),
      currentStatementLink({ db: deps.db, secret: deps.secret, appUrl: deps.env.appUrl, contract: row }),
    ]);
    return (await sendReceiptEmail(deps, { to: row.tenantEmail, data, statementUrl })) ? 'sent' : 'failed';
  } catch (err) {
    deps.logger.error({ err, paymentId: opts.paymentId }, 'receipt email not sent');
    return 'failed';
  }
}
