import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/client';
import { createAuth } from './lib/auth';
import { type Clock, runningClockFrom, systemClock } from './lib/clock';
import type { AppDeps } from './lib/context';
import type { Env } from './lib/env';
import { createLogger, type Logger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { getOrCreateSecret } from './lib/secrets';
import { createStorage } from './lib/storage';

/**
 * `npm run bench` only (NODE_ENV=test and BENCH_COUNT_QUERIES=1): counts SQL statements and
 * writes the total to DATA_DIR/bench-queries.txt on SIGUSR2. No route, no production path.
 */
function benchQueryCounter(env: Env): (() => void) | undefined {
  if (env.nodeEnv !== 'test' || process.env.BENCH_COUNT_QUERIES !== '1') return undefined;
  let count = 0;
  process.on('SIGUSR2', () => fs.writeFileSync(path.join(env.dataDir, 'bench-queries.txt'), String(count)));
  return () => {
    count++;
  };
}

/** Opens the database, applies migrations and wires every dependency of the app. */
export async function bootstrap(env: Env, overrides: { clock?: Clock; logger?: Logger; dataDir?: string | null } = {}) {
  const logger = overrides.logger ?? createLogger(env.logLevel);
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: overrides.dataDir === undefined ? env.dataDir : overrides.dataDir,
    onPoolError: (err) => logger.warn({ err }, 'idle database connection lost; the pool replaces it'),
    onQuery: benchQueryCounter(env),
  });
  await database.migrate();
  const secret = getOrCreateSecret(env.dataDir, env.authSecret);
  const mailer = createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, db: database.db, logger });
  const auth = createAuth({ db: database.db, env, secret, mailer, logger });
  const clock = overrides.clock ?? (env.testNow ? runningClockFrom(env.testNow) : systemClock);
  const deps: AppDeps = {
    env,
    db: database.db,
    dbKind: database.kind,
    auth,
    mailer,
    clock,
    logger,
    storage: createStorage({ env, secret, clock }),
    secret,
    ...(database.dumpEmbedded ? { dumpEmbedded: database.dumpEmbedded } : {}),
  };
  return { deps, database, secret };
}
