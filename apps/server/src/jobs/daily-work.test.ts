import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payable, upload } from '../db/schema';
import { insertAcceptedContract, insertProperty, insertUser } from '../test/factories';
import { listJobs } from '../lib/jobs';
import { createTestContext, type TestContext } from '../test/harness';
import { DAILY_JOB_CRON, scheduleDailyWork, UPLOAD_CLEANUP_CRON } from './daily-work';

/**
 * The day's work and the upload clean-up as jobs of the queue's cron (decision 186): scheduled in
 * Europe/Rome, one job per occurrence; the first start of a database also queues one day's job.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-15T10:00:00Z' });
});
afterAll(async () => {
  await ctx.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the daily work', () => {
  it("is scheduled by the queue's cron, once; the first start also queues one day's job", async () => {
    const dailyJobs = () =>
      rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'daily-job'`);
    await scheduleDailyWork(ctx.deps);
    await scheduleDailyWork(ctx.deps); // a second instance, or the next start
    const schedules = await rows<{ name: string; cron: string; timezone: string }>(
      sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`,
    );
    expect(schedules).toEqual([
      { name: 'daily-job', cron: DAILY_JOB_CRON, timezone: 'Europe/Rome' },
      { name: 'upload-cleanup', cron: UPLOAD_CLEANUP_CRON, timezone: 'Europe/Rome' },
    ]);
    expect(await dailyJobs()).toEqual([{ n: 1 }]);
    await ctx.deps.jobs.idle();
    expect(await listJobs(ctx.db)).toEqual([]);
  });

  it("a day's job materializes the payables; a job the next month materializes that month's", async () => {
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
    try {
      await ctx.runJob('daily-job');
      expect(await count()).toBe(2); // February, March
      ctx.clock.set('2026-04-01T00:10:00+02:00');
      await ctx.runJob('daily-job');
      expect(await count()).toBe(3);
    } finally {
      ctx.clock.set('2026-03-15T10:00:00Z');
    }
  });

  it('the upload clean-up job deletes the expired, never attached uploads (decision 046)', async () => {
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
    try {
      await ctx.runJob('upload-cleanup');
      expect(await keys()).toEqual([open!.storageKey]);
      ctx.clock.set('2026-03-15T11:00:00Z');
      await ctx.runJob('upload-cleanup');
      expect(await keys()).toEqual([]);
    } finally {
      ctx.clock.set('2026-03-15T10:00:00Z');
    }
  });
});
