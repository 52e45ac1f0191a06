import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, rentUpdate } from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { liveRentPayables, seedLease } from './lease.test-support';

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

/** Parallel applies per round, and rounds (each on a fresh contract): enough to make the race likely. */
const PARALLEL = 8;
const ROUNDS = 4;

describe('simultaneous rent updates', () => {
  it(`${PARALLEL} applies of the same anniversary arriving together apply once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await seedLease(ctx, owner);
      // Each request types a different change (1,1 %, 1,2 % …): a second apply would show in the rent.
      const apply = (i: number) =>
        answer(
          owner.api.contracts[':id']['rent-update'].$post({
            param: { id },
            json: { anniversary: '2026-03-01', change: `1,${i + 1}`, effectiveFrom: '2026-03-01' },
          }),
        );
      const before = await liveRentPayables(ctx, id);
      const results = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => apply(i)));

      // Exactly one applied; every other one is refused with the 'already applied' 409, none 500.
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        `round ${round}: ${statuses}`,
      ).toHaveLength(PARALLEL - 1);
      const winner = results.find((r) => r.status === 201)!;
      expect(winner.body.previousRent).toBe(80000);

      // One history row for the anniversary, from the old rent to the winner's new rent.
      const stored = await ctx.db.select().from(rentUpdate).where(eq(rentUpdate.contractId, id));
      expect(stored.map((r) => [r.previousRent, r.newRent])).toEqual([[80000, winner.body.newRent]]);

      // The contract's rent went up once, by the winner's change only.
      const [row] = await ctx.db.select({ rent: contract.rentAmount }).from(contract).where(eq(contract.id, id));
      expect(row?.rent).toBe(winner.body.newRent);

      // One live rent payable per month: February unchanged, March at the new rent.
      const live = await liveRentPayables(ctx, id);
      const periods = live.map((p) => p.start);
      expect(new Set(periods).size, `round ${round}: ${periods}`).toBe(periods.length);
      expect(live.find((p) => p.start === '2026-02-01')?.amount).toBe(
        before.find((p) => p.start === '2026-02-01')?.amount,
      );
      expect(live.find((p) => p.start === '2026-03-01')?.amount).toBe(winner.body.newRent);
    }
  });
});
