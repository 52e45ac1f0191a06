import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { property, room, user, verification } from '../db/schema';
import { inviteTenant } from '../services/account/invite-tenant';
import { APP_URL, createTestContext, TEST_PASSWORD, type TestContext, answer } from '../test/harness';

/** Issue 7 (security probe) and issue 8's origin trap, one describe per finding. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const countUsersWith = async (email: string) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(user).where(sql`lower(${user.email}) = ${email}`))[0]!.n;

async function invite(email = ctx.uniqueEmail('inv')) {
  const inv = await inviteTenant({
    tx: ctx.db,
    clock: ctx.clock,
    appUrl: APP_URL,
    email,
    firstName: 'Paolo',
    lastName: 'Gialli',
  });
  if (!inv.created) throw new Error('expected a new user');
  return { email, ...inv };
}

describe('1. dev routes answer only on the loopback socket address', () => {
  it('a non-loopback client gets 404 from every dev route', async () => {
    const remote = ctx.agent({ ip: '192.168.1.20' });
    expect((await remote.get('/api/dev/outbox')).status).toBe(404);
    expect((await remote.get('/api/dev/status')).status).toBe(404);
    const inv = await remote.post('/api/dev/invite', { email: ctx.uniqueEmail('x'), firstName: 'A', lastName: 'B' });
    expect(inv.status).toBe(404);
    expect(inv.body.error.code).toBe('NOT_FOUND');
  });

  it('loopback clients (127.0.0.0/8, ::1, IPv4-mapped) reach them', async () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await ctx.agent({ ip }).get('/api/dev/outbox');
      expect(res.status, ip).toBe(200);
    }
  });

  it('outside NODE_ENV=test the test-only helpers do not exist, the outbox stays (loopback only)', async () => {
    const dev = await createTestContext({ env: { NODE_ENV: 'development' } });
    try {
      const local = dev.agent({ ip: '127.0.0.1' });
      expect((await local.get('/api/dev/outbox')).status).toBe(200);
      expect((await local.get('/api/dev/status')).status).toBe(200);
      const inv = await local.post('/api/dev/invite', { email: dev.uniqueEmail('x'), firstName: 'A', lastName: 'B' });
      expect(inv.status).toBe(404);
      expect((await dev.agent({ ip: '10.1.2.3' }).get('/api/dev/outbox')).status).toBe(404);
    } finally {
      await dev.close();
    }
  });
});

describe('origin trap: same-origin requests are not cross-site', () => {
  it('accepts an Origin equal to the request’s own scheme://Host, refuses a foreign one', async () => {
    // This machine's LAN address (the server answers for its own addresses: decision 040).
    const interfaces = vi.spyOn(os, 'networkInterfaces').mockReturnValue({
      eth0: [
        {
          address: '192.168.1.10',
          netmask: '255.255.255.0',
          family: 'IPv4',
          mac: '02:00:00:00:00:01',
          internal: false,
          cidr: '192.168.1.10/24',
        },
      ],
    });
    onTestFinished(() => interfaces.mockRestore());
    const l = await ctx.createLandlord();
    const body = JSON.stringify({ email: l.email, password: TEST_PASSWORD });
    const send = (url: string, origin: string) =>
      ctx.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body }, {
        incoming: { socket: { remoteAddress: '10.9.9.9' } },
      } as never);
    const lan = await send('http://192.168.1.10:3000/api/auth/sign-in/email', 'http://192.168.1.10:3000');
    expect(lan.status).toBe(200);
    const loop = await send('http://127.0.0.1:3000/api/auth/sign-in/email', 'http://127.0.0.1:3000');
    expect(loop.status).toBe(200);
    const foreign = await send('http://192.168.1.10:3000/api/auth/sign-in/email', 'http://evil.example');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
      'Richiesta da un’origine non consentita.',
    );
    const otherPort = await send('http://192.168.1.10:3000/api/auth/sign-in/email', 'http://192.168.1.10:4000');
    expect(otherPort.status).toBe(403);
  });
});

describe('4. only the auth paths the app uses are reachable', () => {
  const UNUSED: [string, string][] = [
    ['POST', '/api/auth/update-user'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/revoke-other-sessions'],
    ['POST', '/api/auth/revoke-sessions'],
    ['POST', '/api/auth/revoke-session'],
    ['GET', '/api/auth/get-session'],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/sign-out'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
    ['GET', '/api/auth/delete-user/callback'],
    ['POST', '/api/auth/send-verification-email'],
    ['POST', '/api/auth/set-password'],
    ['POST', '/api/auth/verify-password'],
    ['GET', '/api/auth/reset-password/abcdefghijklmnopqrstuvwx'],
    ['GET', '/api/auth/list-accounts'],
    ['POST', '/api/auth/unlink-account'],
    ['POST', '/api/auth/link-social'],
    ['POST', '/api/auth/sign-in/social'],
    ['POST', '/api/auth/refresh-token'],
    ['POST', '/api/auth/get-access-token'],
    ['GET', '/api/auth/account-info'],
    ['POST', '/api/auth/update-session'],
    ['GET', '/api/auth/ok'],
    ['GET', '/api/auth/error'],
    ['POST', '/api/auth/forget-password'],
  ];

  it('every other better-auth path answers 404, signed in or not, and changes nothing', async () => {
    const l = await ctx.createLandlord();
    for (const [method, path] of UNUSED) {
      for (const a of [l, ctx.agent()]) {
        const res = await a.request(method, path, method === 'GET' ? undefined : { firstName: 'X', name: 'X' });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    const [u] = await ctx.db.select().from(user).where(eq(user.id, l.user.id));
    expect(u!.firstName).toBe('Laura');
  });

  it('reset-password validates with the shared schema (at least 8 characters)', async () => {
    const l = await ctx.createLandlord();
    await answer(ctx.agent().api.auth['request-password-reset'].$post({ json: { email: l.email } }));
    const mail = (await ctx.outbox()).find((m) => m.to === l.email && m.subject.includes('reimposta'))!;
    const token = new URL(mail.links[0]!).searchParams.get('token')!;
    const res = await answer(ctx.agent().api.auth['reset-password'].$post({ json: { token, password: 'abc123' } }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toBe('La password deve avere almeno 8 caratteri');
    const ok = await answer(
      ctx.agent().api.auth['reset-password'].$post({ json: { token, password: 'Faro-Nebbia-71' } }),
    );
    expect(ok.status).toBe(200);
  });
});

describe('5. invited users reach only complete-account', () => {
  it('forgot-password for an invited address sends no reset link but explains the invitation', async () => {
    const inv = await invite();
    const res = await answer(ctx.agent().api.auth['request-password-reset'].$post({ json: { email: inv.email } }));
    expect(res.status).toBe(200);
    const mails = (await ctx.outbox()).filter((m) => m.to === inv.email);
    expect(mails.map((m) => m.subject)).toEqual(['CasaConti: completa il tuo account dal link dell’invito']);
    expect(mails[0]!.links).toEqual([]);
    expect(await ctx.db.select().from(verification)).toSatisfy((rows: { value: string }[]) =>
      rows.every((r) => r.value !== inv.userId),
    );
  });

  it('a sign-in attempt on an invited address is refused as usual and emails the way in', async () => {
    const inv = await invite();
    const res = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: inv.email, password: TEST_PASSWORD } }),
    );
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Email o password non corretti.' });
    const mails = (await ctx.outbox()).filter((m) => m.to === inv.email);
    expect(mails.map((m) => m.subject)).toEqual(['CasaConti: completa il tuo account dal link dell’invito']);
  });

  it('profile and password routes refuse an invited session with 403', async () => {
    const t = await ctx.createTenant();
    await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, t.user.id));
    const profile = await answer(t.api.account.profile.$patch({ json: { firstName: 'Nuovo', lastName: 'Nome' } }));
    expect(profile.status).toBe(403);
    expect(profile.body.error.message).toBe('Completa il tuo account per continuare.');
    const password = await answer(t.api.account.password.$post({ json: { newPassword: 'altra-password' } }));
    expect(password.status).toBe(403);
    const [u] = await ctx.db.select().from(user).where(eq(user.id, t.user.id));
    expect(u!.firstName).toBe('Marco');
    expect((await answer(t.api.account.me.$get())).status).toBe(200);
  });
});

describe('6. an invited person who registers ends with one working account', () => {
  it('answers 201, sends the next step, and the invitation then gives one account: tenant and landlord', async () => {
    const inv = await invite();
    const reg = await answer(
      ctx.agent().api.account['register-landlord'].$post({
        json: {
          firstName: 'Paolo',
          lastName: 'Gialli',
          email: inv.email,
          password: 'password-landlord',
        },
      }),
    );
    expect(reg.status).toBe(201);
    expect(await countUsersWith(inv.email)).toBe(1);
    const mails = (await ctx.outbox()).filter((m) => m.to === inv.email);
    expect(mails.map((m) => m.subject)).toEqual(['CasaConti: completa il tuo account dal link dell’invito']);

    const a = ctx.agent();
    const done = await answer(
      a.api.account.complete.$post({
        json: {
          token: inv.token,
          firstName: 'Paolo',
          lastName: 'Gialli',
          password: 'password-scelta',
        },
      }),
    );
    expect(done.status).toBe(200);
    const me = await answer(a.api.account.me.$get());
    expect(me.body).toMatchObject({ is_landlord: true, user_status: 'active' });
    const signIn = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: inv.email, password: 'password-scelta' } }),
    );
    expect(signIn.status).toBe(200);
    expect(await countUsersWith(inv.email)).toBe(1);
  });
});

describe('7. registration is rate limited per client address', () => {
  it('answers 429 in Italian after the limit, other addresses unaffected', async () => {
    const a = ctx.agent();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof a.post>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await answer(
        a.api.account['register-landlord'].$post({
          json: {
            firstName: 'Mario',
            lastName: 'Verdi',
            email: ctx.uniqueEmail('flood'),
            password: TEST_PASSWORD,
          },
        }),
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(last!.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Troppi tentativi. Riprova tra qualche minuto.',
    });
    const other = await answer(
      ctx.agent().api.account['register-landlord'].$post({
        json: {
          firstName: 'Mario',
          lastName: 'Verdi',
          email: ctx.uniqueEmail('other'),
          password: TEST_PASSWORD,
        },
      }),
    );
    expect(other.status).toBe(201);
  });
});

describe('8. never a 500 for client input on /api/auth', () => {
  const BAD: unknown[] = [
    { email: 'a\u0000@example.com', password: 'x\u0000y', token: 'abc\u0000def', newPassword: 'p\u0000ssword1' },
    { email: null, password: null, token: null, newPassword: null },
    { email: { $ne: 1 }, password: ['a'], token: { a: 1 }, newPassword: 12 },
    { email: `${'a'.repeat(300_000)}@example.com`, password: 'p'.repeat(300_000), token: 't'.repeat(300_000) },
    [],
    'null',
    '"text"',
    '{not json',
  ];
  const PATHS = [
    '/api/auth/sign-in/email',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
    '/api/account/register-landlord',
  ];

  it('every kept POST path answers 4xx to NUL, null, objects, huge strings, non-JSON', async () => {
    for (const path of PATHS) {
      for (const body of BAD) {
        const res = await ctx
          .agent()
          .request('POST', path, body, typeof body === 'string' ? { 'content-type': 'application/json' } : {});
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(res.body.error.message).toMatch(/^[A-Z]/);
      }
    }
  });

  it('verify-email with a NUL, a huge or a missing token never answers 500', async () => {
    for (const q of ['token=abc%00def', `token=${'t'.repeat(20_000)}`, '', 'token[]=1', 'token=abc&callbackURL=%00']) {
      const res = await ctx.agent().get(`/api/auth/verify-email?${q}`);
      expect(res.status, q).toBeLessThan(500);
    }
  });
});

describe('9. headers and text', () => {
  it('authenticated JSON answers carry Cache-Control: no-store', async () => {
    const l = await ctx.createLandlord();
    for (const path of ['/api/account/me', '/api/properties']) {
      const res = await l.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const signIn = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: l.email, password: TEST_PASSWORD } }),
    );
    expect(signIn.headers.get('cache-control')).toBe('no-store');
  });

  it('names, addresses and descriptions are stored without control and bidi override characters', async () => {
    const l = await ctx.createLandlord();
    const res = await answer(
      l.api.properties.$post({
        json: {
          propertyDetails: {
            name: 'Casa\u202E Roma\u0007',
            street_address: 'Via\u2066 Appia\u2069 1\u009B',
            postal_code: '00100',
            province: 'RM',
            country: 'Ita\u200Elia\u202A',
          },
          rooms: [{ name: '\u202DStanza\u0008 1', description: 'Sin\u2067gola\u001B' }],
        },
      }),
    );
    expect(res.status).toBe(201);
    const [p] = await ctx.db.select().from(property).where(eq(property.id, res.body.id));
    expect([p!.name, p!.streetAddress, p!.country]).toEqual(['Casa Roma', 'Via Appia 1', 'Italia']);
    const [r] = await ctx.db.select().from(room).where(eq(room.propertyId, res.body.id));
    expect([r!.name, r!.description]).toEqual(['Stanza 1', 'Singola']);
    const profile = await answer(
      l.api.account.profile.$patch({ json: { firstName: 'An\u202Ena', lastName: 'Neri\u000D\u000A' } }),
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ first_name: 'Anna', last_name: 'Neri' });
    // NUL is refused outright (PostgreSQL text cannot hold it), as before.
    const nul = await answer(l.api.account.profile.$patch({ json: { firstName: 'Anna', lastName: 'Ne\u0000ri' } }));
    expect(nul.status).toBe(400);
  });

  it('a name made only of invisible characters counts as blank', async () => {
    const l = await ctx.createLandlord();
    const res = await answer(l.api.account.profile.$patch({ json: { firstName: '\u202E\u0007', lastName: 'Neri' } }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.firstName).toBe('First name and last name are required');
  });

  it('a JSON route given a non-object body answers the Italian message', async () => {
    const l = await ctx.createLandlord();
    for (const body of ['"text"', '[1,2]', 'null', '42', '{broken', 'plain words']) {
      const res = await l.request('POST', '/api/properties', body, { 'content-type': 'application/json' });
      expect(res.status, body).toBe(400);
      expect(res.body.error.message, body).toBe('Richiesta non valida.');
    }
    const text = await l.request('POST', '/api/properties', 'name=x', { 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('Richiesta non valida.');
  });

  it('an over-limit body gets 413 and the keep-alive connection keeps working', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; text: string; reused: boolean }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent,
            headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (d) => {
              text += d;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text, reused: req.reusedSocket }));
          },
        );
        req.on('error', reject);
        if (body) req.write(body);
        req.end();
      });
    try {
      const first = await send('GET', '/healthz');
      expect(first.status).toBe(200);
      const big = Buffer.from(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
      const tooLarge = await send('POST', '/api/auth/request-password-reset', big);
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.text).error.message).toBe('Richiesta troppo grande.');
      const after = await send('GET', '/healthz');
      expect(after.status).toBe(200);
      expect(after.reused).toBe(true);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('10. reset tokens are stored hashed', () => {
  it('the token in the emailed link is nowhere in the verification table', async () => {
    const l = await ctx.createLandlord();
    await answer(ctx.agent().api.auth['request-password-reset'].$post({ json: { email: l.email } }));
    const mail = (await ctx.outbox()).filter((m) => m.to === l.email && m.subject.includes('reimposta'))[0]!;
    const token = new URL(mail.links[0]!).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(24);
    const rows = await ctx.db.select().from(verification);
    expect(rows.filter((r) => r.identifier.includes(token) || r.value.includes(token))).toEqual([]);
    expect(rows.filter((r) => r.value === l.user.id)).toHaveLength(1);
  });
});
