import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payable, upload } from '../db/schema';
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

  it('deletes the expired, never attached uploads at every check (decision 046)', async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true });
    const slot = (expiresAt: string) => ({
      ownerId: landlord.id,
      storageKey: `bill/${crypto.randomUUID()}`,
      originalName: 'bolletta.pdf',
      declaredType: 'application/pdf',
      declaredSize: 10,
      purpose: 'bill' as const,
      expiresAt: new Date(expiresAt),
    });
    await ctx.db.insert(upload).values(slot('2026-03-15T09:00:00Z'));
    const [open] = await ctx.db.insert(upload).values(slot('2026-03-15T10:10:00Z')).returning();
    const keys = async () =>
      (await ctx.db.select().from(upload).where(eq(upload.ownerId, landlord.id))).map((r) => r.storageKey);

    const scheduler = startScheduler(ctx.deps, { checkEveryMs: 60_000 });
    try {
      await scheduler.tick();
      expect(await keys()).toEqual([open!.storageKey]);
      // Same day, later: the payables job does not run again, the cleanup does.
      ctx.clock.set('2026-03-15T11:00:00Z');
      await scheduler.tick();
      expect(await keys()).toEqual([]);
    } finally {
      await scheduler.stop();
      ctx.clock.set('2026-03-15T10:00:00Z');
    }
  });
});
