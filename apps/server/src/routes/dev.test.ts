import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
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
    } finally {
      await prod.close();
    }
  });
});
