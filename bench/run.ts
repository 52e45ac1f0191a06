/**
 * `npm run bench`: starts the real server in this process on a temporary PGlite (or on
 * DATABASE_URL), seeds one landlord with a realistic portfolio through the API, then measures
 * the hot read paths with autocannon. Results are printed and written to bench/results.json.
 * Numbers, not assertions: performance is judged here, never by timed tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createApp } from '../apps/server/src/app';
import { bootstrap } from '../apps/server/src/bootstrap';
import { user } from '../apps/server/src/db/schema';
import { parseEnv } from '../apps/server/src/lib/env';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 40);
const ROOMS = 4;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-bench-'));
const port = 3900 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;
const env = parseEnv({
  NODE_ENV: 'test',
  PORT: String(port),
  APP_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SIGNIN_RATE_LIMIT: '1000',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
});
const { deps, database } = await bootstrap(env);
const { app } = createApp(deps);
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });

async function api(method: string, url: string, body?: unknown, cookie = '') {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

const email = `bench.${Date.now()}@example.com`;
await api('POST', '/api/account/register-landlord', {
  firstName: 'Bench',
  lastName: 'Mark',
  email,
  password: 'Password123!',
});
await deps.db.update(user).set({ emailVerified: true }).where(sql`${user.email} = ${email}`);
const login = await api('POST', '/api/auth/sign-in/email', { email, password: 'Password123!' });
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const propertyIds: string[] = [];
for (let p = 0; p < PROPERTIES; p++) {
  const res = await api(
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
  propertyIds.push(((await res.json()) as { id: string }).id);
}
const firstDetail = (await (await api('GET', `/api/properties/${propertyIds[0]}`, undefined, cookie)).json()) as {
  rooms: { id: string }[];
};
const categories = ['admin', 'water', 'electricity', 'gas', 'internet', 'heating'];
for (const [i, r] of firstDetail.rooms.entries()) {
  await api(
    'POST',
    '/api/contracts',
    {
      tenantInfo: { email: `tenant${i}.${Date.now()}@example.com`, firstName: 'Inquilino', lastName: `N${i}` },
      contractDetails: {
        property_id: propertyIds[0],
        rent_amount: 45000 + i * 1000,
        start_date: '2025-01-01',
        end_date: '2027-12-31',
        number_of_occupants: 1,
        fixed_fee_amount: 0,
        settlement_base_amount: 3000,
      },
      utilityAgreements: categories.map((category) => ({ category, cost_model: 'settlement' })),
      roomIds: [r.id],
      documentInfo: null,
    },
    cookie,
  );
}

type Row = { path: string; reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number };
const rows: Row[] = [];
for (const target of [
  '/healthz',
  '/api/account/me',
  '/api/properties',
  `/api/properties/${propertyIds[0]}`,
  '/api/contracts',
]) {
  const result = await autocannon({
    url: base + target,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { cookie },
  });
  rows.push({
    path: target.replace(propertyIds[0]!, ':id'),
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  });
}

console.log(
  `\nCasaConti bench: ${database.kind}, ${PROPERTIES} properties × ${ROOMS} rooms, ${CONNECTIONS} connections, ${DURATION}s each\n`,
);
console.table(rows);
fs.writeFileSync(
  path.join(import.meta.dirname, 'results.json'),
  `${JSON.stringify({ at: new Date().toISOString(), database: database.kind, properties: PROPERTIES, rows }, null, 2)}\n`,
);
server.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
