import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payable, user } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

type Agent = ReturnType<TestContext['agent']>;

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenantA: Awaited<ReturnType<TestContext['createTenant']>>;
let tenantB: Awaited<ReturnType<TestContext['createTenant']>>;
let invited: Awaited<ReturnType<TestContext['createTenant']>>;
let contractA: string;
let contractB: string;
let viewers: Record<'owner' | 'otherTenant' | 'landlord' | 'invited' | 'anonymous', Agent>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord({ firstName: 'Laura', lastName: 'Bianchi' });
  tenantA = await ctx.createTenant({ firstName: 'Marco', lastName: 'Rossi' });
  tenantB = await ctx.createTenant({ firstName: 'Giulia', lastName: 'Neri' });
  invited = await ctx.createTenant({ firstName: 'Ivo', lastName: 'Invitato' });
  const flat = await seedProperty(ctx, landlord.user.id);
  contractA = await createContractVia(
    landlord,
    contractBody(flat.property.id, [flat.rooms[0]!.id], {
      tenantInfo: { email: tenantA.email, firstName: 'Marco', lastName: 'Rossi' },
    }),
  );
  // Existing accounts see a contract once they accept it from the email (docs/decisions/019).
  await acceptLatestContract(ctx, tenantA.email);
  contractB = await createContractVia(
    landlord,
    contractBody(flat.property.id, [flat.rooms[1]!.id], {
      tenantInfo: { email: tenantB.email, firstName: 'Giulia', lastName: 'Neri' },
      contractDetails: { rent_amount: 45000 },
    }),
  );
  await acceptLatestContract(ctx, tenantB.email);
  await createContractVia(
    landlord,
    contractBody(flat.property.id, [flat.rooms[2]!.id], { tenantInfo: { email: invited.email } }),
  );
  await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, invited.user.id));
  // A consumption bill share each, due after today (2026-03-15).
  await ctx.db.insert(payable).values([
    { contractId: contractA, type: 'consumption_bill', amount: 6000, dueDate: '2026-03-20' },
    { contractId: contractB, type: 'consumption_bill', amount: 3000, dueDate: '2026-03-20' },
  ]);
  viewers = { owner: tenantA, otherTenant: tenantB, landlord, invited, anonymous: ctx.agent() };
});
afterAll(async () => {
  await ctx.close();
});

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Contratto non trovato' } };

describe('GET /api/tenant/overview', () => {
  it("sums the owner's own statement: owed now, overdue, next due date and amount", async () => {
    const res = await answer(tenantA.api.tenant.overview.$get());
    expect(res.status).toBe(200);
    // Jan 16–31 prorated (309,68), Feb and Mar rent overdue; the water share due on 20/03.
    expect(res.body).toEqual({
      total_due: 30968 + 60000 + 60000 + 6000,
      overdue_amount: 30968 + 60000 + 60000,
      next_due: { date: '2026-03-20', amount: 6000 },
      settlement_preview_total: null,
      contracts_count: 1,
    });
    const statement = (await answer(tenantA.api.tenant.statements.$get())).body.items[0].statement;
    expect(res.body.total_due).toBe(statement.payables_summary.total_due);
  });

  it('gives every other viewer their own figures or a refusal', async () => {
    expect((await answer(viewers.otherTenant.api.tenant.overview.$get())).body).toMatchObject({
      total_due: 23226 + 45000 + 45000 + 3000, // 450 × 16 / 31 = 232,26
      contracts_count: 1,
    });
    expect((await answer(viewers.landlord.api.tenant.overview.$get())).body).toEqual({
      total_due: 0,
      overdue_amount: 0,
      next_due: null,
      settlement_preview_total: null,
      contracts_count: 0,
    });
    expect((await answer(viewers.invited.api.tenant.overview.$get())).status).toBe(403);
    expect((await answer(viewers.anonymous.api.tenant.overview.$get())).status).toBe(401);
  });
});

describe('GET /api/tenant/statements', () => {
  it("lists only the viewer's own contracts, without the flatmates' names or amounts", async () => {
    const own = await answer(viewers.owner.api.tenant.statements.$get());
    expect(own.status).toBe(200);
    expect(own.body.items.map((i: { contractId: string }) => i.contractId)).toEqual([contractA]);
    expect(own.text).not.toMatch(/Giulia|Neri|45000|3000,/);
    expect(own.text).not.toContain(tenantB.email);
    const other = await answer(viewers.otherTenant.api.tenant.statements.$get());
    expect(other.body.items.map((i: { contractId: string }) => i.contractId)).toEqual([contractB]);
    expect(other.text).not.toMatch(/Marco|Rossi/);
    expect((await answer(viewers.landlord.api.tenant.statements.$get())).body).toEqual({ items: [] });
    expect((await answer(viewers.invited.api.tenant.statements.$get())).status).toBe(403);
    expect((await answer(viewers.anonymous.api.tenant.statements.$get())).status).toBe(401);
  });
});

describe('tenant reads of the contracts API', () => {
  it('GET /api/contracts: each viewer sees their own items with their role', async () => {
    const roles = async (agent: Agent) =>
      ((await answer(agent.api.contracts.$get())).body.items as { contractId: string; userRole: string }[]).map(
        (i) => `${i.contractId}:${i.userRole}`,
      );
    expect(await roles(viewers.owner)).toEqual([`${contractA}:tenant`]);
    expect(await roles(viewers.otherTenant)).toEqual([`${contractB}:tenant`]);
    expect((await roles(viewers.landlord)).every((r) => r.endsWith(':landlord'))).toBe(true);
    expect(await roles(viewers.landlord)).toHaveLength(3);
    expect((await answer(viewers.invited.api.contracts.$get())).status).toBe(403);
    expect((await answer(viewers.anonymous.api.contracts.$get())).status).toBe(401);
  });

  it('GET /api/contracts/:id: the owner tenant and the landlord only; the flatmate gets the missing-id 404', async () => {
    expect((await answer(viewers.owner.api.contracts[':id'].$get({ param: { id: contractA } }))).status).toBe(200);
    expect((await answer(viewers.landlord.api.contracts[':id'].$get({ param: { id: contractA } }))).status).toBe(200);
    const flatmate = await answer(viewers.otherTenant.api.contracts[':id'].$get({ param: { id: contractA } }));
    expect(flatmate.status).toBe(404);
    expect(flatmate.body).toEqual(NOT_FOUND);
    expect((await answer(viewers.invited.api.contracts[':id'].$get({ param: { id: contractA } }))).status).toBe(403);
    expect((await answer(viewers.anonymous.api.contracts[':id'].$get({ param: { id: contractA } }))).status).toBe(401);
  });

  it('refuses a tenant every landlord read and mutation of their own contract', async () => {
    expect((await answer(tenantA.api.contracts[':id'].financials.$get({ param: { id: contractA } }))).status).toBe(403);
    expect((await answer(tenantA.api.contracts[':id']['share-link'].$get({ param: { id: contractA } }))).status).toBe(
      403,
    );
    expect((await answer(tenantA.api.contracts[':id']['share-link'].$post({ param: { id: contractA } }))).status).toBe(
      403,
    );
    expect(
      (await answer(tenantA.api.contracts[':id']['share-link'].email.$post({ param: { id: contractA }, json: {} })))
        .status,
    ).toBe(403);
    expect((await tenantA.put(`/api/contracts/${contractA}`, {})).status).toBe(403);
    expect((await answer(tenantA.api.contracts[':id'].$delete({ param: { id: contractA } }))).status).toBe(403);
    expect((await answer(tenantA.api.properties.$get())).status).toBe(403);
    expect((await answer(tenantA.api.contracts[':id'].$get({ param: { id: contractA } }))).status).toBe(200);
  });
});

describe('a landlord who is also someone else’s tenant', () => {
  it('gets both roles in the portfolio, and only the rented contract in the tenant area', async () => {
    const both = await ctx.createLandlord({ firstName: 'Elena', lastName: 'Doppia' });
    const own = await seedProperty(ctx, both.user.id);
    const asLandlord = await createContractVia(both, contractBody(own.property.id, [own.rooms[0]!.id]));
    const elsewhere = await seedProperty(ctx, landlord.user.id);
    // A contract for a landlord's address, accepted from the email like any other.
    const asTenant = await createContractVia(
      landlord,
      contractBody(elsewhere.property.id, [elsewhere.rooms[0]!.id], { tenantInfo: { email: both.email } }),
    );
    expect(
      (await answer(both.api.contracts.$get())).body.items.map((i: { contractId: string }) => i.contractId),
    ).toEqual([asLandlord]);
    await acceptLatestContract(ctx, both.email);
    const items = (await answer(both.api.contracts.$get())).body.items as { contractId: string; userRole: string }[];
    expect(Object.fromEntries(items.map((i) => [i.contractId, i.userRole]))).toEqual({
      [asLandlord]: 'landlord',
      [asTenant]: 'tenant',
    });
    expect((await answer(both.api.contracts[':id'].$get({ param: { id: asTenant } }))).status).toBe(200);
    const statements = (await answer(both.api.tenant.statements.$get())).body.items as { contractId: string }[];
    expect(statements.map((s) => s.contractId)).toEqual([asTenant]);
    // Still no landlord access to the contract they rent.
    expect((await answer(both.api.contracts[':id'].financials.$get({ param: { id: asTenant } }))).status).toBe(404);
  });
});

describe('a landlord who is also someone’s tenant (docs/domain.md §8)', () => {
  it('is told so by /me once they accept, reads their tenant area, and the portfolio marks each role', async () => {
    const both = await ctx.createLandlord({ firstName: 'Dora', lastName: 'Doppia' });
    expect((await answer(both.api.account.me.$get())).body.has_tenant_contracts).toBe(false);
    const own = await seedProperty(ctx, both.user.id);
    const asLandlord = await createContractVia(both, contractBody(own.property.id, [own.rooms[0]!.id]));
    const flat = await seedProperty(ctx, landlord.user.id);
    const asTenant = await createContractVia(
      landlord,
      contractBody(flat.property.id, [flat.rooms[0]!.id], {
        tenantInfo: { email: both.email, firstName: 'Dora', lastName: 'Doppia' },
      }),
    );
    // Not accepted yet: not their tenant contract (docs/decisions/019).
    expect((await answer(both.api.account.me.$get())).body.has_tenant_contracts).toBe(false);
    await acceptLatestContract(ctx, both.email);
    const me = await answer(both.api.account.me.$get());
    expect(me.body).toMatchObject({ is_landlord: true, has_tenant_contracts: true });

    const portfolio = await answer(both.api.contracts.$get());
    const roles = Object.fromEntries(
      portfolio.body.items.map((c: { contractId: string; userRole: string }) => [c.contractId, c.userRole]),
    );
    expect(roles).toEqual({ [asLandlord]: 'landlord', [asTenant]: 'tenant' });
    const overview = await answer(both.api.tenant.overview.$get());
    expect(overview.status).toBe(200);
    expect(overview.body.contracts_count).toBe(1);
    const statements = await answer(both.api.tenant.statements.$get());
    expect(statements.body.items.map((s: { contractId: string }) => s.contractId)).toEqual([asTenant]);
  });
});
