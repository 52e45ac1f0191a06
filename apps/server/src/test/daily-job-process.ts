/**
 * One "server instance" running the daily job, for the multi-process idempotency test
 * (send-due-reminders-processes-concurrency.test.ts): its own Node process, its own connection
 * pool and outbox mailer on the PostgreSQL database named by DATABASE_URL, the clock fixed at
 * TEST_NOW. Prints 'ready', waits for a line on stdin (so several instances start together),
 * runs the job and prints its result as JSON.
 */
import { openDatabase } from '../db/client';
import { fixedClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { runDailyJob } from '../services/reminders/run-daily-job';

const databaseUrl = process.env.DATABASE_URL;
const now = process.env.TEST_NOW;
if (!databaseUrl || !now) throw new Error('DATABASE_URL and TEST_NOW are required');

const database = await openDatabase({ databaseUrl, dataDir: null });
const logger = createLogger('silent');
const deps = {
  db: database.db,
  clock: fixedClock(now),
  logger,
  mailer: createMailer({ smtpUrl: undefined, from: 'CasaConti <noreply@example.com>', db: database.db, logger }),
  secret: process.env.AUTH_SECRET ?? 'test-secret-test-secret-test-secret-42',
  appUrl: process.env.APP_URL ?? 'http://localhost:3000',
};
// Connect before the start signal, so the instances race on the job, not on connecting.
await database.db.execute('select 1');
process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
try {
  const result = await runDailyJob(deps);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  process.stdin.pause();
  await database.close();
}
