// `npm run lighthouse`: Lighthouse (mobile settings, Debian's Chromium) on the pages a visitor
// opens first — /login, a public statement link, the home page — and the landlord's properties
// list, against the production build served by the real server (the browser tests' start-up:
// fresh PGlite, local outbox). Data comes through the API; each page is measured RUNS times and
// the median run is kept. Prints a table and writes bench/lighthouse.json (docs/benchmarks.md).
//
// Lighthouse itself is fetched by npx at a pinned version (it is large and only this script
// needs it; decision 025). Needs the npm registry the first time, and Chromium (CHROME_PATH,
// default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const root = path.resolve(import.meta.dirname, '..');
const port = process.env.LIGHTHOUSE_PORT ?? '4290';
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_PAGES=<regexp>: only the pages whose name matches (e.g. 'properties'); the table
// file is then not written, so bench/lighthouse.json always holds all four.
const only = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES) : null;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Tramonto-Lago-93';

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('lighthouse: build the web app first (npm run build)');
  process.exit(1);
}

const server = spawn(process.execPath, ['e2e/start-server.mjs'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, E2E_PORT: port },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 480; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('lighthouse: the server did not start');
}

let cookie = '';
async function api(method, url, body) {
  const res = await fetch(`${origin}${url}`, {
    method,
    redirect: 'manual',
    headers: { origin, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (setCookie.length > 0) cookie = setCookie.join('; ');
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status < 300 && res.headers.get('content-type')?.includes('json') ? res.json() : null;
}

/** A verified landlord with one property, two contracts and a share link, as a user makes them. */
async function seed() {
  const email = `lighthouse-${Date.now()}@example.com`;
  await api('POST', '/api/account/register-landlord', {
    firstName: 'Laura',
    lastName: 'Bianchi',
    email,
    password: PASSWORD,
  });
  let mail;
  for (let i = 0; i < 50 && !mail; i++) {
    mail = (await api('GET', '/api/dev/outbox?format=json')).find((m) => m.to === email);
    if (!mail) await new Promise((r) => setTimeout(r, 200));
  }
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  const verify = new URL(link);
  await api('GET', verify.pathname + verify.search);
  await api('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
  const categories = ['admin', 'water', 'electricity', 'gas', 'internet', 'heating'];
  let contractId = '';
  for (const name of ['Casa Milano', 'Bilocale Navigli', 'Trilocale Isola']) {
    const { id: propertyId } = await api('POST', '/api/properties', {
      propertyDetails: { name, street_address: 'Via Roma 12', postal_code: '20121', province: 'MI', country: 'Italia' },
      rooms: [{ name: 'Camera 1' }, { name: 'Camera 2' }],
    });
    const { rooms } = await api(
      'GET',
      `/api/contracts/availability?property_id=${propertyId}&start_date=2000-01-01&end_date=2000-01-02`,
    );
    ({ contractId } = await api('POST', '/api/contracts', {
      tenantInfo: { email: `tenant-${propertyId}@example.com`, firstName: 'Marco', lastName: 'Rossi' },
      contractDetails: {
        property_id: propertyId,
        rent_amount: 45000,
        start_date: '2026-01-01',
        end_date: '2027-12-31',
        number_of_occupants: 1,
        fixed_fee_amount: 0,
        settlement_base_amount: 5000,
      },
      utilityAgreements: categories.map((category) => ({
        category,
        cost_model: category === 'heating' ? 'settlement' : 'consumption_based',
      })),
      roomIds: [rooms[0].id],
      documentInfo: null,
    }));
  }
  const { link: statement } = await api('GET', `/api/contracts/${contractId}/share-link`);
  return { statementPath: new URL(statement).pathname };
}

function lighthouse(url, withCookie) {
  const out = path.join(os.tmpdir(), `casaconti-lh-${process.pid}.json`);
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
  ];
  if (withCookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  // Chromium now and then fails to start on a busy machine: one more try before giving up.
  let run;
  for (let attempt = 0; attempt < 2 && run?.status !== 0; attempt++) {
    run = spawnSync('npx', args, { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' });
  }
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${run.stderr.slice(-2000)}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  // LIGHTHOUSE_REPORTS=<dir> keeps every full report (opportunities, diagnostics, LCP element).
  if (process.env.LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
    fs.copyFileSync(out, path.join(process.env.LIGHTHOUSE_REPORTS, name));
  }
  fs.rmSync(out, { force: true });
  const ms = (id) => Math.round(report.audits[id].numericValue);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp_ms: ms('first-contentful-paint'),
    lcp_ms: ms('largest-contentful-paint'),
    tbt_ms: ms('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    speed_index_ms: ms('speed-index'),
  };
}

await waitForServer();
const { statementPath } = await seed();
const pages = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/statement/{token}', path: statementPath, signedIn: false },
  { name: '/', path: '/', signedIn: false },
  { name: '/dashboard/landlord/properties', path: '/dashboard/landlord/properties', signedIn: true },
];
const results = [];
for (const page of pages) {
  if (only && !only.test(page.name)) continue;
  const all = [];
  for (let i = 0; i < runs; i++) all.push(lighthouse(`${origin}${page.path}`, page.signedIn));
  all.sort((a, b) => a.performance - b.performance);
  const median = all[Math.floor(all.length / 2)];
  results.push({ page: page.name, ...median, performance_runs: all.map((r) => r.performance) });
  console.log(
    `${page.name.padEnd(32)} performance ${String(median.performance).padStart(3)} (runs ${all.map((r) => r.performance).join(', ')})` +
      `  accessibility ${median.accessibility}  FCP ${median.fcp_ms} ms  LCP ${median.lcp_ms} ms  TBT ${median.tbt_ms} ms  CLS ${median.cls}`,
  );
}
if (!only) {
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/lighthouse.json'),
    `${JSON.stringify({ lighthouse: LIGHTHOUSE, settings: 'mobile (default)', date: new Date().toISOString(), results }, null, 2)}\n`,
  );
}
stop();
