import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payable, payment, paymentAllocation } from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL). The clock is 15/03/2026: a contract from 01/01/2026 at
// 600,00 € owes January, February and March (1.800,00 €).
let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

async function freshContracts(n: number) {
  const h = await seedProperty(ctx, owner.user.id, ['A', 'B'].slice(0, n));
  return Promise.all(
    h.rooms.map((r) =>
      contractOn(owner, h.property.id, r.id, { start: '2026-01-01', end: '2026-12-31', occupants: 1 }),
    ),
  );
}

const payOn = (contractId: string, amount: number) =>
  answer(
    owner.api.contracts[':id'].payments.$post({
      param: { id: contractId },
      json: { amount, receivedOn: '2026-03-10', method: 'bonifico' },
    }),
  );

/** Each payable's stored covered cents against Σ of its live allocations, and its amount. */
async function coverage(contractId: string) {
  const rows = await ctx.db
    .select({
      id: payable.id,
      amount: payable.amount,
      status: payable.status,
      allocated: payable.allocatedAmount,
      live: sql<number>`coalesce((select sum(pa.amount_cents) from payment_allocation pa join payment pm on pm.id = pa.payment_id where pa.payable_id = "payable"."id" and pm.reversed_at is null), 0)::int`,
    })
    .from(payable)
    .where(eq(payable.contractId, contractId));
  return rows;
}

describe('simultaneous payments (PostgreSQL)', () => {
  it('20 parallel payments on one contract never allocate a cent twice', async () => {
    const [c] = await freshContracts(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => payOn(c!, 10000)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(18);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.error.message])).toEqual([
      [400, "L'importo supera il totale da pagare (0,00\u00a0€)."],
      [400, "L'importo supera il totale da pagare (0,00\u00a0€)."],
    ]);
    const rows = await coverage(c!);
    for (const r of rows) {
      expect(r.allocated).toBe(r.live);
      expect(r.allocated).toBe(r.amount);
      expect(r.status).toBe('paid');
    }
    const [sum] = await ctx.db
      .select({ total: sql<number>`sum(${paymentAllocation.amount})::int` })
      .from(paymentAllocation)
      .innerJoin(payment, eq(payment.id, paymentAllocation.paymentId))
      .where(eq(payment.contractId, c!));
    expect(sum!.total).toBe(180000);
  });

  it('receipt numbers stay unique and gapless under parallel payments on two contracts of one landlord', async () => {
    const fresh = await ctx.createLandlord();
    const h = await seedProperty(ctx, fresh.user.id, ['A', 'B']);
    const contracts = await Promise.all(
      h.rooms.map((r) =>
        contractOn(fresh, h.property.id, r.id, { start: '2026-01-01', end: '2026-12-31', occupants: 1 }),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        answer(
          fresh.api.contracts[':id'].payments.$post({
            param: { id: contracts[i % 2]! },
            // Every 10th is refused (over the outstanding): its number must not be lost.
            json: { amount: i % 10 === 9 ? 99_999_999 : 1000, receivedOn: '2026-03-10', method: 'contanti' },
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(27);
    const numbers = (await ctx.db.select().from(payment).where(eq(payment.landlordId, fresh.user.id)))
      .map((p) => p.receiptNumber ?? 0)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
  });
});

describe("'Storna' clicked twice at once (PostgreSQL)", () => {
  it('parallel reversals with one idempotency key reverse once and all answer it; the payables get back what it covered once (decision 162)', async () => {
    const [c] = await freshContracts(1);
    const before = await coverage(c!);
    const paid = await payOn(c!, 100000);
    expect(paid.status).toBe(201);
    const idempotencyKey = crypto.randomUUID();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        owner.post(`/api/payments/${paid.body.payment.id}/reversal`, { reason: 'Assegno scoperto', idempotencyKey }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const after = await coverage(c!);
    for (const r of after) expect(r.allocated).toBe(r.live);
    expect(after.map((r) => [r.id, r.allocated, r.status]).sort()).toEqual(
      before.map((r) => [r.id, r.allocated, r.status]).sort(),
    );
  });
});
