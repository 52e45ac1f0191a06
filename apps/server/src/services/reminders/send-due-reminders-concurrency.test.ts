import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createMailer } from '../../lib/mailer';
import { insertAcceptedContract, insertPayable, insertProperty, insertUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { sendDueReminders, sendOverdueDigests } from './send-due-reminders';

// Two server instances on one PostgreSQL: each with its own connection pool and mailer, running
// the daily job at the same moment (PostgreSQL only: *-concurrency.test.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-16T08:00:00Z' }); // a Monday
});
afterAll(async () => {
  await ctx.close();
});

describe('reminders with two server instances (PostgreSQL)', () => {
  it('exactly one reminder email per tenant and one digest per landlord', async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true });
    const p = await insertProperty(ctx.db, landlord.id);
    const tenants = await Promise.all(Array.from({ length: 5 }, () => insertUser(ctx.db)));
    for (const t of tenants) {
      const c = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: t.id });
      await insertPayable(ctx.db, { contractId: c.id, dueDate: '2026-03-15', amount: 50000 });
      await insertPayable(ctx.db, { contractId: c.id, dueDate: '2026-03-18', amount: 50000 });
    }
    const other = await openDatabase({ databaseUrl: ctx.env.databaseUrl, dataDir: null });
    try {
      const instanceB = {
        ...ctx.deps,
        db: other.db,
        mailer: createMailer({ smtpUrl: undefined, from: ctx.env.mailFrom, db: other.db, logger: ctx.deps.logger }),
        appUrl: ctx.env.appUrl,
      };
      const instanceA = { ...ctx.deps, appUrl: ctx.env.appUrl };
      const runs = await Promise.all(
        [instanceA, instanceB, instanceA, instanceB].map(async (d) => [
          await sendDueReminders(d),
          await sendOverdueDigests(d),
        ]),
      );
      expect(runs.reduce((n, [r]) => n + (r ?? 0), 0)).toBe(5);
      expect(runs.reduce((n, [, g]) => n + (g ?? 0), 0)).toBe(1);
      const outbox = await ctx.outbox();
      for (const t of tenants) expect(outbox.filter((m) => m.to === t.email)).toHaveLength(1);
      expect(outbox.filter((m) => m.to === landlord.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
