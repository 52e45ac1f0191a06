import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { depositInterestCredit, settlementItem } from '../../db/schema';
import { insertAcceptedContract, insertProperty, insertUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { creditDepositInterest } from './credit-deposit-interest';

// Two server instances on one PostgreSQL running the daily job at the same moment on 1 January
// (PostgreSQL only: *-concurrency.test.ts): each year's interest is credited exactly once.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-01-01T07:00:00Z' });
});
afterAll(async () => {
  await ctx.close();
});

describe('deposit interest with two server instances (PostgreSQL)', () => {
  it('exactly one credit per contract for the year just ended', async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true });
    const p = await insertProperty(ctx.db, landlord.id);
    const contracts = [];
    for (let i = 0; i < 4; i++) {
      const t = await insertUser(ctx.db);
      contracts.push(
        await insertAcceptedContract(ctx.db, {
          propertyId: p.id,
          tenantId: t.id,
          startDate: '2024-07-01',
          depositAmount: 150000,
          depositReceivedOn: '2024-07-01',
        }),
      );
    }
    const other = await openDatabase({ databaseUrl: ctx.env.databaseUrl, dataDir: null });
    try {
      const a = { db: ctx.db, clock: ctx.clock };
      const b = { db: other.db, clock: ctx.clock };
      const runs = await Promise.all([a, b, a, b].map((d) => creditDepositInterest(d)));
      expect(runs.reduce((n, r) => n + r, 0)).toBe(4);
      const ids = contracts.map((c) => c.id);
      const items = await ctx.db.select().from(settlementItem).where(inArray(settlementItem.contractId, ids));
      expect(items).toHaveLength(4);
      // 2025 at 2 %, the whole year: 30,00 € (docs/domain.md §14).
      for (const item of items)
        expect(item).toMatchObject({ amount: 3000, kind: 'credit', notes: 'Interessi deposito cauzionale 2025' });
      const claims = await ctx.db.select().from(depositInterestCredit).where(eq(depositInterestCredit.year, 2025));
      expect(claims).toHaveLength(4);
    } finally {
      await other.close();
    }
  });
});
