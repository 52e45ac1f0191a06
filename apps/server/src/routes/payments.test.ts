import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payable, settlement, settlementItem } from '../db/schema';
import { typed, createTestContext, DEFAULT_NOW, type TestContext, answer } from '../test/harness';
import { billBody, contractOn } from './bills.test-support';
import { agreements, contractBody, createContractVia, seedProperty } from './contracts.test-support';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

let ctx: TestContext;
let owner: Landlord;
let other: Landlord;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let home: Awaited<ReturnType<typeof seedProperty>>;
let contractA: string;
let contractB: string;
let otherContract: string;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const CONTRACT_NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Contratto non trovato' } };

const countOf = async (table: PgTable) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const rowCounts = async () => ({
  settlement: await countOf(settlement),
  settlementItem: await countOf(settlementItem),
  payable: await countOf(payable),
  paid: (await ctx.db.select().from(payable).where(eq(payable.status, 'paid'))).length,
});

/** A contract from 2026-01-01 with rent and an advance of 50,00 €, electricity and gas on settlement. */
async function settlementContract(
  agent: Landlord,
  propertyId: string,
  roomId: string,
  occupants: number,
  rent: number,
) {
  return createContractVia(
    agent,
    contractBody(propertyId, [roomId], {
      contractDetails: {
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        number_of_occupants: occupants,
        rent_amount: rent,
        settlement_base_amount: occupants === 1 ? 5000 : 0,
      },
      utilityAgreements: agreements({ electricity: 'settlement', gas: 'settlement' }),
    }),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  home = await seedProperty(ctx, owner.user.id);
  contractA = await settlementContract(owner, home.property.id, home.rooms[0]!.id, 2, 60000);
  contractB = await settlementContract(owner, home.property.id, home.rooms[1]!.id, 1, 40000);
  const otherHome = await seedProperty(ctx, other.user.id);
  otherContract = await contractOn(other, otherHome.property.id, otherHome.rooms[0]!.id, {
    start: '2026-01-01',
    end: '2026-12-31',
    occupants: 1,
  });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

const overview = () => typed(owner.api.payments.overview.$get());
/**
 * The overview as docs/domain.md §6 defines it: 'Conguagli da Saldare' is the net to be settled (Σ of the
 * 'Conguagli' tab's rows), with the pending debits ('spese') and credits ('crediti') beneath it.
 */
const figures = (debits: number, credits: number, payments: number) => ({
  pendingSettlementsNetAmount: debits - credits,
  pendingSplitsAmount: debits,
  pendingCreditsAmount: credits,
  pendingPaymentsAmount: payments,
});

describe('payments journey (hand-written table, to the cent)', () => {
  it('advances paid, two bills split with another tenant, a manual credit, the conguaglio, its confirmation', async () => {
    // Step 0: rent A 3 × 600,00, rent B 3 × 400,00, B's advance 3 × 50,00; nothing to settle.
    expect(await overview()).toEqual(figures(0, 0, 180000 + 120000 + 15000));

    // Step 1: B pays everything due: 6 payables; each paid advance becomes a 50,00 € credit.
    let res = await answer(owner.api.payments.contracts[':id'].confirm.$post({ param: { id: contractB }, json: {} }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ count: 6 });
    const credits = await ctx.db.select().from(settlementItem).where(eq(settlementItem.contractId, contractB));
    expect(credits.map((c) => [c.kind, c.sourceType, c.amount])).toEqual([
      ['credit', 'settlement_base_fee', 5000],
      ['credit', 'settlement_base_fee', 5000],
      ['credit', 'settlement_base_fee', 5000],
    ]);
    // Only credits pending: 'Conguagli da Saldare' is −150,00 € (owed to B), not 0.
    expect(await overview()).toEqual(figures(0, 15000, 180000));

    // Step 2: electricity January 300,00 €: A 2 × 31 = 62, B 1 × 31 = 31 → A 200,00, B 100,00.
    res = await owner.post('/api/bills', billBody(home.property.id));
    expect(res.status, res.text).toBe(201);
    expect(await overview()).toEqual(figures(30000, 15000, 180000));

    // Step 3: gas February 285,30 €: A 2 × 28 = 56, B 28 → A 190,20, B 95,10.
    res = await owner.post(
      '/api/bills',
      billBody(home.property.id, {
        billDetails: {
          category: 'gas',
          totalAmount: 28530,
          splittableAmount: 28530,
          periodStartDate: '2026-02-01',
          periodEndDate: '2026-02-28',
        },
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(await overview()).toEqual(figures(58530, 15000, 180000));

    // Step 4: a manual credit of 10,00 € to B: debits are unchanged, B's net becomes 195,10 − 160,00.
    res = await answer(
      owner.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: contractB,
          type: 'credit',
          amount: 1000,
          notes: 'Sconto',
        },
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(await overview()).toEqual(figures(58530, 16000, 180000));
    const { previews } = await typed(owner.api.payments['settlement-previews'].$get());
    const previewB = previews.find((p) => p.summary.contractId === contractB);
    if (!previewB) throw new Error('no preview for B');
    expect(previewB.summary.netAmountToBeSettled).toBe(3510);
    expect(previewB.summary.tenant).toEqual({ firstName: 'Marco', lastName: 'Rossi' });
    expect(previewB.summary.property).toBe('Casa Verdi');
    expect(previewB.breakdown.pendingSplits.map((s) => [s.billCategory, s.amount])).toEqual([
      ['electricity', 10000],
      ['gas', 9510],
    ]);
    expect(previewB.breakdown.availableCredits.map((c) => [c.sourceType, c.amount])).toEqual([
      ['settlement_base_fee', 5000],
      ['settlement_base_fee', 5000],
      ['settlement_base_fee', 5000],
      ['manual_adjustment', 1000],
    ]);
    // Paid advances are dated by the month they cover (docs/domain.md §6); a manual credit has no month.
    expect(previewB.breakdown.availableCredits.map((c) => c.coveredMonth)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      null,
    ]);
    // 'Conguagli da Saldare' is the sum of the tab's rows.
    expect((await overview()).pendingSettlementsNetAmount).toBe(
      previews.reduce((sum, p) => sum + p.summary.netAmountToBeSettled, 0),
    );
    const financials = await typed(owner.api.contracts[':id'].financials.$get({ param: { id: contractB } }));
    expect(financials.summary.net_settlement_preview).toBe(3510);

    // Step 5: the conguaglio: 195,10 − 160,00 = 35,10 € due by B, exactly the preview.
    res = await answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: contractB }, json: {} }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.finalBalance).toBe(3510);
    const [final] = await ctx.db.select().from(payable).where(eq(payable.id, res.body.payableId));
    expect(final).toMatchObject({
      type: 'settlement_balance',
      amount: 3510,
      status: 'due',
      dueDate: '2026-03-15',
      sourceSettlementId: res.body.settlementId,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-02-28',
    });
    expect(await overview()).toEqual(figures(58530 - 19510, 0, 183510));
    res = await answer(owner.api.payments['settlement-previews'].$get());
    expect(res.body.previews.map((p: { summary: { contractId: string } }) => p.summary.contractId)).toEqual([
      contractA,
    ]);

    // Step 6: the settlement's detail.
    const detail = await answer(
      owner.api.payments.settlements[':id'].$get({ param: { id: final!.sourceSettlementId! } }),
    );
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      totalBillsAmount: 19510,
      totalCreditsAmount: 16000,
      finalBalance: 3510,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-02-28',
      includedSplits: [
        { billCategory: 'electricity', periodEndDate: '2026-01-31', amount: 10000 },
        { billCategory: 'gas', periodEndDate: '2026-02-28', amount: 9510 },
      ],
    });
    expect(
      detail.body.appliedCredits.map((c: { amount: number; coveredMonth: string | null }) => [
        c.amount,
        c.coveredMonth,
      ]),
    ).toEqual([
      [5000, '2026-01-01'],
      [5000, '2026-02-01'],
      [5000, '2026-03-01'],
      [1000, null],
    ]);

    // Step 7: B pays the final balance.
    const balances = await typed(owner.api.payments['net-balances'].$get());
    expect(balances.contracts.map((c) => [c.contractId, c.netAmountDue])).toEqual(
      expect.arrayContaining([
        [contractA, 180000],
        [contractB, 3510],
      ]),
    );
    res = await answer(owner.api.payments.contracts[':id'].confirm.$post({ param: { id: contractB }, json: {} }));
    expect(res.body).toEqual({ count: 1 });
    expect(await overview()).toEqual(figures(39020, 0, 180000));
    res = await answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: contractB }, json: {} }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'CONFLICT', message: 'Nessun importo da conguagliare per questo contratto.' },
    });
    res = await answer(owner.api.payments.contracts[':id'].confirm.$post({ param: { id: contractB }, json: {} }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'CONFLICT', message: 'Nessun pagamento da confermare per questo contratto.' },
    });
  });

  it('a zero balance makes a paid 0,00 € settlement_balance; a credit balance a negative settlement_credit', async () => {
    const room = (await seedProperty(ctx, owner.user.id, ['Z'])).rooms[0]!;
    const c = await contractOn(owner, room.propertyId, room.id, {
      start: '2026-01-01',
      end: '2026-12-31',
      occupants: 1,
    });
    const add = (type: 'debit' | 'credit', amount: number) =>
      owner.api.payments.adjustments.$post({
        json: { idempotencyKey: crypto.randomUUID(), contractId: c, type, amount },
      });
    await add('debit', 1234);
    await add('credit', 1234);
    let res = await answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: c }, json: {} }));
    let [p] = await ctx.db.select().from(payable).where(eq(payable.id, res.body.payableId));
    expect(p).toMatchObject({ type: 'settlement_balance', amount: 0, status: 'paid' });
    expect(p!.paidAt).toEqual(new Date(DEFAULT_NOW));
    await add('credit', 336);
    res = await answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: c }, json: {} }));
    [p] = await ctx.db.select().from(payable).where(eq(payable.id, res.body.payableId));
    expect(p).toMatchObject({ type: 'settlement_credit', amount: -336, status: 'due' });
    // A day later the credit is past its due date, yet it is no delay of the tenant's: 'di cui in
    // ritardo' nets it (docs/domain.md §13) as the total does (every rent here is overdue), never below.
    ctx.clock.set('2026-03-16T10:00:00Z');
    const financials = await typed(owner.api.contracts[':id'].financials.$get({ param: { id: c } }));
    expect(financials.payables.find((x) => x.type === 'settlement_credit')?.status).toBe('overdue');
    expect(financials.summary.total_overdue).toBe(financials.summary.total_due);
  });

  it('an adjustment sent again with the same idempotency key answers the first one and records nothing', async () => {
    const room = (await seedProperty(ctx, owner.user.id, ['K'])).rooms[0]!;
    const c = await contractOn(owner, room.propertyId, room.id, {
      start: '2026-01-01',
      end: '2026-12-31',
      occupants: 1,
    });
    const body = {
      idempotencyKey: crypto.randomUUID(),
      contractId: c,
      type: 'debit' as const,
      amount: 1500,
      notes: null,
    };
    const first = await answer(owner.api.payments.adjustments.$post({ json: body }));
    expect(first.status, first.text).toBe(201);
    const again = await answer(owner.api.payments.adjustments.$post({ json: body }));
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await answer(
      owner.api.payments.adjustments.$post({ json: { ...body, idempotencyKey: crypto.randomUUID() } }),
    );
    expect(other.status, other.text).toBe(201);
    const items = await ctx.db.select().from(settlementItem).where(eq(settlementItem.contractId, c));
    expect(items.map((i) => i.id).sort()).toEqual([first.body.id, other.body.id].sort());
  });

  it('confirms one payable on its own; a second confirmation of it is refused', async () => {
    const [due] = await ctx.db.select().from(payable).where(eq(payable.contractId, contractA)).limit(1);
    let res = await answer(owner.api.payments.payables[':id'].confirm.$post({ param: { id: due!.id }, json: {} }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ count: 1 });
    res = await answer(owner.api.payments.payables[':id'].confirm.$post({ param: { id: due!.id }, json: {} }));
    expect(res.status).toBe(409);
  });
});

describe('a confirmation sent again with its idempotency key (decision 048)', () => {
  async function freshContract(room: string) {
    const r = (await seedProperty(ctx, owner.user.id, [room])).rooms[0]!;
    return contractOn(owner, r.propertyId, r.id, { start: '2026-01-01', end: '2026-12-31', occupants: 1 });
  }
  const NOTHING_TO_SETTLE = {
    code: 'CONFLICT',
    message: 'Nessun importo da conguagliare per questo contratto.',
  };

  it('a conguaglio answers the first settlement again (200, same body) and settles nothing more', async () => {
    const c = await freshContract('S1');
    await answer(
      owner.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: c,
          type: 'debit',
          amount: 1500,
        },
      }),
    );
    const key = crypto.randomUUID();
    const first = await answer(
      owner.api.payments.contracts[':id'].settle.$post({ param: { id: c }, json: { idempotencyKey: key } }),
    );
    expect(first.status, first.text).toBe(201);
    expect(first.body).toEqual({ settlementId: expect.any(String), payableId: expect.any(String), finalBalance: 1500 });
    const before = await rowCounts();
    const again = await answer(
      owner.api.payments.contracts[':id'].settle.$post({ param: { id: c }, json: { idempotencyKey: key } }),
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowCounts()).toEqual(before);
    // Another key, or none (as before keys existed), finds nothing left: today's 409.
    const other = await answer(
      owner.api.payments.contracts[':id'].settle.$post({
        param: { id: c },
        json: { idempotencyKey: crypto.randomUUID() },
      }),
    );
    expect(other.status).toBe(409);
    expect(other.body.error).toEqual(NOTHING_TO_SETTLE);
    const keyless = await owner.request('POST', `/api/payments/contracts/${c}/settle`);
    expect(keyless.status).toBe(409);
    expect(keyless.body.error).toEqual(NOTHING_TO_SETTLE);
    expect(await rowCounts()).toEqual(before);
    // The key belongs to its contract: on another contract it settles that one.
    const d = await freshContract('S2');
    await answer(
      owner.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: d,
          type: 'debit',
          amount: 700,
        },
      }),
    );
    const elsewhere = await answer(
      owner.api.payments.contracts[':id'].settle.$post({ param: { id: d }, json: { idempotencyKey: key } }),
    );
    expect(elsewhere.status, elsewhere.text).toBe(201);
    expect(elsewhere.body.finalBalance).toBe(700);
  });

  it("a contract's payment confirmation answers the first count again (200) and marks nothing", async () => {
    const c = await freshContract('P1');
    const key = crypto.randomUUID();
    const first = await answer(
      owner.api.payments.contracts[':id'].confirm.$post({ param: { id: c }, json: { idempotencyKey: key } }),
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ count: 3 });
    const paid = await ctx.db.select().from(payable).where(eq(payable.contractId, c));
    const before = await rowCounts();
    const again = await answer(
      owner.api.payments.contracts[':id'].confirm.$post({ param: { id: c }, json: { idempotencyKey: key } }),
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowCounts()).toEqual(before);
    expect(await ctx.db.select().from(payable).where(eq(payable.contractId, c))).toEqual(paid);
    const other = await answer(
      owner.api.payments.contracts[':id'].confirm.$post({
        param: { id: c },
        json: { idempotencyKey: crypto.randomUUID() },
      }),
    );
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('Nessun pagamento da confermare per questo contratto.');
    expect((await owner.request('POST', `/api/payments/contracts/${c}/confirm`)).status).toBe(409);
  });

  it('one payable confirmed again with its key answers { count: 1 }; with another key it is refused', async () => {
    const c = await freshContract('P2');
    const [due, next] = await ctx.db.select().from(payable).where(eq(payable.contractId, c)).orderBy(payable.dueDate);
    const key = crypto.randomUUID();
    const first = await answer(
      owner.api.payments.payables[':id'].confirm.$post({ param: { id: due!.id }, json: { idempotencyKey: key } }),
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ count: 1 });
    const before = await rowCounts();
    const again = await answer(
      owner.api.payments.payables[':id'].confirm.$post({ param: { id: due!.id }, json: { idempotencyKey: key } }),
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ count: 1 });
    expect(
      (
        await answer(
          owner.api.payments.payables[':id'].confirm.$post({
            param: { id: due!.id },
            json: { idempotencyKey: crypto.randomUUID() },
          }),
        )
      ).status,
    ).toBe(409);
    expect(await rowCounts()).toEqual(before);
    // The key of one payable's confirmation does not stand for another payable's.
    const [stillDue] = await ctx.db.select().from(payable).where(eq(payable.id, next!.id));
    expect(stillDue!.status).toBe('due');
    const second = await answer(
      owner.api.payments.payables[':id'].confirm.$post({ param: { id: next!.id }, json: { idempotencyKey: key } }),
    );
    expect(second.status, second.text).toBe(200);
    expect((await ctx.db.select().from(payable).where(eq(payable.id, next!.id)))[0]!.status).toBe('paid');
  });

  it.each([
    ['a malformed key', { idempotencyKey: 'k1' }],
    ['a number as key', { idempotencyKey: 42 }],
  ])('%s is refused with 400 on every confirmation and nothing changes', async (_label, body) => {
    const c = await freshContract('B1');
    await answer(
      owner.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: c,
          type: 'debit',
          amount: 900,
        },
      }),
    );
    const [due] = await ctx.db.select().from(payable).where(eq(payable.contractId, c)).limit(1);
    const before = await rowCounts();
    for (const url of [
      `/api/payments/contracts/${c}/settle`,
      `/api/payments/contracts/${c}/confirm`,
      `/api/payments/payables/${due!.id}/confirm`,
    ]) {
      const res = await owner.post(url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toEqual({
        code: 'VALIDATION',
        message: 'Invio non valido: ricarica la pagina e riprova.',
        fields: { idempotencyKey: 'Invio non valido: ricarica la pagina e riprova.' },
      });
      const text = await owner.request('POST', url, 'idempotencyKey=x', { 'content-type': 'text/plain' });
      expect(text.status, url).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('a confirmation with no key, sent as an empty JSON body, is accepted like one with no body', async () => {
    // Clients that set Content-Type on every request (the settle route took no body before).
    const c = await freshContract('B1');
    await answer(
      owner.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: c,
          type: 'debit',
          amount: 900,
        },
      }),
    );
    const settled = await owner.request('POST', `/api/payments/contracts/${c}/settle`, '', {
      'content-type': 'application/json',
    });
    expect(settled.status, settled.text).toBe(201);
    expect(settled.body.finalBalance).toBe(900);
  });
});

describe('authorization matrix', () => {
  const routes = (id: string) =>
    [
      ['POST', `/api/payments/contracts/${id}/settle`],
      ['POST', `/api/payments/contracts/${id}/confirm`],
    ] as const;

  it('another landlord’s contract answers the same 404 as a missing one, and nothing changes', async () => {
    for (const [, url] of routes(contractA)) {
      const before = await rowCounts();
      const foreign = await other.post(url);
      const missing = await other.post(url.replace(contractA, MISSING_ID));
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(CONTRACT_NOT_FOUND);
      expect(missing.body).toEqual(foreign.body);
      expect(await rowCounts()).toEqual(before);
    }
    const before = await rowCounts();
    const adj = await answer(
      other.api.payments.adjustments.$post({
        json: {
          idempotencyKey: crypto.randomUUID(),
          contractId: contractA,
          type: 'credit',
          amount: 100,
        },
      }),
    );
    expect(adj.status).toBe(404);
    expect(adj.body).toEqual(CONTRACT_NOT_FOUND);
    const [p] = await ctx.db.select().from(payable).where(eq(payable.contractId, contractA)).limit(1);
    const pay = await answer(other.api.payments.payables[':id'].confirm.$post({ param: { id: p!.id }, json: {} }));
    const payMissing = await answer(
      other.api.payments.payables[':id'].confirm.$post({ param: { id: MISSING_ID }, json: {} }),
    );
    expect(pay.status).toBe(404);
    expect(pay.body).toEqual(payMissing.body);
    expect(await rowCounts()).toEqual(before);
    const [s] = await ctx.db.select().from(settlement).limit(1);
    const det = await answer(other.api.payments.settlements[':id'].$get({ param: { id: s!.id } }));
    expect(det.status).toBe(404);
    expect(det.body).toEqual(
      (await answer(other.api.payments.settlements[':id'].$get({ param: { id: MISSING_ID } }))).body,
    );
  });

  it('the other landlord’s reads do not include the owner’s contracts', async () => {
    expect((await answer(other.api.payments['settlement-previews'].$get())).body).toEqual({ previews: [] });
    const net = await answer(other.api.payments['net-balances'].$get());
    expect(net.body.contracts.map((c: { contractId: string }) => c.contractId)).toEqual([otherContract]);
  });

  it('a tenant is refused with 403 and an anonymous visitor with 401 on every route', async () => {
    const all = [
      ['GET', '/api/payments/overview'],
      ['GET', '/api/payments/settlement-previews'],
      ['GET', '/api/payments/net-balances'],
      ['GET', `/api/payments/settlements/${MISSING_ID}`],
      ['POST', `/api/payments/contracts/${contractA}/settle`],
      ['POST', `/api/payments/contracts/${contractA}/confirm`],
      ['POST', `/api/payments/payables/${MISSING_ID}/confirm`],
      ['POST', '/api/payments/adjustments'],
    ] as const;
    const before = await rowCounts();
    for (const [method, url] of all) {
      const body = method === 'POST' ? { contractId: contractA, type: 'credit', amount: 100 } : undefined;
      expect((await tenant.request(method, url, body)).status, url).toBe(403);
      expect((await ctx.agent().request(method, url, body)).status, url).toBe(401);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('bad input', () => {
  it.each([
    ['no contract', { type: 'credit', amount: 100 }],
    ['a malformed contract id', { contractId: 'abc', type: 'credit', amount: 100 }],
    ['another type', { contractId: 'X', type: 'refund', amount: 100 }],
    ['amount 0', { contractId: 'X', type: 'credit', amount: 0 }],
    ['a negative amount', { contractId: 'X', type: 'debit', amount: -100 }],
    ['a fractional cent', { contractId: 'X', type: 'debit', amount: 10.5 }],
    ['text as amount', { contractId: 'X', type: 'debit', amount: 'dieci' }],
    ['no amount', { contractId: 'X', type: 'debit' }],
    ['notes over 500 characters', { contractId: 'X', type: 'credit', amount: 100, notes: 'x'.repeat(501) }],
    ['no idempotency key', { contractId: 'X', type: 'credit', amount: 100, idempotencyKey: undefined }],
    ['a malformed idempotency key', { contractId: 'X', type: 'credit', amount: 100, idempotencyKey: 'k1' }],
  ] as [string, Record<string, unknown>][])(
    'an adjustment with %s is refused with 400 and nothing stored',
    async (_label, raw) => {
      const body = {
        idempotencyKey: crypto.randomUUID(),
        ...raw,
        ...(raw.contractId === 'X' ? { contractId: contractA } : {}),
      };
      const before = await rowCounts();
      const res = await owner.post('/api/payments/adjustments', body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(await rowCounts()).toEqual(before);
    },
  );

  it("a deleted contract's payments cannot be settled, confirmed or adjusted, and nothing changes", async () => {
    const room = home.rooms[2]!.id;
    const doomed = await settlementContract(owner, home.property.id, room, 1, 30000);
    // Something to settle and something due, so only the deletion can be the reason for the 404.
    expect(
      (
        await answer(
          owner.api.payments.adjustments.$post({
            json: {
              idempotencyKey: crypto.randomUUID(),
              contractId: doomed,
              type: 'debit',
              amount: 700,
              notes: null,
            },
          }),
        )
      ).status,
    ).toBe(201);
    const [due] = await ctx.db.select().from(payable).where(eq(payable.contractId, doomed)).limit(1);
    expect((await answer(owner.api.contracts[':id'].$delete({ param: { id: doomed } }))).status).toBe(200);
    const before = await rowCounts();
    for (const res of [
      await answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: doomed }, json: {} })),
      await answer(owner.api.payments.contracts[':id'].confirm.$post({ param: { id: doomed }, json: {} })),
      await answer(
        owner.api.payments.adjustments.$post({
          json: {
            idempotencyKey: crypto.randomUUID(),
            contractId: doomed,
            type: 'credit',
            amount: 100,
            notes: null,
          },
        }),
      ),
    ]) {
      expect(res.status, res.text).toBe(404);
      expect(res.body).toEqual(CONTRACT_NOT_FOUND);
    }
    const one = await answer(owner.api.payments.payables[':id'].confirm.$post({ param: { id: due!.id }, json: {} }));
    expect(one.status, one.text).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it('malformed ids are refused with 400', async () => {
    for (const url of [
      '/api/payments/contracts/abc/settle',
      '/api/payments/contracts/abc/confirm',
      '/api/payments/payables/abc/confirm',
    ]) {
      expect((await owner.post(url)).status, url).toBe(400);
    }
    expect((await answer(owner.api.payments.settlements[':id'].$get({ param: { id: 'abc' } }))).status).toBe(400);
  });
});
