import { acceptedByTenant } from '@casaconti/core/contract-status';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contract, payment, user } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { JobQueue, JobRun } from '../../lib/jobs';
import { countRateLimited } from '../../lib/rate-limit';
import { sendReceiptEmail } from '../../lib/receipt-email';
import { currentStatementLink } from '../contracts/statement-link';
import { getPaymentReceipt } from './get-payment-receipt';

type ReceiptDeps = Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'secret' | 'env' | 'clock'>;

/**
 * The rule 'a payment recorded sends its receipt' (docs/domain.md §12, decision 185), in one place:
 * recordPaymentInTransaction calls it in the payment's transaction, so the payment and its
 * receipt job commit together or not at all. The job (jobs/workers.ts) makes the PDF and the email
 * after the answer, tried again while it fails.
 */
export async function enqueuePaymentReceipt(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueue'>,
  opts: { landlordId: string; paymentId: string },
): Promise<void> {
  await jobs.enqueue(tx, 'payment-receipt', { landlordId: opts.landlordId, paymentId: opts.paymentId });
}

/** Why a receipt was not emailed (it stays downloadable either way; decision 157). */
export type ReceiptEmailOutcome = 'sent' | 'already_sent' | 'not_accepted' | 'limited';

/**
 * The receipt job: emails the receipt of a committed payment to the contract's tenant
 * (docs/domain.md §12), with their statement link, only once the tenant has accepted the contract
 * (an address that never accepted anything gets nothing) and within the hourly limits per contract
 * and per landlord (env receiptEmailRateLimit; decision 157), counted on the job's first try only.
 * Whatever fails (a read, the PDF, the mail) is thrown, so the job is tried again; when its last
 * try fails, the payment is marked 'Ricevuta non inviata' (receipt_email_failed_at) for the
 * landlord to send again. The payment stays recorded either way.
 */
export async function sendPaymentReceipt(
  deps: ReceiptDeps,
  job: Pick<JobRun<'payment-receipt'>, 'id' | 'data' | 'tryNumber' | 'lastTry'>,
): Promise<ReceiptEmailOutcome> {
  const { landlordId, paymentId } = job.data;
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
      .where(eq(payment.id, paymentId));
    if (!row?.tenantEmail || !acceptedByTenant({ tenantStatus: row.tenantStatus, accepted: row.acceptedAt !== null })) {
      deps.logger.info({ paymentId }, 'receipt not emailed: the contract is not accepted');
      return 'not_accepted';
    }
    if (job.tryNumber === 1) {
      const limits = deps.env.receiptEmailRateLimit;
      const hourly = { db: deps.db, clock: deps.clock, windowSec: 3600 };
      const within =
        (await countRateLimited({ ...hourly, key: `receipt-email-contract:${row.id}`, max: limits.perContract })) &&
        (await countRateLimited({ ...hourly, key: `receipt-email-by:${landlordId}`, max: limits.perLandlord }));
      if (!within) {
        deps.logger.warn({ paymentId }, 'receipt not emailed: hourly receipt email limit reached');
        return 'limited';
      }
    }
    const [data, statementUrl] = await Promise.all([
      getPaymentReceipt({ db: deps.db, paymentId, viewer: { landlordId } }),
      currentStatementLink({ db: deps.db, secret: deps.secret, appUrl: deps.env.appUrl, contract: row }),
    ]);
    const sent = await sendReceiptEmail(deps, job.id, { to: row.tenantEmail, data, statementUrl });
    return sent ? 'sent' : 'already_sent';
  } catch (err) {
    if (job.lastTry) {
      await deps.db.update(payment).set({ receiptEmailFailedAt: deps.clock.now() }).where(eq(payment.id, paymentId));
    }
    throw err;
  }
}
