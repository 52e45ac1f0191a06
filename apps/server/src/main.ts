import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { loadEnv } from './lib/env';
import { startScheduler } from './jobs/scheduler';
import { recordRunningServer } from './ops/running-server';

const env = loadEnv();
const { deps, database } = await bootstrap(env);
const { app } = createApp(deps);
const scheduler = startScheduler(deps);

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

/** How long a stop waits for background work (receipts) before closing the database. */
const SHUTDOWN_BACKGROUND_MS = 8_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info({ signal }, 'shutting down');
  server.close();
  forgetRunningServer();
  await scheduler.stop();
  // A receipt still being made is finished if it can be, within the bound (decision 140): its
  // payment is recorded either way, and the receipt stays downloadable by landlord and tenant.
  if (!(await deps.background.idle(SHUTDOWN_BACKGROUND_MS))) {
    deps.logger.warn({ tasks: deps.background.pending() }, 'shutdown: background tasks left unfinished');
  }
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
