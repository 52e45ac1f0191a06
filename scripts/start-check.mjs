// CI (.ci/run): `npm start` works whatever NODE_ENV the shell exports (issue 19). Builds once
// with NODE_ENV=development (the build is the production build whatever NODE_ENV says:
// apps/web/vite.config.ts), then serves it with `npm run serve` under NODE_ENV=development and
// under NODE_ENV=production, each on a free port with a fresh DATA_DIR, and checks that /healthz
// answers, that / is the app and that /login is the page prerendered by the build. Prints one
// line per check, writes "N passed, N failed, 0 skipped" to test-results/start-check.txt and exits
// non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SERVE_ENVS = ['development', 'production'];
// A cold start migrates a fresh embedded database: seconds alone, a minute on a busy machine.
const START_TIMEOUT_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function get(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

/** Starts `npm run serve` under nodeEnv, checks it, stops it; returns null or what went wrong. */
async function checkServe(nodeEnv) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-start-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', 'serve'], {
    cwd: root,
    detached: true, // its own process group: npm, sh and node stop together
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) return `the server exited (${child.exitCode}): ${stderr.slice(-2000)}`;
      const up = await get(`${base}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline)
        return `/healthz did not answer within ${START_TIMEOUT_MS / 1000} s: ${stderr.slice(-2000)}`;
      await new Promise((r) => setTimeout(r, 250));
    }
    const home = await get(`${base}/`);
    if (home.status !== 200 || !home.type.includes('text/html')) return `GET / answered ${home.status} ${home.type}`;
    // The entry is named in the landing data, which index.html's landing script reads (decision 135).
    if (!home.body.includes('<title>CasaConti</title>') || !/"entry":"\/assets\/[\w.-]+\.js"/.test(home.body))
      return 'GET / is not the built app (no title or no entry script)';
    const login = await get(`${base}/login`);
    if (login.status !== 200 || !login.body.includes('<div id="root" data-prerendered>'))
      return `GET /login answered ${login.status} without the prerendered page`;
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 10_000, false))]);
      if (!stopped) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
console.log('[start] npm run build with NODE_ENV=development');
const build = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development' },
});
if (build.status !== 0) {
  results.push({ name: 'NODE_ENV=development npm run build', problem: `exited ${build.status}` });
} else {
  results.push({ name: 'NODE_ENV=development npm run build', problem: null });
  for (const nodeEnv of SERVE_ENVS) {
    results.push({ name: `NODE_ENV=${nodeEnv} npm run serve`, problem: await checkServe(nodeEnv) });
  }
}
for (const r of results) console.log(`[start] ${r.name}: ${r.problem ? `FAILED: ${r.problem}` : 'ok'}`);
const passed = results.filter((r) => !r.problem).length;
const failed = results.length - passed + (build.status !== 0 ? SERVE_ENVS.length : 0);
const summary = `${passed} passed, ${failed} failed, 0 skipped`;
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'test-results', 'start-check.txt'), `${summary}\n`);
console.log(`[start] ${summary}`);
process.exit(failed > 0 ? 1 : 0);
