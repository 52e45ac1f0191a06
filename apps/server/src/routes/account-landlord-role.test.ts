import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext, answer } from '../test/harness';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

/** docs/domain.md §8, decision 058: an active tenant who registers as a landlord with the same address. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** An active tenant with one accepted contract of another landlord. */
async function tenantWithContract() {
  const tenant = await ctx.createTenant();
  const landlord = await ctx.createLandlord();
  const { property, rooms } = await seedProperty(ctx, landlord.user.id);
  await createContractVia(landlord, contractBody(property.id, [rooms[0]!.id], { tenantInfo: { email: tenant.email } }));
  await acceptLatestContract(ctx, tenant.email);
  return tenant;
}

const register = (email: string, password = 'UnAltraPassword9') =>
  answer(
    ctx
      .agent()
      .api.account['register-landlord'].$post({ json: { firstName: 'Nuovo', lastName: 'Nome', email, password } }),
  );

const landlordRoleLink = async (email: string) => {
  const mails = (await ctx.outbox()).filter(
    (m) => m.to === email && m.subject.includes('diventare anche proprietario'),
  );
  return { count: mails.length, link: mails[0]?.links.find((l) => l.includes('/confirm-landlord?')) };
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const isLandlord = async (id: string) =>
  (await ctx.db.select({ v: user.isLandlord }).from(user).where(eq(user.id, id)))[0]!.v;
const passwordHash = async (id: string) =>
  (await ctx.db.select({ p: account.password }).from(account).where(eq(account.userId, id)))[0]!.p;

describe('an active tenant registers as a landlord', () => {
  it('answers the neutral success, emails a link, and changes nothing until it is followed', async () => {
    const tenant = await tenantWithContract();
    const hashBefore = await passwordHash(tenant.user.id);
    const usersBefore = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n;

    const res = await register(tenant.email.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });

    const { count, link } = await landlordRoleLink(tenant.email);
    expect(count).toBe(1);
    expect(link).toBeTruthy();
    const existing = (await ctx.outbox()).filter(
      (m) => m.to === tenant.email && m.subject.includes('hai già un account'),
    );
    expect(existing).toEqual([]);
    expect(await isLandlord(tenant.user.id)).toBe(false);
    expect(await passwordHash(tenant.user.id)).toBe(hashBefore);
    expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n).toBe(usersBefore);
    expect((await answer(tenant.api.properties.$get())).status).toBe(403);
  });

  it('following the link adds the landlord role once; password, names and tenant contracts stay', async () => {
    const tenant = await tenantWithContract();
    const hashBefore = await passwordHash(tenant.user.id);
    await register(tenant.email);
    const token = tokenOf((await landlordRoleLink(tenant.email)).link!);

    const confirm = await answer(ctx.agent().api.account['confirm-landlord'].$post({ json: { token } }));
    expect(confirm.status).toBe(200);
    expect(await isLandlord(tenant.user.id)).toBe(true);
    expect(await passwordHash(tenant.user.id)).toBe(hashBefore);

    // The existing session now reaches the landlord area and still its tenant area.
    const me = await answer(tenant.api.account.me.$get());
    expect(me.body).toMatchObject({
      is_landlord: true,
      has_tenant_contracts: true,
      first_name: 'Marco',
      last_name: 'Rossi',
    });
    expect((await answer(tenant.api.properties.$get())).status).toBe(200);
    expect((await answer(tenant.api.tenant.statements.$get())).body.items).toHaveLength(1);

    // The old password signs in; the one typed in the registration form does not.
    expect(
      (
        await answer(
          ctx.agent().api.auth['sign-in'].email.$post({ json: { email: tenant.email, password: TEST_PASSWORD } }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answer(
          ctx.agent().api.auth['sign-in'].email.$post({ json: { email: tenant.email, password: 'UnAltraPassword9' } }),
        )
      ).status,
    ).toBe(401);

    // Single use.
    const again = await answer(ctx.agent().api.account['confirm-landlord'].$post({ json: { token } }));
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Il link non è valido o è scaduto.');
  });

  it('a newer link replaces an open one, and a link expires after 24 hours', async () => {
    const tenant = await ctx.createTenant();
    await register(tenant.email);
    const first = tokenOf((await landlordRoleLink(tenant.email)).link!);
    await register(tenant.email);
    const mails = (await ctx.outbox()).filter((m) => m.to === tenant.email && m.subject.includes('proprietario'));
    expect(mails).toHaveLength(2);
    const second = tokenOf(mails[0]!.links.find((l) => l.includes('/confirm-landlord?'))!);
    expect(second).not.toBe(first);
    expect((await answer(ctx.agent().api.account['confirm-landlord'].$post({ json: { token: first } }))).status).toBe(
      404,
    );

    ctx.clock.set(new Date(ctx.clock.now().getTime() + 24 * 60 * 60 * 1000 + 1000));
    try {
      expect(
        (await answer(ctx.agent().api.account['confirm-landlord'].$post({ json: { token: second } }))).status,
      ).toBe(404);
    } finally {
      ctx.clock.set(new Date(ctx.clock.now().getTime() - 24 * 60 * 60 * 1000 - 1000));
    }
    expect(await isLandlord(tenant.user.id)).toBe(false);
  });

  it('an address that is already a landlord still gets the existing-account email', async () => {
    const landlord = await ctx.createLandlord();
    expect((await register(landlord.email)).status).toBe(201);
    const mails = (await ctx.outbox()).filter((m) => m.to === landlord.email);
    expect(mails.some((m) => m.subject.includes('hai già un account'))).toBe(true);
    expect(mails.some((m) => m.subject.includes('proprietario'))).toBe(false);
  });

  it('refuses an unknown or malformed token with a clear 4xx', async () => {
    const unknown = await answer(
      ctx.agent().api.account['confirm-landlord'].$post({ json: { token: 'x'.repeat(43) } }),
    );
    expect(unknown.status).toBe(404);
    // A number for a token: sent by URL, the typed client cannot send it.
    const malformed = await ctx.agent().post('/api/account/confirm-landlord', { token: 1 });
    expect(malformed.status).toBe(400);
  });
});
