import type { AppDeps } from '../lib/context';
import { sendPaymentReceipt } from '../services/payments/send-payment-receipt';

/**
 * The handlers of the durable jobs (lib/jobs.ts, decision 184), started in every instance by
 * main.ts (and by the test harness): each instance takes jobs from the one queue in the database.
 */
export async function startWorkers(
  deps: Pick<AppDeps, 'jobs' | 'db' | 'mailer' | 'logger' | 'secret' | 'env' | 'clock'>,
) {
  await deps.jobs.work('payment-receipt', async (job) => {
    const outcome = await sendPaymentReceipt(deps, job);
    deps.logger.info({ jobId: job.id, paymentId: job.data.paymentId, outcome }, 'payment receipt job done');
  });
}
