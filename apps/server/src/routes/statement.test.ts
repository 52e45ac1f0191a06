import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, billSplit, document, payable, settlement, settlementItem } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { agreements, contractBody, createContractVia, seedProperty } from './contracts.test-support';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

let ctx: TestContext;
let landlord: Landlord;
let contractA: string;
let contractB: string;
let tokenA: string;
let docs: { contractA: string; waterBill: string; electricityBill: string; contractB: string; gasBill: string };

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Il link è scaduto o errato.' } };
/** The tenant's view of a bill: its total, period and their own criterion only. */
const WATER_BILL = {
  total_amount: 9000,
  period_start_date: '2026-01-01',
  period_end_date: '2026-01-31',
  overlap_days: 28,
  number_of_occupants: 1,
  criterion_line: 'Presenze (giorni × occupanti): 28 giorni × 1 occupante = 28 su 28 giorni-persona',
};
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

async function insertBill(propertyId: string, category: string, totalAmount: number, start: string, end: string) {
  const [b] = await ctx.db
    .insert(bill)
    .values({
      propertyId,
      createdBy: sql`(select landlord_id from property where id = ${propertyId})`,
      idempotencyKey: crypto.randomUUID(),
      category,
      totalAmount,
      splittableAmount: totalAmount,
      // The fixtures' split is the bill's only one: its weight is the bill's total weight.
      totalWeight: '28',
      periodStartDate: start,
      periodEndDate: end,
    })
    .returning();
  return b!.id;
}

async function insertSplit(billId: string, contractId: string, costModelApplied: string, amount: number) {
  const [s] = await ctx.db
    .insert(billSplit)
    .values({
      billId,
      contractId,
      costModelApplied,
      calculatedAmount: amount,
      overlapDays: 28,
      numberOfOccupants: 1,
      weight: '28',
    })
    .returning();
  return s!.id;
}

async function insertDocument(owner: { contractId: string } | { billId: string }, fileName: string) {
  const [d] = await ctx.db
    .insert(document)
    .values({
      storageKey: `test/${crypto.randomUUID()}`,
      fileName,
      contentType: 'application/pdf',
      size: 100,
      ...owner,
    })
    .returning();
  return d!.id;
}

async function shareToken(contractId: string) {
  const res = await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }));
  expect(res.status).toBe(200);
  return new URL(res.body.link).pathname.split('/').pop()!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord({ firstName: 'Laura', lastName: 'Bianchi' });
  const tenant = await ctx.createTenant({ firstName: 'Marco', lastName: 'Rossi' });
  const home = await seedProperty(ctx, landlord.user.id);
  contractA = await createContractVia(
    landlord,
    contractBody(home.property.id, [home.rooms[0]!.id], {
      tenantInfo: { email: tenant.email, firstName: 'Marco', lastName: 'Rossi' },
      contractDetails: { settlement_base_amount: 5000, number_of_occupants: 2 },
      utilityAgreements: agreements({ electricity: 'settlement', gas: 'self_managed' }),
    }),
  );
  contractB = await createContractVia(
    landlord,
    contractBody(home.property.id, [home.rooms[1]!.id], {
      tenantInfo: { firstName: 'Giulia', lastName: 'Neri' },
    }),
  );
  tokenA = await shareToken(contractA);

  // A consumption bill split onto both contracts: a consumption_bill payable each.
  const water = await insertBill(home.property.id, 'water', 9000, '2026-01-01', '2026-01-31');
  const waterA = await insertSplit(water, contractA, 'consumption_based', 6000);
  const waterB = await insertSplit(water, contractB, 'consumption_based', 3000);
  await ctx.db.insert(payable).values([
    { contractId: contractA, type: 'consumption_bill', amount: 6000, dueDate: '2026-03-01', billSplitId: waterA },
    { contractId: contractB, type: 'consumption_bill', amount: 3000, dueDate: '2026-03-01', billSplitId: waterB },
  ]);
  // A settlement-model bill: a pending debit for A.
  const electricity = await insertBill(home.property.id, 'electricity', 20000, '2026-01-01', '2026-02-28');
  const elecA = await insertSplit(electricity, contractA, 'settlement', 12000);
  await ctx.db.insert(settlementItem).values({
    contractId: contractA,
    kind: 'debit',
    sourceType: 'bill_split',
    amount: 12000,
    billSplitId: elecA,
  });
  // January's advance (16/31 of 50,00 € = 25,81 €) paid: a credit; a manual credit too.
  const [advance] = await ctx.db
    .select()
    .from(payable)
    .where(
      and(
        eq(payable.contractId, contractA),
        eq(payable.type, 'settlement_base_fee'),
        eq(payable.dueDate, '2026-01-16'),
      ),
    );
  await ctx.db.update(payable).set({ status: 'paid', paidAt: new Date() }).where(eq(payable.id, advance!.id));
  await ctx.db.insert(settlementItem).values([
    {
      contractId: contractA,
      kind: 'credit',
      sourceType: 'settlement_base_fee',
      amount: advance!.amount,
      payableId: advance!.id,
      createdAt: new Date('2026-02-01T09:00:00Z'),
    },
    {
      contractId: contractA,
      kind: 'credit',
      sourceType: 'manual_adjustment',
      amount: 1000,
      notes: 'Rimborso chiavi',
      createdAt: new Date('2026-03-01T09:00:00Z'),
    },
  ]);
  // An earlier conguaglio: a manual debit and a credit settled into a settlement_balance payable.
  const [done] = await ctx.db
    .insert(settlement)
    .values({ contractId: contractA, totalBillsAmount: 2500, totalCreditsAmount: 500, finalBalance: 2000 })
    .returning();
  await ctx.db.insert(settlementItem).values([
    { contractId: contractA, kind: 'debit', sourceType: 'manual_adjustment', amount: 2500, settlementId: done!.id },
    { contractId: contractA, kind: 'credit', sourceType: 'manual_adjustment', amount: 500, settlementId: done!.id },
  ]);
  await ctx.db.insert(payable).values({
    contractId: contractA,
    type: 'settlement_balance',
    amount: 2000,
    dueDate: '2026-03-10',
    sourceSettlementId: done!.id,
  });
  // A bill of the same property split only onto B.
  const gas = await insertBill(home.property.id, 'gas', 4000, '2026-01-01', '2026-01-31');
  await insertSplit(gas, contractB, 'consumption_based', 4000);

  docs = {
    contractA: await insertDocument({ contractId: contractA }, 'contratto.pdf'),
    waterBill: await insertDocument({ billId: water }, 'bolletta-acqua.pdf'),
    electricityBill: await insertDocument({ billId: electricity }, 'bolletta-luce.pdf'),
    contractB: await insertDocument({ contractId: contractB }, 'contratto-b.pdf'),
    gasBill: await insertDocument({ billId: gas }, 'bolletta-gas.pdf'),
  };
});
afterAll(async () => {
  await ctx.close();
});

function expectPrivateHeaders(headers: Headers) {
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('x-robots-tag')).toContain('noindex');
}

describe('GET /api/statement/:token (get_public_invoice_details)', () => {
  it("shows the contract's statement, with private-link headers, to anyone holding the token", async () => {
    const res = await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenA } }));
    expect(res.status).toBe(200);
    expectPrivateHeaders(res.headers);
    expect(res.body.landlord_info).toEqual({ name: 'Laura Bianchi' });
    expect(res.body.contract_info).toEqual({
      tenant_name: 'Marco Rossi',
      start_date: '2026-01-16',
      end_date: '2026-12-31',
      rent_amount: 60000,
      fixed_fee_amount: 0,
      settlement_base_amount: 5000,
      utility_agreements: [
        { category: 'admin', cost_model: 'consumption_based' },
        { category: 'water', cost_model: 'consumption_based' },
        { category: 'electricity', cost_model: 'settlement' },
        { category: 'gas', cost_model: 'self_managed' },
        { category: 'internet', cost_model: 'consumption_based' },
        { category: 'heating', cost_model: 'consumption_based' },
      ],
    });
    expect(res.body.property_info).toEqual({ name: 'Casa Verdi', address: 'Via Roma 1, 00100 RM, Italia' });

    const water = res.body.payables.find((p: { type: string }) => p.type === 'consumption_bill');
    // A bill's share names its utility (issue 46 item 13: 'Bolletta a consumo · Acqua'); others none.
    expect(water.category).toBe('water');
    expect(
      res.body.payables
        .filter((p: { type: string }) => p.type !== 'consumption_bill')
        .map((p: { category: string | null }) => p.category),
    ).toEqual(res.body.payables.filter((p: { type: string }) => p.type !== 'consumption_bill').map(() => null));
    expect(water.details).toEqual({
      debits: [
        {
          category: 'water',
          amount: 6000,
          bill: WATER_BILL,
          documents: [{ id: docs.waterBill, file_name: 'bolletta-acqua.pdf' }],
        },
      ],
      credits: [],
    });
    const balance = res.body.payables.find((p: { type: string }) => p.type === 'settlement_balance');
    expect(balance).toMatchObject({ status: 'overdue', amount: 2000 });
    expect(balance.details).toEqual({
      debits: [{ category: 'manual_adjustment', amount: 2500, bill: null, documents: [] }],
      credits: [{ source_type: 'manual_adjustment', deposit_interest_year: null, amount: 500, covered_month: null }],
    });
    const toSettle = res.body.payables.find((p: { status: string }) => p.status === 'pending_settlement');
    expect(toSettle).toMatchObject({ type: 'pending_settlement', amount: 12000 - 2581 - 1000 });
    expect(toSettle.details).toEqual({
      debits: [
        {
          category: 'electricity',
          amount: 12000,
          bill: {
            total_amount: 20000,
            period_start_date: '2026-01-01',
            period_end_date: '2026-02-28',
            overlap_days: 28,
            number_of_occupants: 1,
            criterion_line: 'Presenze (giorni × occupanti): 28 giorni × 1 occupante = 28 su 28 giorni-persona',
          },
          documents: [{ id: docs.electricityBill, file_name: 'bolletta-luce.pdf' }],
        },
      ],
      // The paid advance names the month it covers (docs/domain.md §6), not the day it was confirmed.
      credits: [
        { source_type: 'settlement_base_fee', deposit_interest_year: null, amount: 2581, covered_month: '2026-01-01' },
        { source_type: 'manual_adjustment', deposit_interest_year: null, amount: 1000, covered_month: null },
      ],
    });
    // Pending items name their category; an advance its month.
    expect(res.body.settlement_preview).toEqual({
      total: 8419,
      available_credits: [
        {
          amount: 2581,
          notes: null,
          created_at: '2026-02-01',
          source_type: 'settlement_base_fee',
          deposit_interest_year: null,
          covered_month: '2026-01-01',
        },
        {
          amount: 1000,
          notes: 'Rimborso chiavi',
          created_at: '2026-03-01',
          source_type: 'manual_adjustment',
          deposit_interest_year: null,
          covered_month: null,
        },
      ],
      pending_debits: [{ amount: 12000, notes: null, period_end_date: '2026-02-28', category: 'electricity' }],
    });
  });

  it('carries no email and no id but those of the documents it lists', async () => {
    const res = await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenA } }));
    expect(res.text).not.toContain('@');
    const ids = new Set(res.text.match(UUID));
    expect([...ids].sort()).toEqual([docs.waterBill, docs.electricityBill].sort());
    expect(res.text).not.toContain('Giulia');
    expect(res.text).not.toContain('Neri');
  });

  it("equals the landlord's figures for the same contract, field by field", async () => {
    const statement = (await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenA } }))).body;
    const financials = (await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: contractA } }))).body;
    const listed = statement.payables.filter((p: { status: string }) => p.status !== 'pending_settlement');
    expect(
      listed.map((p: Record<string, unknown>) => [
        p.type,
        p.status,
        p.amount,
        p.period_start_date,
        p.period_end_date,
        p.due_date,
      ]),
    ).toEqual(
      financials.payables.map((p: Record<string, unknown>) => [
        p.type,
        p.status,
        p.amount,
        p.period_start_date,
        p.period_end_date,
        p.due_date,
      ]),
    );
    const outstanding = financials.payables
      .filter((p: { status: string }) => p.status === 'due' || p.status === 'overdue')
      .reduce((sum: number, p: { amount: number }) => sum + p.amount, 0);
    expect(statement.payables_summary.total_due).toBe(outstanding);
    expect(statement.settlement_preview.total).toBe(financials.summary.net_settlement_preview);
    expect(statement.settlement_preview.pending_debits.map((d: { amount: number }) => d.amount)).toEqual(
      financials.pending_settlement_debits.map((d: { amount: number }) => d.amount),
    );
    expect(statement.settlement_preview.available_credits.map((d: { amount: number }) => d.amount)).toEqual(
      financials.pending_settlement_credits.map((d: { amount: number }) => d.amount),
    );
    // Independent count: Jan (prorated), Feb, Mar rent + Feb, Mar advances + water + balance.
    expect(outstanding).toBe(30968 + 60000 + 60000 + 5000 + 5000 + 6000 + 2000);
  });

  it('hides the settlement preview when no utility uses the settlement model', async () => {
    const res = await answer(
      ctx.agent().api.statement[':token'].$get({ param: { token: await shareToken(contractB) } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.settlement_preview).toBeNull();
    expect(res.body.contract_info.tenant_name).toBe('Giulia Neri');
    expect(res.text).not.toContain('Marco');
  });

  it('answers one 404 for unknown, malformed, too long and deleted-contract tokens', async () => {
    const unknown = 'A'.repeat(43);
    const bad = ['x'.repeat(42), `${'a'.repeat(42)}!`, `${'a'.repeat(42)}%20`, 'a'.repeat(5000), unknown];
    for (const token of bad) {
      const res = await answer(ctx.agent().api.statement[':token'].$get({ param: { token } }));
      expect(res.status, token.slice(0, 50)).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
      expectPrivateHeaders(res.headers);
    }
    const home = await seedProperty(ctx, landlord.user.id);
    const doomed = await createContractVia(landlord, contractBody(home.property.id, [home.rooms[0]!.id]));
    const doomedToken = await shareToken(doomed);
    expect((await answer(ctx.agent().api.statement[':token'].$get({ param: { token: doomedToken } }))).status).toBe(
      200,
    );
    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: doomed } }))).status).toBe(200);
    const gone = await answer(ctx.agent().api.statement[':token'].$get({ param: { token: doomedToken } }));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(NOT_FOUND);
  });

  it("opens with the token only the contract's documents and those of bills split onto it", async () => {
    const anon = ctx.agent();
    const ask = (documentId: string, token = tokenA) =>
      answer(anon.api.documents.url.$post({ json: { document_id: documentId, sharable_link_token: token } }));
    for (const id of [docs.contractA, docs.waterBill, docs.electricityBill]) {
      const res = await ask(id);
      expect(res.status).toBe(200);
      expect(res.body.signedUrl).toEqual(expect.any(String));
      expectPrivateHeaders(res.headers);
    }
    for (const id of [docs.contractB, docs.gasBill]) {
      const res = await ask(id);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await ask(docs.contractA, 'B'.repeat(43))).status).toBe(404);
  });

  it('limits token lookups per client: statements and documents count together', async () => {
    const guesser = ctx.agent();
    const limit = ctx.env.statementRateLimit;
    for (let i = 0; i < limit - 1; i++) {
      expect(
        (await answer(guesser.api.statement[':token'].$get({ param: { token: `${'C'.repeat(42)}${i % 10}` } }))).status,
      ).toBe(404);
    }
    expect(
      (
        await answer(
          guesser.api.documents.url.$post({ json: { document_id: docs.contractA, sharable_link_token: tokenA } }),
        )
      ).status,
    ).toBe(200);
    const refused = await answer(guesser.api.statement[':token'].$get({ param: { token: tokenA } }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expectPrivateHeaders(refused.headers);
    // Another client is not affected; the window passes for the guesser.
    expect((await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenA } }))).status).toBe(200);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 61_000));
    expect((await answer(guesser.api.statement[':token'].$get({ param: { token: tokenA } }))).status).toBe(200);
  });

  it('the statement page itself (the SPA at /statement/{token}) gets the same headers', async () => {
    const res = await ctx.agent().get(`/statement/${tokenA}`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    // 'private, no-store' when the built web app rendered it with its data (decision 030).
    expect(['no-store', 'private, no-store']).toContain(res.headers.get('cache-control'));
  });
});

describe("the statement equals the landlord's figures, built through the real routes", () => {
  it('after bills, payments, adjustments, a conguaglio and a later bill, field by field', async () => {
    // A flat of its own, every step through the API as the landlord does it (no inserted rows).
    const home = await seedProperty(ctx, landlord.user.id);
    const contractId = await createContractVia(
      landlord,
      contractBody(home.property.id, [home.rooms[0]!.id], {
        contractDetails: { start_date: '2026-01-01', settlement_base_amount: 5000 },
        utilityAgreements: agreements({ electricity: 'settlement' }),
      }),
    );
    const other = await createContractVia(landlord, contractBody(home.property.id, [home.rooms[1]!.id]));
    const post = async (url: string, body?: unknown, status = 201) => {
      const res = await landlord.post(url, body);
      expect(res.status, `${url}: ${res.text}`).toBe(status);
      return res.body;
    };
    const bill = (category: string, cents: number, start: string, end: string) =>
      post('/api/bills', {
        billDetails: {
          propertyId: home.property.id,
          category,
          totalAmount: cents,
          splittableAmount: cents,
          notes: null,
          periodStartDate: start,
          periodEndDate: end,
        },
        documentInfo: null,
        idempotencyKey: crypto.randomUUID(),
      });
    await bill('water', 9001, '2026-01-01', '2026-01-31');
    await bill('electricity', 20003, '2026-01-01', '2026-02-28');
    // January paid on its own; then everything due; an adjustment each way; the conguaglio.
    const financials0 = (await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: contractId } })))
      .body;
    const january = financials0.payables.filter((p: { due_date: string }) => p.due_date === '2026-01-01');
    for (const p of january) await post(`/api/payments/payables/${p.id}/confirm`, undefined, 200);
    await post(`/api/payments/contracts/${contractId}/confirm`, undefined, 200);
    await post('/api/payments/adjustments', {
      idempotencyKey: crypto.randomUUID(),
      contractId,
      type: 'credit',
      amount: 1234,
      notes: 'Rimborso',
    });
    await post('/api/payments/adjustments', {
      idempotencyKey: crypto.randomUUID(),
      contractId,
      type: 'debit',
      amount: 567,
      notes: 'Pulizie',
    });
    const settled = await post(`/api/payments/contracts/${contractId}/settle`);
    // After the conguaglio: a later bill and another credit stay pending.
    await bill('electricity', 7777, '2026-03-01', '2026-03-10');
    await post('/api/payments/adjustments', {
      idempotencyKey: crypto.randomUUID(),
      contractId,
      type: 'credit',
      amount: 300,
      notes: null,
    });
    expect(other).toBeTruthy();

    const token = await shareToken(contractId);
    const statement = (await answer(ctx.agent().api.statement[':token'].$get({ param: { token } }))).body;
    const financials = (await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: contractId } })))
      .body;
    const row = (p: Record<string, unknown>) => [
      p.type,
      p.status,
      p.amount,
      p.period_start_date,
      p.period_end_date,
      p.due_date,
    ];
    const listed = statement.payables.filter((p: { status: string }) => p.status !== 'pending_settlement');
    expect(listed.map(row)).toEqual(financials.payables.map(row));
    // One order for landlord and tenant (decision 055): open items oldest first, then the item
    // to be settled, then the paid ones newest first.
    const paidDates = listed
      .filter((p: { status: string }) => p.status === 'paid')
      .map((p: { due_date: string }) => p.due_date);
    expect(paidDates.length).toBeGreaterThan(3);
    expect(paidDates).toEqual([...paidDates].sort().reverse());
    expect(statement.payables.map((p: { status: string }) => p.status).indexOf('pending_settlement')).toBe(
      statement.payables.findIndex((p: { status: string }) => p.status === 'paid') - 1,
    );
    // 150,00 € of paid advances and a 12,34 € credit outweigh the costs: the landlord owes the tenant.
    expect(financials.payables.map((p: { type: string }) => p.type)).toContain('settlement_credit');
    expect(statement.payables_summary.total_due).toBe(financials.summary.total_due);
    expect(statement.settlement_preview.total).toBe(financials.summary.net_settlement_preview);
    expect(statement.settlement_preview.pending_debits.map((d: { amount: number }) => d.amount)).toEqual(
      financials.pending_settlement_debits.map((d: { amount: number }) => d.amount),
    );
    expect(statement.settlement_preview.available_credits.map((c: { amount: number }) => c.amount)).toEqual(
      financials.pending_settlement_credits.map((c: { amount: number }) => c.amount),
    );
    const toSettle = statement.payables.find((p: { status: string }) => p.status === 'pending_settlement');
    expect(toSettle.amount).toBe(financials.summary.net_settlement_preview);

    // The conguaglio's final payable carries what the settlement detail says.
    const detail = (
      await answer(landlord.api.payments.settlements[':id'].$get({ param: { id: settled.settlementId } }))
    ).body;
    const finalRow = statement.payables.find((p: { type: string }) => p.type.startsWith('settlement_'));
    expect(finalRow.amount).toBe(detail.finalBalance);
    expect(finalRow.details.debits.map((d: { amount: number }) => d.amount)).toEqual(
      detail.includedSplits.map((s: { amount: number }) => s.amount),
    );
    expect(finalRow.details.credits.map((c: { amount: number }) => c.amount)).toEqual(
      detail.appliedCredits.map((c: { amount: number }) => c.amount),
    );
    // Pending now: the later electricity bill (all of it: the other contract has no settlement
    // model but shares the property) against the 3,00 € credit, computed independently.
    const laterShare = financials.pending_settlement_debits.map((d: { amount: number }) => d.amount);
    expect(laterShare).toHaveLength(1);
    expect(financials.summary.net_settlement_preview).toBe(laterShare[0] - 300);
  });
});
