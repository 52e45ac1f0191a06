import type { AppDeps } from '../lib/context';
import { sendJobEmail } from '../lib/mailer';
import { runPortfolioImport } from '../services/imports/run-portfolio-import';
import { sendPaymentReceipt } from '../services/payments/send-payment-receipt';
import { cleanExpiredUploads, runDailyWork } from './daily-work';

/**
 * The handlers of the durable jobs (lib/jobs.ts, decision 184), started in every instance by
 * main.ts (and by the test harness): each instance takes jobs from the one queue in the database.
 */
export async function startWorkers(
  deps: Pick<AppDeps, 'jobs' | 'db' | 'mailer' | 'logger' | 'secret' | 'env' | 'clock' | 'storage'>,
) {
  await deps.jobs.work('payment-receipt', async (job) => {
    const outcome = await sendPaymentReceipt(deps, job);
    deps.logger.info({ jobId: job.id, paymentId: job.data.paymentId, outcome }, 'payment receipt job done');
  });
  // An email a request made (verification, reset, invitation, statement link…): once per job (decision 185).
  await deps.jobs.work('email', async (job) => {
    await sendJobEmail(deps, job.id, async () => job.data.message);
  });
  await deps.jobs.work('daily-job', () => runDailyWork(deps));
  await deps.jobs.work('upload-cleanup', () => cleanExpiredUploads(deps));
  // A confirmed import (decision 196): run again after a crash, it goes on from its stored record.
  await deps.jobs.work('portfolio-import', (job) => runPortfolioImport(deps, job.data.importId));
}
