import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, payable, rentUpdate } from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL).
let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

describe('simultaneous rent updates', () => {
  it('two applies of the same anniversary arriving together apply once', async () => {
    const h = await seedProperty(ctx, owner.user.id, ['A']);
    const id = (await contractOn(owner, h.property.id, h.rooms[0]!.id, {
      start: '2025-03-01',
      end: '2029-02-28',
      occupants: 1,
    })) as string;
    await ctx.db
      .update(contract)
      .set({ contractType: 'libero_4_4', istatUpdateShare: 75, rentAmount: 80000 })
      .where(eq(contract.id, id));
    const apply = (change: string) =>
      answer(
        owner.api.contracts[':id']['rent-update'].$post({
          param: { id },
          json: { anniversary: '2026-03-01', change, effectiveFrom: '2026-03-01' },
        }),
      );
    const results = await Promise.all([apply('1,8'), apply('2,5')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!;
    expect(await ctx.db.select().from(rentUpdate).where(eq(rentUpdate.contractId, id))).toHaveLength(1);
    const [row] = await ctx.db.select({ rent: contract.rentAmount }).from(contract).where(eq(contract.id, id));
    // The rent went up once, from 800,00 €, by the winner's change only.
    expect(row?.rent).toBe(winner.body.newRent);
    expect(winner.body.previousRent).toBe(80000);
    const march = await ctx.db
      .select({ amount: payable.amount })
      .from(payable)
      .where(
        and(
          eq(payable.contractId, id),
          eq(payable.type, 'rent'),
          eq(payable.periodStartDate, '2026-03-01'),
          ne(payable.status, 'cancelled'),
        ),
      );
    expect(march).toEqual([{ amount: winner.body.newRent }]);
  });
});
