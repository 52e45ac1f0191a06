import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payable } from '../db/schema';
import { insertAcceptedContract, insertProperty, insertUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { startScheduler } from './scheduler';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-15T10:00:00Z' });
});
afterAll(async () => {
  await ctx.close();
});

describe('startScheduler', () => {
  it('materializes at start-up, once per Rome day, and again when the day changes', async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true });
    const tenant = await insertUser(ctx.db);
    const p = await insertProperty(ctx.db, landlord.id);
    const c = await insertAcceptedContract(ctx.db, {
      propertyId: p.id,
      tenantId: tenant.id,
      startDate: '2026-02-01',
      endDate: null,
      rentAmount: 50000,
    });
    const count = async () => (await ctx.db.select().from(payable).where(eq(payable.contractId, c.id))).length;

    const scheduler = startScheduler(ctx.deps, { checkEveryMs: 60_000 });
    try {
      await scheduler.tick(); // joins the start-up run
      expect(await count()).toBe(2); // February, March

      ctx.clock.set('2026-04-01T12:00:00Z');
      await scheduler.tick();
      expect(await count()).toBe(3);

      // Rows removed by hand stay removed until the next day: the job runs once a day.
      await ctx.db.delete(payable).where(eq(payable.contractId, c!.id));
      await scheduler.tick();
      expect(await count()).toBe(0);
      ctx.clock.set('2026-04-02T00:30:00+02:00');
      await scheduler.tick();
      expect(await count()).toBe(3);
    } finally {
      await scheduler.stop();
      ctx.clock.set('2026-03-15T10:00:00Z');
    }
  });
});
