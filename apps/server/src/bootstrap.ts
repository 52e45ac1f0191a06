import { openDatabase } from './db/client';
import { createAuth } from './lib/auth';
import { type Clock, runningClockFrom, systemClock } from './lib/clock';
import type { AppDeps } from './lib/context';
import type { Env } from './lib/env';
import { createJobQueue } from './lib/jobs';
import { createLogger, type Logger } from './lib/logger';
import { createMailer, warnWhenMailGoesToLog } from './lib/mailer';
import { createQueryCounter } from './lib/query-count';
import { getOrCreateSecret } from './lib/secrets';
import { createStorage } from './lib/storage';
import { hasTenantContracts } from './services/account/get-current-user';

/** Opens the database, applies migrations and wires every dependency of the app. */
export async function bootstrap(
  env: Env,
  overrides: { clock?: Clock; logger?: Logger; dataDir?: string | null; loadDataDir?: Blob } = {},
) {
  const logger = overrides.logger ?? createLogger(env.logLevel);
  const queryCounter = createQueryCounter(env);
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: overrides.dataDir === undefined ? env.dataDir : overrides.dataDir,
    onPoolError: (err) => logger.warn({ err }, 'idle database connection lost; the pool replaces it'),
    onQuery: queryCounter?.onQuery,
    ...(overrides.loadDataDir ? { loadDataDir: overrides.loadDataDir } : {}),
  });
  await database.migrate();
  const secret = getOrCreateSecret(env.dataDir, env.authSecret);
  const mailer = createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, db: database.db, logger });
  warnWhenMailGoesToLog({ env, mailer, logger });
  const clock = overrides.clock ?? (env.testNow ? runningClockFrom(env.testNow) : systemClock);
  const jobs = await createJobQueue({ database, env, logger });
  const auth = createAuth({ db: database.db, env, clock, secret, jobs, logger, hasTenantContracts });
  const deps: AppDeps = {
    env,
    db: database.db,
    dbKind: database.kind,
    auth,
    mailer,
    clock,
    logger,
    storage: createStorage({ env, secret, clock }),
    jobs,
    secret,
    ...(database.dumpEmbedded ? { dumpEmbedded: database.dumpEmbedded } : {}),
    ...(queryCounter ? { queryCounter } : {}),
  };
  return { deps, database, secret };
}
