import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, leaseDeadline } from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL).

describe("'Scadenze' read by simultaneous requests (decision 123)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const stored = (landlordId: string) =>
    ctx.db
      .select({ contractId: leaseDeadline.contractId, kind: leaseDeadline.kind, date: leaseDeadline.date })
      .from(leaseDeadline)
      .where(eq(leaseDeadline.landlordId, landlordId))
      .orderBy(leaseDeadline.date, leaseDeadline.kind, leaseDeadline.contractId);

  it('eight first reads at once keep each deadline once and all answer the same page', async () => {
    const landlord = await ctx.createLandlord();
    const home = await seedProperty(ctx, landlord.user.id, ['A', 'B', 'C']);
    for (const [i, r] of home.rooms.entries()) {
      await contractOn(landlord, home.property.id, r.id, {
        start: `2026-0${i + 1}-01`,
        end: '2027-01-31',
        occupants: 1,
      });
    }
    const results = await Promise.all(
      Array.from({ length: 8 }, () => answer(landlord.api.deadlines.page.$get({ query: {} }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    // A registration each (not recorded), an expiry each (31/01/2027) and the first one's yearly
    // registration tax (31/01/2027): 3 + 3 + 1.
    expect(results[0]!.body.total).toBe(7);
    const rows = await stored(landlord.user.id);
    const keys = rows.map((r) => `${r.contractId} ${r.kind} ${r.date}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.filter((r) => r.kind === 'registration')).toHaveLength(3);
  });

  it('reads racing contract edits end on the edited deadlines: no change is lost', async () => {
    const landlord = await ctx.createLandlord();
    const home = await seedProperty(ctx, landlord.user.id, ['A']);
    const id = (await contractOn(landlord, home.property.id, home.rooms[0]!.id, {
      start: '2026-01-01',
      end: '2026-12-31',
      occupants: 1,
    })) as string;
    // Each round: the contract's end moves while reads run; the next quiet read shows the last end.
    for (let round = 1; round <= 5; round++) {
      const end = `2026-12-${String(10 + round)}`;
      await Promise.all([
        answer(landlord.api.deadlines.page.$get({ query: {} })),
        ctx.db.update(contract).set({ endDate: end }).where(eq(contract.id, id)),
        answer(landlord.api.deadlines.page.$get({ query: { kind: 'expiry' } })),
      ]);
      const after = await answer(landlord.api.deadlines.page.$get({ query: { kind: 'expiry' } }));
      expect(after.body.items.map((d: { date: string }) => d.date)).toEqual([end]);
    }
    const [dupes] = await ctx.db
      .execute(sql`
      SELECT count(*)::int AS n FROM (
        SELECT contract_id, kind, date FROM lease_deadline GROUP BY 1, 2, 3 HAVING count(*) > 1) AS d`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(dupes!.n).toBe(0);
  });
});
