/**
 * Crash safety (issue 12 §7): the real server process is killed with SIGKILL in the middle of a
 * burst of bill creations, adjustments, settlements and confirmations, restarted on the same
 * data (the PGlite directory, or the PostgreSQL database when TEST_DATABASE_URL is set), and
 * every invariant is checked: bills' splits sum to their splittable amount, each settlement's
 * included items match its final payable, nothing is orphaned or half-created, and the server
 * starts and serves cleanly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { billBody } from '../routes/bills.test-support';
import { contractBody } from '../routes/contracts.test-support';
import { freshDatabaseUrl, TEST_PASSWORD } from '../test/harness';
import { invariantViolations } from '../test/invariants';

const root = path.resolve(import.meta.dirname, '../../../..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-crash-'));
const port = 4300 + Math.floor(Math.random() * 600);
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
    },
  });
  let stderr = '';
  proc.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  for (let i = 0; i < 300; i++) {
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

let cookie = '';
async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: `http://localhost:${port}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null, res };
}

async function signUpLandlord() {
  const email = `crash.${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect(
    (
      await api('POST', '/api/account/register-landlord', {
        firstName: 'Carla',
        lastName: 'Crash',
        email,
        password: TEST_PASSWORD,
      })
    ).status,
  ).toBe(201);
  const outbox = (await api('GET', '/api/dev/outbox?format=json')).body as unknown as { to: string; links: string[] }[];
  const link = outbox.find((m) => m.to === email)!.links.find((l) => l.includes('verify-email'))!;
  await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
  const signIn = await api('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(signIn.status).toBe(200);
  cookie = signIn.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function queryDatabase() {
  if (onPostgres) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (text: string) => (await client.query(text)).rows as Record<string, unknown>[],
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  return {
    query: async (text: string) => (await db.query<Record<string, unknown>>(text)).rows,
    close: () => db.close(),
  };
}

describe(`SIGKILL during a burst of money writes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restarts cleanly with every invariant intact', { timeout: 180_000 }, async () => {
    if (onPostgres) {
      const fresh = await freshDatabaseUrl();
      databaseUrl = fresh.url!;
      dropDatabase = fresh.drop;
    }
    child = await startServer();
    await signUpLandlord();
    const created = await api('POST', '/api/properties', {
      propertyDetails: {
        name: 'Casa Crash',
        street_address: 'Via Roma 1',
        postal_code: '00100',
        province: 'RM',
        country: 'Italia',
      },
      rooms: [1, 2, 3].map((n) => ({ name: `Stanza ${n}`, description: null })),
    });
    expect(created.status).toBe(201);
    const propertyId = created.body!.id as string;
    const detail = await api('GET', `/api/properties/${propertyId}`);
    const roomIds = (detail.body!.rooms as { id: string }[]).map((r) => r.id);
    const contracts: string[] = [];
    for (const [i, roomId] of roomIds.slice(0, 2).entries()) {
      const body = contractBody(propertyId, [roomId], {
        contractDetails: { start_date: '2026-01-01', end_date: '2027-06-30', settlement_base_amount: 5000 },
        utilityAgreements: (['admin', 'water', 'electricity', 'gas', 'internet', 'heating'] as const).map(
          (category, k) => ({
            category,
            cost_model: k % 2 === i % 2 ? 'settlement' : 'consumption_based',
          }),
        ),
      });
      const res = await api('POST', '/api/contracts', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      contracts.push(res.body!.contractId as string);
    }

    // The burst: bills, adjustments, settlements and confirmations in parallel; the kill lands
    // somewhere inside it.
    const writes: Promise<unknown>[] = [];
    // The kill comes once KILL_AFTER writes have been answered: the others are in flight or not sent.
    const KILL_AFTER = 10;
    const outcome = { answered: 0, cut: 0 };
    const swallow = (p: Promise<unknown>) =>
      p.then(
        () => {
          if (++outcome.answered === KILL_AFTER) child!.kill('SIGKILL');
        },
        () => {
          outcome.cut++;
        },
      );
    for (let round = 0; round < 20; round++) {
      const month = String((round % 10) + 1).padStart(2, '0');
      writes.push(
        swallow(
          api(
            'POST',
            '/api/bills',
            billBody(propertyId, {
              billDetails: {
                category: (['water', 'electricity', 'gas'] as const)[round % 3],
                totalAmount: 10_007 + round * 13,
                splittableAmount: 10_007 + round * 13,
                periodStartDate: `2026-${month}-01`,
                periodEndDate: `2026-${month}-28`,
              },
            }),
          ),
        ),
        swallow(
          api('POST', '/api/payments/adjustments', {
            idempotencyKey: crypto.randomUUID(),
            contractId: contracts[round % 2],
            type: round % 3 ? 'debit' : 'credit',
            amount: 101 + round,
            notes: null,
          }),
        ),
        swallow(api('POST', `/api/payments/contracts/${contracts[round % 2]}/settle`)),
        swallow(api('POST', `/api/payments/contracts/${contracts[(round + 1) % 2]}/confirm`)),
      );
    }
    await Promise.all(writes);
    console.info(`[crash] ${outcome.answered} writes answered, ${outcome.cut} cut by the kill`);
    expect(outcome.answered).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(outcome.cut).toBeGreaterThan(0);
    await new Promise((resolve) =>
      child!.exitCode !== null || child!.signalCode !== null ? resolve(null) : child!.once('exit', resolve),
    );

    // Restarted on the same data: it starts, serves, and takes new writes.
    child = await startServer();
    const signedIn = await api('GET', '/api/account/me');
    expect(signedIn.status).toBe(200);
    const overview = await api('GET', '/api/payments/overview');
    expect(overview.status).toBe(200);
    expect(
      (
        await api('POST', '/api/payments/adjustments', {
          idempotencyKey: crypto.randomUUID(),
          contractId: contracts[0],
          type: 'debit',
          amount: 999,
          notes: null,
        })
      ).status,
    ).toBe(201);
    const settled = await api('POST', `/api/payments/contracts/${contracts[0]}/settle`);
    expect(settled.status, JSON.stringify(settled.body)).toBe(201);
    child.kill('SIGTERM');
    await new Promise((resolve) => (child!.exitCode !== null ? resolve(null) : child!.once('exit', resolve)));
    child = null;

    const db = await queryDatabase();
    try {
      expect(await invariantViolations(db.query)).toEqual([]);
      const settlements = await db.query('select count(*)::int as n from settlement');
      expect(Number(settlements[0]!.n)).toBeGreaterThanOrEqual(1);
    } finally {
      await db.close();
    }
  });
});
