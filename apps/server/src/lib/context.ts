import type { Db } from '../db/client';
import type { Auth } from './auth';
import type { Clock } from './clock';
import type { Env } from './env';
import type { JobQueue } from './jobs';
import type { Logger } from './logger';
import type { Mailer } from './mailer';
import type { QueryCounter } from './query-count';
import type { Storage } from './storage';

/** Everything a route or service may need, built once at start-up (or per test). */
export type AppDeps = {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  auth: Auth;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  storage: Storage;
  /** Durable jobs (lib/jobs.ts): work a change promises, enqueued in its transaction. */
  jobs: JobQueue;
  /** Server secret (env AUTH_SECRET or DATA_DIR/secret.key): derives share tokens. */
  secret: string;
  /** PGlite only: a consistent snapshot of the embedded database (backups). */
  dumpEmbedded?: () => Promise<Blob>;
  /** `npm run bench` only (NODE_ENV=test, BENCH_COUNT_QUERIES=1): SQL statements per request. */
  queryCounter?: QueryCounter;
};

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isLandlord: boolean;
  userStatus: 'invited' | 'active';
};

export type AppBindings = {
  Variables: {
    user: SessionUser;
    sessionToken: string;
    requestId: string;
    /** Set by share-token routes: the answer gets PRIVATE_LINK_HEADERS. */
    privateLink: boolean;
  };
};
