/**
 * `npm run jobs`: the durable jobs queued, waiting for a retry, running or failed (decision 184),
 * oldest first, one line each: state, queue, tries made of the most, when it was queued, when it
 * may run, the last error. On PostgreSQL (DATABASE_URL) the database is read directly; on the
 * embedded database the server running on DATA_DIR is asked (it owns the database), else the data
 * directory is opened. Exits 1 when a job has failed for good, so a cron or a check can alert.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { loadEnv } from '../lib/env';
import { type JobListing, listJobs } from '../lib/jobs';
import { getOrCreateSecret } from '../lib/secrets';
import { opsToken } from './backup';
import { findRunningServer } from './running-server';

const env = loadEnv();

async function readJobs(): Promise<JobListing[]> {
  const running = env.databaseUrl ? null : findRunningServer(env.dataDir);
  if (running) {
    const secret = getOrCreateSecret(env.dataDir, env.authSecret);
    const res = await fetch(`http://127.0.0.1:${running.port}/api/ops/jobs`, {
      headers: { authorization: `Bearer ${opsToken(secret)}` },
    });
    if (!res.ok) throw new Error(`The running server refused the listing (${res.status}): ${await res.text()}`);
    return ((await res.json()) as { jobs: JobListing[] }).jobs;
  }
  if (!env.databaseUrl && !fs.existsSync(path.join(env.dataDir, 'pglite')))
    throw new Error(`No database in ${env.dataDir}.`);
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, poolSize: 1 });
  try {
    return await listJobs(database.db);
  } finally {
    await database.close();
  }
}

try {
  const jobs = await readJobs();
  if (jobs.length === 0) console.log('No job queued, running or failed.');
  for (const j of jobs) {
    const error = j.error ? `  ${j.error}` : '';
    console.log(
      `${j.state.padEnd(7)} ${j.name.padEnd(15)} ${j.tries}/${j.maxTries} tries  queued ${j.createdOn}  runs from ${j.startAfter}  ${j.id}${error}`,
    );
  }
  const failed = jobs.filter((j) => j.state === 'failed').length;
  if (failed > 0) {
    console.log(`${failed} failed for good: see the log ('job failed for good').`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 2;
}
