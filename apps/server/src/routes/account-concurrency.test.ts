import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, contract, session, user } from '../db/schema';
import { CLIENT_IP_HEADER } from '../lib/auth';
import { APP_URL, createTestContext, type TestContext, answer } from '../test/harness';
import { contractBody, seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL). Each request comes from its own client address so that the
// per-client rate limits do not answer in place of the race.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const RACERS = 10;
const fromClient = (i: number) => ({ [CLIENT_IP_HEADER]: `203.0.113.${i + 1}` });

function tokenOf(link: string) {
  return new URL(link).searchParams.get('token')!;
}

/** A landlord's new contract for `email`; returns the contract id and the link emailed to the tenant. */
async function contractFor(email: string, linkPath: '/complete-account' | '/accept-contract') {
  const landlord = await ctx.createLandlord();
  const { property, rooms } = await seedProperty(ctx, landlord.user.id);
  const created = await answer(
    landlord.api.contracts.$post({ json: contractBody(property.id, [rooms[0]!.id], { tenantInfo: { email } }) }),
  );
  expect(created.status, created.text).toBe(201);
  const mail = (await ctx.outbox()).find(
    (m) => m.to === email && m.links.some((l) => l.startsWith(`${APP_URL}${linkPath}`)),
  )!;
  return {
    contractId: created.body.contractId as string,
    token: tokenOf(mail.links.find((l) => l.startsWith(`${APP_URL}${linkPath}`))!),
  };
}

describe('token redemption, simultaneous (PostgreSQL)', () => {
  it(`${RACERS} simultaneous completions of one invitation: one succeeds, one user, one password, the contract accepted`, async () => {
    const email = ctx.uniqueEmail('race-invite');
    const { contractId, token } = await contractFor(email, '/complete-account');
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        ctx
          .agent()
          .post(
            '/api/account/complete',
            { token, firstName: 'Marco', lastName: `Rossi${i}`, password: `password-racer-${i}` },
            fromClient(i),
          ),
      ),
    );
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers.map((r) => r.status)).toEqual(Array.from({ length: RACERS - 1 }, () => 404));
    for (const r of losers) {
      expect(r.body.error).toEqual({ code: 'NOT_FOUND', message: 'Il link di invito non è valido o è scaduto.' });
    }
    const winner = winners[0]!;
    const users = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(users.map((u) => [u.lastName, u.userStatus])).toEqual([[`Rossi${winner}`, 'active']]);
    const credentials = await ctx.db
      .select()
      .from(account)
      .where(and(eq(account.userId, users[0]!.id), eq(account.providerId, 'credential')));
    expect(credentials).toHaveLength(1);
    const [accepted] = await ctx.db.select().from(contract).where(eq(contract.id, contractId));
    expect(accepted!.tenantId).toBe(users[0]!.id);
    expect(accepted!.acceptedAt).not.toBeNull();
    // Only the winner's password opens the account.
    const signIn = (i: number) =>
      ctx.agent().post('/api/auth/sign-in/email', { email, password: `password-racer-${i}` }, fromClient(100 + i));
    expect((await signIn(winner)).status).toBe(200);
    expect((await signIn((winner + 1) % RACERS)).status).toBe(401);
  });

  it(`${RACERS} simultaneous acceptances of one contract link: one succeeds, the others get the invalid-link error`, async () => {
    const tenant = await ctx.createTenant();
    const { contractId, token } = await contractFor(tenant.email, '/accept-contract');
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        ctx.agent().post('/api/account/accept-contract', { token }, fromClient(20 + i)),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers.map((r) => r.status)).toEqual(Array.from({ length: RACERS - 1 }, () => 404));
    for (const r of losers) {
      expect(r.body.error).toEqual({ code: 'NOT_FOUND', message: 'Il link di invito non è valido o è scaduto.' });
    }
    const [accepted] = await ctx.db.select().from(contract).where(eq(contract.id, contractId));
    expect(accepted!.tenantId).toBe(tenant.user.id);
    expect(accepted!.acceptedAt).not.toBeNull();
  });

  it(`${RACERS} simultaneous password resets with one link: one succeeds, the others get the invalid-link error`, async () => {
    const landlord = await ctx.createLandlord();
    const req = await ctx
      .agent()
      .post(
        '/api/auth/request-password-reset',
        { email: landlord.email, redirectTo: '/reset-password' },
        fromClient(40),
      );
    expect(req.status).toBe(200);
    const mail = (await ctx.outbox()).find((m) => m.to === landlord.email && m.subject.includes('reimposta'))!;
    const token = tokenOf(mail.links[0]!);
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        ctx.agent().post('/api/auth/reset-password', { token, password: `reimpostata-racer-${i}` }, fromClient(50 + i)),
      ),
    );
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers.map((r) => r.status)).toEqual(Array.from({ length: RACERS - 1 }, () => 400));
    for (const r of losers) {
      expect(r.body.error).toEqual({ code: 'INVALID_LINK', message: 'Il link non è valido o è scaduto.' });
    }
    const signIn = (i: number) =>
      ctx
        .agent()
        .post(
          '/api/auth/sign-in/email',
          { email: landlord.email, password: `reimpostata-racer-${i}` },
          fromClient(70 + i),
        );
    expect((await signIn(winners[0]!)).status).toBe(200);
    expect((await signIn((winners[0]! + 1) % RACERS)).status).toBe(401);
    // The reset signed out every earlier session.
    expect((await answer(landlord.api.account.me.$get())).status).toBe(401);
    expect((await ctx.db.select().from(session).where(eq(session.userId, landlord.user.id))).length).toBe(1);
  });
});
