import { formatEuro } from '@casaconti/core/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, billSplit, contract, reminderSent } from '../../db/schema';
import { insertAcceptedContract, insertPayable, insertProperty, insertUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { sendDueReminders, sendOverdueDigests } from './send-due-reminders';

// The clock is Sunday 15/03/2026, 10:00 UTC.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const deps = () => ({ ...ctx.deps, appUrl: ctx.env.appUrl });

async function world() {
  const landlord = await insertUser(ctx.db, { isLandlord: true, email: `l-${crypto.randomUUID()}@example.com` });
  const tenant = await insertUser(ctx.db);
  const invited = await insertUser(ctx.db, { userStatus: 'invited' });
  const p = await insertProperty(ctx.db, landlord.id, { name: 'Casa Verdi' });
  const c = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: tenant.id });
  const off = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: tenant.id, remindersEnabled: false });
  const inv = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: invited.id });
  const overdue = await insertPayable(ctx.db, {
    contractId: c.id,
    dueDate: '2026-03-14',
    amount: 60000,
    allocatedAmount: 20000,
  });
  const soon = await insertPayable(ctx.db, { contractId: c.id, dueDate: '2026-03-17', amount: 60000 });
  await insertPayable(ctx.db, { contractId: c.id, dueDate: '2026-03-25', amount: 60000 }); // too early
  await insertPayable(ctx.db, { contractId: c.id, dueDate: '2026-03-14', amount: -5000 }); // a credit
  await insertPayable(ctx.db, { contractId: off.id, dueDate: '2026-03-14', amount: 60000 });
  await insertPayable(ctx.db, { contractId: inv.id, dueDate: '2026-03-14', amount: 60000 });
  return { landlord, tenant, invited, c, off, inv, overdue, soon };
}

describe('sendDueReminders', () => {
  it('sends one email per tenant listing every item with the statement link, once per day', async () => {
    const w = await world();
    const before = (await ctx.outbox()).length;
    expect(await sendDueReminders(deps())).toBe(1);
    const mails = (await ctx.outbox()).filter((m) => m.to === w.tenant.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('CasaConti: pagamenti scaduti');
    expect(mail.text).toContain(`${formatEuro(40000)}, scaduto il 14/03/2026`);
    expect(mail.text).toContain(`${formatEuro(60000)}, scade il 17/03/2026`);
    // Overdue apart from upcoming, the contract's credit netted, the total (docs/domain.md §13).
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      [
        'Scaduti:',
        `• Affitto: ${formatEuro(40000)}, scaduto il 14/03/2026`,
        'In scadenza:',
        `• Affitto: ${formatEuro(60000)}, scade il 17/03/2026`,
        `Credito a tuo favore: ${formatEuro(-5000)}`,
        `Totale da pagare: ${formatEuro(95000)}`,
      ]
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    expect(mail.text).toContain('«Casa Verdi»');
    expect(mail.links.some((l) => l.startsWith(`${ctx.env.appUrl}/statement/`))).toBe(true);
    expect((await ctx.outbox()).length).toBe(before + 1); // nothing to the invited tenant
    const rows = await ctx.db.select().from(reminderSent).where(eq(reminderSent.contractId, w.c.id));
    expect(rows.map((r) => [r.payableId, r.kind, r.sentOn, r.remainingAmount]).sort()).toEqual(
      [
        [w.overdue.id, 'overdue', '2026-03-15', 40000],
        [w.soon.id, 'before_due', '2026-03-15', 60000],
      ].sort(),
    );
    // A second run the same day sends nothing.
    expect(await sendDueReminders(deps())).toBe(0);
    expect((await ctx.outbox()).length).toBe(before + 1);
  });

  it('sends nothing to an active account for a contract it has not accepted (decision 157)', async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true, email: `l-${crypto.randomUUID()}@example.com` });
    const stranger = await insertUser(ctx.db);
    const p = await insertProperty(ctx.db, landlord.id, { name: 'Casa Offerta' });
    const offered = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: stranger.id, acceptedAt: null });
    await insertPayable(ctx.db, { contractId: offered.id, dueDate: '2026-03-14', amount: 60000 });
    const before = (await ctx.outbox()).length;
    expect(await sendDueReminders(deps(), { contractIds: [offered.id] })).toBe(0);
    expect((await ctx.outbox()).length).toBe(before);
    // Once accepted, the same item is reminded.
    await ctx.db.update(contract).set({ acceptedAt: new Date() }).where(eq(contract.id, offered.id));
    expect(await sendDueReminders(deps(), { contractIds: [offered.id] })).toBe(1);
    expect((await ctx.outbox())[0]!.to).toBe(stranger.email);
  });

  it("names a bill's utility, lists what falls due today as 'in scadenza', and reminds nobody whose credit covers it", async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true, email: `l-${crypto.randomUUID()}@example.com` });
    const tenant = await insertUser(ctx.db);
    const covered = await insertUser(ctx.db);
    const p = await insertProperty(ctx.db, landlord.id, { name: 'Casa Neri' });
    const c = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: tenant.id });
    const [b] = await ctx.db
      .insert(bill)
      .values({
        propertyId: p.id,
        createdBy: landlord.id,
        idempotencyKey: crypto.randomUUID(),
        category: 'electricity',
        totalAmount: 4500,
        splittableAmount: 4500,
        totalWeight: '1',
        periodStartDate: '2026-02-01',
        periodEndDate: '2026-02-28',
      })
      .returning();
    const [split] = await ctx.db
      .insert(billSplit)
      .values({
        billId: b!.id,
        contractId: c.id,
        costModelApplied: 'consumption_based',
        calculatedAmount: 4500,
        overlapDays: 28,
        numberOfOccupants: 1,
        weight: '1',
      })
      .returning();
    await insertPayable(ctx.db, {
      contractId: c.id,
      type: 'consumption_bill',
      dueDate: '2026-03-15',
      amount: 4500,
      billSplitId: split!.id,
    });
    await insertPayable(ctx.db, { contractId: c.id, dueDate: '2026-03-10', amount: 30000 });
    // The other tenant's only item is covered by their conguaglio credit: no reminder.
    const d = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: covered.id });
    await insertPayable(ctx.db, { contractId: d.id, dueDate: '2026-03-14', amount: 20000 });
    await insertPayable(ctx.db, { contractId: d.id, type: 'settlement_credit', dueDate: '2026-03-01', amount: -25000 });

    expect(await sendDueReminders(deps(), { contractIds: [c.id, d.id] })).toBe(1);
    const mails = await ctx.outbox();
    expect(mails.filter((m) => m.to === covered.email)).toEqual([]);
    expect(await ctx.db.select().from(reminderSent).where(eq(reminderSent.contractId, d.id))).toEqual([]);
    const mail = mails.find((m) => m.to === tenant.email)!;
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      [
        'Scaduti:',
        `• Affitto: ${formatEuro(30000)}, scaduto il 10/03/2026`,
        'In scadenza:',
        `• Bolletta a consumo · Luce: ${formatEuro(4500)}, scade il 15/03/2026`,
        `Totale da pagare: ${formatEuro(34500)}`,
      ]
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    expect(mail.text).not.toContain('Credito a tuo favore');
  });

  it('sends nothing for a deleted contract', async () => {
    const w = await world();
    await ctx.db.update(contract).set({ deletedAt: new Date() }).where(eq(contract.id, w.c.id));
    expect(await sendDueReminders(deps(), { contractIds: [w.c.id] })).toBe(0);
  });

  it('the weekly digest goes to the landlord on Mondays, once', async () => {
    const w = await world();
    expect(await sendOverdueDigests(deps())).toBe(0); // Sunday
    ctx.clock.set('2026-03-16T08:00:00Z');
    try {
      const first = await sendOverdueDigests(deps());
      expect(first).toBeGreaterThanOrEqual(1);
      const mail = (await ctx.outbox()).find((m) => m.to === w.landlord.email);
      expect(mail?.subject).toBe('CasaConti: riepilogo settimanale dei pagamenti scaduti');
      expect(mail?.text).toContain(`${formatEuro(40000)}, scaduto il 14/03/2026`);
      expect(await sendOverdueDigests(deps())).toBe(0);
    } finally {
      ctx.clock.set('2026-03-15T10:00:00Z');
    }
  });

  it('the Monday digest lists the lease deadlines of the coming weeks, also with nothing overdue', async () => {
    const landlord = await insertUser(ctx.db, { isLandlord: true, email: `d-${crypto.randomUUID()}@example.com` });
    const tenant = await insertUser(ctx.db, { firstName: 'Giulia', lastName: 'Conti' });
    const p = await insertProperty(ctx.db, landlord.id, { name: 'Casa Navigli' });
    const c = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: tenant.id });
    await ctx.db
      .update(contract)
      .set({
        startDate: '2025-03-20',
        endDate: '2029-03-19',
        contractType: 'libero_4_4',
        istatUpdateShare: 75,
        registrationDate: '2025-03-25',
        tenantFirstName: 'Giulia',
        tenantLastName: 'Conti',
      })
      .where(eq(contract.id, c.id));
    ctx.clock.set('2026-03-16T08:00:00Z');
    try {
      await sendOverdueDigests(deps());
      const mail = (await ctx.outbox()).find((m) => m.to === landlord.email);
      expect(mail?.subject).toBe('CasaConti: riepilogo settimanale delle scadenze');
      expect(mail?.text).toContain('20/03/2026: Aggiornamento ISTAT, «Casa Navigli», inquilino «Giulia Conti»');
      expect(mail?.text).toContain('/dashboard/landlord/deadlines');
      // The registration tax of 19/04/2026 is beyond the four weeks.
      expect(mail?.text).not.toContain('Imposta di registro');
    } finally {
      ctx.clock.set('2026-03-15T10:00:00Z');
    }
  });
});
