import { today } from '../lib/clock';
import type { AppDeps } from '../lib/context';
import type { JobQueue } from '../lib/jobs';
import { deleteExpiredUploads } from '../services/documents/delete-expired-uploads';
import { deleteRejectedProofs } from '../services/payments/delete-rejected-proofs';
import { runDailyJob } from '../services/reminders/run-daily-job';

/**
 * jobs/: the work the server does on its own (not asked by a request). Unlike lib/, jobs may call
 * services. The day's work and the hourly upload clean-up are jobs the queue's own cron makes
 * (decision 186): one job per occurrence for all instances together, whichever instance takes it.
 */

type DailyDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'storage' | 'mailer' | 'secret' | 'jobs'> & {
  env: Pick<AppDeps['env'], 'appUrl'>;
};

/** The day's job at 00:05 in Rome; the expired uploads' clean-up at every hour's start. */
export const DAILY_JOB_CRON = '5 0 * * *';
export const UPLOAD_CLEANUP_CRON = '0 * * * *';

/**
 * Registers the crons (main.ts, every instance: the same schedule, kept once). The first start of
 * a database (no schedule yet) also queues one day's job now, as the old start-up check did: a new
 * server has this month's rent before its first midnight. Afterwards a start after a downtime
 * that missed 00:05 gets that day's job from the cron (`missed: 'once'`).
 */
export async function scheduleDailyWork(deps: { jobs: JobQueue; db: AppDeps['db'] }): Promise<void> {
  const firstStart = !(await deps.jobs.isScheduled('daily-job'));
  await deps.jobs.schedule('daily-job', DAILY_JOB_CRON);
  await deps.jobs.schedule('upload-cleanup', UPLOAD_CLEANUP_CRON);
  if (firstStart) await deps.jobs.enqueue(deps.db, 'daily-job', {});
}

/**
 * The day's job: materializes the scheduled payables (docs/domain.md §4), credits the deposit
 * interest, sends the payment reminders (docs/domain.md §13) and the Monday digests, each claimed
 * in the database (reminder_sent, …) so a second run the same day sends nothing again; then deletes
 * the proofs of signals rejected more than 90 days ago (decision 160). A failure throws: the job is
 * tried again with backoff (decision 184).
 */
export async function runDailyWork(deps: DailyDeps): Promise<void> {
  const day = today(deps.clock);
  const { payablesInserted, depositInterestCredits, reminders, digests } = await runDailyJob({
    ...deps,
    appUrl: deps.env.appUrl,
  });
  deps.logger.info({ day, inserted: payablesInserted }, 'scheduled payables materialized');
  deps.logger.info({ day, reminders, digests, depositInterestCredits }, 'payment reminders sent');
  const { deleted, failed } = await deleteRejectedProofs(deps);
  if (deleted > 0) deps.logger.info({ deleted }, 'rejected payment proofs deleted');
  // The documents stay live: tomorrow's run retries them.
  if (failed > 0) deps.logger.warn({ failed }, 'rejected payment proofs whose bytes could not be deleted');
}

/**
 * The expired, never attached uploads (decision 046): their bytes count against the landlord's
 * upload quota until then, so an abandoned upload frees its room within the hour.
 */
export async function cleanExpiredUploads(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'storage'>): Promise<void> {
  const { deleted, failed } = await deleteExpiredUploads(deps);
  if (deleted > 0) deps.logger.info({ deleted }, 'expired uploads deleted');
  // The rows stay: the next hour retries them.
  if (failed > 0) deps.logger.warn({ failed }, 'expired uploads whose bytes could not be deleted');
}
