/**
 * `npm run bench [-- --scale N]`: starts the real server in its own process (as `npm run serve`
 * does: node --import tsx apps/server/src/main.ts) on a temporary PGlite, or on DATABASE_URL,
 * seeds one landlord's portfolio through the API, then measures every landlord read, the public
 * statement and a write with autocannon from this process. SQL statements per request are counted
 * by the server itself (BENCH_COUNT_QUERIES, NODE_ENV=test only). Results are printed and written
 * to bench/results.json. Numbers, not assertions: performance is judged here, never by timed tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const SCALE = Number(arg('scale') ?? 1);
const INSTANCES = Number(arg('instances') ?? 1);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROPERTIES = 20 * SCALE;
const ROOMS = 4;
/** Properties whose rooms all have a contract (the rest are empty). */
const LET = 10 * SCALE;
const BILLS_PER_LET = 3;
const ROOT = path.resolve(import.meta.dirname, '..');
if (INSTANCES > 1 && !process.env.DATABASE_URL) throw new Error('--instances > 1 needs DATABASE_URL (PostgreSQL)');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-bench-'));
const firstPort = 3900 + Math.floor(Math.random() * 40) * 2;
const bases = Array.from({ length: INSTANCES }, (_, i) => `http://127.0.0.1:${firstPort + i}`);
const base = bases[0]!;

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      TRUSTED_ORIGINS: bases.join(','),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SIGNIN_RATE_LIMIT: '1000',
      BENCH_COUNT_QUERIES: '1',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    },
  });
}
async function waitUp(url: string) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`server at ${url} did not start`);
}
// The first instance migrates alone; the others start on the migrated database.
const servers = [startServer(firstPort)];
// A failing bench must not leave servers behind.
process.on('exit', () => {
  for (const s of servers) s.kill('SIGTERM');
});
await waitUp(base);
for (let i = 1; i < INSTANCES; i++) servers.push(startServer(firstPort + i));
await Promise.all(bases.map(waitUp));

async function api<T = unknown>(method: string, url: string, body?: unknown, cookie = ''): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  if (url === '/api/auth/sign-in/email') return res.headers.getSetCookie() as T;
  return (await res.json()) as T;
}

/** Reads the server's SQL statement counter (first instance). */
async function queriesSoFar(): Promise<number> {
  const file = path.join(dataDir, 'bench-queries.txt');
  fs.rmSync(file, { force: true });
  servers[0]!.kill('SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await sleep(10);
  await sleep(10);
  return Number(fs.readFileSync(file, 'utf8'));
}

const seedStart = Date.now();
const email = `bench.${Date.now()}@example.com`;
await api('POST', '/api/account/register-landlord', {
  firstName: 'Bench',
  lastName: 'Mark',
  email,
  password: 'Password123!',
});
// The verification link is in the dev outbox; following it verifies the address.
const outbox = await api<{ to: string; links: string[] }[]>('GET', '/api/dev/outbox');
const verify = outbox.find((m) => m.to === email)?.links.find((l) => l.includes('/api/auth/verify-email'));
if (!verify) throw new Error('no verification link in the outbox');
await fetch(verify.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
const cookie = (await api<string[]>('POST', '/api/auth/sign-in/email', { email, password: 'Password123!' }))
  .map((c) => c.split(';')[0])
  .join('; ');

const propertyIds: string[] = [];
for (let p = 0; p < PROPERTIES; p++) {
  const created = await api<{ id: string }>(
    'POST',
    '/api/properties',
    {
      propertyDetails: {
        name: `Immobile ${p}`,
        street_address: `Via Roma ${p}`,
        postal_code: '20100',
        province: 'MI',
        country: 'Italia',
      },
      rooms: Array.from({ length: ROOMS }, (_, r) => ({ name: `Stanza ${r + 1}`, description: null })),
    },
    cookie,
  );
  propertyIds.push(created.id);
}
const categories = ['admin', 'water', 'electricity', 'gas', 'internet', 'heating'] as const;
let tenantNo = 0;
for (const propertyId of propertyIds.slice(0, LET)) {
  const detail = await api<{ rooms: { id: string }[] }>('GET', `/api/properties/${propertyId}`, undefined, cookie);
  for (const room of detail.rooms) {
    tenantNo++;
    await api(
      'POST',
      '/api/contracts',
      {
        tenantInfo: {
          email: `tenant${tenantNo}.${Date.now()}@example.com`,
          firstName: 'Inquilino',
          lastName: `N${tenantNo}`,
        },
        contractDetails: {
          property_id: propertyId,
          rent_amount: 45000 + tenantNo * 100,
          start_date: '2025-01-01',
          end_date: '2027-12-31',
          number_of_occupants: 1,
          fixed_fee_amount: 0,
          settlement_base_amount: 3000,
        },
        utilityAgreements: categories.map((category) => ({ category, cost_model: 'settlement' })),
        roomIds: [room.id],
        documentInfo: null,
      },
      cookie,
    );
  }
  for (let b = 0; b < BILLS_PER_LET; b++) {
    const month = String(b + 1).padStart(2, '0');
    await api('POST', '/api/bills', billBody(propertyId, categories[b % categories.length]!, month), cookie);
  }
}
function billBody(propertyId: string, category: string, month: string) {
  return {
    idempotencyKey: randomUUID(),
    billDetails: {
      propertyId,
      category,
      totalAmount: 30000,
      splittableAmount: 27000,
      notes: null,
      periodStartDate: `2026-${month}-01`,
      periodEndDate: `2026-${month}-28`,
    },
  };
}
const seedSeconds = (Date.now() - seedStart) / 1000;

const property = propertyIds[0]!;
const { items: contracts } = await api<{ items: { contractId: string }[] }>('GET', '/api/contracts', undefined, cookie);
const contract = contracts[0]!.contractId;
const { bills } = await api<{ bills: { id: string }[] }>(
  'GET',
  `/api/bills?property_id=${property}`,
  undefined,
  cookie,
);
const bill = bills[0]!.id;
const { link } = await api<{ link: string }>('GET', `/api/contracts/${contract}/share-link`, undefined, cookie);
const token = link.split('/statement/')[1]!;

type Target = { name: string; path: string; method?: string; body?: () => string };
const targets: Target[] = [
  { name: 'healthz', path: '/healthz' },
  { name: 'me', path: '/api/account/me' },
  { name: 'portfolio (properties)', path: '/api/properties' },
  { name: 'property detail', path: `/api/properties/${property}` },
  { name: 'bills list', path: `/api/bills?property_id=${property}` },
  { name: 'bill detail', path: `/api/bills/${bill}` },
  { name: 'contracts list', path: '/api/contracts' },
  { name: 'contract detail', path: `/api/contracts/${contract}` },
  { name: 'contract financials', path: `/api/contracts/${contract}/financials` },
  { name: 'payments overview', path: '/api/payments/overview' },
  { name: 'settlement previews', path: '/api/payments/settlement-previews' },
  { name: 'net balances', path: '/api/payments/net-balances' },
  { name: 'public statement', path: `/api/statement/${token}` },
  {
    name: 'create bill (write)',
    path: '/api/bills',
    method: 'POST',
    body: () => JSON.stringify(billBody(propertyIds[LET - 1]!, 'electricity', '06')),
  },
];

type Row = {
  endpoint: string;
  reqPerSec: number;
  vsHealthz: number;
  p50: number;
  p99: number;
  queries: number;
  errors: number;
  non2xx: number;
};
const rows: Row[] = [];
let healthz = 0;
const headers = { cookie, origin: base, 'content-type': 'application/json' };
for (const t of targets) {
  // Exact SQL statements for one request, measured alone before the load.
  const before = await queriesSoFar();
  const probe = await fetch(base + t.path, { method: t.method ?? 'GET', headers, body: t.body?.() });
  if (!probe.ok) throw new Error(`${t.name}: ${probe.status} ${await probe.text()}`);
  const queries = (await queriesSoFar()) - before;
  // Load split evenly across the instances (one autocannon per instance, run together).
  const results = await Promise.all(
    bases.map((b) =>
      autocannon({
        url: b + t.path,
        connections: Math.max(1, Math.round(CONNECTIONS / INSTANCES)),
        duration: DURATION,
        headers,
        ...(t.body
          ? { requests: [{ method: t.method ?? 'GET', setupRequest: (r) => ({ ...r, body: t.body!() }) }] }
          : {}),
      }),
    ),
  );
  const reqPerSec = Math.round(results.reduce((s, r) => s + r.requests.average, 0));
  if (t.name === 'healthz') healthz = reqPerSec;
  rows.push({
    endpoint: t.name,
    reqPerSec,
    vsHealthz: Math.round((reqPerSec / healthz) * 100) / 100,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    queries,
    errors: results.reduce((s, r) => s + r.errors, 0),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
  });
}

const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const summary = {
  at: new Date().toISOString(),
  database,
  scale: SCALE,
  instances: INSTANCES,
  properties: PROPERTIES,
  contracts: LET * ROOMS,
  bills: LET * BILLS_PER_LET,
  connections: CONNECTIONS,
  seconds: DURATION,
  seedSeconds,
};
console.log(`\nCasaConti bench: ${JSON.stringify(summary)}\n`);
console.table(rows);
fs.writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify({ ...summary, rows }, null, 2)}\n`);
for (const s of servers) s.kill('SIGTERM');
await Promise.all(servers.map((s) => new Promise((r) => s.once('exit', r))));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
