// Starts the real server for the browser tests: the built server (apps/server/dist, as `npm run
// serve` runs it: decision 175) with the built SPA, fresh PGlite in a temporary DATA_DIR (or
// TEST_DATABASE_URL's server? no: e2e always uses its own PGlite), local outbox.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = 'apps/server/dist/main.js';
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')) || !fs.existsSync(path.join(root, serverEntry))) {
  console.error('e2e: the SPA or the server is not built; run `npm run build` first');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-e2e-'));
const port = process.env.E2E_PORT ?? '4173';
const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The server's clock starts on a fixed day and runs forward: the specs' 2026–27 dates keep
    // their meaning whenever the suite runs (honoured only with NODE_ENV=test; decision 018).
    TEST_NOW: process.env.E2E_NOW ?? '2026-11-23T09:00:00Z',
    LOG_LEVEL: 'warn',
    // Browser tests sign in many times from one address; the limit itself is tested in the API suite.
    SIGNIN_RATE_LIMIT: '1000',
    STATEMENT_RATE_LIMIT: '1000',
    INVITATION_RATE_LIMIT: '1000',
    INVITATION_RECIPIENT_RATE_LIMIT: '1000',
    RECEIPT_EMAIL_RATE_LIMIT: '1000',
    RECEIPT_EMAIL_CONTRACT_RATE_LIMIT: '1000',
    // A job that fails is tried again at once, twice in all: a refused receipt shows failed quickly.
    JOB_TRIES: '2',
    JOB_RETRY_DELAY_SECONDS: '0',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
