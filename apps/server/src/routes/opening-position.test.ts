/**
 * Opening positions and the history of payments (issue 50 items 1 and 3, docs/domain.md §17,
 * decisions 190–192): a contract begun before it was entered says where it stands, in the
 * create-contract body or later by PUT /api/contracts/:id/opening-position; what that settles is
 * an opening entry, not a payment (no receipt, no email, no reminder, not 'collected'), and it
 * shows on the contract, the statements and the exports. Past payments are recorded by POST
 * /api/contracts/:id/payments/history without receipt or email; POST /api/payments/:id/receipt
 * makes one when asked. The harness's today is 15/03/2026.
 */
import { OPENING_POSITION_MESSAGES as M, PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract, openingEntry, payable, payment, receiptCounter, reminderSent, settlementItem } from '../db/schema';
import { sendDueReminders } from '../services/reminders/send-due-reminders';
import { createTestContext, DEFAULT_NOW, type TestContext } from '../test/harness';
import { acceptLatestContract, agreements, contractBody, seedProperty } from './contracts.test-support';

let ctx: TestContext;
type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
let owner: Landlord;
let other: Landlord;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

/** 800,00 € a month since 01/02/2025 (13 months before March 2026): 14 months due on 15/03/2026. */
const RENT = 80000;
const START = '2025-02-01';

async function bodyFor(
  landlord: Landlord,
  over: { openingPosition?: unknown; email?: string; start?: string; advance?: number } = {},
) {
  const h = await seedProperty(ctx, landlord.user.id, ['A']);
  const body = contractBody(h.property.id, [h.rooms[0]!.id], {
    tenantInfo: { email: over.email ?? ctx.uniqueEmail('opening') },
    contractDetails: {
      start_date: over.start ?? START,
      end_date: '2027-01-31',
      rent_amount: RENT,
      settlement_base_amount: over.advance ?? 0,
    },
    ...(over.advance ? { utilityAgreements: agreements({ electricity: 'settlement' }) } : {}),
  });
  return over.openingPosition === undefined ? body : { ...body, openingPosition: over.openingPosition };
}

async function create(landlord: Landlord, over: Parameters<typeof bodyFor>[1] = {}) {
  const res = await landlord.post('/api/contracts', await bodyFor(landlord, over));
  expect(res.status, res.text).toBe(201);
  return res.body.contractId as string;
}

const payablesOf = (contractId: string) =>
  ctx.db.select().from(payable).where(eq(payable.contractId, contractId)).orderBy(payable.dueDate, payable.type);
const countOf = async (table: typeof contract | typeof payment | typeof openingEntry) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const receiptMails = async (to: string) =>
  (await ctx.outbox()).filter((m) => m.to === to && m.subject.startsWith('Ricevuta'));

describe("create-contract with 'in regola fino a' (docs/domain.md §17)", () => {
  it('settles every month through February by an opening entry: no payment, no receipt, no email, no reminder', async () => {
    const email = tenant.email;
    const id = await create(owner, { email, openingPosition: { kind: 'paid_through', month: '2026-02' } });
    const rows = await payablesOf(id);
    expect(rows).toHaveLength(14);
    const open = rows.filter((p) => p.status === 'due');
    expect(open.map((p) => p.dueDate)).toEqual(['2026-03-01']);
    expect(rows.filter((p) => p.status === 'paid').every((p) => p.openingAmount === RENT)).toBe(true);

    const financials = await owner.get(`/api/contracts/${id}/financials`);
    expect(financials.body.summary).toMatchObject({ total_due: RENT, total_overdue: RENT });
    const details = await owner.get(`/api/contracts/${id}`);
    expect(details.body.openingEntry).toEqual({
      kind: 'paid_through',
      label: 'Saldo iniziale al 15/03/2026',
      entry_date: '2026-03-15',
      paid_through_month: '2026-02',
      balance: null,
      settled_amount: 13 * RENT,
      conguaglio_from: '2025-02',
    });

    expect(await ctx.db.select().from(payment).where(eq(payment.contractId, id))).toEqual([]);
    expect(await ctx.db.select().from(receiptCounter).where(eq(receiptCounter.landlordId, owner.user.id))).toEqual([]);
    // The tenant accepts; the daily job reminds only of March, never of what the entry settled.
    await acceptLatestContract(ctx, email);
    expect(await receiptMails(email)).toEqual([]);
    await sendDueReminders({ ...ctx.deps, appUrl: ctx.env.appUrl }, { contractIds: [id] });
    const reminded = await ctx.db.select().from(reminderSent).where(eq(reminderSent.contractId, id));
    expect(reminded.map((r) => r.payableId)).toEqual([open[0]!.id]);
    const reminderMail = (await ctx.outbox()).filter((m) => m.to === email && !m.subject.startsWith('Invito'));
    for (const m of reminderMail) expect(m.text).not.toContain('2025');

    // The tenant's area shows the entry as such.
    const statements = await tenant.get('/api/tenant/statements');
    const mine = statements.body.items.find((s: { contractId: string }) => s.contractId === id);
    expect(mine.statement.opening_entry.label).toBe('Saldo iniziale al 15/03/2026');
    expect(mine.statement.payments).toEqual([]);
    expect(mine.statement.payables_summary.total_due).toBe(RENT);
  });

  it('shows on the public statement, in the payments export as a saldo iniziale, and in no month of collected', async () => {
    const landlord = await ctx.createLandlord();
    const id = await create(landlord, { openingPosition: { kind: 'paid_through', month: '2026-02' } });
    const link = await landlord.get(`/api/contracts/${id}/share-link`);
    const token = new URL(link.body.link).pathname.split('/').pop()!;
    const statement = await ctx.agent().get(`/api/statement/${token}`);
    expect(statement.status).toBe(200);
    expect(statement.body.opening_entry).toMatchObject({
      label: 'Saldo iniziale al 15/03/2026',
      settled_amount: 13 * RENT,
    });

    for (const year of ['2025', '2026']) {
      const analytics = await landlord.get(`/api/analytics?year=${year}`);
      expect(analytics.status).toBe(200);
      expect(analytics.body.tiles.collectedCents).toBe(0);
      expect(analytics.body.months.every((m: { collectedCents: number }) => m.collectedCents === 0)).toBe(true);
    }
    const csv = await ctx.app.request('/api/analytics/export?year=2026&format=csv&table=payments', {
      headers: { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(';')).toEqual([
      '',
      '15/03/2026',
      'Casa Verdi',
      'Marco Rossi',
      '',
      '10400,00',
      'Saldo iniziale',
      '',
      'Saldo iniziale al 15/03/2026',
    ]);
    const xlsx = await ctx.app.request('/api/analytics/export?year=2026&format=xlsx', {
      headers: { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(xlsx.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.getWorksheet('Pagamenti')!;
    expect(sheet.getRow(2).getCell(7).value).toBe('Saldo iniziale');
    expect(sheet.getRow(2).getCell(9).value).toBe('Saldo iniziale al 15/03/2026');
  });
});

describe("create-contract with a 'saldo iniziale'", () => {
  it('a balance owed at a date leaves that much open on the newest months before it', async () => {
    const id = await create(owner, { openingPosition: { kind: 'balance', asOf: '2026-02-28', balance: 100000 } });
    const rows = await payablesOf(id);
    const stillOwed = (p: (typeof rows)[number]) => p.amount - p.allocatedAmount;
    // 13 months due by 28/02 (10.400,00): 9.400,00 settled, 1.000,00 open: February whole, 200,00 of January.
    expect(rows.filter((p) => p.dueDate <= '2026-02-28').reduce((s, p) => s + stillOwed(p), 0)).toBe(100000);
    expect(stillOwed(rows.find((p) => p.dueDate === '2026-02-01')!)).toBe(RENT);
    expect(stillOwed(rows.find((p) => p.dueDate === '2026-01-01')!)).toBe(20000);
    expect(rows.find((p) => p.dueDate === '2026-03-01')!.allocatedAmount).toBe(0);
    const details = await owner.get(`/api/contracts/${id}`);
    expect(details.body.openingEntry).toMatchObject({
      kind: 'balance',
      label: 'Saldo iniziale al 28/02/2026',
      balance: 100000,
      settled_amount: 13 * RENT - 100000,
    });
    const financials = await owner.get(`/api/contracts/${id}/financials`);
    expect(financials.body.summary.total_due).toBe(100000 + RENT);
  });

  it('a balance in credit settles everything due by then and leaves a credit netted against what follows', async () => {
    const id = await create(owner, { openingPosition: { kind: 'balance', asOf: '2026-02-28', balance: -15000 } });
    const rows = await payablesOf(id);
    const credit = rows.find((p) => p.type === 'opening_credit')!;
    expect(credit).toMatchObject({ amount: -15000, status: 'due', dueDate: '2026-02-28' });
    const financials = await owner.get(`/api/contracts/${id}/financials`);
    expect(financials.body.summary.total_due).toBe(RENT - 15000);
    // A payment of what remains nets the credit first (docs/domain.md §12).
    const paid = await owner.post(`/api/contracts/${id}/payments`, {
      amount: RENT - 15000,
      receivedOn: '2026-03-10',
      method: 'bonifico',
    });
    expect(paid.status, paid.text).toBe(201);
    expect((await payablesOf(id)).filter((p) => p.status === 'due')).toEqual([]);
  });

  it('advances under conguaglio become credits from the month stated', async () => {
    const id = await create(owner, {
      advance: 5000,
      openingPosition: { kind: 'paid_through', month: '2026-02', conguaglioFrom: '2025-12' },
    });
    const credits = await ctx.db
      .select({ payableId: settlementItem.payableId })
      .from(settlementItem)
      .where(and(eq(settlementItem.contractId, id), eq(settlementItem.kind, 'credit')));
    const months = (await payablesOf(id))
      .filter((p) => credits.some((c) => c.payableId === p.id))
      .map((p) => p.dueDate);
    expect(months).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    const financials = await owner.get(`/api/contracts/${id}/financials`);
    expect(financials.body.pending_settlement_credits.map((c: { covered_month: string }) => c.covered_month)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect((await owner.get(`/api/contracts/${id}`)).body.openingEntry.conguaglio_from).toBe('2025-12');
  });

  it('a deposit already held keeps its real date (interest runs from it, docs/domain.md §14)', async () => {
    const body = await bodyFor(owner, { openingPosition: { kind: 'paid_through', month: '2026-02' } });
    const res = await owner.post('/api/contracts', {
      ...body,
      contractDetails: { ...body.contractDetails, deposit_amount: 160000, deposit_received_on: '2025-01-20' },
    });
    expect(res.status, res.text).toBe(201);
    const [row] = await ctx.db.select().from(contract).where(eq(contract.id, res.body.contractId));
    expect(row).toMatchObject({ depositAmount: 160000, depositReceivedOn: '2025-01-20' });
  });
});

describe('malformed opening positions: an Italian 400 and nothing stored', () => {
  const cases: [string, Record<string, unknown>, string, string, { start?: string }?][] = [
    [
      'a month before the start',
      { kind: 'paid_through', month: '2025-01' },
      'openingPosition.month',
      M.monthBeforeStart,
    ],
    ['a month after this one', { kind: 'paid_through', month: '2026-04' }, 'openingPosition.month', M.monthInFuture],
    ['a month that is not one', { kind: 'paid_through', month: '2026-13' }, 'openingPosition.month', M.monthInvalid],
    [
      'a balance dated in the future',
      { kind: 'balance', asOf: '2026-03-16', balance: 0 },
      'openingPosition.asOf',
      M.asOfInFuture,
    ],
    [
      'a balance before the start',
      { kind: 'balance', asOf: '2025-01-31', balance: 0 },
      'openingPosition.asOf',
      M.asOfBeforeStart,
    ],
    [
      'a 3-decimal balance',
      { kind: 'balance', asOf: '2026-02-28', balance: 100.5 },
      'openingPosition.balance',
      'Importo non valido',
    ],
    [
      'a balance above what was due',
      { kind: 'balance', asOf: '2025-03-01', balance: 2 * RENT + 1 },
      'openingPosition.balance',
      'Il saldo iniziale supera il totale dovuto al 01/03/2025 (1.600,00\u00a0€).',
    ],
    [
      'a balance on a contract that starts today',
      { kind: 'balance', asOf: '2026-03-15', balance: 0 },
      'openingPosition.kind',
      M.notStartedBeforeToday,
      { start: '2026-03-15' },
    ],
    ['an unknown kind', { kind: 'forse' }, 'openingPosition.kind', M.kindInvalid],
    [
      'a history payment in the future',
      { kind: 'history', payments: [{ amount: 1000, receivedOn: '2026-03-16', method: 'contanti' }] },
      'openingPosition.payments.0.receivedOn',
      PAYMENT_LEDGER_MESSAGES.dateInFuture,
    ],
    [
      'a history payment of 3 decimals',
      { kind: 'history', payments: [{ amount: 10.005, receivedOn: '2026-03-01', method: 'contanti' }] },
      'openingPosition.payments.0.amount',
      'Importo non valido',
    ],
  ];
  for (const [name, position, field, message, opts] of cases) {
    it(name, async () => {
      const before = await Promise.all([countOf(contract), countOf(payment), countOf(openingEntry)]);
      const res = await owner.post('/api/contracts', await bodyFor(owner, { openingPosition: position, ...opts }));
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.fields?.[field] ?? res.body.error.message).toBe(message);
      expect(await Promise.all([countOf(contract), countOf(payment), countOf(openingEntry)])).toEqual(before);
    });
  }
});

describe('PUT /api/contracts/:id/opening-position', () => {
  it('sets, corrects and removes the position while nothing else is recorded; then refuses (409)', async () => {
    const id = await create(owner);
    const put = (body: unknown) => owner.put(`/api/contracts/${id}/opening-position`, body);
    const set = await put({ kind: 'paid_through', month: '2026-02' });
    expect(set.status, set.text).toBe(200);
    expect(set.body.openingEntry.settled_amount).toBe(13 * RENT);
    const corrected = await put({ kind: 'balance', asOf: '2026-02-28', balance: -5000 });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.openingEntry).toMatchObject({ kind: 'balance', balance: -5000 });
    let rows = await payablesOf(id);
    expect(rows.filter((p) => p.type === 'opening_credit' && p.status === 'due')).toHaveLength(1);
    const removed = await put({ kind: 'none' });
    expect(removed).toMatchObject({ status: 200, body: { openingEntry: null } });
    rows = await payablesOf(id);
    expect(rows.filter((p) => p.status === 'paid' || p.allocatedAmount > 0 || p.openingAmount > 0)).toEqual([]);
    expect(rows.filter((p) => p.type === 'opening_credit').every((p) => p.status === 'cancelled')).toBe(true);
    expect(await ctx.db.select().from(openingEntry).where(eq(openingEntry.contractId, id))).toEqual([]);

    await put({ kind: 'paid_through', month: '2026-01' });
    const paid = await owner.post(`/api/contracts/${id}/payments`, {
      amount: 1000,
      receivedOn: '2026-03-10',
      method: 'contanti',
    });
    expect(paid.status).toBe(201);
    const before = await payablesOf(id);
    const locked = await put({ kind: 'paid_through', month: '2026-02' });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe(M.locked);
    expect(await payablesOf(id)).toEqual(before);
  });

  it("another landlord's id → 404 as a missing one; tenant and anonymous refused; malformed → 400, nothing stored", async () => {
    const id = await create(owner);
    const body = { kind: 'paid_through', month: '2026-02' };
    const foreign = await other.put(`/api/contracts/${id}/opening-position`, body);
    const missing = await other.put(`/api/contracts/${crypto.randomUUID()}/opening-position`, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await tenant.put(`/api/contracts/${id}/opening-position`, body)).status).toBe(403);
    expect((await ctx.agent().put(`/api/contracts/${id}/opening-position`, body)).status).toBe(401);
    for (const [bad, field, message] of [
      [{ kind: 'paid_through', month: '2024-12' }, 'month', M.monthBeforeStart],
      [{ kind: 'paid_through' }, 'month', M.monthRequired],
      [{ kind: 'balance', asOf: '2026-02-28', balance: 1.234 }, 'balance', 'Importo non valido'],
      [{ kind: 'balance', asOf: '2026-04-01', balance: 0 }, 'asOf', M.asOfInFuture],
    ] as const) {
      const res = await owner.put(`/api/contracts/${id}/opening-position`, bad);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await ctx.db.select().from(openingEntry).where(eq(openingEntry.contractId, id))).toEqual([]);
    expect((await payablesOf(id)).every((p) => p.status === 'due' && p.allocatedAmount === 0)).toBe(true);
  });
});

describe('POST /api/contracts/:id/payments/history and POST /api/payments/:id/receipt', () => {
  it('records past payments oldest first by the usual rule, with no receipt and no email; a receipt only when asked', async () => {
    const landlord = await ctx.createLandlord();
    const someone = await ctx.createTenant();
    const id = await create(landlord, { email: someone.email });
    await acceptLatestContract(ctx, someone.email);
    const res = await landlord.post(`/api/contracts/${id}/payments/history`, {
      payments: [
        { amount: RENT, receivedOn: '2025-03-03', method: 'bonifico' },
        { amount: RENT, receivedOn: '2025-02-02', method: 'contanti', note: 'febbraio' },
        { amount: 40000, receivedOn: '2025-04-05', method: 'assegno' },
      ],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.payments.map((p: { receivedOn: string }) => p.receivedOn)).toEqual([
      '2025-02-02',
      '2025-03-03',
      '2025-04-05',
    ]);
    expect(res.body.payments.every((p: { receiptNumber: null }) => p.receiptNumber === null)).toBe(true);
    const rows = await payablesOf(id);
    expect(rows.slice(0, 3).map((p) => [p.dueDate, p.status, p.allocatedAmount])).toEqual([
      ['2025-02-01', 'paid', RENT],
      ['2025-03-01', 'paid', RENT],
      ['2025-04-01', 'due', 40000],
    ]);
    expect(await receiptMails(someone.email)).toEqual([]);
    expect(await ctx.db.select().from(receiptCounter).where(eq(receiptCounter.landlordId, landlord.user.id))).toEqual(
      [],
    );
    const second = res.body.payments[1].id as string;
    const cookie = { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    const noPdf = await ctx.app.request(`/api/payments/${second}/receipt`, { headers: cookie });
    expect(noPdf.status).toBe(404);
    expect(((await noPdf.json()) as { error: { message: string } }).error.message).toBe(M.receiptNotIssued);

    // The history counts as collected in its months (they are real payments).
    const analytics = await landlord.get('/api/analytics?year=2025');
    expect(analytics.body.tiles.collectedCents).toBe(2 * RENT + 40000);

    const issued = await landlord.post(`/api/payments/${second}/receipt`);
    expect(issued.status, issued.text).toBe(201);
    expect(issued.body.payment).toMatchObject({ receiptYear: 2025, receiptNumber: 1 });
    const again = await landlord.post(`/api/payments/${second}/receipt`);
    expect(again.status).toBe(200);
    expect(again.body.payment).toMatchObject({ receiptYear: 2025, receiptNumber: 1 });
    const pdf = await ctx.app.request(`/api/payments/${second}/receipt`, { headers: cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const next = await landlord.post(`/api/payments/${res.body.payments[2].id}/receipt`);
    expect(next.body.payment).toMatchObject({ receiptYear: 2025, receiptNumber: 2 });
    expect(await receiptMails(someone.email)).toEqual([]);
    // The statement lists them, with a receipt number only where one was made.
    const statements = await someone.get('/api/tenant/statements');
    const mine = statements.body.items.find((s: { contractId: string }) => s.contractId === id);
    expect(mine.statement.payments.map((p: { receipt_number: string | null }) => p.receipt_number)).toEqual([
      '2025/0002',
      '2025/0001',
      null,
    ]);
  });

  it('the history within create-contract: the same, in the one transaction', async () => {
    const id = await create(owner, {
      openingPosition: {
        kind: 'history',
        payments: [{ amount: 13 * RENT, receivedOn: '2026-02-27', method: 'bonifico' }],
      },
    });
    const rows = await payablesOf(id);
    expect(rows.filter((p) => p.status === 'due').map((p) => p.dueDate)).toEqual(['2026-03-01']);
    const [p] = await ctx.db.select().from(payment).where(eq(payment.contractId, id));
    expect(p).toMatchObject({ receiptNumber: null, receiptYear: null, amount: 13 * RENT });
  });

  it('refuses what a payment would refuse, naming its place in the list, and stores none of them', async () => {
    const id = await create(owner);
    const before = await countOf(payment);
    for (const [payments, field, message] of [
      [
        [
          { amount: 1000, receivedOn: '2025-03-01', method: 'bonifico' },
          { amount: 1000, receivedOn: '2026-03-16', method: 'bonifico' },
        ],
        'payments.1.receivedOn',
        PAYMENT_LEDGER_MESSAGES.dateInFuture,
      ],
      [
        [{ amount: 1000, receivedOn: '2025-01-31', method: 'bonifico' }],
        'payments.0.receivedOn',
        PAYMENT_LEDGER_MESSAGES.dateBeforeContract,
      ],
      [[{ amount: 1000.5, receivedOn: '2025-03-01', method: 'bonifico' }], 'payments.0.amount', 'Importo non valido'],
      [
        [{ amount: 15 * RENT, receivedOn: '2026-03-01', method: 'bonifico' }],
        'payments.0.amount',
        "L'importo supera il totale da pagare (11.200,00\u00a0€).",
      ],
      [[], 'payments', M.historyEmpty],
    ] as const) {
      const res = await owner.post(`/api/contracts/${id}/payments/history`, { payments });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await countOf(payment)).toBe(before);
    const body = { payments: [{ amount: 1000, receivedOn: '2025-03-01', method: 'bonifico' }] };
    const foreign = await other.post(`/api/contracts/${id}/payments/history`, body);
    const missing = await other.post(`/api/contracts/${crypto.randomUUID()}/payments/history`, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await tenant.post(`/api/contracts/${id}/payments/history`, body)).status).toBe(403);
    expect((await ctx.agent().post(`/api/contracts/${id}/payments/history`, body)).status).toBe(401);
    expect(await countOf(payment)).toBe(before);
  });

  it("a receipt: another landlord's payment → 404 as a missing one; tenant and anonymous refused; a reversed one → 409", async () => {
    const id = await create(owner);
    const res = await owner.post(`/api/contracts/${id}/payments/history`, {
      payments: [{ amount: 1000, receivedOn: '2025-03-01', method: 'bonifico' }],
    });
    const paymentId = res.body.payments[0].id as string;
    const foreign = await other.post(`/api/payments/${paymentId}/receipt`);
    const missing = await other.post(`/api/payments/${crypto.randomUUID()}/receipt`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await tenant.post(`/api/payments/${paymentId}/receipt`)).status).toBe(403);
    expect((await ctx.agent().post(`/api/payments/${paymentId}/receipt`)).status).toBe(401);
    expect((await owner.post(`/api/payments/not-an-id/receipt`)).status).toBe(400);
    const reversed = await owner.post(`/api/payments/${paymentId}/reversal`, { reason: 'Errore' });
    expect(reversed.status, reversed.text).toBe(200);
    const refused = await owner.post(`/api/payments/${paymentId}/receipt`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(M.receiptOfReversed);
    const [row] = await ctx.db.select().from(payment).where(eq(payment.id, paymentId));
    expect(row!.receiptNumber).toBeNull();
  });
});
