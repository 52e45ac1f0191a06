import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDigestSent, reminderSent } from '../../db/schema';
import { insertAcceptedContract, insertPayable, insertProperty, insertUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

// Issue 22: the daily job is idempotent with several server instances on one PostgreSQL. Here
// each instance is a real Node process (its own pool, its own outbox mailer), all started on the
// same signal (PostgreSQL only: *-concurrency.test.ts).
const NOW = '2026-03-16T08:00:00Z'; // a Monday: the landlords' digest goes too
const INSTANCES = 3;
const root = path.resolve(import.meta.dirname, '../../../../..');
const runner = path.join(root, 'apps/server/src/test/daily-job-process.ts');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(async () => {
  await ctx.close();
});

type Instance = { child: ChildProcessWithoutNullStreams; ready: Promise<void>; result: Promise<string> };

function startInstance(databaseUrl: string): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', runner], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, TEST_NOW: NOW, APP_URL: ctx.env.appUrl },
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => {
    err += String(d);
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.startsWith('ready\n')) resolve();
    });
    child.on('exit', () => reject(new Error(`instance exited before ready: ${err}`)));
  });
  const result = new Promise<string>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(out.slice('ready\n'.length).trim()) : reject(new Error(`exit ${code}: ${err}`)),
    ),
  );
  ready.catch(() => {});
  return { child, ready, result };
}

describe('the daily job in several server processes at once (PostgreSQL)', () => {
  it('sends exactly one email per tenant and one digest per landlord; one reminder row each', async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true });
    const p = await insertProperty(ctx.db, landlord.id);
    const tenants = await Promise.all(Array.from({ length: 6 }, () => insertUser(ctx.db)));
    const payableIds: string[] = [];
    for (const t of tenants) {
      const c = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: t.id });
      for (const dueDate of ['2026-03-10', '2026-03-15', '2026-03-18']) {
        payableIds.push((await insertPayable(ctx.db, { contractId: c.id, dueDate, amount: 50000 })).id);
      }
    }
    const databaseUrl = ctx.env.databaseUrl;
    expect(databaseUrl, 'a PostgreSQL database').toBeTruthy();

    const instances = Array.from({ length: INSTANCES }, () => startInstance(databaseUrl as string));
    await Promise.all(instances.map((i) => i.ready));
    for (const i of instances) i.child.stdin.write('go\n');
    const results = (await Promise.all(instances.map((i) => i.result))).map(
      (line) => JSON.parse(line) as { reminders: number; digests: number },
    );

    expect(results.reduce((n, r) => n + r.reminders, 0)).toBe(tenants.length);
    expect(results.reduce((n, r) => n + r.digests, 0)).toBe(1);
    const outbox = await ctx.outbox();
    for (const t of tenants) expect(outbox.filter((m) => m.to === t.email)).toHaveLength(1);
    expect(outbox.filter((m) => m.to === landlord.email)).toHaveLength(1);
    // One row per payable reminded today (at most one kind a day), none twice: the payables
    // inserted here and the rents the job itself materialized from the contracts' terms.
    const rows = await ctx.db.select().from(reminderSent);
    for (const id of payableIds) expect(rows.filter((r) => r.payableId === id)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.payableId)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.emailRef)).size).toBe(tenants.length);
    expect(await ctx.db.select().from(reminderDigestSent)).toHaveLength(1);
  }, 120_000);
});
