// CI (.ci/run): `npm start` works whatever NODE_ENV the shell exports (issue 19). Builds once
// with NODE_ENV=development (the build is the production build whatever NODE_ENV says:
// apps/web/vite.config.ts), then serves it with `npm run serve` under NODE_ENV=development and
// under NODE_ENV=production, each on a free port with a fresh DATA_DIR, and checks that /healthz
// answers, that / is the app, that /login is the page prerendered by the build and that the built
// document worker makes a document (decision 175): a landlord registers, confirms the address from
// the email (sent to an SMTP server this script runs) and exports a year as XLSX. Prints one line
// per check, writes "N passed, N failed, 0 skipped" to test-results/start-check.txt and exits
// non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

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

/** The messages an SMTP server on a free port receives, raw, with its URL. */
async function startSmtpCapture() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received, close: () => server.close() };
}

/** A quoted-printable body as text (the links of an email with accented words are encoded so). */
const unquote = (raw) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A landlord registers, confirms the address through the email's link, signs in and exports this
 * year as XLSX: the export is made on the document worker, built into apps/server/dist beside
 * the server. Returns null or what went wrong.
 */
async function checkDocument(base, mail) {
  const email = `start-check.${Date.now().toString(36)}@example.com`;
  const password = 'Tramonto-Lago-93';
  const post = (url, body, headers = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
  const registered = await post('/api/account/register-landlord', {
    firstName: 'Laura',
    lastName: 'Bianchi',
    email,
    password,
  });
  if (registered.status !== 201) return `registering a landlord answered ${registered.status}`;
  let link;
  for (const deadline = Date.now() + 30_000; !link && Date.now() < deadline; ) {
    const message = mail.received.map(unquote).find((m) => m.includes(email));
    link = message?.match(/https?:\/\/[^\s<>"')]+verify-email[^\s<>"')]+/)?.[0];
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  if (!link) return 'no confirmation email with its link reached the SMTP server';
  const target = new URL(link.replaceAll('&amp;', '&'));
  const confirmed = await fetch(`${base}${target.pathname}${target.search}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  if (confirmed.status >= 400) return `the confirmation link answered ${confirmed.status}`;
  const signedIn = await post('/api/auth/sign-in/email', { email, password });
  if (signedIn.status !== 200) return `signing in answered ${signedIn.status}`;
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const year = new Date().getFullYear();
  const exported = await fetch(`${base}/api/analytics/export?year=${year}&format=xlsx`, {
    headers: { cookie },
    signal: AbortSignal.timeout(60_000),
  });
  const bytes = Buffer.from(await exported.arrayBuffer());
  // An XLSX is a zip: it starts with PK.
  if (exported.status !== 200 || bytes.subarray(0, 2).toString('latin1') !== 'PK')
    return `the XLSX export answered ${exported.status} ${exported.headers.get('content-type')} (${bytes.length} bytes)`;
  return null;
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
      SMTP_URL: mail.url,
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
    return await checkDocument(base, mail);
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
const mail = await startSmtpCapture();
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
mail.close();
for (const r of results) console.log(`[start] ${r.name}: ${r.problem ? `FAILED: ${r.problem}` : 'ok'}`);
const passed = results.filter((r) => !r.problem).length;
const failed = results.length - passed + (build.status !== 0 ? SERVE_ENVS.length : 0);
const summary = `${passed} passed, ${failed} failed, 0 skipped`;
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'test-results', 'start-check.txt'), `${summary}\n`);
console.log(`[start] ${summary}`);
process.exit(failed > 0 ? 1 : 0);
