import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, payable, property, settlement, settlementItem } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { insertSettlementItem } from '../test/factories';
import { contractBody, counts, createContractVia, editBody, seedProperty } from './contracts.test-support';

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

/** Everything a write under a contract could change. */
async function snapshot(contractId: string) {
  return {
    counts: await counts(ctx),
    contract: (await ctx.db.select().from(contract).where(eq(contract.id, contractId)))[0],
    payables: await ctx.db.select().from(payable).where(eq(payable.contractId, contractId)).orderBy(asc(payable.id)),
    items: await ctx.db
      .select()
      .from(settlementItem)
      .where(eq(settlementItem.contractId, contractId))
      .orderBy(asc(settlementItem.id)),
    emails: (await ctx.outbox()).length,
    settlements: (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(settlement))[0]!.n,
  };
}

describe('a past contract of a deleted property (decision 045)', () => {
  it('refuses every write under it as a missing contract and stores nothing; reads still work', async () => {
    const home = await seedProperty(ctx, landlord.user.id);
    const body = contractBody(home.property.id, [home.rooms[0]!.id], {
      contractDetails: { start_date: '2025-09-01', end_date: '2026-02-28' },
    });
    const id = await createContractVia(landlord, body);
    await insertSettlementItem(ctx.db, { contractId: id });
    const [due] = await ctx.db.select().from(payable).where(eq(payable.contractId, id)).limit(1);
    if (!due) throw new Error('the contract has no payable');

    // The contract is over: the property can be deleted (docs/domain.md §7).
    const deleted = await answer(landlord.api.properties[':id'].$delete({ param: { id: home.property.id } }));
    expect(deleted.status, deleted.text).toBe(200);
    const [p] = await ctx.db.select().from(property).where(eq(property.id, home.property.id));
    expect(p!.deletedAt).not.toBeNull();

    const before = await snapshot(id);
    const attempts = [
      () =>
        answer(
          landlord.api.contracts[':id'].$put({
            param: { id: id },
            json: editBody(body, { contractDetails: { end_date: '2027-12-31' } }),
          }),
        ),
      () => answer(landlord.api.contracts[':id'].$delete({ param: { id: id } })),
      () => answer(landlord.api.contracts[':id']['share-link'].$post({ param: { id: id } })),
      () => answer(landlord.api.contracts[':id']['share-link'].email.$post({ param: { id: id }, json: {} })),
      () => answer(landlord.api.contracts[':id'].invitation.$post({ param: { id: id } })),
      () =>
        answer(
          landlord.api.payments.adjustments.$post({
            json: {
              idempotencyKey: crypto.randomUUID(),
              contractId: id,
              type: 'credit',
              amount: 1000,
            },
          }),
        ),
      () => answer(landlord.api.payments.contracts[':id'].confirm.$post({ param: { id: id }, json: {} })),
      () => answer(landlord.api.payments.payables[':id'].confirm.$post({ param: { id: due.id }, json: {} })),
      () => answer(landlord.api.payments.contracts[':id'].settle.$post({ param: { id: id }, json: {} })),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status, res.text).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect(await snapshot(id)).toEqual(before);

    // Its history stays readable (decision 012).
    expect((await answer(landlord.api.contracts[':id'].$get({ param: { id: id } }))).status).toBe(200);
    expect((await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: id } }))).status).toBe(200);
    expect((await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: id } }))).status).toBe(200);
  });
});
