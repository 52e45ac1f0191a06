/**
 * One definition of 'overdue' (docs/domain.md §13, issue 46 item 9): due before today (an item due today is
 * not late) and net of the contract's credits, the same figure on analytics' 'Morosità oggi', its
 * age bars and their tenants, and the contract's 'di cui in ritardo'. Today is 2026-03-15.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payable } from '../db/schema';
import { answer, createTestContext, type TestContext, typed } from '../test/harness';
import { contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';

let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let propertyId = '';
let contractId = '';
const CREDIT = 12_345;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  const h = await seedProperty(ctx, owner.user.id, ['A']);
  propertyId = h.property.id;
  contractId = await contractOn(owner, propertyId, h.rooms[0]!.id, {
    start: '2026-01-01',
    end: '2026-12-31',
    occupants: 1,
  });
  // An item due today: 'in scadenza', not late.
  await ctx.db
    .insert(payable)
    .values({ contractId, type: 'consumption_bill', amount: 7_700, status: 'due', dueDate: '2026-03-15' });
  // A credit to the tenant, pending for the next conguaglio (docs/domain.md §6).
  const credit = await owner.api.payments.adjustments.$post({
    json: { idempotencyKey: crypto.randomUUID(), contractId, type: 'credit', amount: CREDIT },
  });
  expect(credit.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

describe("'Morosità oggi' and 'di cui in ritardo' are one figure", () => {
  it('counts what is due before today, not today, net of the credits, on every screen', async () => {
    const rows = await ctx.db.select().from(payable).where(eq(payable.contractId, contractId));
    // Independent sum: the rents due before 15/03 (January, February, March on the 1st) less the credit.
    const late = rows.filter((r) => r.status === 'due' && r.dueDate < '2026-03-15' && r.amount > 0);
    expect(late.length).toBeGreaterThanOrEqual(3);
    const expected = late.reduce((t, r) => t + r.amount, 0) - CREDIT;

    const financials = await typed(owner.api.contracts[':id'].financials.$get({ param: { id: contractId } }));
    expect(financials.summary.total_overdue).toBe(expected);
    // The item due today is owed, not late.
    expect(financials.summary.total_due).toBe(late.reduce((t, r) => t + r.amount, 0) + 7_700);

    const analytics = await answer(
      owner.api.analytics.$get({ query: { year: '2026', property_id: propertyId } as never }),
    );
    expect(analytics.status).toBe(200);
    expect(analytics.body.tiles.arrearsNowCents).toBe(expected);
    // The current month's 'Morosità a fine mese' is today's figure.
    expect(analytics.body.months[2].arrearsCents).toBe(expected);
    const bars = analytics.body.arrears as { key: string; cents: number; tenantCount: number }[];
    expect(bars.reduce((t, b) => t + b.cents, 0)).toBe(expected);

    // The tenants behind each bar add up to it; the credit covers the oldest months first.
    let listed = 0;
    for (const bar of bars.filter((b) => b.cents > 0)) {
      const list = await answer(
        owner.api.analytics.arrears.$get({
          query: { year: '2026', property_id: propertyId, bucket: bar.key } as never,
        }),
      );
      expect(list.status).toBe(200);
      expect(list.body.totalCents).toBe(bar.cents);
      listed += list.body.totalCents;
    }
    expect(listed).toBe(expected);
    const newest = late.reduce((a, b) => (a.dueDate > b.dueDate ? a : b));
    expect(bars.find((b) => b.key === 'd0_30')?.cents).toBe(newest.amount);
  });

  it('credits larger than what is late leave nothing late, never a negative figure', async () => {
    const more = await owner.api.payments.adjustments.$post({
      json: { idempotencyKey: crypto.randomUUID(), contractId, type: 'credit', amount: 5_000_000 },
    });
    expect(more.status).toBe(201);
    const financials = await typed(owner.api.contracts[':id'].financials.$get({ param: { id: contractId } }));
    expect(financials.summary.total_overdue).toBe(0);
    const analytics = await answer(
      owner.api.analytics.$get({ query: { year: '2026', property_id: propertyId } as never }),
    );
    expect(analytics.body.tiles.arrearsNowCents).toBe(0);
    expect((analytics.body.arrears as { tenantCount: number }[]).every((b) => b.tenantCount === 0)).toBe(true);
  });
});
