import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment, paymentSignal } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL). Clock 15/03/2026; the contract from 01/01/2026 at 600,00 €
// owes 1.800,00 €. A landlord of their own, so the receipt numbers of 2026 start at 1.
let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let contractId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  tenant = await ctx.createTenant({ firstName: 'Sara', lastName: 'Segnala' });
  const h = await seedProperty(ctx, owner.user.id, ['A']);
  contractId = await createContractVia(
    owner,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      tenantInfo: { email: tenant.email, firstName: 'Sara', lastName: 'Segnala' },
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 },
    }),
  );
  await acceptLatestContract(ctx, tenant.email);
});
afterAll(async () => {
  await ctx.close();
});

async function signalled(amount: number): Promise<string> {
  const res = await tenant.post(`/api/tenant/contracts/${contractId}/payment-signals`, {
    amount,
    paidOn: '2026-03-10',
    method: 'bonifico',
  });
  expect(res.status).toBe(201);
  return res.body.signal.id as string;
}
const confirm = (id: string) => owner.post(`/api/payment-signals/${id}/confirm`);
const reject = (id: string) => owner.post(`/api/payment-signals/${id}/reject`, { reason: 'Non ricevuto' });
const payments = () =>
  ctx.db
    .select({ id: payment.id, number: payment.receiptNumber, year: payment.receiptYear })
    .from(payment)
    .where(eq(payment.contractId, contractId))
    .orderBy(asc(payment.receiptNumber));
const stored = async (id: string) => (await ctx.db.select().from(paymentSignal).where(eq(paymentSignal.id, id)))[0]!;

describe('deciding one signal twice at once (PostgreSQL)', () => {
  it('two parallel confirms: one payment, the other 409', async () => {
    const id = await signalled(10000);
    const before = (await payments()).length;
    const results = await Promise.all([confirm(id), confirm(id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await payments();
    expect(after).toHaveLength(before + 1);
    const row = await stored(id);
    expect(row.status).toBe('confirmed');
    expect(after.map((p) => p.id)).toContain(row.paymentId);
  });

  it('parallel confirms and rejects with one idempotency key: all answered 200 with one decision, one payment (decision 162)', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await signalled(1500 + round);
      const before = (await payments()).length;
      const idempotencyKey = crypto.randomUUID();
      const results = await Promise.all(
        [1, 2, 3].map(() => owner.post(`/api/payment-signals/${id}/confirm`, { idempotencyKey })),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(results.map((r) => JSON.stringify(r.body.signal))).size).toBe(1);
      const after = await payments();
      expect(after).toHaveLength(before + 1);
      expect((await stored(id)).paymentId).toBe(results[0]!.body.signal.paymentId);
    }
    const id = await signalled(1600);
    const idempotencyKey = crypto.randomUUID();
    const rejections = await Promise.all(
      [1, 2, 3].map(() => owner.post(`/api/payment-signals/${id}/reject`, { reason: 'Non ricevuto', idempotencyKey })),
    );
    expect(rejections.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(rejections.map((r) => r.body.signal.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('confirm against reject: exactly one outcome, a payment only if the confirmation won', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await signalled(1000);
      const before = (await payments()).length;
      // Alternate who is sent first, so both orders are tried.
      const [c, r] =
        round % 2 === 0
          ? await Promise.all([confirm(id), reject(id)])
          : (await Promise.all([reject(id), confirm(id)])).reverse();
      expect([c!.status, r!.status].sort()).toEqual([200, 409]);
      const row = await stored(id);
      const after = (await payments()).length;
      if (c!.status === 200) {
        expect(row.status).toBe('confirmed');
        expect(row.rejectionReason).toBeNull();
        expect(after).toBe(before + 1);
      } else {
        expect(row.status).toBe('rejected');
        expect(row.paymentId).toBeNull();
        expect(after).toBe(before);
      }
    }
  });

  it('many signals confirmed twice each at once: one payment each, receipt numbers without gaps', async () => {
    // Five: at most five signals of one contract wait at once (decision 160).
    const ids = await Promise.all([2000, 2100, 2200, 2300, 2400].map(signalled));
    const before = (await payments()).length;
    const results = await Promise.all(ids.flatMap((id) => [confirm(id), confirm(id)]));
    expect(results.filter((r) => r.status === 200)).toHaveLength(ids.length);
    expect(results.filter((r) => r.status === 409)).toHaveLength(ids.length);
    const all = await payments();
    expect(all).toHaveLength(before + ids.length);
    // Every payment of this landlord (one contract) is numbered 2026/1…N, none skipped.
    expect(all.map((p) => p.number)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(all.map((p) => p.year))).toEqual(new Set([2026]));
    for (const id of ids) expect((await stored(id)).status).toBe('confirmed');
  });
});

describe("one tenant's signals at once (PostgreSQL)", () => {
  const post = (json: Record<string, unknown>) =>
    tenant.post(`/api/tenant/contracts/${contractId}/payment-signals`, {
      paidOn: '2026-03-10',
      method: 'bonifico',
      ...json,
    });
  const pendingIds = async () =>
    (await ctx.db.select().from(paymentSignal).where(eq(paymentSignal.contractId, contractId)))
      .filter((s) => s.status === 'pending')
      .map((s) => s.id);
  const rejectAllPending = async () => {
    for (const id of await pendingIds()) expect((await reject(id)).status).toBe(200);
  };

  it('a double click: parallel requests with one idempotency key store one signal (decision 161)', async () => {
    await rejectAllPending();
    for (let round = 0; round < 3; round++) {
      const idempotencyKey = crypto.randomUUID();
      const results = await Promise.all([1, 2, 3].map(() => post({ amount: 3100 + round, idempotencyKey })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(results.map((r) => r.body.signal.id)).size).toBe(1);
      const stored = await ctx.db.select().from(paymentSignal).where(eq(paymentSignal.idempotencyKey, idempotencyKey));
      expect(stored).toHaveLength(1);
    }
    await rejectAllPending();
  });

  it('eight signals at once: five stored, three refused with 429 (decision 160)', async () => {
    await rejectAllPending();
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((amount) => post({ amount, idempotencyKey: crypto.randomUUID() })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    expect(await pendingIds()).toHaveLength(5);
    await rejectAllPending();
  });
});
