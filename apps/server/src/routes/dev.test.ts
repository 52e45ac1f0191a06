import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSent, user } from '../db/schema';
import { insertAcceptedContract, insertPayable, insertProperty, insertUser } from '../test/factories';
import { APP_URL, createTestContext, type TestContext, answer } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/dev/status', () => {
  it('answers ok outside production', async () => {
    const res = await ctx.agent({ ip: '127.0.0.1' }).get('/api/dev/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('GET /api/dev/outbox', () => {
  /** Two messages, the newer one with a link and text that must not become markup. */
  async function twoMessages() {
    const older = ctx.uniqueEmail('older');
    await ctx.deps.mailer.send({ to: older, subject: 'Primo messaggio', text: 'Testo semplice.' });
    const newer = ctx.uniqueEmail('newer');
    const link = `${APP_URL}/reset-password?token=abc&x=1`;
    await ctx.deps.mailer.send({
      to: newer,
      subject: 'Secondo <b>messaggio</b>',
      text: `Apri questo link:\n\n${link}.\n\n<script>alert(1)</script> & altro`,
    });
    return { older, newer, link };
  }

  it('is a readable HTML page: newest first, subject, recipient, date, clickable links, everything escaped', async () => {
    const { older, newer } = await twoMessages();
    const res = await ctx.agent({ ip: '127.0.0.1' }).get('/api/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.text;
    expect(html).toContain('<h1>Posta in uscita</h1>');
    expect(html.indexOf(newer)).toBeGreaterThan(-1);
    expect(html.indexOf(newer)).toBeLessThan(html.indexOf(older));
    expect(html).toContain('<h2>Secondo &lt;b&gt;messaggio&lt;/b&gt;</h2>');
    expect(html).toContain(
      `<a href="${APP_URL}/reset-password?token=abc&amp;x=1">${APP_URL}/reset-password?token=abc&amp;x=1</a>.`,
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; altro');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<time datetime="[^"]+">\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}<\/time>/);
  });

  it('answers the JSON list with ?format=json, newest first', async () => {
    const { older, newer, link } = await twoMessages();
    const res = await ctx.agent({ ip: '127.0.0.1' }).get('/api/dev/outbox?format=json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const list = res.body as { to: string; subject: string; links: string[] }[];
    const newerIndex = list.findIndex((m) => m.to === newer);
    expect(newerIndex).toBeGreaterThan(-1);
    expect(newerIndex).toBeLessThan(list.findIndex((m) => m.to === older));
    expect(list[newerIndex]).toMatchObject({ subject: 'Secondo <b>messaggio</b>' });
    expect(list[newerIndex]!.links.some((l) => l.startsWith(link))).toBe(true);
  });

  it('is still local-only in both forms', async () => {
    expect((await ctx.agent({ ip: '10.1.2.3' }).get('/api/dev/outbox')).status).toBe(404);
    expect((await ctx.agent({ ip: '10.1.2.3' }).get('/api/dev/outbox?format=json')).status).toBe(404);
  });
});

describe('POST /api/dev/invite', () => {
  it('invites a tenant, emails the link, and the link opens the complete-account flow', async () => {
    const email = ctx.uniqueEmail('Dev.Invite');
    const res = await ctx
      .agent({ ip: '127.0.0.1' })
      .post('/api/dev/invite', { email, firstName: 'Marta', lastName: 'Neri' });
    expect(res.status).toBe(201);
    const link: string = res.body.link;
    expect(link.startsWith(`${APP_URL}/complete-account?token=`)).toBe(true);

    const [u] = await ctx.db.select().from(user).where(eq(user.email, email.toLowerCase()));
    expect(u).toMatchObject({ isLandlord: false, userStatus: 'invited', firstName: 'Marta', lastName: 'Neri' });

    const mail = (await ctx.outbox()).find((m) => m.to === email.toLowerCase() && m.subject.includes('invitato'));
    expect(mail?.links).toContain(link);

    const token = new URL(link).searchParams.get('token');
    const info = await answer(ctx.agent({ ip: '127.0.0.1' }).api.account.invitation.$get({ query: { token: token! } }));
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      email: email.toLowerCase(),
      firstName: 'Marta',
      lastName: 'Neri',
      accountActive: false,
    });
  });

  it('refuses an email that already has an account, and sends nothing', async () => {
    const email = ctx.uniqueEmail('dup');
    expect(
      (await ctx.agent({ ip: '127.0.0.1' }).post('/api/dev/invite', { email, firstName: 'A', lastName: 'B' })).status,
    ).toBe(201);
    const before = (await ctx.outbox()).length;
    const again = await ctx
      .agent({ ip: '127.0.0.1' })
      .post('/api/dev/invite', { email, firstName: 'A', lastName: 'B' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    expect((await ctx.outbox()).length).toBe(before);
  });

  it('validates the body', async () => {
    const res = await ctx
      .agent({ ip: '127.0.0.1' })
      .post('/api/dev/invite', { email: 'nope', firstName: '', lastName: 'B' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      email: 'Formato email non valido',
      firstName: 'Il nome è obbligatorio',
    });
  });
});

describe('POST /api/dev/daily-job', () => {
  /** A contract whose active tenant owes an overdue rent (the harness clock's today is after it). */
  async function overdueContract() {
    const landlord = await insertUser(ctx.db, { isLandlord: true });
    const tenant = await insertUser(ctx.db, { email: ctx.uniqueEmail('dev.job').toLowerCase() });
    const p = await insertProperty(ctx.db, landlord.id);
    const c = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: tenant.id });
    const due = await insertPayable(ctx.db, { contractId: c.id, dueDate: '2026-01-05', amount: 50000 });
    return { contractId: c.id, tenant, payableId: due.id };
  }

  it('runs the daily job now for the contract named: the tenant gets the reminder once', async () => {
    const { contractId, tenant, payableId } = await overdueContract();
    const local = ctx.agent({ ip: '127.0.0.1' });
    const res = await local.post('/api/dev/daily-job', { contractId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reminders: 1, digests: 0 });
    const mails = (await ctx.outbox()).filter((m) => m.to === tenant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links.some((l) => l.startsWith(`${APP_URL}/statement/`))).toBe(true);
    expect(await ctx.db.select().from(reminderSent).where(eq(reminderSent.payableId, payableId))).toHaveLength(1);
    // Idempotent: the same day, a second run sends nothing.
    expect((await local.post('/api/dev/daily-job', { contractId })).body).toMatchObject({ reminders: 0 });
    expect((await ctx.outbox()).filter((m) => m.to === tenant.email)).toHaveLength(1);
  });

  it('runs the whole job with no body, or an empty JSON one (issue 46 §16)', async () => {
    const { tenant } = await overdueContract();
    const local = ctx.agent({ ip: '127.0.0.1' });
    const bare = await local.request('POST', '/api/dev/daily-job');
    expect(bare.status, bare.text).toBe(200);
    expect(bare.body.reminders).toBeGreaterThanOrEqual(1);
    expect((await ctx.outbox()).filter((m) => m.to === tenant.email)).toHaveLength(1);
    const empty = await local.request('POST', '/api/dev/daily-job', '', { 'content-type': 'application/json' });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toMatchObject({ reminders: 0 });
  });

  it('refuses a malformed body and runs nothing', async () => {
    const { contractId, tenant } = await overdueContract();
    const local = ctx.agent({ ip: '127.0.0.1' });
    for (const body of [{ contractId: 'nope' }, { contractId, extra: 1 }, []]) {
      const res = await local.post('/api/dev/daily-job', body);
      expect(res.status).toBe(400);
    }
    expect((await ctx.outbox()).filter((m) => m.to === tenant.email)).toHaveLength(0);
  });

  it('is local-only', async () => {
    expect((await ctx.agent({ ip: '10.1.2.3' }).post('/api/dev/daily-job', {})).status).toBe(404);
  });
});

describe('in production', () => {
  it('the dev routes do not exist', async () => {
    const prod = await createTestContext({ env: { NODE_ENV: 'production' } });
    try {
      const a = prod.agent({ ip: '127.0.0.1' });
      expect((await a.get('/api/dev/status')).status).toBe(404);
      expect((await a.get('/api/dev/outbox')).status).toBe(404);
      const invite = await a.post(
        '/api/dev/invite',
        { email: 'x@example.com', firstName: 'A', lastName: 'B' },
        { origin: APP_URL },
      );
      expect(invite.status).toBe(404);
      expect((await a.post('/api/dev/daily-job', {}, { origin: APP_URL })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
