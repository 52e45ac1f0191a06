import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ConstructorOptions, fromPglite } from 'pg-boss';
import { SERVER_DIR } from '../lib/server-dir';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * How the job queue (pg-boss, lib/jobs.ts, decision 184) reaches this database: on PGlite the
   * one embedded connection, through pg-boss's own adapter (its statements take turns with the
   * app's transactions); on PostgreSQL a small pool of its own on the same URL, so polling workers
   * never take the requests' connections.
   */
  jobsConnection: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'>;
  /** PGlite only: a consistent tar of its data directory, taken between two queries (backups). */
  dumpEmbedded?: () => Promise<Blob>;
};

/** The contrib extensions the migrations create (room bookings, list search): every PGlite opened with them. */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/** The job queue's own connections on PostgreSQL: its workers' polls, maintenance and cron. */
const JOBS_POOL_SIZE = 3;

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/**
 * PostgreSQL server when a URL is given, otherwise PGlite: on disk under `dataDir`,
 * or in memory when `dataDir` is null (tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /** An idle pooled connection that fails (server restart, admin termination) is reported here. */
  onPoolError?: (err: Error) => void;
  /** Bench only (BENCH_COUNT_QUERIES): called once per SQL statement sent. */
  onQuery?: () => void;
  /** PGlite only (tests): start from this dump of a data directory instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // Without a listener, an error on an idle client is an uncaught exception that ends the process.
    pool.on('error', (err) => opts.onPoolError?.(err));
    // Calendar dates stay 'yyyy-MM-dd' strings, never JS Dates shifted by a time zone.
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      jobsConnection: { connectionString: opts.databaseUrl, max: JOBS_POOL_SIZE },
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobsConnection: { db: fromPglite(client), backend: 'pglite' },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpEmbedded: () => client.dumpDataDir('none'),
  };
}
