import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  dueReminders,
  isDigestDay,
  MAX_REMINDERS_PER_PAYABLE,
  type ReminderContract,
  type ReminderPayable,
  type SentReminder,
} from './reminders';

const contract = (over: Partial<ReminderContract> = {}): ReminderContract => ({
  id: 'c1',
  remindersEnabled: true,
  deleted: false,
  tenantUserId: 't1',
  ...over,
});
const payable = (over: Partial<ReminderPayable> = {}): ReminderPayable => ({
  id: 'p1',
  contractId: 'c1',
  dueDate: '2026-03-10',
  amountCents: 50_000,
  paidCents: 0,
  ...over,
});

/** Runs the job every day from `from` for `days` days, feeding back what it sent. */
function simulate(from: string, days: number, payables: ReminderPayable[], contracts: ReminderContract[]) {
  const sent: SentReminder[] = [];
  const emails = [];
  for (let i = 0; i < days; i++) {
    const today = addDays(from, i);
    const out = dueReminders({ today, payables, contracts, alreadySent: sent });
    for (const email of out) {
      emails.push(email);
      for (const item of email.items) sent.push({ payableId: item.payableId, kind: item.kind, sentOn: today });
    }
  }
  return { sent, emails };
}

describe('dueReminders', () => {
  it('sends before_due 3 days before, overdue the day after, then a repeat 7 days later: 3 in all', () => {
    const { sent } = simulate('2026-03-01', 60, [payable()], [contract()]);
    expect(sent).toEqual([
      { payableId: 'p1', kind: 'before_due', sentOn: '2026-03-07' },
      { payableId: 'p1', kind: 'overdue', sentOn: '2026-03-11' },
      { payableId: 'p1', kind: 'overdue_repeat', sentOn: '2026-03-18' },
    ]);
  });

  it('groups every item of a tenant into one email, with the amount still to pay', () => {
    const out = dueReminders({
      today: '2026-03-11',
      payables: [
        payable({ id: 'a', dueDate: '2026-03-10', paidCents: 30_000 }),
        payable({ id: 'b', dueDate: '2026-03-14' }),
        payable({ id: 'c', contractId: 'c2', dueDate: '2026-03-10' }),
      ],
      contracts: [contract(), contract({ id: 'c2', tenantUserId: 't2' })],
      alreadySent: [],
    });
    expect(out).toEqual([
      {
        tenantUserId: 't1',
        sentOn: '2026-03-11',
        items: [
          { payableId: 'a', contractId: 'c1', kind: 'overdue', dueDate: '2026-03-10', remainingCents: 20_000 },
          { payableId: 'b', contractId: 'c1', kind: 'before_due', dueDate: '2026-03-14', remainingCents: 50_000 },
        ],
      },
      {
        tenantUserId: 't2',
        sentOn: '2026-03-11',
        items: [{ payableId: 'c', contractId: 'c2', kind: 'overdue', dueDate: '2026-03-10', remainingCents: 50_000 }],
      },
    ]);
  });

  it.each([
    ['reminders off', contract({ remindersEnabled: false }), payable()],
    ['deleted contract', contract({ deleted: true }), payable()],
    ['tenant never completed the account', contract({ tenantUserId: null }), payable()],
    ['fully paid', contract(), payable({ paidCents: 50_000 })],
    ['a credit', contract(), payable({ amountCents: -10_000 })],
  ])('sends nothing: %s', (_label, c, p) => {
    expect(simulate('2026-03-01', 60, [p], [c]).sent).toEqual([]);
  });

  it('does not send twice on the same day and catches up a missed before_due inside the window', () => {
    const p = payable();
    expect(
      dueReminders({ today: '2026-03-08', payables: [p], contracts: [contract()], alreadySent: [] })[0]?.items[0]?.kind,
    ).toBe('before_due');
    expect(
      dueReminders({
        today: '2026-03-08',
        payables: [p],
        contracts: [contract()],
        alreadySent: [{ payableId: 'p1', kind: 'before_due', sentOn: '2026-03-08' }],
      }),
    ).toEqual([]);
  });

  it('honours another number of days before the due date', () => {
    const out = dueReminders({
      today: '2026-03-05',
      payables: [payable()],
      contracts: [contract()],
      alreadySent: [],
      daysBeforeDue: 5,
    });
    expect(out[0]?.items[0]?.kind).toBe('before_due');
  });

  it('knows Mondays', () => {
    expect(isDigestDay('2026-11-30')).toBe(true);
    expect(isDigestDay('2026-11-26')).toBe(false);
  });
});

describe('dueReminders properties', () => {
  const arbitraryWorld = fc
    .record({
      contracts: fc.array(
        fc.record({
          remindersEnabled: fc.boolean(),
          deleted: fc.boolean(),
          tenant: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      payables: fc.array(
        fc.record({
          contract: fc.nat(),
          dueOffset: fc.integer({ min: -20, max: 60 }),
          amountCents: fc.integer({ min: -5_000, max: 100_000 }),
          paidCents: fc.integer({ min: 0, max: 100_000 }),
        }),
        { maxLength: 8 },
      ),
    })
    .map(({ contracts, payables }) => {
      const cs: ReminderContract[] = contracts.map((c, i) => ({
        id: `c${i}`,
        remindersEnabled: c.remindersEnabled,
        deleted: c.deleted,
        tenantUserId: c.tenant === null ? null : `t${c.tenant}`,
      }));
      const ps: ReminderPayable[] = payables.map((p, i) => ({
        id: `p${i}`,
        contractId: `c${p.contract % cs.length}`,
        dueDate: addDays('2026-01-01', p.dueOffset),
        amountCents: p.amountCents,
        paidCents: p.paidCents,
      }));
      return { cs, ps };
    });

  it('at most one per payable, kind and date; at most 3 per payable; one email per tenant per day; none for excluded', () => {
    fc.assert(
      fc.property(arbitraryWorld, ({ cs, ps }) => {
        const { sent, emails } = simulate('2025-12-01', 120, ps, cs);
        const keys = sent.map((s) => `${s.payableId}|${s.kind}|${s.sentOn}`);
        expect(new Set(keys).size).toBe(keys.length);
        const perPayable = new Map<string, number>();
        for (const s of sent) perPayable.set(s.payableId, (perPayable.get(s.payableId) ?? 0) + 1);
        for (const n of perPayable.values()) expect(n).toBeLessThanOrEqual(MAX_REMINDERS_PER_PAYABLE);
        const tenantDays = emails.map((e) => `${e.tenantUserId}|${e.sentOn}`);
        expect(new Set(tenantDays).size).toBe(tenantDays.length);
        for (const e of emails) {
          for (const item of e.items) {
            const c = cs.find((x) => x.id === item.contractId);
            const p = ps.find((x) => x.id === item.payableId);
            expect(c?.remindersEnabled && !c.deleted && c.tenantUserId === e.tenantUserId).toBe(true);
            expect(item.remainingCents).toBe((p?.amountCents ?? 0) - (p?.paidCents ?? 0));
            expect(item.remainingCents).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
