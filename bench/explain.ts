/**
 * `DATABASE_URL=postgres://… npm run bench:explain [-- --scale N] [-- --keep] [-- --only <word>]`
 *
 * Where the time goes, statement by statement (issue 12 §2, docs/benchmarks.md): generates the
 * bench dataset (bench/dataset.ts) in a fresh database on the PostgreSQL server, ANALYZEs it,
 * starts the app in this process, signs the landlord and the tenant in, and for each read sends
 * one request while recording every SQL statement it sends (in order, with its parameters). Then
 * it runs EXPLAIN (ANALYZE) of each recorded statement and prints the query log and the plans'
 * scans: a Seq Scan of a large table on a filtered read is a missing index. The database is
 * dropped at the end (unless --keep).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../apps/server/src/app';
import { bootstrap } from '../apps/server/src/bootstrap';
import { openDatabase } from '../apps/server/src/db/client';
import { createThrowawayDatabase } from '../apps/server/src/db/throwaway-database';
import { parseEnv } from '../apps/server/src/lib/env';
import { createLogger } from '../apps/server/src/lib/logger';
import { BENCH_LANDLORD_EMAIL, BENCH_TENANT_EMAIL, generateDataset } from './dataset';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const SCALE = Number(arg('scale') ?? 1);
const KEEP = process.argv.includes('--keep');
/** `--only contracts`: only the reads whose label contains the word. */
const ONLY = arg('only');
const SERVER_URL = process.env.DATABASE_URL;
if (!SERVER_URL) throw new Error('DATABASE_URL (a PostgreSQL server) is required');

const throwaway = await createThrowawayDatabase(SERVER_URL, 'casaconti_explain');
const { name } = throwaway;
const databaseUrl = throwaway.url;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-explain-'));

async function drop() {
  if (KEEP) {
    console.log(`[explain] kept database ${name}`);
    return;
  }
  await throwaway.drop();
}

try {
  const db = await openDatabase({ databaseUrl, dataDir: null });
  await db.migrate();
  const dataset = await generateDataset(db.db, { scale: SCALE });
  await db.close();
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  await direct.query('ANALYZE');
  console.log(`[explain] scale ${SCALE}: ${JSON.stringify(dataset.rows)}`);

  const base = 'http://127.0.0.1:4223';
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SIGNIN_RATE_LIMIT: '1000',
    STATEMENT_RATE_LIMIT: '1000000',
  });
  const { deps, database } = await bootstrap(env, { logger: createLogger('silent') });
  const { app } = createApp(deps);

  // Every statement the app sends goes through the pool's query(): record text and values.
  const log: { text: string; values: unknown[] }[] = [];
  let recording = false;
  const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
  const original = pool.query.bind(pool) as (...a: unknown[]) => unknown;
  (pool as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
    if (recording) {
      const [first, second] = a as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof first === 'string') log.push({ text: first, values: second ?? [] });
      else log.push({ text: first.text, values: first.values ?? second ?? [] });
    }
    return original(...a);
  };

  const request = (p: string, init: RequestInit = {}) =>
    app.request(p, init, { incoming: { socket: { remoteAddress: '10.1.0.1' } } } as never);
  async function signIn(email: string) {
    const res = await request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: dataset.password }),
    });
    if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const landlord = await signIn(BENCH_LANDLORD_EMAIL);
  const tenant = await signIn(BENCH_TENANT_EMAIL);
  const property = dataset.propertyIds[0]!;
  const contract = dataset.currentContractIds[0]!;
  const share = await request(`/api/contracts/${contract}/share-link`, { headers: { cookie: landlord } });
  const token = ((await share.json()) as { link: string }).link.split('/statement/')[1]!;

  const [aSettlement] = (
    await direct.query(
      'select s.id from settlement s join contract c on c.id = s.contract_id join property p on p.id = c.property_id where p.landlord_id = $1 order by s.id limit 1',
      [dataset.landlord.id],
    )
  ).rows as { id: string }[];
  const reads: [string, string, string | undefined][] = [
    ['me', '/api/account/me', landlord],
    ['portfolio', '/api/properties', landlord],
    ['property detail', `/api/properties/${property}`, landlord],
    ['bills list', `/api/bills?property_id=${property}`, landlord],
    ['bill detail', `/api/bills/${dataset.billIds[0]}`, landlord],
    ['contracts list', '/api/contracts', landlord],
    ['contracts page', '/api/contracts/page', landlord],
    ['contracts page searched', '/api/contracts/page?q=numero%2012&status=active&sort=tenant', landlord],
    ['contracts page of a property', `/api/contracts/page?propertyId=${property}&page=2&pageSize=50`, landlord],
    ['properties page', '/api/properties/page', landlord],
    ['properties page searched', '/api/properties/page?q=immobile%2012&occupancy=vacant&sort=name', landlord],
    ['contract detail', `/api/contracts/${contract}`, landlord],
    ['contract financials', `/api/contracts/${contract}/financials`, landlord],
    [
      'rooms availability',
      `/api/contracts/availability?property_id=${property}&start_date=${dataset.today}&end_date=${Number(dataset.today.slice(0, 4)) + 1}${dataset.today.slice(4)}`,
      landlord,
    ],
    ['payments overview', '/api/payments/overview', landlord],
    ['analytics', '/api/analytics', landlord],
    ['settlement previews', '/api/payments/settlement-previews', landlord],
    ['net balances', '/api/payments/net-balances', landlord],
    ['net balances page', '/api/payments/net-balances/page', landlord],
    ['settlement previews page', '/api/payments/settlement-previews/page', landlord],
    ['bills page', `/api/bills/page?propertyId=${property}`, landlord],
    ['settlement detail', `/api/payments/settlements/${aSettlement!.id}`, landlord],
    ['tenant overview', '/api/tenant/overview', tenant],
    ['tenant statements', '/api/tenant/statements', tenant],
    ['public statement', `/api/statement/${token}`, undefined],
  ];

  type PlanNode = {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    'Actual Rows'?: number;
    'Actual Loops'?: number;
    'Rows Removed by Filter'?: number;
    Filter?: string;
    Plans?: PlanNode[];
  };
  const scans = (n: PlanNode, out: string[] = []) => {
    if (n['Relation Name']) {
      const rows = (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1);
      const removed = n['Rows Removed by Filter'] ? `, ${n['Rows Removed by Filter']} removed by filter` : '';
      out.push(
        `${n['Node Type']} ${n['Relation Name']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''} (${rows} rows${removed})`,
      );
    }
    for (const c of n.Plans ?? []) scans(c, out);
    return out;
  };

  for (const [label, p, cookie] of reads) {
    if (ONLY && !label.includes(ONLY)) continue;
    log.length = 0;
    recording = true;
    const res = await request(p, { headers: cookie ? { cookie } : {} });
    recording = false;
    await res.arrayBuffer();
    console.log(`\n## ${label}: GET ${p.replace(/[0-9a-f-]{36}/g, ':id')} → ${res.status}, ${log.length} statements`);
    for (const [i, q] of log.entries()) {
      // Best of three runs: the first one also pays for cold caches.
      let plan: { Plan: PlanNode; 'Execution Time': number } | undefined;
      for (let run = 0; run < 3; run++) {
        const [{ 'QUERY PLAN': plans }] = (
          await direct.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.text}`, q.values as unknown[])
        ).rows as [{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }];
        if (!plan || plans[0]['Execution Time'] < plan['Execution Time']) plan = plans[0];
      }
      if (!plan) continue;
      const text = q.text.replace(/\s+/g, ' ').replace(/\(\$(\d+)(, \$\d+)+, \$(\d+)\)/g, '($$$1 … $$$3)');
      console.log(`${i + 1}. ${text}`);
      console.log(`   params: ${JSON.stringify(q.values).slice(0, 200)}`);
      console.log(`   ${plan['Execution Time'].toFixed(2)} ms: ${scans(plan.Plan).join('; ')}`);
    }
  }
  await direct.end();
  await database.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await drop();
}
