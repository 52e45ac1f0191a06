import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, payable, settlement, settlementItem } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { billBody, contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL); PGlite has one connection and would run the requests one after
// the other, proving nothing.
let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

describe('simultaneous requests (PostgreSQL)', () => {
  async function freshContract() {
    const h = await seedProperty(ctx, owner.user.id, ['R']);
    return contractOn(owner, h.property.id, h.rooms[0]!.id, { start: '2026-01-01', end: '2026-12-31', occupants: 1 });
  }

  it('20 simultaneous settlements make exactly one settlement and one final payable', async () => {
    const c = await freshContract();
    await answer(
      owner.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: c,
          type: 'debit',
          amount: 2500,
        },
      }),
    );
    await answer(
      owner.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: c,
          type: 'credit',
          amount: 1000,
        },
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: c }, json: {} })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await ctx.db.select().from(settlement).where(eq(settlement.contractId, c))).toHaveLength(1);
    const finals = (await ctx.db.select().from(payable).where(eq(payable.contractId, c))).filter((p) =>
      p.type.startsWith('settlement_'),
    );
    expect(finals.map((p) => p.amount)).toEqual([1500]);
  });

  it('20 simultaneous confirmations mark each payable paid once and the counts add up', async () => {
    const c = await freshContract();
    const due = (await ctx.db.select().from(payable).where(eq(payable.contractId, c))).filter(
      (p) => p.status === 'due',
    );
    // The clock reads 2026-03-15: January, February and March rents are due.
    expect(due.map((p) => p.periodStartDate).sort()).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(owner.api.payments.contracts[':id'].confirm.$post({ param: { id: c }, json: {} })),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.reduce((s, r) => s + r.body.count, 0)).toBe(due.length);
    expect(results.filter((r) => r.status === 409)).toHaveLength(20 - ok.length);
    const after = await ctx.db.select().from(payable).where(eq(payable.contractId, c));
    expect(after.every((p) => p.status === 'paid' && p.paidAt !== null)).toBe(true);
  });

  it('an adjustment racing a settlement is either in it or pending after it, never lost or counted twice', async () => {
    for (let round = 0; round < 5; round++) {
      const c = await freshContract();
      await answer(
        owner.api.payments.adjustments.$post({
          json: {
            idempotencyKey: crypto.randomUUID(),
            contractId: c,
            type: 'debit',
            amount: 1000,
          },
        }),
      );
      const [adj, settled] = await Promise.all([
        answer(
          owner.api.payments.adjustments.$post({
            json: {
              idempotencyKey: crypto.randomUUID(),
              contractId: c,
              type: 'debit',
              amount: 700,
            },
          }),
        ),
        answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: c }, json: {} })),
      ]);
      expect(adj.status).toBe(201);
      expect(settled.status).toBe(201);
      const [item] = await ctx.db.select().from(settlementItem).where(eq(settlementItem.id, adj.body.id));
      if (item!.settlementId) {
        expect(item!.settlementId).toBe(settled.body.settlementId);
        expect(settled.body.finalBalance).toBe(1700);
      } else {
        expect(settled.body.finalBalance).toBe(1000);
      }
    }
  });

  it('20 simultaneous adjustments with one idempotency key record one; with distinct keys, twenty', async () => {
    const c = await freshContract();
    const body = {
      idempotencyKey: crypto.randomUUID(),
      contractId: c,
      type: 'debit' as const,
      amount: 1234,
      notes: null,
    };
    const same = await Promise.all(
      Array.from({ length: 20 }, () => answer(owner.api.payments.adjustments.$post({ json: body }))),
    );
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    expect(same.filter((r) => r.status === 200)).toHaveLength(19);
    const created = same.find((r) => r.status === 201)!;
    expect(same.every((r) => r.body.id === created.body.id)).toBe(true);
    let items = await ctx.db.select().from(settlementItem).where(eq(settlementItem.contractId, c));
    expect(items.map((i) => [i.id, i.amount])).toEqual([[created.body.id, 1234]]);

    const distinct = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(owner.api.payments.adjustments.$post({ json: { ...body, idempotencyKey: crypto.randomUUID() } })),
      ),
    );
    expect(distinct.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
    items = await ctx.db.select().from(settlementItem).where(eq(settlementItem.contractId, c));
    expect(items).toHaveLength(21);
    expect(new Set(distinct.map((r) => r.body.id)).size).toBe(20);
  });

  it('20 simultaneous confirmations of one payable mark it paid once: one 200, nineteen 409', async () => {
    const c = await freshContract();
    const [due] = await ctx.db.select().from(payable).where(eq(payable.contractId, c)).limit(1);
    expect(due!.status).toBe('due');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(owner.api.payments.payables[':id'].confirm.$post({ param: { id: due!.id }, json: {} })),
      ),
    );
    expect(results.filter((r) => r.status === 200).map((r) => r.body)).toEqual([{ count: 1 }]);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [after] = await ctx.db.select().from(payable).where(eq(payable.id, due!.id));
    expect(after!.status).toBe('paid');
    expect(after!.paidAt).not.toBeNull();
  });

  it('20 simultaneous settlements with one idempotency key: one settlement, and every answer is its success', async () => {
    const c = await freshContract();
    await answer(
      owner.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: c,
          type: 'debit',
          amount: 2500,
        },
      }),
    );
    const body = { idempotencyKey: crypto.randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: c }, json: body })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    const created = results.find((r) => r.status === 201)!;
    expect(created.body.finalBalance).toBe(2500);
    expect(results.every((r) => JSON.stringify(r.body) === JSON.stringify(created.body))).toBe(true);
    expect(await ctx.db.select().from(settlement).where(eq(settlement.contractId, c))).toHaveLength(1);
    const finals = (await ctx.db.select().from(payable).where(eq(payable.contractId, c))).filter((p) =>
      p.type.startsWith('settlement_'),
    );
    expect(finals.map((p) => p.id)).toEqual([created.body.payableId]);
  });

  it("20 simultaneous confirmations of a contract with one key: each payable paid once, every answer 200 with the first's count", async () => {
    const c = await freshContract();
    const body = { idempotencyKey: crypto.randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(owner.api.payments.contracts[':id'].confirm.$post({ param: { id: c }, json: body })),
      ),
    );
    expect(results.map((r) => [r.status, r.body])).toEqual(Array.from({ length: 20 }, () => [200, { count: 3 }]));
    const after = await ctx.db.select().from(payable).where(eq(payable.contractId, c));
    expect(after.map((p) => p.status)).toEqual(['paid', 'paid', 'paid']);
    expect(new Set(after.map((p) => p.paidAt?.getTime())).size).toBe(1);
  });

  it('20 simultaneous confirmations of one payable with one key: paid once, every answer 200 { count: 1 }', async () => {
    const c = await freshContract();
    const [due] = await ctx.db.select().from(payable).where(eq(payable.contractId, c)).limit(1);
    const body = { idempotencyKey: crypto.randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(owner.api.payments.payables[':id'].confirm.$post({ param: { id: due!.id }, json: body })),
      ),
    );
    expect(results.map((r) => [r.status, r.body])).toEqual(Array.from({ length: 20 }, () => [200, { count: 1 }]));
    const after = await ctx.db.select().from(payable).where(eq(payable.contractId, c));
    expect(after.filter((p) => p.status === 'paid').map((p) => p.id)).toEqual([due!.id]);
  });

  it('a bill deleted while its contract is settled: either the bill is gone and not settled, or settled and kept', async () => {
    for (let round = 0; round < 5; round++) {
      const h = await seedProperty(ctx, owner.user.id, ['R']);
      const c = await contractOn(owner, h.property.id, h.rooms[0]!.id, {
        start: '2026-01-01',
        end: '2026-12-31',
        occupants: 1,
      });
      await answer(
        owner.api.payments.adjustments.$post({
          json: {
            idempotencyKey: crypto.randomUUID(),
            contractId: c,
            type: 'debit',
            amount: 1000,
          },
        }),
      );
      const created = await owner.post('/api/bills', billBody(h.property.id));
      expect(created.status, created.text).toBe(201);
      const billId = created.body.billId as string;
      const [deleted, settled] = await Promise.all([
        answer(owner.api.bills[':id'].$delete({ param: { id: billId } })),
        answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: c }, json: {} })),
      ]);
      expect(settled.status, settled.text).toBe(201);
      const [kept] = await ctx.db.select().from(bill).where(eq(bill.id, billId));
      if (deleted.status === 200) {
        expect(kept).toBeUndefined();
        expect(settled.body.finalBalance).toBe(1000);
      } else {
        expect(deleted.status, deleted.text).toBe(409);
        expect(kept!.id).toBe(billId);
        expect(settled.body.finalBalance).toBe(31000);
      }
    }
  });
});
