import { sql } from 'drizzle-orm';
import { fromDrizzle, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, Queryable } from '../db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { MailMessage } from './mailer';

/**
 * Durable jobs (decision 184): the work a change promises and the answer does not wait for, and
 * the work the server does on its own, as rows of pg-boss's job table (schema `pgboss`) in the
 * app's own database. A job a change promises is enqueued in that change's transaction
 * (`enqueue(tx, …)`): both commit, or neither. Workers claim jobs with row locks (SKIP LOCKED),
 * so any number of instances share one queue; a job that throws is tried again with a doubling
 * delay, up to env JOB_TRIES tries, then stays failed in the table (`npm run jobs`, the log).
 * Handlers live in jobs/ (they call services); this file is the seam.
 */

/** What each queue's job carries (JSON: ids and texts, never file bytes). */
export type JobData = {
  /** The receipt of a recorded payment: its PDF and its email to the tenant (docs/domain.md §12). */
  'payment-receipt': { landlordId: string; paymentId: string };
  /** An email made by a request (verification, reset, invitation…): sent as it is, attachments excluded. */
  email: { message: Omit<MailMessage, 'attachments' | 'messageId'> };
  /** The day's job (payables, reminders, digests, deposit interest, proofs clean-up), by the queue's cron. */
  'daily-job': Record<string, never>;
  /** The expired uploads' clean-up, hourly by the queue's cron. */
  'upload-cleanup': Record<string, never>;
  /** A confirmed portfolio import's run (runPortfolioImport: a no-op unless the import is running). */
  'portfolio-import': { importId: string };
};
export type JobName = keyof JobData;
export const JOB_NAMES = [
  'payment-receipt',
  'email',
  'daily-job',
  'upload-cleanup',
  'portfolio-import',
] as const satisfies JobName[];

/** One try of a job, as its handler sees it. */
export type JobRun<N extends JobName> = {
  id: string;
  name: N;
  data: JobData[N];
  /** 1 on the first try. */
  tryNumber: number;
  /** True when this try is the last: if it throws, the job is failed for good. */
  lastTry: boolean;
};

export type JobHandler<N extends JobName> = (job: JobRun<N>) => Promise<void>;

/** A job still to do, running or failed, as `npm run jobs` lists it. */
export type JobListing = {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  tries: number;
  maxTries: number;
  createdOn: string;
  startAfter: string;
  /** The last try's error message (failed and retried jobs). */
  error: string | null;
};

export type JobQueue = {
  /** Writes the job in `tx` (the change's transaction, or the database for work no change promises). */
  enqueue<N extends JobName>(tx: Queryable, name: N, data: JobData[N]): Promise<string>;
  /** Starts taking `name`'s jobs in this process. */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /**
   * The queue's own cron (Europe/Rome): one job per occurrence for all instances together; an
   * occurrence missed while every instance was down is sent once at the next start.
   */
  schedule(name: JobName, cron: string): Promise<void>;
  /** Whether `name` has a cron schedule already. */
  isScheduled(name: JobName): Promise<boolean>;
  /**
   * True once no job is ready to run or running (a retry waiting for its delay does not count);
   * false if `withinMs` passed first. Tests and the local outbox wait for it.
   */
  idle(withinMs?: number): Promise<boolean>;
  /**
   * Stops taking jobs, lets the running ones finish within `withinMs`, then fails those still
   * running (a try used: they run again at the next start) and closes its connections.
   */
  stop(withinMs: number): Promise<void>;
};

/**
 * An email made by a request, as a job of `tx` (decision 186): the `email` worker sends it once
 * per job (sendJobEmail). Its texts, links included, wait in the job table until sent; an email job
 * is deleted an hour after it is done. No attachments (a job carries no bytes).
 */
export async function enqueueEmail(
  deps: { jobs: Pick<JobQueue, 'enqueue'> },
  tx: Queryable,
  message: MailMessage,
): Promise<void> {
  const { attachments, messageId: _, ...rest } = message;
  if (attachments?.length) throw new Error('an email job carries no attachments');
  await deps.jobs.enqueue(tx, 'email', { message: rest });
}

/**
 * The jobs queued, waiting for a retry, running or failed, oldest first (`npm run jobs`, tests):
 * read from pg-boss's job table. `tries`: the tries made so far.
 */
export async function listJobs(db: Queryable): Promise<JobListing[]> {
  const result = await db.execute(
    sql`SELECT id, name, state, retry_count, retry_limit, created_on, start_after, output
          FROM pgboss.job
         WHERE state IN ('created', 'retry', 'active', 'failed')
         ORDER BY created_on, id`,
  );
  const rows = (result as unknown as { rows: Record<string, any>[] }).rows;
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    state: r.state,
    // retry_count counts the tries that failed and were retried; a running or failed one is one more.
    tries: Number(r.retry_count) + (r.state === 'active' || r.state === 'failed' ? 1 : 0),
    maxTries: Number(r.retry_limit) + 1,
    createdOn: new Date(r.created_on).toISOString(),
    startAfter: new Date(r.start_after).toISOString(),
    error: typeof r.output?.message === 'string' ? r.output.message : null,
  }));
}

/** The longest wait between two tries, however many came before. */
const RETRY_DELAY_MAX_SECONDS = 30 * 60;
/** How long a done email job stays in the table (its texts hold the links it sent). */
const EMAIL_JOB_KEPT_SECONDS = 3600;
/** How often an idle worker looks for jobs (a job enqueued is also picked up at once by idle()). */
const POLL_SECONDS = 1;

export async function createJobQueue(opts: {
  database: Pick<Database, 'jobsConnection'>;
  env: Pick<Env, 'jobs'>;
  logger: Logger;
}): Promise<JobQueue> {
  const { logger } = opts;
  const boss = new PgBoss({ ...opts.database.jobsConnection, application_name: 'casaconti-jobs' });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  await boss.start();
  const { tries, retryDelaySeconds, expireSeconds } = opts.env.jobs;
  const queueOptions = {
    retryLimit: tries - 1,
    retryDelay: retryDelaySeconds,
    expireInSeconds: expireSeconds,
    ...(retryDelaySeconds > 0
      ? { retryBackoff: true, retryDelayMax: RETRY_DELAY_MAX_SECONDS }
      : { retryBackoff: false }),
  };
  for (const name of JOB_NAMES) {
    // A sent email's texts (its links) are not kept longer than needed (decision 186).
    const options = name === 'email' ? { ...queueOptions, deleteAfterSeconds: EMAIL_JOB_KEPT_SECONDS } : queueOptions;
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }
  const workerIds: string[] = [];
  const db = boss.getDb();

  return {
    async enqueue(tx, name, data) {
      // Either driver's transaction runs `execute(sql…)`: pg-boss's Drizzle adapter sends its insert there.
      const id = await boss.send(name, data, { db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql) });
      if (!id) throw new Error(`job ${name} not enqueued`);
      return id;
    },
    async work(name, handler) {
      const id = await boss.work(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
        async ([job]: JobWithMetadata<object>[]) => {
          if (!job) return;
          const run = {
            id: job.id,
            name,
            data: job.data as JobData[typeof name],
            tryNumber: job.retryCount + 1,
            lastTry: job.retryCount >= job.retryLimit,
          };
          try {
            await handler(run);
          } catch (err) {
            // Failures are logged where an operator looks; the last one also stays in the table.
            if (run.lastTry)
              logger.error({ err, job: name, jobId: job.id, tries: run.tryNumber }, 'job failed for good');
            else logger.warn({ err, job: name, jobId: job.id, try: run.tryNumber }, 'job failed; it will be retried');
            throw err;
          }
        },
      );
      workerIds.push(id);
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'Europe/Rome', missed: 'once' });
    },
    async isScheduled(name) {
      return (await boss.getSchedule(name)) !== null;
    },
    async idle(withinMs) {
      const deadline = withinMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + withinMs;
      for (;;) {
        const { rows } = await db.executeSql(
          `SELECT count(*)::int AS n FROM pgboss.job
            WHERE name = ANY($1::text[])
              AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [JOB_NAMES],
        );
        if (Number(rows[0]?.n ?? 0) === 0) return true;
        if (Date.now() >= deadline) return false;
        // Wake this process's workers instead of waiting for their next poll.
        for (const id of workerIds) boss.notifyWorker(id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop(withinMs) {
      await boss.stop({ graceful: true, timeout: withinMs, close: true });
    },
  };
}
