import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { bootstrap } from '../bootstrap';
import { startWorkers } from '../jobs/workers';
import { createThrowawayDatabase } from '../db/throwaway-database';
import { user } from '../db/schema';
import { fixedClock } from '../lib/clock';
import { parseEnv } from '../lib/env';
import { createLogger, type Logger } from '../lib/logger';
import { listOutbox } from '../lib/mailer';
import { inviteTenant } from '../services/account/invite-tenant';
import { hc } from 'hono/client';
import { inject } from 'vitest';
import type { ApiType } from '../app';
import { completeAccount } from '../services/account/complete-account';

export const APP_URL = 'http://localhost:3000';
export const DEFAULT_NOW = '2026-03-15T10:00:00Z';
export const TEST_PASSWORD = 'Tramonto-Lago-93';

/**
 * A fresh, migrated database for one test file: on the PostgreSQL server named by
 * TEST_DATABASE_URL, a copy of the run's migrated template (test/global-setup.ts; dropped at
 * close); without it, `url` is undefined and the file uses in-memory PGlite (pgliteTemplate).
 */
export async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: undefined, drop: async () => {} };
  return createThrowawayDatabase(admin, 'cc_test', inject('templateDatabase') || undefined);
}

/** The run's migrated PGlite data directory (test/global-setup.ts), read once per test file. */
let pgliteTemplate: Blob | undefined;
function pgliteTemplateDump(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** `logger`: where the server's logs go (default: nowhere). */
export async function createTestContext(opts: { now?: string; env?: Record<string, string>; logger?: Logger } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-test-'));
  const fresh = await freshDatabaseUrl();
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    LOG_LEVEL: 'silent',
    // Tests create many contracts under one landlord on a stopped clock: the hourly invitation
    // limits are tested with their defaults where they are the subject (security-probe.test.ts).
    INVITATION_RATE_LIMIT: '1000',
    INVITATION_RECIPIENT_RATE_LIMIT: '1000',
    // The same for the receipts they record (their limits: receipt-emails.test.ts).
    RECEIPT_EMAIL_RATE_LIMIT: '1000',
    RECEIPT_EMAIL_CONTRACT_RATE_LIMIT: '1000',
    // A job that fails is tried again at once, three tries in all (the defaults wait: lib/env.ts).
    JOB_TRIES: '3',
    JOB_RETRY_DELAY_SECONDS: '0',
    ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    ...opts.env,
  });
  const clock = fixedClock(opts.now ?? DEFAULT_NOW);
  const logger = opts.logger ?? createLogger('silent');
  const template = fresh.url ? undefined : pgliteTemplateDump();
  const { deps, database } = await bootstrap(env, {
    clock,
    logger,
    dataDir: null,
    ...(template ? { loadDataDir: template } : {}),
  });
  const { app } = createApp(deps);
  await startWorkers(deps);

  let ipCounter = 0;
  /**
   * A user agent with its own cookie jar and its own client IP (the socket address the server
   * reads: rate limits, loopback-only dev routes). Default: a distinct non-loopback 10.0.x.y;
   * pass `ip: '127.0.0.1'` (or '::1') to act as a client on the server's own machine.
   */
  function agent(opts: { ip?: string } = {}) {
    const jar = new Map<string, string>();
    const ip = opts.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
    /** One request through the app with this agent's cookies and address; keeps the cookies it sets. */
    async function send(url: string, init: { method: string; headers: Headers; body?: string | Uint8Array }) {
      if (jar.size) init.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await app.request(url, init, { incoming: { socket: { remoteAddress: ip } } } as never);
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const idx = pair!.indexOf('=');
        const name = pair!.slice(0, idx);
        const value = pair!.slice(idx + 1);
        if (value === '' || /max-age=0/i.test(c)) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    }
    async function request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      const h = new Headers(headers);
      let payload: string | Uint8Array | undefined;
      if (body !== undefined) {
        if (typeof body === 'string' || body instanceof Uint8Array) payload = body as string | Uint8Array;
        else {
          payload = JSON.stringify(body);
          h.set('content-type', 'application/json');
        }
      }
      const res = await send(url, { method, headers: h, body: payload });
      const text = await res.text();
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, body: json, text, headers: res.headers };
    }
    /**
     * The typed client of the web app (hono/client over the router's types) through this agent:
     * `await typed(a.api.payments.overview.$get())` is the answer's body, typed from the route.
     */
    const api = hc<ApiType>('http://localhost/api', {
      fetch: async (input: string | URL | Request, init?: RequestInit) => {
        const req = new Request(input, init);
        const body = req.body ? new Uint8Array(await req.arrayBuffer()) : undefined;
        return send(new URL(req.url).pathname + new URL(req.url).search, {
          method: req.method,
          headers: new Headers(req.headers),
          body,
        });
      },
    });
    return {
      jar,
      request,
      api,
      get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
      post: (url: string, body?: unknown, headers?: Record<string, string>) =>
        request('POST', url, body ?? {}, headers),
      patch: (url: string, body?: unknown) => request('PATCH', url, body ?? {}),
      put: (url: string, body?: unknown) => request('PUT', url, body ?? {}),
      delete: (url: string, body?: unknown) => request('DELETE', url, body),
    };
  }

  let seq = 0;
  const uniqueEmail = (prefix: string) => `${prefix}${++seq}.${crypto.randomUUID().slice(0, 8)}@example.com`;

  /** A verified, signed-in landlord (registered through the real API). */
  async function createLandlord(overrides: { email?: string; firstName?: string; lastName?: string } = {}) {
    const email = overrides.email ?? uniqueEmail('landlord');
    const a = agent();
    const reg = await a.post('/api/account/register-landlord', {
      firstName: overrides.firstName ?? 'Laura',
      lastName: overrides.lastName ?? 'Bianchi',
      email,
      password: TEST_PASSWORD,
    });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
    await deps.db.update(user).set({ emailVerified: true }).where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
    const login = await a.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
    const [u] = await deps.db.select().from(user).where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
    return { ...a, user: u!, email };
  }

  /** An active, signed-in tenant (invited, then account completed). */
  async function createTenant(overrides: { email?: string; firstName?: string; lastName?: string } = {}) {
    const email = overrides.email ?? uniqueEmail('tenant');
    const inv = await inviteTenant({
      tx: deps.db,
      clock,
      appUrl: APP_URL,
      email,
      firstName: overrides.firstName ?? 'Marco',
      lastName: overrides.lastName ?? 'Rossi',
    });
    if (!inv.created) throw new Error('tenant exists');
    await completeAccount({
      db: deps.db,
      clock,
      logger,
      input: {
        token: inv.token,
        firstName: overrides.firstName ?? 'Marco',
        lastName: overrides.lastName ?? 'Rossi',
        password: TEST_PASSWORD,
      },
    });
    const a = agent();
    const login = await a.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    if (login.status !== 200) throw new Error(`tenant sign-in failed: ${login.status} ${login.text}`);
    const [u] = await deps.db.select().from(user).where(eq(user.id, inv.userId));
    return { ...a, user: u!, email };
  }

  /**
   * The SQL statements the app sends while `run` runs (the driver client is shared by the auth
   * adapter, so session reads count too). Statements inside a transaction on PostgreSQL go
   * through a pooled client and are not seen: use it for reads. Work started after earlier
   * commits (a payment's receipt job, lib/jobs.ts) settles first, so none of it is counted.
   * With `texts`, each statement's SQL text is pushed onto it.
   */
  async function countQueries(run: () => Promise<unknown>, texts?: string[]) {
    await deps.jobs.idle();
    const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const own = Object.hasOwn(client, 'query');
    const original = client.query;
    let n = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      n++;
      const [first] = args;
      texts?.push(typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? ''));
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      if (own) client.query = original;
      else delete (client as { query?: unknown }).query;
    }
    return n;
  }

  return {
    app,
    deps,
    db: deps.db,
    countQueries,
    clock,
    env,
    agent,
    uniqueEmail,
    createLandlord,
    createTenant,
    /** Queues a job that carries nothing (the day's job, the upload clean-up) and waits for it to be done. */
    async runJob(name: 'daily-job' | 'upload-cleanup') {
      await deps.jobs.enqueue(deps.db, name, {});
      await deps.jobs.idle();
    },
    /** The outbox once the work started after commits (receipts) has settled. */
    outbox: async () => {
      await deps.jobs.idle();
      return listOutbox(deps.db, 50, deps.mailer);
    },
    async close() {
      await deps.jobs.idle(5_000);
      await deps.jobs.stop(1_000);
      await database.close();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The body of a typed client call (`agent.api…$get()`): the route's success type; any other
 * status fails the test with the answer.
 */
export async function typed<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  call: Promise<R>,
): Promise<R extends { json(): Promise<infer T> } ? Exclude<T, { error: unknown }> : never> {
  const res = await call;
  const body = await res.json();
  if (!res.ok) throw new Error(`expected a success, got ${res.status}: ${JSON.stringify(body)}`);
  return body as never;
}

/**
 * Any typed client call's answer as the tests read it (`await answer(a.api.properties.$post({ json }))`):
 * its status, its parsed JSON body (null when empty or not JSON), its text and headers. Use it where
 * the test looks at a refusal or the status; `typed()` where only a success may come back.
 */
export async function answer<R extends { status: number; headers: Headers; text(): Promise<string> }>(
  call: Promise<R>,
): Promise<{ status: number; body: any; text: string; headers: Headers }> {
  const res = await call;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body, text, headers: res.headers };
}
