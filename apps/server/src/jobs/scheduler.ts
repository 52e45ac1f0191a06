import { deleteExpiredUploads } from '../services/documents/delete-expired-uploads';
import { deleteRejectedProofs } from '../services/payments/delete-rejected-proofs';
import { runDailyJob } from '../services/reminders/run-daily-job';
import { today } from '../lib/clock';
import type { AppDeps } from '../lib/context';

/**
 * jobs/: the work the server does on its own (not asked by a request), wired at start-up by
 * main.ts. Unlike lib/, jobs may call services.
 */

/** How often the scheduler looks at the calendar; the payables job itself runs once per Rome day. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export type Scheduler = {
  /**
   * Runs the daily job now if it has not run yet for today's date, and the upload cleanup (used
   * at start-up).
   */
  tick(): Promise<void>;
  /** Stops the timer and waits for a run in progress, so the database can then be closed. */
  stop(): Promise<void>;
};

/**
 * Materializes the scheduled payables (docs/domain.md §4) and sends the payment reminders (docs/domain.md §13) at start-up and then once per calendar day
 * in Europe/Rome, by deps.clock. Checking hourly rather than sleeping 24 h means a new month's
 * rent exists within the hour after midnight, whenever the server was started, and across
 * daylight-saving changes. At every check it also deletes the expired, never attached uploads
 * (decision 046): their bytes count against the landlord's upload quota until then, so an
 * abandoned upload frees its room within the hour. After the day's job it deletes the proofs of
 * signals rejected more than 90 days ago (decision 160). The timer is unref'd: it never keeps the
 * process alive.
 */
export function startScheduler(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'storage' | 'mailer' | 'secret'> & {
    env: Pick<AppDeps['env'], 'appUrl'>;
  },
  opts: { checkEveryMs?: number } = {},
): Scheduler {
  let lastRunDay: string | null = null;
  let running: Promise<void> | null = null;

  async function runIfNewDay() {
    const day = today(deps.clock);
    if (day === lastRunDay) return;
    try {
      // Reminders (docs/domain.md §13) go after the day's payables exist; each is claimed in the database
      // (reminder_sent), so another instance running the same job never sends it again.
      const {
        payablesInserted: inserted,
        depositInterestCredits,
        reminders,
        digests,
      } = await runDailyJob({
        ...deps,
        appUrl: deps.env.appUrl,
      });
      deps.logger.info({ day, inserted }, 'scheduled payables materialized');
      lastRunDay = day;
      deps.logger.info({ day, reminders, digests, depositInterestCredits }, 'payment reminders sent');
    } catch (err) {
      // Retried at the next check; the job is idempotent.
      deps.logger.error({ err, day }, 'scheduled payables materialization failed');
      return;
    }
    await cleanRejectedProofs();
  }

  /** Once a day, after the daily job: the proofs of signals rejected long ago (decision 160). */
  async function cleanRejectedProofs() {
    try {
      const { deleted, failed } = await deleteRejectedProofs(deps);
      if (deleted > 0) deps.logger.info({ deleted }, 'rejected payment proofs deleted');
      // The documents stay live: tomorrow's run retries them.
      if (failed > 0) deps.logger.warn({ failed }, 'rejected payment proofs whose bytes could not be deleted');
    } catch (err) {
      deps.logger.error({ err }, 'rejected payment proofs cleanup failed');
    }
  }

  async function cleanUploads() {
    try {
      const { deleted, failed } = await deleteExpiredUploads(deps);
      if (deleted > 0) deps.logger.info({ deleted }, 'expired uploads deleted');
      // The rows stay: the next check retries them.
      if (failed > 0) deps.logger.warn({ failed }, 'expired uploads whose bytes could not be deleted');
    } catch (err) {
      deps.logger.error({ err }, 'expired uploads cleanup failed');
    }
  }

  function tick() {
    running ??= (async () => {
      await runIfNewDay();
      await cleanUploads();
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void tick(), opts.checkEveryMs ?? CHECK_EVERY_MS);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
