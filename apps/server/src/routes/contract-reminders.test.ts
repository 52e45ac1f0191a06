import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, reminderSent, user } from '../db/schema';
import { sendDueReminders } from '../services/reminders/send-due-reminders';
import { insertPayable } from '../test/factories';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';
import { REMINDERS_SWITCH_INVALID } from './contract-reminders';

let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

async function freshContract() {
  const h = await seedProperty(ctx, owner.user.id, ['A']);
  return (await contractOn(owner, h.property.id, h.rooms[0]!.id, {
    start: '2026-01-01',
    end: '2026-12-31',
    occupants: 1,
  })) as string;
}

const getReminders = (id: string) => answer(owner.api.contracts[':id'].reminders.$get({ param: { id } }));
const putReminders = (id: string, json: unknown) =>
  answer(owner.api.contracts[':id'].reminders.$put({ param: { id }, json: json as { enabled: boolean } }));

describe('/api/contracts/:id/reminders', () => {
  it('is on by default with nothing sent; the switch turns it off and on', async () => {
    const id = await freshContract();
    expect((await getReminders(id)).body).toEqual({ enabled: true, sent: [] });
    expect((await putReminders(id, { enabled: false })).body).toEqual({ enabled: false });
    expect((await getReminders(id)).body.enabled).toBe(false);
    const [row] = await ctx.db.select().from(contract).where(eq(contract.id, id));
    expect(row?.remindersEnabled).toBe(false);
    expect((await putReminders(id, { enabled: true })).status).toBe(200);
    expect((await getReminders(id)).body.enabled).toBe(true);
  });

  it.each([[{}], [{ enabled: 'no' }], [{ enabled: true, extra: 1 }], [null]])(
    'refuses %j, nothing stored',
    async (body) => {
      const withMessage = body !== null && !('extra' in body);
      const id = await freshContract();
      await putReminders(id, { enabled: false });
      const res = await putReminders(id, body);
      expect(res.status).toBe(400);
      if (withMessage) expect(JSON.stringify(res.body)).toContain(REMINDERS_SWITCH_INVALID);
      expect(JSON.stringify(res.body)).toMatch(/"code":"(VALIDATION|BAD_REQUEST)"/);
      expect((await getReminders(id)).body.enabled).toBe(false);
    },
  );

  it("lists 'Promemoria inviati' per email with its items", async () => {
    const id = await freshContract();
    // The tenant must have completed the account: contractOn's tenant is invited unless accepted.
    const [c] = await ctx.db.select().from(contract).where(eq(contract.id, id));
    const p = await insertPayable(ctx.db, { contractId: id, dueDate: '2026-03-14', amount: 70000 });
    await ctx.db.insert(reminderSent).values({
      payableId: p.id,
      contractId: id,
      kind: 'overdue',
      sentOn: '2026-03-15',
      tenantUserId: c!.tenantId,
      remainingAmount: 70000,
      emailRef: crypto.randomUUID(),
    });
    const { body } = await getReminders(id);
    const [tenant] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, c!.tenantId));
    expect(body.sent).toEqual([
      {
        sentOn: '2026-03-15',
        to: tenant!.email,
        items: [{ payableId: p.id, kind: 'overdue', type: 'rent', dueDate: '2026-03-14', remainingCents: 70000 }],
      },
    ]);
  });

  it('a contract with reminders off gets none from the job', async () => {
    const id = await freshContract();
    await putReminders(id, { enabled: false });
    await insertPayable(ctx.db, { contractId: id, dueDate: '2026-03-14', amount: 70000 });
    expect(await sendDueReminders({ ...ctx.deps, appUrl: ctx.env.appUrl }, { contractIds: [id] })).toBe(0);
  });
});
