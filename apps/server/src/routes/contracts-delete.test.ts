import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, billSplit, contract, contractRoom, invitation, payable, settlementItem, user } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { materializeScheduledPayables } from '../services/payables/materialize-scheduled-payables';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { contractBody, createContractVia, seedProperty } from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Contratto non trovato' } };

describe('DELETE /api/contracts/:id (delete-contract)', () => {
  it('soft-deletes: link dead, rooms free, unpaid payables cancelled, history kept', async () => {
    const home = await seedProperty(ctx, landlord.user.id);
    const body = contractBody(home.property.id, [home.rooms[0]!.id, home.rooms[1]!.id]);
    const id = await createContractVia(landlord, body);
    const link = (await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: id } }))).body
      .link as string;
    const token = link.split('/statement/')[1]!;
    const [paid] = await ctx.db
      .update(payable)
      .set({ status: 'paid', paidAt: ctx.clock.now() })
      .where(and(eq(payable.contractId, id), eq(payable.dueDate, '2026-01-16')))
      .returning();
    const [b] = await ctx.db
      .insert(bill)
      .values({
        propertyId: home.property.id,
        createdBy: sql`(select landlord_id from property where id = ${home.property.id})`,
        idempotencyKey: crypto.randomUUID(),
        category: 'gas',
        totalAmount: 5000,
        splittableAmount: 5000,
        periodStartDate: '2026-02-01',
        periodEndDate: '2026-02-28',
      })
      .returning();
    const [split] = await ctx.db
      .insert(billSplit)
      .values({
        billId: b!.id,
        contractId: id,
        costModelApplied: 'consumption_based',
        calculatedAmount: 5000,
        overlapDays: 28,
        numberOfOccupants: 1,
        weight: '28',
      })
      .returning();
    await ctx.db.insert(payable).values({
      contractId: id,
      type: 'consumption_bill',
      amount: 5000,
      dueDate: '2026-03-15',
      billSplitId: split!.id,
    });
    await ctx.db
      .insert(settlementItem)
      .values({ contractId: id, kind: 'credit', sourceType: 'manual_adjustment', amount: 100 });

    const res = await answer(landlord.api.contracts[':id'].$delete({ param: { id: id } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const [c] = await ctx.db.select().from(contract).where(eq(contract.id, id));
    expect(c!.deletedAt).not.toBeNull();
    expect(c!.shareTokenHash).toBeNull();
    expect(
      await ctx.db
        .select()
        .from(contract)
        .where(eq(contract.shareTokenHash, hashToken(token))),
    ).toEqual([]);

    const assigned = await ctx.db.select().from(contractRoom).where(eq(contractRoom.contractId, id));
    expect(assigned).toHaveLength(2);
    for (const r of assigned) expect(r.deletedAt).not.toBeNull();

    const rows = await ctx.db
      .select({ id: payable.id, type: payable.type, status: payable.status })
      .from(payable)
      .where(eq(payable.contractId, id))
      .orderBy(asc(payable.dueDate));
    expect(rows.find((r) => r.id === paid!.id)!.status).toBe('paid');
    expect(rows.filter((r) => r.id !== paid!.id).every((r) => r.status === 'cancelled')).toBe(true);
    expect(rows).toHaveLength(4);
    expect(await ctx.db.select().from(billSplit).where(eq(billSplit.contractId, id))).toHaveLength(1);
    expect(await ctx.db.select().from(settlementItem).where(eq(settlementItem.contractId, id))).toHaveLength(1);

    // Hidden everywhere, and the daily job does not bill it again.
    expect((await answer(landlord.api.contracts[':id'].$get({ param: { id: id } }))).body).toEqual(NOT_FOUND);
    expect((await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: id } }))).status).toBe(404);
    expect((await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: id } }))).status).toBe(404);
    expect(
      (await answer(landlord.api.contracts.$get())).body.items.map((i: { contractId: string }) => i.contractId),
    ).not.toContain(id);
    ctx.clock.set('2026-05-02T10:00:00Z');
    try {
      await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock });
    } finally {
      ctx.clock.set('2026-03-15T10:00:00Z');
    }
    expect(await ctx.db.select().from(payable).where(eq(payable.contractId, id))).toHaveLength(4);

    // The rooms are free at once.
    const again = await answer(
      landlord.api.contracts.$post({ json: contractBody(home.property.id, [home.rooms[0]!.id, home.rooms[1]!.id]) }),
    );
    expect(again.status).toBe(201);
  });

  it('kills the invitation of a tenant who had only this contract', async () => {
    const home = await seedProperty(ctx, landlord.user.id);
    const body = contractBody(home.property.id, [home.rooms[0]!.id]);
    const id = await createContractVia(landlord, body);
    const [u] = await ctx.db.select().from(user).where(eq(user.email, body.tenantInfo.email));
    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: id } }))).status).toBe(200);
    const [inv] = await ctx.db.select().from(invitation).where(eq(invitation.userId, u!.id));
    expect(inv!.expiresAt.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
  });

  it("kills only the deleted contract's link: the tenant's other contract keeps its own", async () => {
    const home = await seedProperty(ctx, landlord.user.id);
    const email = ctx.uniqueEmail('two');
    const first = await createContractVia(
      landlord,
      contractBody(home.property.id, [home.rooms[0]!.id], { tenantInfo: { email } }),
    );
    const second = await createContractVia(
      landlord,
      contractBody(home.property.id, [home.rooms[1]!.id], { tenantInfo: { email } }),
    );
    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: first } }))).status).toBe(200);
    const [dead] = await ctx.db.select().from(invitation).where(eq(invitation.contractId, first));
    expect(dead!.expiresAt.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
    const [live] = await ctx.db.select().from(invitation).where(eq(invitation.contractId, second));
    expect(live!.expiresAt.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
  });

  it('answers 404 to another landlord and for a second delete; 403 tenant; 401 anonymous; 400 bad id; nothing changes', async () => {
    const home = await seedProperty(ctx, landlord.user.id);
    const id = await createContractVia(landlord, contractBody(home.property.id, [home.rooms[0]!.id]));
    const other = await ctx.createLandlord();
    const tenant = await ctx.createTenant();
    const [before] = await ctx.db.select().from(contract).where(eq(contract.id, id));

    const foreign = await answer(other.api.contracts[':id'].$delete({ param: { id: id } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: crypto.randomUUID() } }))).body).toEqual(
      NOT_FOUND,
    );
    expect((await answer(tenant.api.contracts[':id'].$delete({ param: { id: id } }))).status).toBe(403);
    expect((await answer(ctx.agent().api.contracts[':id'].$delete({ param: { id: id } }))).status).toBe(401);
    const bad = await answer(landlord.api.contracts[':id'].$delete({ param: { id: '1' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('ID contratto non valido');
    const [after] = await ctx.db.select().from(contract).where(eq(contract.id, id));
    expect(after).toEqual(before);

    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: id } }))).status).toBe(200);
    const twice = await answer(landlord.api.contracts[':id'].$delete({ param: { id: id } }));
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual(NOT_FOUND);
  });
});
