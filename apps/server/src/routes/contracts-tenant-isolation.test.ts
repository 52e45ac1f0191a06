/**
 * Several landlords, one tenant address (docs/domain.md §8, docs/decisions/019): the names and email a
 * landlord types belong to that landlord's contract, creation answers the same whatever the
 * address is, and a contract reaches a tenant area only once its own emailed link is used.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { APP_URL, createTestContext, TEST_PASSWORD, type TestContext, answer } from '../test/harness';
import { contractBody, editBody, seedProperty } from './contracts.test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

async function createFor(landlord: Landlord, email: string, names = { firstName: 'Anna', lastName: 'Verdi' }) {
  const { property, rooms } = await seedProperty(ctx, landlord.user.id);
  const body = contractBody(property.id, [rooms[0]!.id], { tenantInfo: { email, ...names } });
  const res = await answer(landlord.api.contracts.$post({ json: body }));
  return { res, body, propertyId: property.id, contractId: res.body?.contractId as string };
}

/** The newest emailed link to `path` for `email`, as its token. */
async function latestToken(email: string, path: '/complete-account' | '/accept-contract') {
  const mail = (await ctx.outbox()).find(
    (m) => m.to === email && m.links.some((l) => l.startsWith(`${APP_URL}${path}`)),
  );
  if (!mail) throw new Error(`no ${path} email for ${email}`);
  const token = new URL(mail.links.find((l) => l.startsWith(`${APP_URL}${path}`))!).searchParams.get('token');
  if (!token) throw new Error(`no token in the ${path} link`);
  return token;
}

/** What the landlord sees of a contract: details, portfolio item and property card, ids removed. */
async function landlordView(landlord: Landlord, contractId: string, propertyId: string) {
  const details = await answer(landlord.api.contracts[':id'].$get({ param: { id: contractId } }));
  const list = await answer(landlord.api.contracts.$get());
  const item = list.body.items.find((i: { contractId: string }) => i.contractId === contractId);
  const prop = await answer(landlord.api.properties[':id'].$get({ param: { id: propertyId } }));
  const card = prop.body.contractsAndRooms.activeContracts.find((c: { id: string }) => c.id === contractId);
  return {
    detailsStatus: details.status,
    status: details.body.status,
    tenant: [details.body.tenantFirstName, details.body.tenantLastName, details.body.tenantEmail],
    item: { status: item.status, tenant: item.tenant, userRole: item.userRole },
    card: card.tenant,
  };
}

describe('two landlords, one tenant address', () => {
  it("B's edit of the tenant's names changes only B's contract, never A's view nor the account", async () => {
    const a = await ctx.createLandlord();
    const b = await ctx.createLandlord();
    const email = ctx.uniqueEmail('shared');
    const fromA = await createFor(a, email, { firstName: 'Anna', lastName: 'Verdi' });
    const fromB = await createFor(b, email, { firstName: 'Anna', lastName: 'Verdi' });
    expect(fromA.res.status).toBe(201);
    expect(fromB.res.status).toBe(201);
    const [before] = await ctx.db.select().from(user).where(eq(user.email, email));

    const edit = await answer(
      b.api.contracts[':id'].$put({
        param: { id: fromB.contractId },
        json: editBody(fromB.body, { tenantInfo: { firstName: 'Mallory', lastName: 'Impostore' } }),
      }),
    );
    expect(edit.status).toBe(200);
    expect([edit.body.tenantFirstName, edit.body.tenantLastName]).toEqual(['Mallory', 'Impostore']);

    const viewA = await landlordView(a, fromA.contractId, fromA.propertyId);
    expect(viewA.tenant).toEqual(['Anna', 'Verdi', email]);
    expect(viewA.item.tenant).toEqual({ firstName: 'Anna', lastName: 'Verdi' });
    expect(viewA.card).toEqual({ firstName: 'Anna', lastName: 'Verdi' });
    const [after] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(after).toEqual(before);
  });

  it("B's edit of an active tenant's names is B's own business: A's view and the profile stay", async () => {
    const a = await ctx.createLandlord();
    const b = await ctx.createLandlord();
    const tenant = await ctx.createTenant({ firstName: 'Tina', lastName: 'Propria' });
    const fromA = await createFor(a, tenant.email, { firstName: 'Tina', lastName: 'Propria' });
    const fromB = await createFor(b, tenant.email, { firstName: 'Tina', lastName: 'Propria' });

    const edit = await answer(
      b.api.contracts[':id'].$put({
        param: { id: fromB.contractId },
        json: editBody(fromB.body, { tenantInfo: { firstName: 'Altro', lastName: 'Nome' } }),
      }),
    );
    expect(edit.status).toBe(200);
    expect((await landlordView(a, fromA.contractId, fromA.propertyId)).tenant).toEqual([
      'Tina',
      'Propria',
      tenant.email,
    ]);
    const me = await answer(tenant.api.account.me.$get());
    expect([me.body.first_name, me.body.last_name]).toEqual(['Tina', 'Propria']);
  });

  it("B's resend does not kill the link A's contract emailed", async () => {
    const a = await ctx.createLandlord();
    const b = await ctx.createLandlord();
    const email = ctx.uniqueEmail('shared');
    const fromA = await createFor(a, email);
    const tokenA = await latestToken(email, '/complete-account');
    const fromB = await createFor(b, email);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 61_000));
    expect((await answer(b.api.contracts[':id'].invitation.$post({ param: { id: fromB.contractId } }))).status).toBe(
      200,
    );

    expect((await answer(ctx.agent().api.account.invitation.$get({ query: { token: tokenA } }))).status).toBe(200);
    const done = await answer(
      ctx.agent().api.account.complete.$post({
        json: {
          token: tokenA,
          firstName: 'Anna',
          lastName: 'Verdi',
          password: TEST_PASSWORD,
        },
      }),
    );
    expect(done.status).toBe(200);
    expect((await landlordView(a, fromA.contractId, fromA.propertyId)).status).toBe('active');
    // B's contract was not accepted by completing A's invitation.
    expect((await landlordView(b, fromB.contractId, fromB.propertyId)).status).toBe('pending_acceptance');
  });
});

describe('contract creation does not reveal accounts', () => {
  it('answers and shows the same for an unknown, an invited, an active tenant and a landlord address', async () => {
    const invitedEmail = ctx.uniqueEmail('invited');
    const someone = await ctx.createLandlord();
    await createFor(someone, invitedEmail, { firstName: 'Prima', lastName: 'Volta' });
    const activeTenant = await ctx.createTenant({ firstName: 'Vero', lastName: 'Nome' });
    const otherLandlord = await ctx.createLandlord({ firstName: 'Lara', lastName: 'Proprietaria' });

    const kinds = {
      unknown: ctx.uniqueEmail('unknown'),
      invited: invitedEmail,
      activeTenant: activeTenant.email,
      landlord: otherLandlord.email,
    };
    const seen: Record<string, unknown> = {};
    for (const [kind, email] of Object.entries(kinds)) {
      const landlord = await ctx.createLandlord();
      const created = await createFor(landlord, email, { firstName: 'Scritto', lastName: 'DalProprietario' });
      const view = await landlordView(landlord, created.contractId, created.propertyId);
      seen[kind] = {
        createStatus: created.res.status,
        keys: Object.keys(created.res.body),
        ...view,
        tenant: [view.tenant[0], view.tenant[1], view.tenant[2] === email],
      };
    }
    for (const kind of Object.keys(kinds)) {
      expect(seen[kind]).toEqual({
        createStatus: 201,
        keys: ['contractId', 'warnings'],
        detailsStatus: 200,
        status: 'pending_acceptance',
        tenant: ['Scritto', 'DalProprietario', true],
        item: {
          status: 'pending_acceptance',
          tenant: { firstName: 'Scritto', lastName: 'DalProprietario' },
          userRole: 'landlord',
        },
        card: { firstName: 'Scritto', lastName: 'DalProprietario' },
      });
    }
  });
});

describe('a contract for an existing account needs acceptance', () => {
  it('stays out of the tenant area until the emailed accept link is used; the link works once', async () => {
    const tenant = await ctx.createTenant();
    const landlord = await ctx.createLandlord();
    const created = await createFor(landlord, tenant.email);
    expect(created.res.status).toBe(201);

    expect((await answer(tenant.api.contracts.$get())).body.items).toEqual([]);
    expect((await answer(tenant.api.contracts[':id'].$get({ param: { id: created.contractId } }))).status).toBe(404);
    const token = await latestToken(tenant.email, '/accept-contract');

    const accepted = await answer(ctx.agent().api.account['accept-contract'].$post({ json: { token } }));
    expect(accepted.status).toBe(200);
    const items = (await answer(tenant.api.contracts.$get())).body.items;
    expect(
      items.map((i: { contractId: string; userRole: string; status: string }) => [i.contractId, i.userRole, i.status]),
    ).toEqual([[created.contractId, 'tenant', 'active']]);
    expect((await answer(tenant.api.contracts[':id'].$get({ param: { id: created.contractId } }))).status).toBe(200);
    expect((await landlordView(landlord, created.contractId, created.propertyId)).status).toBe('active');

    const again = await answer(ctx.agent().api.account['accept-contract'].$post({ json: { token } }));
    expect(again.status).toBe(404);
  });

  it("a landlord can be someone's tenant, once they accept", async () => {
    const tenantLandlord = await ctx.createLandlord();
    const landlord = await ctx.createLandlord();
    const created = await createFor(landlord, tenantLandlord.email);
    expect((await answer(tenantLandlord.api.contracts.$get())).body.items).toEqual([]);
    const token = await latestToken(tenantLandlord.email, '/accept-contract');
    expect((await answer(ctx.agent().api.account['accept-contract'].$post({ json: { token } }))).status).toBe(200);
    const items = (await answer(tenantLandlord.api.contracts.$get())).body.items;
    expect(items.map((i: { contractId: string; userRole: string }) => [i.contractId, i.userRole])).toEqual([
      [created.contractId, 'tenant'],
    ]);
  });

  it("an invited person's second contract is accepted with its own link, after completing the account with the first", async () => {
    const a = await ctx.createLandlord();
    const b = await ctx.createLandlord();
    const email = ctx.uniqueEmail('twice');
    const fromA = await createFor(a, email);
    const tokenA = await latestToken(email, '/complete-account');
    const fromB = await createFor(b, email, { firstName: 'Bea', lastName: 'Diversa' });
    const tokenB = await latestToken(email, '/complete-account');
    expect(tokenB).not.toBe(tokenA);

    const prefill = await answer(ctx.agent().api.account.invitation.$get({ query: { token: tokenB } }));
    expect(prefill.body).toEqual({ email, firstName: 'Bea', lastName: 'Diversa', accountActive: false });

    const tenant = ctx.agent();
    expect(
      (
        await answer(
          tenant.api.account.complete.$post({
            json: {
              token: tokenA,
              firstName: 'A',
              lastName: 'V',
              password: TEST_PASSWORD,
            },
          }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await answer(tenant.api.contracts.$get())).body.items.map((i: { contractId: string }) => i.contractId),
    ).toEqual([fromA.contractId]);
    const stillOpen = await answer(ctx.agent().api.account.invitation.$get({ query: { token: tokenB } }));
    expect(stillOpen.body.accountActive).toBe(true);
    expect((await answer(ctx.agent().api.account['accept-contract'].$post({ json: { token: tokenB } }))).status).toBe(
      200,
    );
    expect(
      (await answer(tenant.api.contracts.$get())).body.items.map((i: { contractId: string }) => i.contractId).sort(),
    ).toEqual([fromA.contractId, fromB.contractId].sort());
  });
});

describe("'Reinvia invito' cooldown", () => {
  it('after a resend, sends at most one email a minute per contract, with a clear Italian 429', async () => {
    const landlord = await ctx.createLandlord();
    const email = ctx.uniqueEmail('cool');
    const { contractId } = await createFor(landlord, email);
    expect((await answer(landlord.api.contracts[':id'].invitation.$post({ param: { id: contractId } }))).status).toBe(
      200,
    );
    const tooSoon = await answer(landlord.api.contracts[':id'].invitation.$post({ param: { id: contractId } }));
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Invito già inviato meno di un minuto fa: riprova tra 60 secondi.',
    });
    expect((await ctx.outbox()).filter((m) => m.to === email)).toHaveLength(2);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 45_000));
    expect(
      (await answer(landlord.api.contracts[':id'].invitation.$post({ param: { id: contractId } }))).body.error.message,
    ).toBe('Invito già inviato meno di un minuto fa: riprova tra 15 secondi.');
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 15_000));
    expect((await answer(landlord.api.contracts[':id'].invitation.$post({ param: { id: contractId } }))).status).toBe(
      200,
    );
    expect((await ctx.outbox()).filter((m) => m.to === email)).toHaveLength(3);
  });
});
