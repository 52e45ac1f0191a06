import { createHmac } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, session, user } from '../db/schema';
import { SESSION_COOKIE } from '../lib/auth';
import { sessionReadToken } from '../lib/auth-database';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

/**
 * The session through better-auth's own getSession (docs/decisions/066): the signed cookie is
 * checked before any statement, the session is read with its user in one statement (the
 * adapter's join, with has_tenant_contracts: decision 067), and expiry, refresh and revocation
 * are better-auth's, with no cookie cache.
 */

const SECRET = 'test-secret-test-secret-test-secret-42';
const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type Agent = Awaited<ReturnType<TestContext['createLandlord']>>;

/** The session row behind an agent's cookie. */
async function sessionOf(a: Agent) {
  const signed = decodeURIComponent(a.jar.get(SESSION_COOKIE)!);
  const token = signed.slice(0, signed.lastIndexOf('.'));
  const [row] = await ctx.db.select().from(session).where(eq(session.token, token));
  return { token, signed, row };
}

/** A request with exactly this session cookie (no jar). */
const withCookie = (url: string, value: string) => ctx.agent().get(url, { cookie: `${SESSION_COOKIE}=${value}` });

const sign = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('the session, read by better-auth in one statement', () => {
  it('an authenticated GET reads the session and its user with ONE statement; /me answers from it alone', async () => {
    const l = await ctx.createLandlord({ firstName: 'Sara', lastName: 'Conti' });
    let me: Awaited<ReturnType<Agent['get']>> | undefined;
    expect(await ctx.countQueries(async () => (me = await answer(l.api.account.me.$get())))).toBe(1);
    expect(me!.status).toBe(200);
    expect(me!.body).toEqual({
      id: l.user.id,
      email: l.email,
      first_name: 'Sara',
      last_name: 'Conti',
      is_landlord: true,
      user_status: 'active',
      has_tenant_contracts: false,
    });
    expect(me!.headers.getSetCookie()).toEqual([]);
  });

  it("has_tenant_contracts comes from the session's one statement and follows the contract at once", async () => {
    const t = await ctx.createTenant();
    const l = await ctx.createLandlord();
    const { property, rooms } = await seedProperty(ctx, l.user.id);
    await createContractVia(l, contractBody(property.id, [rooms[0]!.id], { tenantInfo: { email: t.email } }));
    await acceptLatestContract(ctx, t.email);
    for (const read of [() => answer(t.api.account.me.$get()), () => answer(t.api.account.session.$get())]) {
      let res: Awaited<ReturnType<Agent['get']>> | undefined;
      expect(await ctx.countQueries(async () => (res = await read()))).toBe(1);
      expect(JSON.stringify(res!.body)).toContain('"has_tenant_contracts":true');
    }
    // The contract deleted: the next request sees it (nothing cached with the session).
    await ctx.db.update(contract).set({ deletedAt: new Date() }).where(eq(contract.tenantId, t.user.id));
    expect((await answer(t.api.account.me.$get())).body.has_tenant_contracts).toBe(false);
    expect((await answer(t.api.account.session.$get())).body.user?.has_tenant_contracts).toBe(false);
  });

  it('an expired or revoked session is refused by /me and /session too (the one-statement read keeps the rules)', async () => {
    const expired = await ctx.createLandlord();
    const { token } = await sessionOf(expired);
    await ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await answer(expired.api.account.session.$get())).body).toEqual({ user: null });
    expect((await ctx.db.select().from(session).where(eq(session.token, token))).length).toBe(0);
    expect((await answer(expired.api.account.me.$get())).status).toBe(401);

    const revoked = await ctx.createLandlord();
    const r = await sessionOf(revoked);
    expect((await answer(revoked.api.account.me.$get())).status).toBe(200);
    await ctx.db.delete(session).where(eq(session.token, r.token));
    expect((await answer(revoked.api.account.me.$get())).status).toBe(401);
    expect((await answer(revoked.api.account.session.$get())).body).toEqual({ user: null });
  });

  it('the guard costs one statement: a tenant refused by requireLandlord sent exactly one', async () => {
    const t = await ctx.createTenant();
    let res: Awaited<ReturnType<Agent['get']>> | undefined;
    expect(await ctx.countQueries(async () => (res = await answer(t.api.properties.$get())))).toBe(1);
    expect(res!.status).toBe(403);
  });

  it('an invited (inactive) user is still refused by requireActiveUser', async () => {
    const l = await ctx.createLandlord();
    await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, l.user.id));
    expect((await answer(l.api.contracts.$get())).status).toBe(403);
    expect((await answer(l.api.account.me.$get())).body.user_status).toBe('invited');
  });

  it('a tampered signature is refused (401) without touching the database', async () => {
    const l = await ctx.createLandlord();
    const { token, signed } = await sessionOf(l);
    const sig = signed.slice(token.length + 1);
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const value of [
      encodeURIComponent(`${token}.${flipped}`),
      sign(token, 'another-secret-another-secret-another'),
      encodeURIComponent(`${token}.`),
      encodeURIComponent(token),
    ]) {
      let res: Awaited<ReturnType<Agent['get']>> | undefined;
      expect(await ctx.countQueries(async () => (res = await withCookie('/api/properties', value)))).toBe(0);
      expect(res!.status).toBe(401);
    }
    // The genuine cookie still works: the test above did not refuse it for another reason.
    expect((await withCookie('/api/properties', sign(token, SECRET))).status).toBe(200);
  });

  it('an expired session is refused (401) and better-auth deletes it', async () => {
    const l = await ctx.createLandlord();
    const { token } = await sessionOf(l);
    await ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    const res = await answer(l.api.properties.$get());
    expect(res.status).toBe(401);
    expect((await ctx.db.select().from(session).where(eq(session.token, token))).length).toBe(0);
  });

  it('a session revoked in the database is refused at once (no cache)', async () => {
    const l = await ctx.createLandlord();
    const { token, signed } = await sessionOf(l);
    expect((await answer(l.api.properties.$get())).status).toBe(200);
    await ctx.db.delete(session).where(eq(session.token, token));
    expect((await withCookie('/api/properties', encodeURIComponent(signed))).status).toBe(401);
    expect((await answer(l.api.account.me.$get())).status).toBe(401);
  });

  it('a session due for refresh still works, is refreshed (expiresAt moves) and the cookie is sent again', async () => {
    const l = await ctx.createLandlord();
    const { token } = await sessionOf(l);
    // Past better-auth's updateAge (1 day of a 7-day session): 5 days left.
    const aged = new Date(Date.now() + 5 * DAY);
    await ctx.db.update(session).set({ expiresAt: aged }).where(eq(session.token, token));
    const res = await answer(l.api.properties.$get());
    expect(res.status).toBe(200);
    const { row } = await sessionOf(l);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    // Refreshed: the next request reads the session alone again (one statement).
    expect(await ctx.countQueries(() => answer(l.api.properties.$get()))).toBe(2);
  });

  it('a profile change is seen by the next request (the user row is read every time)', async () => {
    const l = await ctx.createLandlord({ firstName: 'Primo' });
    expect(
      (await answer(l.api.account.profile.$patch({ json: { firstName: 'Secondo', lastName: 'Conti' } }))).status,
    ).toBe(200);
    expect((await answer(l.api.account.me.$get())).body.first_name).toBe('Secondo');
  });

  it("better-auth's session read is answered by the prepared statement, not built anew (decision 137)", async () => {
    const l = await ctx.createLandlord({ firstName: 'Preparata' });
    expect((await answer(l.api.account.me.$get())).status).toBe(200); // prepared by now
    const built = vi.spyOn(ctx.db.query.session, 'findFirst');
    try {
      for (let i = 0; i < 3; i++) {
        const me = await answer(l.api.account.me.$get());
        expect(me.body.first_name).toBe('Preparata');
      }
      expect(built).not.toHaveBeenCalled();
      // A token with no session row: the prepared read answers nothing, and the request is refused.
      expect((await withCookie('/api/properties', sign('no-such-token', SECRET))).status).toBe(401);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('sessionReadToken: only the exact shape of getSession goes to the prepared statement', () => {
  const base = { where: eq(session.token, 'tok-1'), with: { user: true as const } };
  it('answers the token for `token = $1` with the user', () => {
    expect(sessionReadToken(base)).toBe('tok-1');
    expect(sessionReadToken({ ...base, columns: undefined })).toBe('tok-1');
  });
  it('answers nothing for any other condition, relation or option', () => {
    expect(sessionReadToken({ ...base, where: eq(session.id, 'tok-1') })).toBeUndefined();
    expect(sessionReadToken({ ...base, where: eq(user.id, 'tok-1') })).toBeUndefined();
    expect(sessionReadToken({ ...base, where: and(eq(session.token, 't'), eq(session.userId, 'u')) })).toBeUndefined();
    expect(sessionReadToken({ ...base, where: gt(session.token, 'tok-1') })).toBeUndefined();
    expect(sessionReadToken({ where: base.where })).toBeUndefined();
    expect(sessionReadToken({ ...base, columns: { id: true } })).toBeUndefined();
    expect(sessionReadToken({ ...base, orderBy: session.id })).toBeUndefined();
  });
});
