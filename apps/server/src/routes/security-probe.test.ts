import os from 'node:os';
import { COMMON_PASSWORD_MESSAGE } from '@casaconti/core/schemas/auth';
import { NAME_WITH_LINK_MESSAGE } from '@casaconti/core/schemas/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { contract, invitation, user } from '../db/schema';
import { passwords } from '../lib/auth';
import { createLogger } from '../lib/logger';
import { warnWhenMailGoesToLog } from '../lib/mailer';
import { answeredHostnames } from '../lib/host-guard';
import { inviteTenant } from '../services/account/invite-tenant';
import { APP_URL, createTestContext, TEST_PASSWORD, type TestContext, answer } from '../test/harness';
import { contractBody, seedProperty } from './contracts.test-support';

/** Issue 19 §2, "Found by a probe": one describe per finding. */
let ctx: TestContext;
beforeAll(async () => {
  // The production defaults of the hourly invitation limits (the harness raises them).
  ctx = await createTestContext({ env: { INVITATION_RATE_LIMIT: '20', INVITATION_RECIPIENT_RATE_LIMIT: '5' } });
});
afterAll(async () => {
  await ctx.close();
});

const TOO_MANY_INVITATIONS =
  "Troppi inviti inviati nell'ultima ora: nessuna modifica salvata e nessuna email inviata. Riprova più tardi.";
const SIGN_IN_RATE_LIMITED = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

const countRows = async (table: typeof contract | typeof invitation | typeof user) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const mailsTo = async (email: string) => (await ctx.outbox()).filter((m) => m.to === email);

async function invite(email = ctx.uniqueEmail('inv')) {
  const inv = await inviteTenant({
    tx: ctx.db,
    clock: ctx.clock,
    appUrl: APP_URL,
    email,
    firstName: 'Paolo',
    lastName: 'Gialli',
  });
  if (!inv.created) throw new Error('exists');
  return { ...inv, email };
}

describe('1. DNS rebinding does not reach the development outbox', () => {
  const REBOUND = 'http://rebind.attacker.example:4200';

  it('a rebound name on 127.0.0.1 can neither request a reset nor read the outbox; loopback names can', async () => {
    const l = await ctx.createLandlord();
    const local = ctx.agent({ ip: '127.0.0.1' });
    // The attack: the page on the attacker's name, resolved to 127.0.0.1, same-origin to itself.
    const reset = await local.post(
      `${REBOUND}/api/auth/request-password-reset`,
      { email: l.email },
      { origin: REBOUND },
    );
    expect(reset.status).toBe(403);
    expect(reset.body.error.message).toBe('Richiesta da un’origine non consentita.');
    expect((await mailsTo(l.email)).filter((m) => m.subject.includes('reimposta'))).toEqual([]);
    expect((await local.get(`${REBOUND}/api/dev/outbox`)).status).toBe(404);
    expect((await local.get(`${REBOUND}/api/dev/status`)).status).toBe(404);
    expect((await local.get('http://rebind.attacker.example/api/dev/outbox')).status).toBe(404);

    // The same machine by its own names still works (and APP_URL's name: localhost).
    for (const base of ['http://localhost:4200', 'http://127.0.0.1:4200', 'http://[::1]:4200', APP_URL]) {
      expect((await local.get(`${base}/api/dev/outbox`)).status, base).toBe(200);
    }
    const ok = await local.post(
      'http://127.0.0.1:4200/api/auth/request-password-reset',
      { email: l.email },
      { origin: 'http://127.0.0.1:4200' },
    );
    expect(ok.status).toBe(200);
  });

  it('the outbox answers a name other than loopback only when it is APP_URL’s', { timeout: 120_000 }, async () => {
    const other = await createTestContext({ env: { APP_URL: 'https://casa.example.it' } });
    try {
      const local = other.agent({ ip: '127.0.0.1' });
      expect((await local.get('https://casa.example.it/api/dev/outbox')).status).toBe(200);
      expect((await local.get('https://casa.example.com/api/dev/outbox')).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('same-origin means a name the server answers for: APP_URL, TRUSTED_ORIGINS, loopback, its own addresses', () => {
    const interfaces = vi.spyOn(os, 'networkInterfaces').mockReturnValue({
      eth0: [
        { address: '192.168.1.10', netmask: '', family: 'IPv4', mac: '', internal: false, cidr: null },
        { address: 'fd00::2', netmask: '', family: 'IPv6', mac: '', internal: false, cidr: null, scopeid: 0 },
      ],
    });
    onTestFinished(() => interfaces.mockRestore());
    const answers = answeredHostnames({
      appUrl: 'https://casa.example.it',
      trustedOrigins: ['https://casa.example.it', 'https://admin.example.it:8443'],
    });
    for (const host of [
      'casa.example.it',
      'admin.example.it',
      'localhost',
      '127.0.0.1',
      '[::1]',
      '192.168.1.10',
      '[fd00::2]',
    ]) {
      expect(answers(host), host).toBe(true);
    }
    for (const host of ['rebind.attacker.example', 'casa.example.it.evil.example', '192.168.1.11', '[fd00::3]']) {
      expect(answers(host), host).toBe(false);
    }
  });
});

describe('2. no phishing text in the app’s emails', () => {
  const PHISHING = 'Accedi subito su https://evil.example/login';

  it('registration, profile and a contract’s tenant refuse a web address in a name; nothing is stored', async () => {
    const usersBefore = await countRows(user);
    const reg = await answer(
      ctx.agent().api.account['register-landlord'].$post({
        json: {
          firstName: PHISHING,
          lastName: 'Rossi',
          email: ctx.uniqueEmail('phish'),
          password: TEST_PASSWORD,
        },
      }),
    );
    expect(reg.status).toBe(400);
    expect(reg.body.error.fields).toEqual({ firstName: NAME_WITH_LINK_MESSAGE });
    expect(await countRows(user)).toBe(usersBefore);

    const l = await ctx.createLandlord();
    const profile = await answer(
      l.api.account.profile.$patch({ json: { firstName: 'Laura', lastName: 'scrivi a x@evil.example' } }),
    );
    expect(profile.status).toBe(400);
    expect(profile.body.error.fields).toEqual({ lastName: NAME_WITH_LINK_MESSAGE });

    const { property, rooms } = await seedProperty(ctx, l.user.id, ['A']);
    const contractsBefore = await countRows(contract);
    const created = await l.post(
      '/api/contracts',
      contractBody(property.id, [rooms[0]!.id], { tenantInfo: { firstName: '\u200b\u200b' } }),
    );
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toEqual({ 'tenantInfo.firstName': 'Nome obbligatorio' });
    expect(await countRows(contract)).toBe(contractsBefore);
  });

  it('complete-account refuses a web address in a name', async () => {
    const inv = await invite();
    const res = await answer(
      ctx.agent().api.account.complete.$post({
        json: {
          token: inv.token,
          firstName: 'www.evil.example',
          lastName: 'Rossi',
          password: TEST_PASSWORD,
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ firstName: NAME_WITH_LINK_MESSAGE });
  });

  it('an invitation quotes the landlord’s name as a name, and registration greets nobody by name', async () => {
    const l = await ctx.createLandlord({ firstName: 'Mario', lastName: 'Verdi' });
    const { property, rooms } = await seedProperty(ctx, l.user.id, ['A']);
    const body = contractBody(property.id, [rooms[0]!.id]);
    expect((await l.post('/api/contracts', body)).status).toBe(201);
    const [mail] = await mailsTo(body.tenantInfo.email);
    expect(mail!.text).toContain('Il locatore «Mario Verdi» ti ha invitato su CasaConti');

    const email = ctx.uniqueEmail('greet');
    await answer(
      ctx.agent().api.account['register-landlord'].$post({
        json: {
          firstName: 'Giorgio',
          lastName: 'Neri',
          email,
          password: TEST_PASSWORD,
        },
      }),
    );
    const [confirm] = await mailsTo(email);
    expect(confirm!.text.startsWith('Ciao,\n')).toBe(true);
    expect(confirm!.text).not.toContain('Giorgio');
  });

  it('a landlord sends at most 20 contract emails an hour: the 21st contract is refused, not stored, not sent', async () => {
    const l = await ctx.createLandlord();
    const names = Array.from({ length: 21 }, (_, i) => `S${i}`);
    const { property, rooms } = await seedProperty(ctx, l.user.id, names);
    for (let i = 0; i < 20; i++) {
      const res = await l.post('/api/contracts', contractBody(property.id, [rooms[i]!.id]));
      expect(res.status, `contract ${i + 1}`).toBe(201);
    }
    const before = { contracts: await countRows(contract), invitations: await countRows(invitation) };
    const body = contractBody(property.id, [rooms[20]!.id]);
    const refused = await l.post('/api/contracts', body);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(TOO_MANY_INVITATIONS);
    expect({ contracts: await countRows(contract), invitations: await countRows(invitation) }).toEqual(before);
    expect(await mailsTo(body.tenantInfo.email)).toEqual([]);

    // Another landlord is not affected; an hour later this one can invite again.
    const other = await ctx.createLandlord();
    const o = await seedProperty(ctx, other.user.id, ['A']);
    expect((await other.post('/api/contracts', contractBody(o.property.id, [o.rooms[0]!.id]))).status).toBe(201);
    const now = ctx.clock.now();
    ctx.clock.set(new Date(now.getTime() + 61 * 60 * 1000));
    onTestFinished(() => ctx.clock.set(now));
    expect((await l.post('/api/contracts', body)).status).toBe(201);
  });

  it('one address receives at most 5 contract emails an hour, resends included, from all landlords together', async () => {
    const email = ctx.uniqueEmail('target');
    const first = await ctx.createLandlord();
    const a = await seedProperty(ctx, first.user.id, ['A', 'B', 'C']);
    let contractId = '';
    for (let i = 0; i < 3; i++) {
      const res = await first.post(
        '/api/contracts',
        contractBody(a.property.id, [a.rooms[i]!.id], { tenantInfo: { email } }),
      );
      expect(res.status).toBe(201);
      contractId = res.body.contractId;
    }
    // Two resends of one contract (a minute apart: the per-contract cooldown).
    const now = ctx.clock.now();
    onTestFinished(() => ctx.clock.set(now));
    expect((await answer(first.api.contracts[':id'].invitation.$post({ param: { id: contractId } }))).status).toBe(200);
    ctx.clock.set(new Date(now.getTime() + 61_000));
    expect((await answer(first.api.contracts[':id'].invitation.$post({ param: { id: contractId } }))).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(5);

    ctx.clock.set(new Date(now.getTime() + 122_000));
    const resend = await answer(first.api.contracts[':id'].invitation.$post({ param: { id: contractId } }));
    expect(resend.status).toBe(429);
    expect(resend.body.error.message).toBe(TOO_MANY_INVITATIONS);
    const second = await ctx.createLandlord();
    const b = await seedProperty(ctx, second.user.id, ['A']);
    const before = await countRows(contract);
    const other = await second.post(
      '/api/contracts',
      contractBody(b.property.id, [b.rooms[0]!.id], { tenantInfo: { email } }),
    );
    expect(other.status).toBe(429);
    expect(await countRows(contract)).toBe(before);
    expect(await mailsTo(email)).toHaveLength(5);
  });
});

describe('3. registration and reset do the same work for an invited address', () => {
  it('registration hashes the password exactly once for a new, an existing and an invited address', async () => {
    const existing = await ctx.createLandlord();
    const invited = await invite();
    const hashes = vi.spyOn(passwords, 'hash');
    onTestFinished(() => hashes.mockRestore());
    for (const email of [ctx.uniqueEmail('new'), existing.email, invited.email]) {
      hashes.mockClear();
      const res = await answer(
        ctx.agent().api.account['register-landlord'].$post({
          json: {
            firstName: 'Anna',
            lastName: 'Neri',
            email,
            password: TEST_PASSWORD,
          },
        }),
      );
      expect(res.status, email).toBe(201);
      expect(hashes, email).toHaveBeenCalledTimes(1);
    }
  });

  it('a reset request runs the same statements for an invited and an active address, and answers alike', async () => {
    const active = await ctx.createLandlord();
    const invited = await invite();
    const statements = async (email: string) => {
      let status = 0;
      const n = await ctx.countQueries(async () => {
        status = (await answer(ctx.agent().api.auth['request-password-reset'].$post({ json: { email } }))).status;
      });
      expect(status).toBe(200);
      return n;
    };
    const forActive = await statements(active.email);
    const forInvited = await statements(invited.email);
    expect(forInvited).toBe(forActive);
    // Each got its own email: a link for the account, the invitation reminder for the invited one.
    expect((await mailsTo(active.email)).some((m) => m.subject === 'CasaConti: reimposta la password')).toBe(true);
    const [reminder] = await mailsTo(invited.email);
    expect(reminder!.subject).toBe('CasaConti: completa il tuo account dal link dell’invito');
    expect(reminder!.links).toEqual([]);
  });
});

describe('4. per-account sign-in throttle', () => {
  it('10 failures on one account from 10 addresses lock that account for 15 minutes, not another one', async () => {
    const victim = await ctx.createLandlord();
    const bystander = await ctx.createLandlord();
    for (let i = 0; i < 10; i++) {
      const res = await answer(
        ctx.agent().api.auth['sign-in'].email.$post({ json: { email: victim.email, password: `wrong-${i}` } }),
      );
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    // The right password from yet another address: the account is locked.
    const locked = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: victim.email, password: TEST_PASSWORD } }),
    );
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(SIGN_IN_RATE_LIMITED);
    expect(locked.headers.getSetCookie()).toEqual([]);
    const other = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email: bystander.email, password: TEST_PASSWORD } }),
    );
    expect(other.status).toBe(200);

    const now = ctx.clock.now();
    onTestFinished(() => ctx.clock.set(now));
    ctx.clock.set(new Date(now.getTime() + 16 * 60 * 1000));
    expect(
      (
        await answer(
          ctx.agent().api.auth['sign-in'].email.$post({ json: { email: victim.email, password: TEST_PASSWORD } }),
        )
      ).status,
    ).toBe(200);
  });

  it('successful sign-ins do not add up: many in a row all succeed', async () => {
    const l = await ctx.createLandlord();
    for (let i = 0; i < 12; i++) {
      const res = await answer(
        ctx.agent().api.auth['sign-in'].email.$post({ json: { email: l.email, password: TEST_PASSWORD } }),
      );
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
  });
});

describe('5. common passwords are refused', () => {
  const COMMON = ['Password123!', 'password1', 'qwertyuiop', '12345678'];

  it('at registration, with the Italian message on the field; nothing is stored', async () => {
    for (const password of COMMON) {
      const email = ctx.uniqueEmail('weak');
      const res = await answer(
        ctx
          .agent()
          .api.account['register-landlord'].$post({ json: { firstName: 'Anna', lastName: 'Neri', email, password } }),
      );
      expect(res.status, password).toBe(400);
      expect(res.body.error.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it('at password change, reset and account completion', async () => {
    const l = await ctx.createLandlord();
    const change = await answer(l.api.account.password.$post({ json: { newPassword: 'password1' } }));
    expect(change.status).toBe(400);
    expect(change.body.error.fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });

    await answer(ctx.agent().api.auth['request-password-reset'].$post({ json: { email: l.email } }));
    const mail = (await mailsTo(l.email)).find((m) => m.subject.includes('reimposta'))!;
    const token = new URL(mail.links[0]!).searchParams.get('token')!;
    const reset = await answer(
      ctx.agent().api.auth['reset-password'].$post({ json: { token, password: 'qwertyuiop' } }),
    );
    expect(reset.status).toBe(400);
    expect(reset.body.error.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    // The link still works for a good password.
    expect(
      (await answer(ctx.agent().api.auth['reset-password'].$post({ json: { token, password: 'Faro-Nebbia-71' } })))
        .status,
    ).toBe(200);

    const inv = await invite();
    const complete = await answer(
      ctx.agent().api.account.complete.$post({
        json: {
          token: inv.token,
          firstName: 'Paolo',
          lastName: 'Gialli',
          password: 'Password123!',
        },
      }),
    );
    expect(complete.status).toBe(400);
    expect(complete.body.error.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    const [still] = await ctx.db.select({ status: user.userStatus }).from(user).where(eq(user.id, inv.userId));
    expect(still!.status).toBe('invited');
  });
});

describe('6. at most 5 account emails per address per hour', () => {
  it('registration and reset requests past the fifth answer the same and send nothing', async () => {
    const l = await ctx.createLandlord(); // its confirmation email is the first
    const register = () =>
      answer(
        ctx.agent().api.account['register-landlord'].$post({
          json: {
            firstName: 'Anna',
            lastName: 'Neri',
            email: l.email,
            password: TEST_PASSWORD,
          },
        }),
      );
    const reset = () => answer(ctx.agent().api.auth['request-password-reset'].$post({ json: { email: l.email } }));
    for (const request of [register, reset, register, reset]) expect([200, 201]).toContain((await request()).status);
    expect(await mailsTo(l.email)).toHaveLength(5);
    for (const request of [register, reset, reset]) {
      const res = await request();
      expect([200, 201]).toContain(res.status);
      expect(res.body.error).toBeUndefined();
    }
    expect(await mailsTo(l.email)).toHaveLength(5);

    const now = ctx.clock.now();
    onTestFinished(() => ctx.clock.set(now));
    ctx.clock.set(new Date(now.getTime() + 61 * 60 * 1000));
    expect((await reset()).status).toBe(200);
    expect(await mailsTo(l.email)).toHaveLength(6);
  });
});

describe('7. a production start without SMTP says where the links go', () => {
  const warningsOf = (lines: string[]) =>
    lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40);

  it('a production start with the outbox logs one warning that links go to the log', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const started = await createTestContext({ env: { NODE_ENV: 'production' }, logger });
    await started.close();
    const warnings = warningsOf(lines);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/^SMTP_URL is not set: no email is sent\..*written to this log/);
  });

  it('no warning with SMTP or outside production', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const outbox = { kind: 'outbox' as const, send: async () => {} };
    const smtp = { kind: 'smtp' as const, send: async () => {} };
    warnWhenMailGoesToLog({ env: { isProduction: true }, mailer: smtp, logger });
    warnWhenMailGoesToLog({ env: { isProduction: false }, mailer: outbox, logger });
    expect(warningsOf(lines)).toEqual([]);
    warnWhenMailGoesToLog({ env: { isProduction: true }, mailer: outbox, logger });
    expect(warningsOf(lines)).toHaveLength(1);
  });
});
