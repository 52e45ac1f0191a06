import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { loadEnv } from './lib/env';
import { scheduleDailyWork } from './jobs/daily-work';
import { startWorkers } from './jobs/workers';
import { recordRunningServer } from './ops/running-server';

const env = loadEnv();
const { deps, database } = await bootstrap(env);
const { app } = createApp(deps);
await startWorkers(deps);
await scheduleDailyWork(deps);

let forgetRunningServer = () => {};
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  // `npm run backup` finds the server that owns the embedded database here.
  if (database.kind === 'pglite') forgetRunningServer = recordRunningServer(env.dataDir, info.port);
  // Which Node.js serves (decision 172: the one `npm ci` installed, else the host's).
  deps.logger.info(
    { port: info.port, database: database.kind, mail: deps.mailer.kind, url: env.appUrl, node: process.version },
    `CasaConti listening on ${env.appUrl} (Node.js ${process.version})`,
  );
  if (!env.isProduction && deps.mailer.kind === 'outbox') {
    deps.logger.info(
      { outbox: `http://127.0.0.1:${info.port}/api/dev/outbox` },
      `Email outbox: http://127.0.0.1:${info.port}/api/dev/outbox (local only: answers requests from this machine, 404 to any other address)`,
    );
  }
});
// Keep idle connections open longer than clients and proxies do (Node's default is 5 s): a
// client reusing a socket the server has just closed gets ECONNRESET.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/**
 * How long a stop lets the running jobs (a receipt being made) finish before closing the
 * database: the ones still running are then failed (a try used) and run again at the next start.
 */
const SHUTDOWN_JOBS_MS = 8_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info({ signal }, 'shutting down');
  server.close();
  forgetRunningServer();
  // Workers stop taking jobs; a receipt still being made is finished if it can be, within the
  // bound (decision 184). The jobs not done wait in the table for the next start.
  await deps.jobs.stop(SHUTDOWN_JOBS_MS);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
