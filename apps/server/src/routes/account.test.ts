import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, invitation, session, user } from '../db/schema';
import { inviteTenant } from '../services/account/invite-tenant';
import { APP_URL, createTestContext, TEST_PASSWORD, type TestContext, answer } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const countUsers = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n;

describe('health', () => {
  it('answers ok with the database kind', async () => {
    const res = await ctx.agent().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('sends security headers', async () => {
    const res = await ctx.agent().get('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('landlord registration', () => {
  it('registers, requires email verification, then signs in', async () => {
    const a = ctx.agent();
    const email = ctx.uniqueEmail('reg');
    const res = await answer(
      a.api.account['register-landlord'].$post({
        json: {
          firstName: 'Giulia',
          lastName: 'Verdi',
          email,
          password: TEST_PASSWORD,
        },
      }),
    );
    expect(res.status).toBe(201);
    const [u] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(u).toMatchObject({ isLandlord: true, userStatus: 'active', emailVerified: false, firstName: 'Giulia' });

    const early = await answer(a.api.auth['sign-in'].email.$post({ json: { email, password: TEST_PASSWORD } }));
    expect(early.status).toBe(403);
    expect(early.body.error.message).toMatch(/confermare la tua email/);

    const mail = (await ctx.outbox()).find((m) => m.to === email && m.subject.includes('conferma'));
    expect(mail).toBeTruthy();
    const link = mail!.links.find((l) => l.includes('/api/auth/verify-email'))!;
    expect(link.startsWith(APP_URL)).toBe(true);
    const verify = await a.get(link.replace(APP_URL, ''));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toContain('/login?verified=1');

    const login = await answer(a.api.auth['sign-in'].email.$post({ json: { email, password: TEST_PASSWORD } }));
    expect(login.status).toBe(200);
    const me = await answer(a.api.account.me.$get());
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      first_name: 'Giulia',
      last_name: 'Verdi',
      is_landlord: true,
      user_status: 'active',
      has_tenant_contracts: false,
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Il nome è obbligatorio'],
    [{ firstName: 'A' }, 'firstName', 'Il nome deve avere almeno 2 caratteri'],
    [{ lastName: '' }, 'lastName', 'Il cognome è obbligatorio'],
    [{ lastName: 'B' }, 'lastName', 'Il cognome deve avere almeno 2 caratteri'],
    [{ email: '' }, 'email', "L'email è obbligatoria"],
    [{ email: 'not-an-email' }, 'email', 'Formato email non valido'],
    [{ password: '' }, 'password', 'La password è obbligatoria'],
    [{ password: 'short' }, 'password', 'La password deve avere almeno 8 caratteri'],
  ])('refuses %o with the spec message and stores nothing', async (override, field, message) => {
    const before = await countUsers();
    const res = await answer(
      ctx.agent().api.account['register-landlord'].$post({
        json: {
          firstName: 'Giulia',
          lastName: 'Verdi',
          email: ctx.uniqueEmail('bad'),
          password: TEST_PASSWORD,
          ...override,
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await ctx.agent().request('POST', '/api/account/register-landlord', '{"firstName":', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: 'Richiesta non valida.' });
    expect(res.text).not.toMatch(/at .*\.ts/);
  });

  it('does not reveal an existing account, and mails its owner instead', async () => {
    const l = await ctx.createLandlord();
    const before = await countUsers();
    const res = await answer(
      ctx.agent().api.account['register-landlord'].$post({
        json: {
          firstName: 'Altro',
          lastName: 'Utente',
          email: l.email,
          password: TEST_PASSWORD,
        },
      }),
    );
    expect(res.status).toBe(201);
    expect(await countUsers()).toBe(before);
    const mails = (await ctx.outbox()).filter((m) => m.to === l.email && m.subject.includes('hai già un account'));
    expect(mails.length).toBe(1);
  });

  it('blocks the raw better-auth sign-up endpoint', async () => {
    const res = await ctx.agent().post('/api/auth/sign-up/email', {
      name: 'x',
      email: ctx.uniqueEmail('raw'),
      password: TEST_PASSWORD,
      firstName: 'x',
      lastName: 'y',
    });
    expect(res.status).toBe(404);
  });
});

describe('sign-in', () => {
  it('rejects a wrong password with an Italian message', async () => {
    const l = await ctx.createLandlord();
    const res = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: l.email, password: 'wrong-password' } }),
    );
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Email o password non corretti.');
  });

  it('sets an HttpOnly SameSite=Lax session cookie', async () => {
    const l = await ctx.createLandlord();
    const res = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: l.email, password: TEST_PASSWORD } }),
    );
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('casaconti.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('is rate limited with a clear Italian message', async () => {
    const l = await ctx.createLandlord();
    const a = ctx.agent();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof a.post>> | undefined;
    for (let i = 0; i < 8; i++) {
      last = await answer(a.api.auth['sign-in'].email.$post({ json: { email: l.email, password: 'wrong-password' } }));
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(last!.status).toBe(429);
    expect(last!.body.error.message).toBe('Troppi tentativi di accesso. Riprova tra qualche minuto.');
  });

  it('refuses a mutation from a foreign origin', async () => {
    const res = await ctx
      .agent()
      .post(
        '/api/account/register-landlord',
        { firstName: 'Giulia', lastName: 'Verdi', email: ctx.uniqueEmail('x'), password: TEST_PASSWORD },
        { origin: 'https://evil.example' },
      );
    expect(res.status).toBe(403);
  });
});

describe('current user, profile and password', () => {
  it('refuses an anonymous caller', async () => {
    const a = ctx.agent();
    expect((await answer(a.api.account.me.$get())).status).toBe(401);
    expect((await answer(a.api.account.profile.$patch({ json: { firstName: 'A', lastName: 'B' } }))).status).toBe(401);
    expect((await answer(a.api.account.password.$post({ json: { newPassword: 'abcdef' } }))).status).toBe(401);
  });

  it('updates the profile, trimming names, and refuses blanks', async () => {
    const l = await ctx.createLandlord();
    const ok = await answer(l.api.account.profile.$patch({ json: { firstName: '  Anna ', lastName: ' Neri ' } }));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ first_name: 'Anna', last_name: 'Neri' });
    const bad = await answer(l.api.account.profile.$patch({ json: { firstName: '  ', lastName: 'Neri' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('First name and last name are required');
    const me = await answer(l.api.account.me.$get());
    expect(me.body.first_name).toBe('Anna');
  });

  it('changes the password, ends the other sessions, keeps this one', async () => {
    const l = await ctx.createLandlord();
    const other = ctx.agent();
    expect(
      (await answer(other.api.auth['sign-in'].email.$post({ json: { email: l.email, password: TEST_PASSWORD } })))
        .status,
    ).toBe(200);
    const short = await answer(l.api.account.password.$post({ json: { newPassword: 'abc' } }));
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Password must be at least 6 characters long');

    const res = await answer(l.api.account.password.$post({ json: { newPassword: 'nuova-password' } }));
    expect(res.status).toBe(200);
    expect((await answer(l.api.account.me.$get())).status).toBe(200);
    expect((await answer(other.api.account.me.$get())).status).toBe(401);
    const relog = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: l.email, password: 'nuova-password' } }),
    );
    expect(relog.status).toBe(200);
  });

  it('sign-out ends every session of the user', async () => {
    const l = await ctx.createLandlord();
    const other = ctx.agent();
    await answer(other.api.auth['sign-in'].email.$post({ json: { email: l.email, password: TEST_PASSWORD } }));
    const out = await answer(l.api.account['sign-out'].$post());
    expect(out.status).toBe(200);
    expect((await answer(l.api.account.me.$get())).status).toBe(401);
    expect((await answer(other.api.account.me.$get())).status).toBe(401);
    const rows = await ctx.db.select().from(session).where(eq(session.userId, l.user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('forgot and reset password', () => {
  it('sends a single-use link that sets a new password', async () => {
    const l = await ctx.createLandlord();
    const a = ctx.agent();
    const req = await answer(a.api.auth['request-password-reset'].$post({ json: { email: l.email } }));
    expect(req.status).toBe(200);
    const mail = (await ctx.outbox()).find((m) => m.to === l.email && m.subject.includes('reimposta'))!;
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/reset-password`);
    const token = link.searchParams.get('token')!;
    const reset = await answer(a.api.auth['reset-password'].$post({ json: { password: 'reimpostata-123', token } }));
    expect(reset.status).toBe(200);
    const again = await answer(a.api.auth['reset-password'].$post({ json: { password: 'altra-password-1', token } }));
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: 'INVALID_LINK', message: 'Il link non è valido o è scaduto.' });
    const login = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: l.email, password: 'reimpostata-123' } }),
    );
    expect(login.status).toBe(200);
  });

  it('answers the same for an unknown email', async () => {
    const res = await answer(
      ctx.agent().api.auth['request-password-reset'].$post({
        json: {
          email: ctx.uniqueEmail('nobody'),
        },
      }),
    );
    expect(res.status).toBe(200);
  });
});

describe('invited tenant completes the account', () => {
  async function invite() {
    const email = ctx.uniqueEmail('inv');
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

  it('shows the email, completes, activates and signs in; the token is single use', async () => {
    const inv = await invite();
    const a = ctx.agent();
    const info = await answer(a.api.account.invitation.$get({ query: { token: inv.token } }));
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ email: inv.email, firstName: 'Paolo', lastName: 'Gialli', accountActive: false });

    const done = await answer(
      a.api.account.complete.$post({
        json: {
          token: inv.token,
          firstName: ' Paolo ',
          lastName: ' Gialli ',
          password: 'password-tenant',
        },
      }),
    );
    expect(done.status).toBe(200);
    const me = await answer(a.api.account.me.$get());
    expect(me.body).toMatchObject({
      first_name: 'Paolo',
      last_name: 'Gialli',
      is_landlord: false,
      user_status: 'active',
    });

    const reuse = await answer(
      ctx.agent().api.account.complete.$post({
        json: {
          token: inv.token,
          firstName: 'X',
          lastName: 'Y',
          password: 'password-other',
        },
      }),
    );
    expect(reuse.status).toBe(404);
    expect((await answer(ctx.agent().api.account.invitation.$get({ query: { token: inv.token } }))).status).toBe(404);
  });

  it('refuses an expired invitation', async () => {
    const inv = await invite();
    await ctx.db
      .update(invitation)
      .set({ expiresAt: new Date('2020-01-01') })
      .where(eq(invitation.userId, inv.userId));
    const res = await answer(
      ctx.agent().api.account.complete.$post({
        json: {
          token: inv.token,
          firstName: 'Paolo',
          lastName: 'Gialli',
          password: 'password-tenant',
        },
      }),
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Il link di invito non è valido o è scaduto.');
  });

  it('validates with the spec messages and stores nothing', async () => {
    const inv = await invite();
    const res = await answer(
      ctx.agent().api.account.complete.$post({
        json: {
          token: inv.token,
          firstName: 'Paolo',
          lastName: 'Gialli',
          password: 'short',
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toBe('La password deve essere di almeno 8 caratteri');
    const [u] = await ctx.db.select().from(user).where(eq(user.id, inv.userId));
    expect(u!.userStatus).toBe('invited');
    expect(await ctx.db.select().from(account).where(eq(account.userId, inv.userId))).toHaveLength(0);
  });

  it('an invited user cannot sign in before completing', async () => {
    const inv = await invite();
    const res = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: inv.email, password: TEST_PASSWORD } }),
    );
    expect(res.status).toBe(401);
  });
});

describe('dev outbox', () => {
  it('lists messages newest first with their links', async () => {
    const res = await ctx.agent({ ip: '127.0.0.1' }).get('/api/dev/outbox?format=json');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const times = res.body.map((m: { createdAt: string }) => new Date(m.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
