import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { room } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
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

describe("'Aggiungi Stanza' clicked twice at once (PostgreSQL)", () => {
  it('parallel requests with one idempotency key store one room and all answer it (decision 162)', async () => {
    const h = await seedProperty(ctx, owner.user.id, ['A']);
    for (let round = 0; round < 3; round++) {
      const idempotencyKey = crypto.randomUUID();
      const results = await Promise.all(
        [1, 2, 3, 4].map(() =>
          owner.post(`/api/properties/${h.property.id}/rooms`, { name: `Studio ${round}`, idempotencyKey }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      const stored = await ctx.db
        .select()
        .from(room)
        .where(and(eq(room.propertyId, h.property.id), eq(room.idempotencyKey, idempotencyKey)));
      expect(stored).toHaveLength(1);
    }
    const keyed = await ctx.db
      .select()
      .from(room)
      .where(and(eq(room.propertyId, h.property.id), isNotNull(room.idempotencyKey)));
    expect(keyed).toHaveLength(3);
  });
});
