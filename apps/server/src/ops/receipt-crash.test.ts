/**
 * Nothing promised is lost (issue 49, decisions 184–185): the real server process is killed with
 * SIGKILL right after a payment is answered, started again on the same data (the PGlite
 * directory, or the PostgreSQL database when TEST_DATABASE_URL is set), and the payment's receipt
 * email is in the local outbox exactly once. The payment and its receipt job committed together
 * before the answer; whatever moment the kill landed, the next start runs the job (a try cut
 * short runs again once JOB_EXPIRE_SECONDS passed), and the outbox keeps one message per job.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractBody } from '../routes/contracts.test-support';
import { freshDatabaseUrl, TEST_PASSWORD } from '../test/harness';

const root = path.resolve(import.meta.dirname, '../../../..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-receipt-crash-'));
const port = 4900 + Math.floor(Math.random() * 600);
const base = `http://127.0.0.1:${port}`;
let databaseUrl = '';
let dropDatabase = async () => {};
let child: ChildProcess | null = null;

afterAll(async () => {
  child?.kill('SIGKILL');
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer() {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TEST_NOW: '2026-11-23T09:00:00Z',
      LOG_LEVEL: 'error',
      SIGNIN_RATE_LIMIT: '1000',
      // A try cut short by the kill runs again after 3 s, not the 5 minutes of the default.
      JOB_EXPIRE_SECONDS: '3',
      JOB_RETRY_DELAY_SECONDS: '1',
    },
  });
  let stderr = '';
  proc.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${stderr}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return proc;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${stderr}`);
}

async function killed(proc: ChildProcess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  await new Promise((resolve) => proc.once('exit', resolve));
}

let cookie = '';
async function api(method: string, url: string, body?: unknown, withCookie = true) {
  const res = await fetch(base + url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(withCookie ? { cookie } : {}),
      origin: `http://localhost:${port}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null, res };
}

type OutboxMessage = { to: string; subject: string; links: string[] };
const outbox = async () => (await api('GET', '/api/dev/outbox?format=json')).body as unknown as OutboxMessage[];

async function signUpLandlord() {
  const email = `receipt-crash.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const reg = await api('POST', '/api/account/register-landlord', {
    firstName: 'Carla',
    lastName: 'Crash',
    email,
    password: TEST_PASSWORD,
  });
  expect(reg.status).toBe(201);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    link = (await outbox()).find((m) => m.to === email)?.links.find((l) => l.includes('verify-email'));
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  await fetch(link!.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
  const signIn = await api('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(signIn.status).toBe(200);
  cookie = signIn.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A contract whose invited tenant completed their account (so accepted it): receipts are emailed. */
async function acceptedContract(tenantEmail: string) {
  const created = await api('POST', '/api/properties', {
    propertyDetails: {
      name: 'Casa Ricevuta',
      street_address: 'Via Roma 1',
      postal_code: '00100',
      province: 'RM',
      country: 'Italia',
    },
    rooms: [{ name: 'Stanza 1', description: null }],
  });
  expect(created.status).toBe(201);
  const propertyId = created.body!.id as string;
  const detail = await api('GET', `/api/properties/${propertyId}`);
  const roomId = (detail.body!.rooms as { id: string }[])[0]!.id;
  const res = await api(
    'POST',
    '/api/contracts',
    contractBody(propertyId, [roomId], {
      tenantInfo: { email: tenantEmail },
      contractDetails: { start_date: '2026-01-01', end_date: '2027-06-30', rent_amount: 60000 },
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const invitation = (await outbox())
    .find((m) => m.to === tenantEmail)!
    .links.find((l) => l.includes('/complete-account?'))!;
  const token = new URL(invitation).searchParams.get('token');
  const complete = await api(
    'POST',
    '/api/account/complete',
    { token, firstName: 'Marco', lastName: 'Rossi', password: TEST_PASSWORD },
    false,
  );
  expect(complete.status, JSON.stringify(complete.body)).toBe(200);
  return res.body!.contractId as string;
}

describe(`SIGKILL right after a payment is answered (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('after the restart the receipt email is in the outbox exactly once', { timeout: 240_000 }, async () => {
    if (onPostgres) {
      const fresh = await freshDatabaseUrl();
      databaseUrl = fresh.url!;
      dropDatabase = fresh.drop;
    }
    child = await startServer();
    await signUpLandlord();
    const tenantEmail = `tenant.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const contractId = await acceptedContract(tenantEmail);

    const paid = await api('POST', `/api/contracts/${contractId}/payments`, {
      amount: 60000,
      receivedOn: '2026-11-20',
      method: 'bonifico',
    });
    child.kill('SIGKILL');
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const receiptNumber = String(paid.body!.payment.receiptNumber as number).padStart(4, '0');
    await killed(child);

    child = await startServer();
    const receipts = async () =>
      (await outbox()).filter((m) => m.to === tenantEmail && m.subject.includes(`/${receiptNumber}`));
    let found: OutboxMessage[] = [];
    for (let i = 0; i < 120 && found.length === 0; i++) {
      found = await receipts();
      if (found.length === 0) await new Promise((r) => setTimeout(r, 500));
    }
    expect(found).toHaveLength(1);
    // A while later (a second try, had one been due, would have run): still once.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await receipts()).toHaveLength(1);
  });
});
