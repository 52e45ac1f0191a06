/**
 * `npm run bench [-- --scale N] [-- --instances K] [-- --only <regexp>] [-- --out <file>]`
 *
 * 1. Generates the dataset (bench/dataset.ts) straight into a fresh database: a temporary PGlite
 *    directory, or, when DATABASE_URL names a PostgreSQL server, a new database created on it
 *    (and dropped at the end). PGlite's directory belongs to the server once it runs, so the
 *    data is written before the server starts.
 * 2. Starts the real server in its own process(es), as `npm run serve` does (NODE_ENV=test,
 *    BENCH_COUNT_QUERIES=1: an answer to a request that sends x-query-count carries its exact SQL
 *    statement count in x-query-count).
 * 3. Signs the landlord and a tenant with several contracts in through the real sign-in, sends
 *    one probe request per endpoint (its status must be 2xx; its x-query-count is the endpoint's
 *    statements per request), then loads the endpoint with autocannon from this process. Every
 *    write request gets fresh valid input (a new bill, another contract to settle, another
 *    payable to confirm); non-2xx answers are counted and reported, never hidden.
 *
 * Results are printed (and as a Markdown table) and written to bench/results.json (or --out).
 * Numbers, not assertions: performance is judged here, never by timed tests.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { autocannon } from './load';
import { QUERY_COUNT_HEADER } from '../apps/server/src/lib/query-count';
import { BENCH_LANDLORD_EMAIL, BENCH_PAYMENT_CENTS, BENCH_TENANT_EMAIL, plannedSizes } from './dataset';
import { createBenchDatabase, runDailyJob, signIn as signInAt, startBenchServer, waitUp } from './harness';
import { benchPortfolioImport } from './portfolio-import';
import { benchReceiptPdf } from './receipt-pdf';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const SCALE = Number(arg('scale') ?? 1);
const INSTANCES = Number(arg('instances') ?? 1);
const ONLY = arg('only') ? new RegExp(arg('only')!, 'i') : null;
const OUT = path.resolve(arg('out') ?? path.join(import.meta.dirname, 'results.json'));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_URL = process.env.DATABASE_URL || undefined;
if (!(SCALE > 0)) throw new Error('--scale must be a positive number');
if (INSTANCES > 1 && !SERVER_URL) throw new Error('--instances > 1 needs DATABASE_URL (PostgreSQL)');
const database = SERVER_URL ? 'postgres' : 'pglite';
const loadBefore = os.loadavg();

// --- 1. The dataset, in a fresh database (bench/harness.ts) ----------------------------------------
const bench = await createBenchDatabase({ scale: SCALE, serverUrl: SERVER_URL });
const { dataset, migrateSeconds } = bench;
const servers: ChildProcess[] = [];
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once('exit', r)) : null)));
  await bench.remove();
}
// A failing bench must not leave servers or databases behind.
process.on('exit', () => {
  for (const s of servers) s.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}
process.on('unhandledRejection', async (err) => {
  console.error(err);
  await cleanUp();
  process.exit(1);
});

// --- 2. The server(s) -----------------------------------------------------------------------------
const firstPort = 3900 + Math.floor(Math.random() * 40) * 2;
const bases = Array.from({ length: INSTANCES }, (_, i) => `http://127.0.0.1:${firstPort + i}`);
const base = bases[0]!;
const startServer = (port: number) => startBenchServer({ port, appUrl: base, trustedOrigins: bases, db: bench });
const startStart = performance.now();
// The first instance migrates alone; the others start on the migrated database.
servers.push(startServer(firstPort));
await waitUp(base);
for (let i = 1; i < INSTANCES; i++) servers.push(startServer(firstPort + i));
await Promise.all(bases.map(waitUp));
const serverStartSeconds = (performance.now() - startStart) / 1000;

// --- 3. Sign in, aim, measure ---------------------------------------------------------------------
const signIn = (email: string) => signInAt(base, email, dataset.password);
const landlordCookie = await signIn(BENCH_LANDLORD_EMAIL);
const tenantCookie = await signIn(BENCH_TENANT_EMAIL);

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(base + url, { headers: { cookie, origin: base } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const property = dataset.propertyIds[0]!;
const bill = dataset.billIds[0]!;
const contract = dataset.currentContractIds[0]!;
const { link } = await getJson<{ link: string }>(`/api/contracts/${contract}/share-link`, landlordCookie);
const token = link.split('/statement/')[1]!;

type Request = { method: string; path: string; body?: string };
type Target = {
  name: string;
  /** The route, as docs/api.md names it. */
  route: string;
  cookie?: string;
  /** Reads: one fixed request. Writes: a fresh request each time, from `pool` items. */
  request: Request | ((n: number) => Request);
  /** Writes: how many distinct valid requests exist (each may be sent once). */
  pool?: number;
};
const get = (p: string): Request => ({ method: 'GET', path: p });
let billNo = 0;
const targets: Target[] = [
  { name: 'healthz', route: 'GET /healthz', request: get('/healthz') },
  { name: 'me (landlord)', route: 'GET /api/account/me', cookie: landlordCookie, request: get('/api/account/me') },
  { name: 'portfolio', route: 'GET /api/properties', cookie: landlordCookie, request: get('/api/properties') },
  // The Proprietà and Contratti screens read pages (decision 080): the first page, as a visit opens them.
  {
    name: 'properties page',
    route: 'GET /api/properties/page',
    cookie: landlordCookie,
    request: get('/api/properties/page'),
  },
  {
    name: 'properties by revenue',
    route: 'GET /api/properties/page?sort=revenue_desc',
    cookie: landlordCookie,
    request: get('/api/properties/page?page=2&sort=revenue_desc'),
  },
  {
    name: 'property detail',
    route: 'GET /api/properties/:id',
    cookie: landlordCookie,
    request: get(`/api/properties/${property}`),
  },
  {
    name: 'bills list',
    route: 'GET /api/bills?property_id=',
    cookie: landlordCookie,
    request: get(`/api/bills?property_id=${property}`),
  },
  {
    // The property's bills tab (decisions 098, 113).
    name: 'bills page',
    route: 'GET /api/bills/page',
    cookie: landlordCookie,
    request: get(`/api/bills/page?propertyId=${property}`),
  },
  {
    name: 'bills searched',
    route: 'GET /api/bills/page?q=',
    cookie: landlordCookie,
    request: get(`/api/bills/page?propertyId=${property}&q=luce&sort=amount_desc`),
  },
  { name: 'bill detail', route: 'GET /api/bills/:id', cookie: landlordCookie, request: get(`/api/bills/${bill}`) },
  { name: 'contracts list', route: 'GET /api/contracts', cookie: landlordCookie, request: get('/api/contracts') },
  {
    name: 'contracts page',
    route: 'GET /api/contracts/page',
    cookie: landlordCookie,
    request: get('/api/contracts/page'),
  },
  {
    name: 'contracts searched',
    route: 'GET /api/contracts/page?q=',
    cookie: landlordCookie,
    request: get('/api/contracts/page?q=numero%2012&status=active&sort=tenant'),
  },
  {
    // The Contratti screen's property filter (decision 097).
    name: 'contracts of a property',
    route: 'GET /api/contracts/page?propertyId=',
    cookie: landlordCookie,
    request: get(`/api/contracts/page?propertyId=${property}`),
  },
  {
    // The adjustment dialog's contract picker, a typed name (decision 097).
    name: 'adjustment picker',
    route: 'GET /api/contracts/page?q=&sort=tenant',
    cookie: landlordCookie,
    request: get('/api/contracts/page?q=numero%20123&sort=tenant'),
  },
  {
    name: 'contract detail',
    route: 'GET /api/contracts/:id',
    cookie: landlordCookie,
    request: get(`/api/contracts/${contract}`),
  },
  {
    name: 'contract financials',
    route: 'GET /api/contracts/:id/financials',
    cookie: landlordCookie,
    request: get(`/api/contracts/${contract}/financials`),
  },
  {
    name: 'payments overview',
    route: 'GET /api/payments/overview',
    cookie: landlordCookie,
    request: get('/api/payments/overview'),
  },
  {
    name: 'analytics',
    route: 'GET /api/analytics',
    cookie: landlordCookie,
    request: get('/api/analytics'),
  },
  {
    name: 'settlement previews',
    route: 'GET /api/payments/settlement-previews',
    cookie: landlordCookie,
    request: get('/api/payments/settlement-previews'),
  },
  {
    name: 'net balances',
    route: 'GET /api/payments/net-balances',
    cookie: landlordCookie,
    request: get('/api/payments/net-balances'),
  },
  {
    // The 'Conguagli' tab (decision 114).
    name: 'settlement previews page',
    route: 'GET /api/payments/settlement-previews/page',
    cookie: landlordCookie,
    request: get('/api/payments/settlement-previews/page'),
  },
  {
    name: 'settlement previews searched',
    route: 'GET /api/payments/settlement-previews/page?q=',
    cookie: landlordCookie,
    request: get('/api/payments/settlement-previews/page?q=numero%2012&sort=amount_desc'),
  },
  {
    // The 'Pagamenti' tab (decision 113).
    name: 'net balances page',
    route: 'GET /api/payments/net-balances/page',
    cookie: landlordCookie,
    request: get('/api/payments/net-balances/page'),
  },
  {
    name: 'net balances searched',
    route: 'GET /api/payments/net-balances/page?q=',
    cookie: landlordCookie,
    request: get('/api/payments/net-balances/page?q=numero%2012&overdue=true&sort=amount_desc'),
  },
  {
    // 'Scadenze' (decision 080): the first page of the lease's deadlines.
    name: 'deadlines page',
    route: 'GET /api/deadlines/page',
    cookie: landlordCookie,
    request: get('/api/deadlines/page'),
  },
  {
    // The analytics page's yearly summary table, a page at a time (decision 119).
    name: 'analytics summary page',
    route: 'GET /api/analytics/summary',
    cookie: landlordCookie,
    request: get('/api/analytics/summary'),
  },
  {
    // The analytics page's per-property table, a page at a time, sorted in SQL (decision 125).
    name: 'analytics properties page',
    route: 'GET /api/analytics/properties',
    cookie: landlordCookie,
    request: get('/api/analytics/properties?sort=net_desc'),
  },
  { name: 'me (tenant)', route: 'GET /api/account/me', cookie: tenantCookie, request: get('/api/account/me') },
  {
    name: 'tenant overview',
    route: 'GET /api/tenant/overview',
    cookie: tenantCookie,
    request: get('/api/tenant/overview'),
  },
  {
    name: 'tenant statements',
    route: 'GET /api/tenant/statements',
    cookie: tenantCookie,
    request: get('/api/tenant/statements'),
  },
  {
    // The tenant's payables list, a page at a time (decision 121).
    name: 'tenant payables page',
    route: 'GET /api/tenant/payables/page',
    cookie: tenantCookie,
    request: get('/api/tenant/payables/page'),
  },
  { name: 'public statement', route: 'GET /api/statement/:token', request: get(`/api/statement/${token}`) },
  {
    name: 'create bill (write)',
    route: 'POST /api/bills',
    cookie: landlordCookie,
    // A new bill each time (its own idempotency key) on the let properties in turn.
    request: () => {
      const n = billNo++;
      const month = String((n % 12) + 1).padStart(2, '0');
      return {
        method: 'POST',
        path: '/api/bills',
        body: JSON.stringify({
          idempotencyKey: randomUUID(),
          billDetails: {
            propertyId: dataset.propertyIds[n % dataset.propertyIds.length],
            category: ['water', 'electricity', 'gas', 'heating', 'admin', 'internet'][n % 6],
            totalAmount: 10_000 + (n % 997),
            splittableAmount: 10_000 + (n % 997),
            notes: null,
            periodStartDate: `${dataset.today.slice(0, 4)}-${month}-01`,
            periodEndDate: `${dataset.today.slice(0, 4)}-${month}-28`,
          },
        }),
      };
    },
  },
  {
    name: 'record payment (write)',
    route: 'POST /api/contracts/:id/payments',
    cookie: landlordCookie,
    // A payment of 1,00 € on a contract with open payables, contracts in turn (each within what
    // it owes): allocated oldest first, with its receipt number, in one transaction holding the
    // contract's lock (docs/domain.md §12). Before 'confirm payment', which pays payables off whole.
    request: (n) => ({
      method: 'POST',
      path: `/api/contracts/${dataset.paymentContractIds[n]}/payments`,
      body: JSON.stringify({ amount: BENCH_PAYMENT_CENTS, receivedOn: dataset.today, method: 'bonifico' }),
    }),
    pool: dataset.paymentContractIds.length,
  },
  {
    name: 'confirm payment (write)',
    route: 'POST /api/payments/payables/:id/confirm',
    cookie: landlordCookie,
    // Another due payable each time: each can be confirmed once.
    request: (n) => ({ method: 'POST', path: `/api/payments/payables/${dataset.duePayableIds[n]}/confirm` }),
    pool: dataset.duePayableIds.length,
  },
  {
    name: 'settle contract (write)',
    route: 'POST /api/payments/contracts/:id/settle',
    cookie: landlordCookie,
    // Another contract with pending items each time: a settled contract has nothing left to settle.
    request: (n) => ({ method: 'POST', path: `/api/payments/contracts/${dataset.settleableContractIds[n]}/settle` }),
    pool: dataset.settleableContractIds.length,
  },
];

/** One signed-in read that needs a database connection: its time alone is the idle baseline. */
async function timeMe(): Promise<number> {
  const started = performance.now();
  await fetch(`${base}/api/account/me`, { headers: { cookie: landlordCookie } }).then((r) => r.arrayBuffer());
  return performance.now() - started;
}
await runDailyJob(base);
// Then measurements start once three reads in a row answer fast (at most 2 minutes).
let idleMe = Number.POSITIVE_INFINITY;
const settleUntil = performance.now() + 120_000;
for (let fast = 0; fast < 3 && performance.now() < settleUntil; ) {
  const ms = await timeMe();
  idleMe = Math.min(idleMe, ms);
  fast = ms < 50 ? fast + 1 : 0;
  if (fast === 0) await sleep(200);
}
/**
 * The next endpoint starts on an idle server: the load may leave requests running after it
 * stops (slow ones for many seconds). Requests sent now queue behind them (on PGlite's one
 * connection as in the pool); once a read answers about as fast as when idle, they are done.
 * A write's work after its answer (a payment's receipt job: decision 185) is waited for through
 * the dev outbox, which answers once no job is ready to run or running (decision 184).
 */
async function drain() {
  const until = performance.now() + 60_000;
  await Promise.all(
    bases.map((b) =>
      fetch(`${b}/api/dev/outbox?format=json`, { signal: AbortSignal.timeout(300_000) }).then((r) => r.arrayBuffer()),
    ),
  );
  await Promise.all(Array.from({ length: CONNECTIONS }, timeMe));
  while (performance.now() < until && (await timeMe()) > Math.max(50, 3 * idleMe)) await sleep(200);
}

type Result = {
  endpoint: string;
  route: string;
  reqPerSec: number;
  vsHealthz: number;
  p50: number;
  p99: number;
  /** The probe: one request alone, before the load (ms). */
  probeMs: number;
  /** Length of the load (BENCH_SECONDS, longer for a slow endpoint). */
  seconds: number;
  queries: number;
  bytes?: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** A kept read asked with its ETag (If-None-Match): the 304's figures beside the 200's. */
  notModified?: { reqPerSec: number; p50: number; p99: number; queries: number; other: number };
};
const results: Result[] = [];
let healthz = 0;
for (const t of targets) {
  if (ONLY && t.name !== 'healthz' && !ONLY.test(t.name)) continue;
  const headers: Record<string, string> = { origin: base, 'content-type': 'application/json' };
  // By default the load asks for the uncompressed answer (every table in docs/benchmarks.md);
  // BENCH_ACCEPT_ENCODING='gzip, deflate, br, zstd' asks as a browser does.
  if (process.env.BENCH_ACCEPT_ENCODING) headers['accept-encoding'] = process.env.BENCH_ACCEPT_ENCODING;
  if (t.cookie) headers.cookie = t.cookie;
  // Writes hand out their pool in order; the probe takes the first item.
  let next = 0;
  const fresh = () => (typeof t.request === 'function' ? t.request(next++) : t.request);

  // The probe: exact SQL statements of one request, and its time alone (the best of three for a
  // read; a write's input can be used once), before the load.
  let probeMs = Number.POSITIVE_INFINITY;
  let queries = 0;
  let bytes = 0;
  let etag: string | null = null;
  for (let i = 0; i < (typeof t.request === 'function' ? 1 : 3); i++) {
    const probeRequest = fresh();
    const probeStart = performance.now();
    const probe = await fetch(base + probeRequest.path, {
      method: probeRequest.method,
      // Only the probe asks for its statement count: counting is off during the load.
      headers: { ...headers, [QUERY_COUNT_HEADER]: '1' },
      body: probeRequest.body,
    });
    if (!probe.ok) throw new Error(`${t.name}: ${probe.status} ${await probe.text()}`);
    bytes = (await probe.arrayBuffer()).byteLength;
    probeMs = Math.min(probeMs, Math.round(performance.now() - probeStart));
    queries = Number(probe.headers.get(QUERY_COUNT_HEADER));
    etag = probe.headers.get('etag');
  }
  // A slow endpoint gets a longer run (up to 30 s), so that its requests, queued behind one
  // another under load, are answered within it and measured.
  const seconds = Math.min(30, Math.max(DURATION, Math.ceil((3 * CONNECTIONS * probeMs) / 1000)));

  // Load split evenly across the instances (one autocannon per instance, run together). A write
  // stops before its pool runs out (autocannon prepares one request per connection ahead).
  const connections = Math.max(1, Math.round(CONNECTIONS / INSTANCES));
  const maxOverall =
    t.pool === undefined ? undefined : Math.floor((t.pool - 1 - 2 * CONNECTIONS) / INSTANCES) || undefined;
  if (maxOverall !== undefined && maxOverall < connections) throw new Error(`${t.name}: pool too small (${t.pool})`);
  const runs = await Promise.all(
    bases.map((b) =>
      autocannon({
        url: b + (typeof t.request === 'function' ? '/' : t.request.path),
        connections,
        duration: seconds,
        // No request is abandoned and sent again while the server still works on it.
        timeout: 120,
        headers,
        ...(maxOverall ? { maxOverallRequests: maxOverall } : {}),
        ...(typeof t.request === 'function'
          ? {
              requests: [
                {
                  setupRequest: (r) => {
                    const fr = fresh();
                    return { ...r, method: fr.method, path: fr.path, body: fr.body ?? '' };
                  },
                },
              ],
            }
          : { method: t.request.method }),
      }),
    ),
  );
  // Requests answered per second of the run (one decimal below 100: slow endpoints stay visible).
  const perSecond = runs.reduce((s, r) => s + r.requests.total / r.duration, 0);
  await drain();
  const reqPerSec = perSecond < 100 ? Math.round(perSecond * 10) / 10 : Math.round(perSecond);
  if (t.name === 'healthz') healthz = reqPerSec;
  const row: Result = {
    endpoint: t.name,
    route: t.route,
    reqPerSec,
    vsHealthz: Math.round((reqPerSec / healthz) * 100) / 100,
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    probeMs,
    seconds,
    queries,
    /** The answer's size in bytes (decision 119: the analytics answer stays small). */
    bytes,
    requests: runs.reduce((s, r) => s + r.requests.total, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
  };
  // A kept read (its answer has an ETag, decision 177): the same load again asking with
  // If-None-Match, as the web app does once it holds the answer: 304, no body.
  if (etag && typeof t.request !== 'function') row.notModified = await notModifiedLoad(t.request.path, headers, etag);
  results.push(row);
  const nm = row.notModified;
  console.log(
    `[bench] ${t.name}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms (alone ${probeMs} ms, ${seconds} s), ${row.queries} statements, ${Math.round(bytes / 1024)} KB${row.non2xx ? `, ${row.non2xx} non-2xx` : ''}${nm ? `; 304: ${nm.reqPerSec} req/s, p50 ${nm.p50} ms, p99 ${nm.p99} ms, ${nm.queries} statements${nm.other ? `, ${nm.other} not 304` : ''}` : ''}`,
  );
}

/** The 304 load of a kept read: its probe's statements, then DURATION seconds with If-None-Match. */
async function notModifiedLoad(
  urlPath: string,
  headers: Record<string, string>,
  etag: string,
): Promise<NonNullable<Result['notModified']>> {
  const asking = { ...headers, 'if-none-match': etag };
  const probe = await fetch(base + urlPath, { headers: { ...asking, [QUERY_COUNT_HEADER]: '1' } });
  await probe.arrayBuffer();
  if (probe.status !== 304) throw new Error(`${urlPath}: ${probe.status} to its own ETag, not 304`);
  const connections = Math.max(1, Math.round(CONNECTIONS / INSTANCES));
  const runs = await Promise.all(
    bases.map((b) => autocannon({ url: b + urlPath, connections, duration: DURATION, timeout: 120, headers: asking })),
  );
  await drain();
  const perSecond = runs.reduce((s, r) => s + r.requests.total / r.duration, 0);
  return {
    reqPerSec: perSecond < 100 ? Math.round(perSecond * 10) / 10 : Math.round(perSecond),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    queries: Number(probe.headers.get(QUERY_COUNT_HEADER)),
    // Any answer but a 304 (and any error) is reported.
    other: runs.reduce((s, r) => s + r.requests.total - (r.statusCodeStats['304']?.count ?? 0) + r.errors, 0),
  };
}

// In-process cases: work the server does that no endpoint measures yet (bench/receipt-pdf.ts).
if (!ONLY || ONLY.test('receipt PDF')) {
  const r = await benchReceiptPdf(DURATION);
  const row: Result = {
    endpoint: 'receipt PDF',
    route: 'renderReceiptPdf (in process)',
    reqPerSec: r.perSecond,
    vsHealthz: healthz ? Math.round((r.perSecond / healthz) * 100) / 100 : 0,
    p50: r.p50,
    p99: r.p99,
    probeMs: r.aloneMs,
    seconds: DURATION,
    queries: 0,
    requests: r.runs,
    non2xx: 0,
    errors: 0,
  };
  results.push(row);
  console.log(
    `[bench] receipt PDF: ${r.perSecond} renders/s, p50 ${r.p50} ms, p99 ${r.p99} ms (alone ${r.aloneMs} ms), ${r.bytes} bytes`,
  );
}

// The portfolio import of 300 contracts (issue 50, bench/portfolio-import.ts): once, into an empty
// account of its own database on the same kind of database; its statements must not grow with the rows.
if (!ONLY || ONLY.test('portfolio import')) {
  const r = await benchPortfolioImport();
  const row: Result = {
    endpoint: `portfolio import (${r.contracts} contracts)`,
    route: 'upload + preview + runPortfolioImport (in process)',
    reqPerSec: 0,
    vsHealthz: 0,
    p50: r.totalMs,
    p99: r.totalMs,
    probeMs: r.runMs,
    seconds: 0,
    queries: r.runStatements,
    requests: 1,
    non2xx: 0,
    errors: 0,
  };
  results.push(row);
  console.log(
    `[bench] portfolio import: ${r.rows} rows, ${r.contracts} contracts in ${r.totalMs} ms (upload ${r.uploadMs}, preview ${r.previewMs}, run ${r.runMs}), ${r.runStatements} statements in the run`,
  );
}

const summary = {
  at: new Date().toISOString(),
  database,
  scale: SCALE,
  instances: INSTANCES,
  connections: CONNECTIONS,
  secondsPerEndpoint: DURATION,
  machine: {
    cpus: os.cpus().length,
    loadAverageBefore: loadBefore.map((l) => Math.round(l * 100) / 100),
    loadAverageAfter: os.loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
  },
  dataset: {
    planned: plannedSizes(SCALE),
    rows: dataset.rows,
    generationSeconds: dataset.seconds,
    migrateSeconds: Math.round(migrateSeconds * 10) / 10,
    serverStartSeconds: Math.round(serverStartSeconds * 10) / 10,
    tenantContracts: dataset.tenant.contracts,
  },
};
console.log(`\nCasaConti bench: ${JSON.stringify(summary)}\n`);
console.table(results);
console.log(markdownTable(results));
fs.writeFileSync(OUT, `${JSON.stringify({ ...summary, results }, null, 2)}\n`);
console.log(`[bench] written to ${path.relative(process.cwd(), OUT)}`);
await cleanUp();
process.exit(results.some((r) => r.non2xx > 0 || r.errors > 0 || (r.notModified?.other ?? 0) > 0) ? 2 : 0);

function markdownTable(rows: Result[]): string {
  const lines = [
    '| endpoint | route | req/s | × healthz | p50 ms | p99 ms | alone ms | queries | non-2xx | 304 req/s | 304 p50 ms | 304 p99 ms | 304 queries |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const nm = r.notModified;
      const notModified = nm ? `${nm.reqPerSec} | ${nm.p50} | ${nm.p99} | ${nm.queries}` : '– | – | – | –';
      return `| ${r.endpoint} | ${r.route} | ${r.reqPerSec} | ${r.vsHealthz} | ${r.p50} | ${r.p99} | ${r.probeMs} | ${r.queries} | ${r.non2xx + r.errors} | ${notModified} |`;
    }),
  ];
  return lines.join('\n');
}
