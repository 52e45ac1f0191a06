import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payable, payment, paymentAllocation, receiptCounter, settlementItem } from '../db/schema';
import { answer, createTestContext, DEFAULT_NOW, type TestContext, typed } from '../test/harness';
import { contractOn } from './bills.test-support';
import { agreements, contractBody, createContractVia, seedProperty } from './contracts.test-support';

/**
 * The payment ledger (docs/domain.md §12, decisions 072, 073): recording a payment, listing, reversing,
 * the confirmations as payments, partial coverage in the reads. The clock is 15/03/2026: a
 * contract from 01/01/2026 at 600,00 € has January, February and March due (1.800,00 €).
 */
type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
let ctx: TestContext;
let owner: Landlord;
let other: Landlord;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let otherContract: string;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NBSP = '\u00a0';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  const h = await seedProperty(ctx, other.user.id, ['R']);
  otherContract = await contractOn(other, h.property.id, h.rooms[0]!.id, {
    start: '2026-01-01',
    end: '2026-12-31',
    occupants: 1,
  });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

async function freshContract(over: { settlement_base_amount?: number; start_date?: string } = {}) {
  const h = await seedProperty(ctx, owner.user.id, ['R']);
  return createContractVia(
    owner,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000, ...over },
      utilityAgreements: agreements(over.settlement_base_amount ? { electricity: 'settlement' } : {}),
    }),
  );
}

const pay = (contractId: string, json: Record<string, unknown>) =>
  owner.post(`/api/contracts/${contractId}/payments`, { receivedOn: '2026-03-10', method: 'bonifico', ...json });
const list = (contractId: string) =>
  typed(owner.api.contracts[':id'].payments.$get({ param: { id: contractId } })).then((r) => r.payments);
const financials = (contractId: string) =>
  typed(owner.api.contracts[':id'].financials.$get({ param: { id: contractId } }));
const rents = async (contractId: string) =>
  (await financials(contractId)).payables
    .filter((p) => p.type === 'rent')
    .sort((a, b) => a.due_date.localeCompare(b.due_date))
    .map((p) => ({ due: p.due_date, status: p.status, paid: p.paid_amount }));
const ledgerCounts = async () => ({
  payments: (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(payment))[0]!.n,
  allocations: (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentAllocation))[0]!.n,
  covered: (await ctx.db.select({ n: sql<number>`coalesce(sum(allocated_cents), 0)::int` }).from(payable))[0]!.n,
  paid: (await ctx.db.select().from(payable).where(eq(payable.status, 'paid'))).length,
});

describe('POST /api/contracts/:id/payments', () => {
  it('covers the oldest months first, partly, and every read shows what is paid so far', async () => {
    const c = await freshContract();
    const before = await typed(owner.api.payments.overview.$get());
    const res = await pay(c, { amount: 90000, method: 'contanti', note: 'In mano' });
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({
      amount: 90000,
      receivedOn: '2026-03-10',
      method: 'contanti',
      note: 'In mano',
      receiptYear: 2026,
      reversedAt: null,
      allocations: [
        { type: 'rent', dueDate: '2026-01-01', amount: 60000 },
        { type: 'rent', dueDate: '2026-02-01', amount: 30000 },
      ],
    });
    expect(await rents(c)).toEqual([
      { due: '2026-01-01', status: 'paid', paid: 60000 },
      { due: '2026-02-01', status: 'overdue', paid: 30000 },
      { due: '2026-03-01', status: 'overdue', paid: 0 },
    ]);
    expect((await financials(c)).summary.total_due).toBe(90000);
    const after = await typed(owner.api.payments.overview.$get());
    expect(before.pendingPaymentsAmount - after.pendingPaymentsAmount).toBe(90000);
    const balance = (await typed(owner.api.payments['net-balances'].$get())).contracts.find((x) => x.contractId === c);
    expect(balance?.netAmountDue).toBe(90000);
    expect(await list(c)).toEqual([res.body.payment]);
  });

  it('covers only the ticked payables, oldest first', async () => {
    const c = await freshContract();
    const [, feb, mar] = (await financials(c)).payables.sort((a, b) => a.due_date.localeCompare(b.due_date));
    const res = await pay(c, { amount: 70000, payableIds: [mar!.id, feb!.id] });
    expect(res.status).toBe(201);
    expect(
      res.body.payment.allocations.map((a: { payableId: string; amount: number }) => [a.payableId, a.amount]),
    ).toEqual([
      [feb!.id, 60000],
      [mar!.id, 10000],
    ]);
    expect((await rents(c))[0]).toEqual({ due: '2026-01-01', status: 'overdue', paid: 0 });
  });

  it('numbers receipts per landlord and year without gaps, across contracts, by the date received', async () => {
    const fresh = await ctx.createLandlord();
    const h = await seedProperty(ctx, fresh.user.id, ['A', 'B']);
    const a = await contractOn(fresh, h.property.id, h.rooms[0]!.id, {
      start: '2025-12-01',
      end: '2026-12-31',
      occupants: 1,
    });
    const b = await contractOn(fresh, h.property.id, h.rooms[1]!.id, {
      start: '2026-01-01',
      end: '2026-12-31',
      occupants: 1,
    });
    const payFresh = (id: string, receivedOn: string) =>
      fresh.post(`/api/contracts/${id}/payments`, { amount: 100, receivedOn, method: 'carta' });
    const numbers = [];
    for (const [id, on] of [
      [a, '2026-03-01'],
      [b, '2026-03-02'],
      [a, '2025-12-20'],
      [b, '2026-03-03'],
    ] as const) {
      const r = await payFresh(id, on);
      expect(r.status).toBe(201);
      numbers.push(`${r.body.payment.receiptYear}/${r.body.payment.receiptNumber}`);
    }
    // A refused payment takes no number.
    expect(
      (
        await fresh.post(`/api/contracts/${a}/payments`, {
          amount: 99999999,
          receivedOn: '2026-03-04',
          method: 'carta',
        })
      ).status,
    ).toBe(400);
    expect((await payFresh(b, '2026-03-05')).body.payment.receiptNumber).toBe(4);
    expect(numbers).toEqual(['2026/1', '2026/2', '2025/1', '2026/3']);
  });

  it('answers the same payment again for the same idempotency key and records nothing more', async () => {
    const c = await freshContract();
    const key = crypto.randomUUID();
    const first = await pay(c, { amount: 1000, idempotencyKey: key });
    const again = await pay(c, { amount: 1000, idempotencyKey: key });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect(await list(c)).toHaveLength(1);
  });

  it('refuses bad input with an Italian 4xx and stores nothing', async () => {
    const c = await freshContract({ start_date: '2026-01-16' });
    const [otherPayable] = (await typed(other.api.contracts[':id'].financials.$get({ param: { id: otherContract } })))
      .payables;
    const owed = (await financials(c)).summary.total_due;
    expect(owed).toBe(30968 + 60000 + 60000);
    const before = await ledgerCounts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 0 }, 400, "L'importo deve essere maggiore di 0"],
      [{ amount: -500 }, 400, "L'importo deve essere maggiore di 0"],
      [{ amount: 100.5 }, 400, 'Importo non valido'],
      [{ amount: '12,345' }, 400, 'Importo non valido'],
      [{ amount: owed + 1 }, 400, `L'importo supera il totale da pagare (1.509,68${NBSP}€).`],
      [{ amount: 100, receivedOn: '2026-03-16' }, 400, 'La data del pagamento non può essere futura.'],
      [
        { amount: 100, receivedOn: '2026-01-15' },
        400,
        "La data del pagamento non può precedere l'inizio del contratto.",
      ],
      [{ amount: 100, receivedOn: '2026-02-30' }, 400, 'Data non valida'],
      [{ amount: 100, method: 'bitcoin' }, 400, 'Seleziona un metodo di pagamento'],
      [{ amount: 100, note: 'x'.repeat(501) }, 400, 'Massimo 500 caratteri'],
      [
        { amount: 100, payableIds: [otherPayable!.id] },
        400,
        'Una delle voci selezionate non è da pagare per questo contratto.',
      ],
      [
        { amount: 100, payableIds: [MISSING_ID] },
        400,
        'Una delle voci selezionate non è da pagare per questo contratto.',
      ],
      [{ amount: 100, idempotencyKey: 'x' }, 400, 'Invio non valido: ricarica la pagina e riprova.'],
    ];
    for (const [json, status, message] of cases) {
      const res = await pay(c, json);
      expect({ json, status: res.status, message: res.body?.error?.message }).toEqual({ json, status, message });
    }
    expect((await owner.post(`/api/contracts/${c}/payments`, 'nope')).status).toBe(400);
    expect(await ledgerCounts()).toEqual(before);
  });

  it('another landlord’s or a missing contract is 404; a tenant and a visitor are refused', async () => {
    const body = { amount: 100, receivedOn: '2026-03-10', method: 'bonifico' };
    for (const id of [otherContract, MISSING_ID]) {
      const res = await owner.post(`/api/contracts/${id}/payments`, body);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Contratto non trovato');
      expect((await answer(owner.api.contracts[':id'].payments.$get({ param: { id } }))).status).toBe(404);
    }
    expect((await tenant.post(`/api/contracts/${otherContract}/payments`, body)).status).toBe(403);
    expect((await ctx.agent().post(`/api/contracts/${otherContract}/payments`, body)).status).toBe(401);
    expect((await answer(tenant.api.contracts[':id'].payments.$get({ param: { id: otherContract } }))).status).toBe(
      403,
    );
    expect((await answer(owner.api.contracts[':id'].payments.$get({ param: { id: 'nope' } }))).status).toBe(400);
    expect(await ctx.db.select().from(payment).where(eq(payment.contractId, otherContract))).toEqual([]);
  });
});

describe('POST /api/payments/:id/reversal', () => {
  it('gives back exactly what the payment covered, keeps it listed as reversed, and refuses a second reversal', async () => {
    const c = await freshContract();
    await pay(c, { amount: 30000, receivedOn: '2026-02-01' });
    const before = await rents(c);
    const second = await pay(c, { amount: 100000 });
    expect(await rents(c)).not.toEqual(before);
    const res = await owner.post(`/api/payments/${second.body.payment.id}/reversal`, { reason: '  Assegno scoperto ' });
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ id: second.body.payment.id, reversalReason: 'Assegno scoperto' });
    expect(res.body.payment.reversedAt).toBe(new Date(DEFAULT_NOW).toISOString());
    expect(await rents(c)).toEqual(before);
    const [mine] = await ctx.db.select().from(payable).where(eq(payable.contractId, c)).orderBy(payable.dueDate);
    expect(mine).toMatchObject({ status: 'due', allocatedAmount: 30000, paidAt: null });
    expect((await list(c)).map((p) => [p.receiptNumber, p.reversedAt !== null])).toEqual([
      [second.body.payment.receiptNumber, true],
      [second.body.payment.receiptNumber - 1, false],
    ]);
    const again = await owner.post(`/api/payments/${second.body.payment.id}/reversal`, { reason: 'Di nuovo' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Questo pagamento è già stato stornato.');
    expect(await rents(c)).toEqual(before);
  });

  it('refuses a missing reason, another landlord, a tenant and a visitor; nothing changes', async () => {
    const c = await freshContract();
    const paid = await pay(c, { amount: 5000 });
    const id = paid.body.payment.id;
    const blank = await owner.post(`/api/payments/${id}/reversal`, { reason: ' ' });
    expect([blank.status, blank.body.error.message]).toEqual([400, 'Indica il motivo dello storno']);
    for (const agent of [other]) {
      const res = await agent.post(`/api/payments/${id}/reversal`, { reason: 'x' });
      expect([res.status, res.body.error.message]).toEqual([404, 'Pagamento non trovato']);
    }
    expect((await owner.post(`/api/payments/${MISSING_ID}/reversal`, { reason: 'x' })).status).toBe(404);
    expect((await owner.post('/api/payments/nope/reversal', { reason: 'x' })).status).toBe(400);
    expect((await tenant.post(`/api/payments/${id}/reversal`, { reason: 'x' })).status).toBe(403);
    expect((await ctx.agent().post(`/api/payments/${id}/reversal`, { reason: 'x' })).status).toBe(401);
    expect((await list(c))[0]!.reversedAt).toBeNull();
  });

  it("the dialog's idempotency key: the same key again answers the first reversal with 200 and changes nothing (decision 162)", async () => {
    const c = await freshContract();
    await pay(c, { amount: 30000, receivedOn: '2026-02-01' });
    const before = await rents(c);
    const paid = await pay(c, { amount: 100000 });
    const id = paid.body.payment.id;
    const idempotencyKey = crypto.randomUUID();
    expect((await owner.post(`/api/payments/${id}/reversal`, { reason: 'x', idempotencyKey: 'x' })).status).toBe(400);
    expect((await other.post(`/api/payments/${id}/reversal`, { reason: 'x', idempotencyKey })).status).toBe(404);
    expect((await list(c))[0]!.reversedAt).toBeNull();
    const first = await owner.post(`/api/payments/${id}/reversal`, { reason: 'Assegno scoperto', idempotencyKey });
    expect(first.status).toBe(200);
    const afterFirst = await rents(c);
    expect(afterFirst).toEqual(before);
    const again = await owner.post(`/api/payments/${id}/reversal`, { reason: 'Ripetuto', idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rents(c)).toEqual(afterFirst);
    expect((await list(c))[0]).toMatchObject({ reversalReason: 'Assegno scoperto' });
    // Another key (another opening of the dialog), or none: the 409 of a payment already reversed.
    const other409 = await owner.post(`/api/payments/${id}/reversal`, {
      reason: 'x',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(other409.status).toBe(409);
    expect((await owner.post(`/api/payments/${id}/reversal`, { reason: 'x' })).status).toBe(409);
  });
});

describe('the confirmations record payments', () => {
  it("'Conferma Avvenuto Pagamento' records one payment of the whole outstanding amount, today, bonifico", async () => {
    const c = await freshContract();
    await pay(c, { amount: 20000 });
    const res = await typed(owner.api.payments.contracts[':id'].confirm.$post({ param: { id: c }, json: {} }));
    expect(res).toEqual({ count: 3 });
    const [confirmation] = await list(c);
    expect(confirmation).toMatchObject({ amount: 160000, receivedOn: '2026-03-15', method: 'bonifico' });
    expect((await rents(c)).every((r) => r.status === 'paid' && r.paid === 60000)).toBe(true);
  });

  it('takes the date and method of the dialog and refuses a future date', async () => {
    const c = await freshContract();
    const future = await answer(
      owner.api.payments.contracts[':id'].confirm.$post({ param: { id: c }, json: { receivedOn: '2026-04-01' } }),
    );
    expect([future.status, future.body.error.message]).toEqual([400, 'La data del pagamento non può essere futura.']);
    const bad = await owner.post(`/api/payments/contracts/${c}/confirm`, { method: 'baratto' });
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Seleziona un metodo di pagamento']);
    expect(await list(c)).toEqual([]);
    await typed(
      owner.api.payments.contracts[':id'].confirm.$post({
        param: { id: c },
        json: { receivedOn: '2026-03-12', method: 'assegno' },
      }),
    );
    expect((await list(c))[0]).toMatchObject({ receivedOn: '2026-03-12', method: 'assegno', amount: 180000 });
  });

  it('confirming one payable records a payment of what it still needs', async () => {
    const c = await freshContract();
    await pay(c, { amount: 45000 });
    const jan = (await financials(c)).payables.find((p) => p.due_date === '2026-01-01')!;
    const key = crypto.randomUUID();
    const res = await typed(
      owner.api.payments.payables[':id'].confirm.$post({ param: { id: jan.id }, json: { idempotencyKey: key } }),
    );
    expect(res).toEqual({ count: 1 });
    expect((await list(c))[0]).toMatchObject({ amount: 15000, allocations: [{ payableId: jan.id, amount: 15000 }] });
    const again = await typed(
      owner.api.payments.payables[':id'].confirm.$post({ param: { id: jan.id }, json: { idempotencyKey: key } }),
    );
    expect(again).toEqual({ count: 1 });
    expect(await list(c)).toHaveLength(2);
  });

  it('an advance gives its credit only once fully paid, and loses it when that payment is reversed', async () => {
    const c = await freshContract({ settlement_base_amount: 5000 });
    const credits = () =>
      ctx.db
        .select()
        .from(settlementItem)
        .where(sql`${settlementItem.contractId} = ${c} and ${settlementItem.deletedAt} is null`);
    const advance = (await financials(c)).payables.find(
      (p) => p.type === 'settlement_base_fee' && p.due_date === '2026-01-01',
    )!;
    await pay(c, { amount: 3000, payableIds: [advance.id] });
    expect(await credits()).toEqual([]);
    const rest = await pay(c, { amount: 2000, payableIds: [advance.id] });
    expect((await credits()).map((i) => [i.payableId, i.amount])).toEqual([[advance.id, 5000]]);
    await owner.post(`/api/payments/${rest.body.payment.id}/reversal`, { reason: 'Errore' });
    expect(await credits()).toEqual([]);
    await pay(c, { amount: 2000, payableIds: [advance.id] });
    expect((await credits()).map((i) => [i.payableId, i.amount])).toEqual([[advance.id, 5000]]);
  });
});

describe('receipt counter', () => {
  it('keeps one row per landlord and year with the last number given', async () => {
    const rows = await ctx.db.select().from(receiptCounter).where(eq(receiptCounter.landlordId, owner.user.id));
    const numbers = await ctx.db
      .select({
        year: payment.receiptYear,
        max: sql<number>`max(${payment.receiptNumber})::int`,
        n: sql<number>`count(*)::int`,
      })
      .from(payment)
      .where(eq(payment.landlordId, owner.user.id))
      .groupBy(payment.receiptYear);
    expect(rows.map((r) => [r.year, r.lastNumber])).toEqual(numbers.map((r) => [r.year, r.max]));
    for (const r of numbers) expect(r.n).toBe(r.max);
  });
});
