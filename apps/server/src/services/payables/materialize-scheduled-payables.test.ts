import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, payable } from '../../db/schema';
import { insertAcceptedContract, insertProperty, insertUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { itOnPostgres } from '../../test/postgres-only';
import { materializeScheduledPayables } from './materialize-scheduled-payables';

let ctx: TestContext;
let landlordId: string;
let tenantId: string;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  landlordId = (await insertUser(ctx.db, { isLandlord: true })).id;
  tenantId = (await insertUser(ctx.db)).id;
  propertyId = (await insertProperty(ctx.db, landlordId)).id;
});
afterAll(async () => {
  await ctx.close();
});

async function seedContract(terms: {
  start: string;
  end: string | null;
  rent: number;
  fixed?: number;
  advance?: number;
}) {
  const c = await insertAcceptedContract(ctx.db, {
    propertyId,
    tenantId,
    startDate: terms.start,
    endDate: terms.end,
    rentAmount: terms.rent,
    fixedFeeAmount: terms.fixed ?? 0,
    settlementBaseAmount: terms.advance ?? 0,
  });
  return c.id;
}

const rowsOf = (contractId: string) =>
  ctx.db
    .select({
      id: payable.id,
      type: payable.type,
      amount: payable.amount,
      start: payable.periodStartDate,
      end: payable.periodEndDate,
      due: payable.dueDate,
      status: payable.status,
    })
    .from(payable)
    .where(and(eq(payable.contractId, contractId), ne(payable.status, 'cancelled')))
    .orderBy(asc(payable.dueDate), asc(payable.type));

describe('materializeScheduledPayables (docs/domain.md §4)', () => {
  it('holds the proration example of docs/domain.md §10 and stores no future month', async () => {
    ctx.clock.set('2026-02-10T09:00:00Z');
    const id = await seedContract({ start: '2026-01-16', end: '2026-12-31', rent: 60000 });
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [id] });
    expect((await rowsOf(id)).map(({ id: _id, ...r }) => r)).toEqual([
      { type: 'rent', amount: 30968, start: '2026-01-16', end: '2026-01-31', due: '2026-01-16', status: 'due' },
      { type: 'rent', amount: 60000, start: '2026-02-01', end: '2026-02-28', due: '2026-02-01', status: 'due' },
    ]);
  });

  it('is idempotent: a second run inserts nothing and keeps the same rows', async () => {
    ctx.clock.set('2026-03-15T10:00:00Z');
    const id = await seedContract({ start: '2025-11-01', end: '2026-06-30', rent: 50000, fixed: 2000, advance: 3000 });
    const first = await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock });
    expect(first).toBeGreaterThanOrEqual(15);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(15); // Nov–Mar × rent, fixed_fee, settlement_base_fee
    expect(await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock })).toBe(0);
    expect(await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [id] })).toBe(0);
    expect(await rowsOf(id)).toEqual(rows);
  });

  it('creates fixed_fee and settlement_base_fee only when their amount is above zero', async () => {
    ctx.clock.set('2026-03-15T10:00:00Z');
    const rentOnly = await seedContract({ start: '2026-03-01', end: '2026-12-31', rent: 40000 });
    const withFee = await seedContract({ start: '2026-03-01', end: '2026-12-31', rent: 40000, fixed: 1500 });
    const withAdvance = await seedContract({ start: '2026-03-01', end: '2026-12-31', rent: 40000, advance: 2500 });
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [rentOnly, withFee, withAdvance] });
    expect((await rowsOf(rentOnly)).map((r) => r.type)).toEqual(['rent']);
    expect((await rowsOf(withFee)).map((r) => [r.type, r.amount])).toEqual([
      ['fixed_fee', 1500],
      ['rent', 40000],
    ]);
    expect((await rowsOf(withAdvance)).map((r) => [r.type, r.amount])).toEqual([
      ['rent', 40000],
      ['settlement_base_fee', 2500],
    ]);
  });

  it("creates a month's payables on its first day in Europe/Rome, not before", async () => {
    const id = await seedContract({ start: '2026-04-01', end: null, rent: 45000 });
    ctx.clock.set('2026-03-31T21:59:00Z'); // 23:59 in Rome
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [id] });
    expect(await rowsOf(id)).toEqual([]);
    ctx.clock.set('2026-03-31T22:01:00Z'); // 00:01 on 1 April in Rome
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [id] });
    expect((await rowsOf(id)).map((r) => [r.due, r.amount])).toEqual([['2026-04-01', 45000]]);
    // Open-ended: it goes on monthly.
    ctx.clock.set('2026-07-20T10:00:00Z');
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [id] });
    expect((await rowsOf(id)).map((r) => r.due)).toEqual(['2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01']);
  });

  it('stops at the end date, prorating the last month', async () => {
    ctx.clock.set('2026-09-01T10:00:00Z');
    const id = await seedContract({ start: '2026-06-01', end: '2026-07-10', rent: 31000 });
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [id] });
    expect((await rowsOf(id)).map((r) => [r.start, r.end, r.amount])).toEqual([
      ['2026-06-01', '2026-06-30', 31000],
      ['2026-07-01', '2026-07-10', 10000],
    ]);
  });

  it('skips deleted contracts and does not re-create a cancelled month as a duplicate of a paid one', async () => {
    ctx.clock.set('2026-03-15T10:00:00Z');
    const deleted = await seedContract({ start: '2026-01-01', end: null, rent: 10000 });
    await ctx.db.update(contract).set({ deletedAt: ctx.clock.now() }).where(eq(contract.id, deleted));
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [deleted] });
    expect(await rowsOf(deleted)).toEqual([]);

    const paidFirst = await seedContract({ start: '2026-01-10', end: null, rent: 31000 });
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [paidFirst] });
    const jan = (await rowsOf(paidFirst))[0]!;
    await ctx.db.update(payable).set({ status: 'paid' }).where(eq(payable.id, jan.id));
    // The start moves earlier (as an edit may do): January is paid, so no second January rent.
    await ctx.db.update(contract).set({ startDate: '2026-01-01' }).where(eq(contract.id, paidFirst));
    await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [paidFirst] });
    expect((await rowsOf(paidFirst)).filter((r) => r.due.startsWith('2026-01'))).toHaveLength(1);
  });

  itOnPostgres('simultaneous runs insert each payable once', async () => {
    ctx.clock.set('2026-03-15T10:00:00Z');
    const id = await seedContract({ start: '2025-01-01', end: null, rent: 20000, fixed: 100, advance: 200 });
    await Promise.all(Array.from({ length: 4 }, () => materializeScheduledPayables({ db: ctx.db, clock: ctx.clock })));
    expect(await rowsOf(id)).toHaveLength(15 * 3);
  });

  it('does nothing for an empty contract list', async () => {
    expect(await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock, contractIds: [] })).toBe(0);
  });
});
