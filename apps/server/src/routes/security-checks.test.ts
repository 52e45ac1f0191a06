import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../lib/rate-limit';
import { createTestContext, type TestContext, answer } from '../test/harness';

/**
 * Issue 12 §9, the checks not proven elsewhere: security headers on every kind of answer, rate
 * limits on the emailed single-use tokens (verification, invitation, contract acceptance,
 * account completion) and on password-reset requests, the session cookie's flags behind https. The
 * rest of §9 lives beside its subject:
 * sign-in and registration limits (account.test.ts, security.test.ts §7), statement-token limit
 * (statement.test.ts), cookie flags and sessions after sign-out / password change
 * (account.test.ts), foreign Origin (account.test.ts, security.test.ts), expired and reused
 * tokens (account.test.ts, uploads.test.ts, documents.test.ts, contracts-invitation.test.ts),
 * HTML renamed .pdf (uploads.test.ts), error bodies without stack, SQL or path (fuzz.test.ts,
 * robustness.test.ts), no secret in the logs (log-secrets.test.ts).
 */
const LIMIT = 3;
let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>CasaConti</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist, STATEMENT_RATE_LIMIT: String(LIMIT) } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('referrer-policy'), what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(headers.get('x-powered-by'), what).toBeNull();
}

describe('security headers on every kind of answer', () => {
  it('health, SPA page, static asset, JSON success, JSON errors, statement link, body too large', async () => {
    const landlord = await ctx.createLandlord();
    const anonymous = ctx.agent();
    const answers: Array<[string, Awaited<ReturnType<typeof anonymous.get>>, number]> = [
      ['health', await anonymous.get('/healthz'), 200],
      ['SPA page', await anonymous.get('/login'), 200],
      ['static asset', await anonymous.get('/assets/app-abc123.js'), 200],
      ['missing asset', await anonymous.get('/assets/nope-000000.js'), 404],
      ['JSON success', await answer(landlord.api.properties.$get()), 200],
      ['JSON 401', await answer(anonymous.api.properties.$get()), 401],
      ['JSON 400', await landlord.post('/api/properties', { name: 5 }), 400],
      ['JSON 404 route', await anonymous.get('/api/nope'), 404],
      [
        'JSON 404 resource',
        await answer(landlord.api.properties[':id'].$get({ param: { id: crypto.randomUUID() } })),
        404,
      ],
      [
        'statement link 404',
        await answer(anonymous.api.statement[':token'].$get({ param: { token: 'Z'.repeat(43) } })),
        404,
      ],
      ['foreign origin 403', await landlord.post('/api/properties', {}, { origin: 'https://evil.example' }), 403],
      ['body too large 413', await landlord.post('/api/properties', { name: 'x'.repeat(1_100_000) }), 413],
    ];
    for (const [what, res, status] of answers) {
      expect(res.status, what).toBe(status);
      expectSecurityHeaders(res.headers, what);
    }
    // Error answers are the JSON error shape, never a stack, SQL or a file path.
    for (const [what, res] of answers.filter(([, , status]) => status >= 400 && status !== 404)) {
      expect(typeof res.body?.error?.message, what).toBe('string');
      expect(res.text, what).not.toMatch(/\bat \S+\.(ts|js|mjs):\d+|node_modules|SELECT |INSERT |\/work\/|\/tmp\//i);
    }
  });
});

describe('emailed single-use tokens: lookups limited per client address', () => {
  const lookups = {
    'verify-email': (a: ReturnType<TestContext['agent']>, token: string) =>
      answer(a.api.auth['verify-email'].$get({ query: { token } })),
    invitation: (a: ReturnType<TestContext['agent']>, token: string) =>
      answer(a.api.account.invitation.$get({ query: { token } })),
    'accept-contract': (a: ReturnType<TestContext['agent']>, token: string) =>
      answer(a.api.account['accept-contract'].$post({ json: { token } })),
    'confirm-landlord': (a: ReturnType<TestContext['agent']>, token: string) =>
      answer(a.api.account['confirm-landlord'].$post({ json: { token } })),
    complete: (a: ReturnType<TestContext['agent']>, token: string) =>
      answer(
        a.api.account.complete.$post({
          json: { token, firstName: 'Marco', lastName: 'Rossi', password: 'Tramonto-Lago-93' },
        }),
      ),
  };

  it('a guesser gets 429 once the budget is spent, whichever of the five it tries; another client does not', async () => {
    const guesser = ctx.agent();
    const names = Object.keys(lookups) as Array<keyof typeof lookups>;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await lookups[names[i % names.length]!](guesser, `guess${i}`.padEnd(32, 'x'));
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s >= 400 && s < 429)).toBe(true);
    for (const name of names) {
      const refused = await lookups[name](guesser, 'guess-again'.padEnd(32, 'y'));
      expect(refused.status, name).toBe(429);
      expect(refused.body, name).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS } });
    }
    // Another address is not affected; the window passes for the guesser.
    expect((await lookups.invitation(ctx.agent(), 'other'.padEnd(32, 'z'))).status).toBe(404);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 61_000));
    expect((await lookups.invitation(guesser, 'later'.padEnd(32, 'z'))).status).toBe(404);
  });

  it('malformed attempts are refused by validation and do not spend the budget', async () => {
    const client = ctx.agent();
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await answer(client.api.account['accept-contract'].$post({ json: { token: 'short' } }))).status).toBe(
        400,
      );
    }
    expect((await lookups.invitation(client, 'well-formed'.padEnd(32, 'w'))).status).toBe(404);
  });
});

describe('password-reset requests are limited per client address', () => {
  it('answers the same for five requests a minute, then 429 in Italian', async () => {
    const client = ctx.agent();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await answer(client.api.auth['request-password-reset'].$post({ json: { email: ctx.uniqueEmail('reset') } })))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(
      (await answer(ctx.agent().api.auth['request-password-reset'].$post({ json: { email: ctx.uniqueEmail('x') } })))
        .status,
    ).toBe(200);
  });
});

describe('session cookie flags', () => {
  it('behind https: HttpOnly, SameSite=Lax, Secure and the __Secure- prefix; gone after sign-out', async () => {
    const https = await createTestContext({ env: { APP_URL: 'https://casaconti.example' } });
    try {
      const landlord = await https.createLandlord();
      const signIn = await answer(
        https
          .agent()
          .api.auth['sign-in'].email.$post({ json: { email: landlord.email, password: 'Tramonto-Lago-93' } }),
      );
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie().find((c) => c.includes('casaconti.session_token='))!;
      expect(cookie).toMatch(/^__Secure-casaconti\.session_token=/);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      const stale = new Map(landlord.jar);
      expect((await answer(landlord.api.account['sign-out'].$post())).status).toBe(200);
      const replay = https.agent();
      for (const [k, v] of stale) replay.jar.set(k, v);
      expect((await answer(replay.api.account.me.$get())).status).toBe(401);
    } finally {
      await https.close();
    }
  });
});
