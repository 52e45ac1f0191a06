/**
 * Two app instances on one PostgreSQL (issue 49, decisions 184 and 186; PostgreSQL only:
 * *-concurrency.test.ts): each is its own bootstrap (its own pools, its own pg-boss, its own
 * workers) on the same database. 200 receipt jobs, enqueued from both at once, are each done
 * exactly once; the day's job, scheduled by both instances' cron, runs once per occurrence.
 */
import { sql } from 'drizzle-orm';
import type pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap';
import { payment } from '../db/schema';
import { createLogger } from '../lib/logger';
import { insertAcceptedContract, insertProperty, insertUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { startWorkers } from './workers';

/** The log lines of one instance, parsed. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream: pino.DestinationStream = { write: (line: string) => lines.push(JSON.parse(line)) };
  return { lines, logger: createLogger('info', stream) };
}

const a = capturingLogger();
const b = capturingLogger();
let ctx: TestContext;
let other: Awaited<ReturnType<typeof bootstrap>>;

beforeAll(async () => {
  ctx = await createTestContext({ logger: a.logger });
  // The second instance: the same configuration and database, everything else its own.
  other = await bootstrap(ctx.env, { clock: ctx.clock, logger: b.logger, dataDir: null });
  await startWorkers(other.deps);
});
afterAll(async () => {
  await other.deps.jobs.stop(1_000);
  await other.database.close();
  await ctx.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('two instances on one database', () => {
  it('200 receipt jobs enqueued from both are each done exactly once', { timeout: 240_000 }, async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true });
    // An invited tenant has accepted nothing: each job reads, decides 'not_accepted' and is done (no PDF).
    const tenant = await insertUser(ctx.db, { userStatus: 'invited' });
    const p = await insertProperty(ctx.db, landlord.id);
    const c = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: tenant.id });
    const payments = await ctx.db
      .insert(payment)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          landlordId: landlord.id,
          contractId: c.id,
          amount: 100,
          receivedOn: '2026-03-10',
          method: 'contanti' as const,
          receiptYear: 2026,
          receiptNumber: i + 1,
        })),
      )
      .returning({ id: payment.id });
    await Promise.all(
      payments.map((row, i) => {
        const instance = i % 2 === 0 ? ctx.deps : other.deps;
        return instance.db.transaction((tx) =>
          instance.jobs.enqueue(tx, 'payment-receipt', { landlordId: landlord.id, paymentId: row.id }),
        );
      }),
    );
    expect(await ctx.deps.jobs.idle(180_000)).toBe(true);
    expect(await other.deps.jobs.idle(10_000)).toBe(true);

    const done = (lines: Record<string, unknown>[]) =>
      lines.filter((l) => l.msg === 'payment receipt job done').map((l) => String(l.paymentId));
    const all = [...done(a.lines), ...done(b.lines)];
    expect(all).toHaveLength(200);
    expect(new Set(all)).toEqual(new Set(payments.map((r) => r.id)));
    const states = await rows<{ state: string; retry_count: number; n: number }>(
      sql`SELECT state, retry_count, count(*)::int AS n FROM pgboss.job WHERE name = 'payment-receipt' GROUP BY 1, 2`,
    );
    expect(states).toEqual([{ state: 'completed', retry_count: 0, n: 200 }]);
    // Both instances took jobs.
    expect(done(a.lines).length).toBeGreaterThan(0);
    expect(done(b.lines).length).toBeGreaterThan(0);
  });

  it("the day's job, on both instances' cron, runs once per occurrence", { timeout: 240_000 }, async () => {
    // Every minute instead of 00:05, so an occurrence comes within the test; both instances schedule it.
    await ctx.deps.jobs.schedule('daily-job', '* * * * *');
    await other.deps.jobs.schedule('daily-job', '* * * * *');
    const ran = () => [...a.lines, ...b.lines].filter((l) => l.msg === 'scheduled payables materialized').length;
    const deadline = Date.now() + 150_000;
    while (ran() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1_000));
    // Both instances' cron passes (every 30 s) have looked at that minute by now.
    await new Promise((r) => setTimeout(r, 35_000));
    await ctx.deps.jobs.idle(30_000);
    const perMinute = await rows<{ minute: string; n: number }>(
      sql`SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS n
            FROM pgboss.job WHERE name = 'daily-job' GROUP BY 1 ORDER BY 1`,
    );
    expect(perMinute.length).toBeGreaterThan(0);
    expect(perMinute.every((m) => m.n === 1)).toBe(true);
    expect(ran()).toBe(perMinute.length);
  });
});
