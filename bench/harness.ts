/**
 * What the bench scripts share (bench/run.ts, bench/dom-size.ts): a fresh database with the
 * generated dataset, the real server started on it in its own process, and a signed-in cookie.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../apps/server/src/db/client';
import { createThrowawayDatabase } from '../apps/server/src/db/throwaway-database';
import { type DatasetSummary as Dataset, generateDataset } from './dataset';

export const ROOT = path.resolve(import.meta.dirname, '..');

export type BenchDatabase = {
  database: 'postgres' | 'pglite';
  /** PGlite's directory (also the server's DATA_DIR for uploads). */
  dataDir: string;
  /** The throwaway PostgreSQL database, or undefined on PGlite. */
  databaseUrl: string | undefined;
  dataset: Dataset;
  migrateSeconds: number;
  /** Drops the throwaway database and removes the directory. */
  remove: () => Promise<void>;
};

/**
 * Generates the dataset (bench/dataset.ts) into a fresh database: a temporary PGlite directory,
 * or a new database created on `serverUrl`'s PostgreSQL server. PGlite's directory belongs to
 * the server once it runs, so the data is written (and the database closed) first.
 */
export async function createBenchDatabase({
  scale,
  serverUrl,
}: {
  scale: number;
  serverUrl: string | undefined;
}): Promise<BenchDatabase> {
  const database = serverUrl ? 'postgres' : 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-bench-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const throwaway = await createThrowawayDatabase(serverUrl, 'casaconti_bench');
    databaseUrl = throwaway.url;
    drop = throwaway.drop;
  }
  const remove = async () => {
    await drop().catch((err: unknown) => console.error(`[bench] database not dropped: ${String(err)}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const migrateStart = performance.now();
    const db = await openDatabase({ databaseUrl, dataDir });
    await db.migrate();
    const migrateSeconds = (performance.now() - migrateStart) / 1000;
    console.log(`[bench] ${database}, scale ${scale}: generating the dataset…`);
    const dataset = await generateDataset(db.db, { scale });
    await db.close();
    console.log(`[bench] dataset generated in ${dataset.seconds} s: ${JSON.stringify(dataset.rows)}`);
    return { database, dataDir, databaseUrl, dataset, migrateSeconds, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/**
 * The real server in its own process, as `npm run serve` starts it (NODE_ENV=test, its own clock),
 * with the sign-in and statement rate limits raised and exact statement counts on request.
 */
export function startBenchServer({
  port,
  appUrl,
  trustedOrigins,
  db,
}: {
  port: number;
  appUrl: string;
  trustedOrigins: string[];
  db: Pick<BenchDatabase, 'dataDir' | 'databaseUrl'>;
}): ChildProcess {
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: appUrl,
      TRUSTED_ORIGINS: trustedOrigins.join(','),
      DATA_DIR: db.dataDir,
      LOG_LEVEL: 'silent',
      // The bench signs in a few times and reads one statement link thousands of times a minute.
      SIGNIN_RATE_LIMIT: '1000',
      STATEMENT_RATE_LIMIT: '100000000',
      BENCH_COUNT_QUERIES: '1',
      DATABASE_URL: db.databaseUrl ?? '',
    },
  });
}

/** Waits until `url`/healthz answers (at most two minutes). */
export async function waitUp(url: string) {
  for (let i = 0; i < 1200; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(100);
  }
  throw new Error(`server at ${url} did not start`);
}

/**
 * The server's start-up daily job (payables, then the payment reminders: on a fresh dataset one
 * rendered email per tenant in arrears, ~1,000 at scale 1) runs in the background and would be
 * measured with whatever a bench measures: a CPU profile showed it still rendering emails at the
 * end of a 30-second run. A bench runs the same job through the dev route and waits for it: the
 * reminders are claimed in the database, so the two runs share the work and end together.
 */
export async function runDailyJob(base: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/dev/daily-job`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(600_000),
  });
  if (!res.ok) throw new Error(`daily job: ${res.status} ${await res.text()}`);
  console.log(
    `[bench] start-up daily job done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${await res.text()}`,
  );
}

/** Signs in through the real sign-in route; answers the session cookie header. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
