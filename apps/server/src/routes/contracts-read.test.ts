import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, billSplit, contract, payable, settlementItem, user } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import {
  acceptLatestContract,
  agreements,
  contractBody,
  createContractVia,
  seedProperty,
} from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let home: Awaited<ReturnType<typeof seedProperty>>;
let tenantContractId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant({ firstName: 'Marco', lastName: 'Rossi' });
  home = await seedProperty(ctx, landlord.user.id);
  tenantContractId = await createContractVia(
    landlord,
    contractBody(home.property.id, [home.rooms[1]!.id, home.rooms[0]!.id], {
      tenantInfo: { email: tenant.email, firstName: 'Marco', lastName: 'Rossi' },
      contractDetails: { number_of_occupants: 2, fixed_fee_amount: 4000 },
      utilityAgreements: agreements({ water: 'fixed_fee' }),
    }),
  );
  await acceptLatestContract(ctx, tenant.email);
});
afterAll(async () => {
  await ctx.close();
});

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Contratto non trovato' } };
const INVALID_ID = 'ID contratto non valido';

describe('GET /api/contracts (get_contracts_portfolio)', () => {
  it("lists the landlord's contracts with derived status, tenant, property and rooms", async () => {
    const invited = await createContractVia(landlord, contractBody(home.property.id, [home.rooms[2]!.id]));
    const { property: p2, rooms: r2 } = await seedProperty(ctx, landlord.user.id);
    const expired = await createContractVia(
      landlord,
      contractBody(p2.id, [r2[0]!.id], {
        tenantInfo: { email: tenant.email },
        contractDetails: { start_date: '2025-01-01', end_date: '2026-03-14' },
      }),
    );
    const deleted = await createContractVia(landlord, contractBody(p2.id, [r2[1]!.id]));
    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: deleted } }))).status).toBe(200);

    const res = await answer(landlord.api.contracts.$get());
    expect(res.status).toBe(200);
    const byId = new Map(res.body.items.map((i: { contractId: string }) => [i.contractId, i]));
    expect([...byId.keys()].sort()).toEqual([tenantContractId, invited, expired].sort());
    expect(byId.get(tenantContractId)).toEqual({
      contractId: tenantContractId,
      userRole: 'landlord',
      status: 'active',
      rentAmount: 60000,
      startDate: '2026-01-16',
      endDate: '2026-12-31',
      tenant: { firstName: 'Marco', lastName: 'Rossi' },
      property: {
        id: home.property.id,
        name: 'Casa Verdi',
        streetAddress: 'Via Roma 1',
        postalCode: '00100',
        province: 'RM',
        country: 'Italia',
      },
      rooms: [
        { id: home.rooms[0]!.id, name: 'Stanza A' },
        { id: home.rooms[1]!.id, name: 'Stanza B' },
      ],
    });
    expect(byId.get(invited)).toMatchObject({ status: 'pending_acceptance' });
    expect(byId.get(expired)).toMatchObject({ status: 'expired' });
  });

  it("gives a tenant their own contracts only, as 'tenant'", async () => {
    const res = await answer(tenant.api.contracts.$get());
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    for (const item of res.body.items) expect(item.userRole).toBe('tenant');
    const ids = res.body.items.map((i: { contractId: string }) => i.contractId);
    expect(ids).toContain(tenantContractId);
    const owned = await ctx.db.select({ id: contract.id }).from(contract).where(eq(contract.tenantId, tenant.user.id));
    expect(ids.every((id: string) => owned.some((o) => o.id === id))).toBe(true);
  });

  it("shows another landlord nothing of this landlord's contracts", async () => {
    const res = await answer(other.api.contracts.$get());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [] });
  });

  it('refuses anonymous (401) and invited users (403)', async () => {
    expect((await answer(ctx.agent().api.contracts.$get())).status).toBe(401);
    const invited = await ctx.createTenant();
    await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, invited.user.id));
    expect((await answer(invited.api.contracts.$get())).status).toBe(403);
  });

  it('runs a fixed number of queries whatever the number of contracts', async () => {
    const { property: p, rooms } = await seedProperty(ctx, other.user.id, ['1', '2', '3', '4', '5', '6']);
    const measure = async () => {
      let n = 0;
      const db = ctx.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } };
      const client = db.session.client;
      const original = client.query.bind(client);
      client.query = (...a: unknown[]) => {
        n++;
        return original(...a);
      };
      try {
        const res = await answer(other.api.contracts.$get());
        expect(res.status).toBe(200);
      } finally {
        client.query = original;
      }
      return n;
    };
    await createContractVia(other, contractBody(p.id, [rooms[0]!.id]));
    const one = await measure();
    for (const r of rooms.slice(1)) await createContractVia(other, contractBody(p.id, [r.id]));
    const six = await measure();
    expect(six).toBe(one);
  });
});

describe('GET /api/contracts/:id (get_contract_details)', () => {
  it('answers the owner with the full detail', async () => {
    const res = await answer(landlord.api.contracts[':id'].$get({ param: { id: tenantContractId } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: tenantContractId,
      status: 'active',
      tenantFirstName: 'Marco',
      tenantLastName: 'Rossi',
      tenantEmail: tenant.email,
      property: {
        id: home.property.id,
        name: 'Casa Verdi',
        street_address: 'Via Roma 1',
        postal_code: '00100',
        province: 'RM',
        country: 'Italia',
      },
      rooms: [
        { id: home.rooms[0]!.id, name: 'Stanza A' },
        { id: home.rooms[1]!.id, name: 'Stanza B' },
      ],
      startDate: '2026-01-16',
      endDate: '2026-12-31',
      numberOfOccupants: 2,
      rentAmount: 60000,
      fixedFeeAmount: 4000,
      settlementBaseAmount: 0,
      utilityAgreements: [
        { category: 'admin', costModel: 'consumption_based' },
        { category: 'water', costModel: 'fixed_fee' },
        { category: 'electricity', costModel: 'consumption_based' },
        { category: 'gas', costModel: 'consumption_based' },
        { category: 'internet', costModel: 'consumption_based' },
        { category: 'heating', costModel: 'consumption_based' },
      ],
      documents: [],
      // No opening position stated (docs/domain.md §17).
      openingEntry: null,
      // A contract made without the lease's fields reads as 'altro', no cedolare, no update, no deposit.
      lease: {
        contract_type: 'altro',
        cedolare_secca: false,
        istat_update_share: 0,
        registration_date: null,
        registration_code: null,
        registration_office: null,
        deposit_amount: null,
        deposit_received_on: null,
        deposit_held_as: null,
        deposit_interest_due: true,
      },
    });
  });

  it("answers the contract's own tenant", async () => {
    const res = await answer(tenant.api.contracts[':id'].$get({ param: { id: tenantContractId } }));
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(tenantContractId);
  });

  it('answers 404, identical to a missing id, to another landlord and to another tenant', async () => {
    const missing = await answer(landlord.api.contracts[':id'].$get({ param: { id: crypto.randomUUID() } }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(NOT_FOUND);
    const foreign = await answer(other.api.contracts[':id'].$get({ param: { id: tenantContractId } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    const stranger = await ctx.createTenant();
    const notTheirs = await answer(stranger.api.contracts[':id'].$get({ param: { id: tenantContractId } }));
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toEqual(NOT_FOUND);
  });

  it('answers 400 for an invalid id and 401 when anonymous', async () => {
    const bad = await answer(landlord.api.contracts[':id'].$get({ param: { id: 'not-a-uuid' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(INVALID_ID);
    expect((await answer(ctx.agent().api.contracts[':id'].$get({ param: { id: tenantContractId } }))).status).toBe(401);
  });
});

describe('GET /api/contracts/:id/share-link (get_sharable_link)', () => {
  it('gives the owner a stable statement link whose sha256 is the stored hash', async () => {
    const a = await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: tenantContractId } }));
    expect(a.status).toBe(200);
    expect(a.body.link).toMatch(/^http:\/\/localhost:3000\/statement\/[A-Za-z0-9_-]{43}$/);
    const b = await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: tenantContractId } }));
    expect(b.body.link).toBe(a.body.link);
    const fresh = await seedProperty(ctx, landlord.user.id);
    const other2 = await createContractVia(landlord, contractBody(fresh.property.id, [fresh.rooms[0]!.id]));
    const c = await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: other2 } }));
    expect(c.body.link).not.toBe(a.body.link);
  });

  it('renews the hash when the server secret changed, so the shown link is always the working one', async () => {
    await ctx.db
      .update(contract)
      .set({ shareTokenHash: 'f'.repeat(64) })
      .where(eq(contract.id, tenantContractId));
    const res = await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: tenantContractId } }));
    const [row] = await ctx.db
      .select({ hash: contract.shareTokenHash })
      .from(contract)
      .where(eq(contract.id, tenantContractId));
    expect(row!.hash).not.toBe('f'.repeat(64));
    const { hashToken } = await import('../lib/tokens');
    expect(row!.hash).toBe(hashToken(res.body.link.split('/statement/')[1]));
  });

  it('answers 404 to another landlord, 403 to tenants, 401 anonymous, 400 for a bad id', async () => {
    const foreign = await answer(other.api.contracts[':id']['share-link'].$get({ param: { id: tenantContractId } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(
      (await answer(tenant.api.contracts[':id']['share-link'].$get({ param: { id: tenantContractId } }))).status,
    ).toBe(403);
    expect(
      (await answer(ctx.agent().api.contracts[':id']['share-link'].$get({ param: { id: tenantContractId } }))).status,
    ).toBe(401);
    const bad = await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: '123' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(INVALID_ID);
  });
});

describe('GET /api/contracts/:id/financials (get_contract_financials)', () => {
  it('lists payables (due/overdue first, derived overdue) and pending settlement items with the net preview', async () => {
    const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
    const body = contractBody(p.id, [rooms[0]!.id], {
      contractDetails: { start_date: '2026-02-01', end_date: '2026-12-31', settlement_base_amount: 5000 },
      utilityAgreements: agreements({ electricity: 'settlement' }),
    });
    const id = await createContractVia(landlord, body);
    // Mark February's advance paid, with its credit (what the payments module will do).
    const [feb] = await ctx.db
      .update(payable)
      .set({ status: 'paid', paidAt: ctx.clock.now() })
      .where(
        eq(
          payable.id,
          (await ctx.db.select().from(payable).where(eq(payable.contractId, id))).find(
            (r) => r.type === 'settlement_base_fee' && r.dueDate === '2026-02-01',
          )!.id,
        ),
      )
      .returning();
    await ctx.db.insert(settlementItem).values({
      contractId: id,
      kind: 'credit',
      sourceType: 'settlement_base_fee',
      amount: 5000,
      payableId: feb!.id,
      createdAt: ctx.clock.now(),
    });
    const [b] = await ctx.db
      .insert(bill)
      .values({
        propertyId: p.id,
        createdBy: sql`(select landlord_id from property where id = ${p.id})`,
        idempotencyKey: crypto.randomUUID(),
        category: 'electricity',
        totalAmount: 12000,
        splittableAmount: 12000,
        periodStartDate: '2026-02-01',
        periodEndDate: '2026-02-28',
      })
      .returning();
    const [split] = await ctx.db
      .insert(billSplit)
      .values({
        billId: b!.id,
        contractId: id,
        costModelApplied: 'settlement',
        calculatedAmount: 12000,
        overlapDays: 28,
        numberOfOccupants: 1,
        weight: '28',
      })
      .returning();
    await ctx.db.insert(settlementItem).values({
      contractId: id,
      kind: 'debit',
      sourceType: 'bill_split',
      amount: 12000,
      billSplitId: split!.id,
      createdAt: ctx.clock.now(),
    });
    await ctx.db.insert(settlementItem).values({
      contractId: id,
      kind: 'credit',
      sourceType: 'manual_adjustment',
      amount: 1000,
      notes: 'sconto',
      createdAt: new Date(ctx.clock.now().getTime() + 60_000),
    });
    await ctx.db.insert(settlementItem).values({
      contractId: id,
      kind: 'debit',
      sourceType: 'manual_adjustment',
      amount: 250,
      createdAt: new Date('2026-03-10T23:30:00Z'),
    });

    const res = await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: id } }));
    expect(res.status).toBe(200);
    const p2 = res.body.payables.map((x: Record<string, unknown>) => [x.type, x.due_date, x.status, x.amount]);
    expect(p2).toEqual([
      ['rent', '2026-02-01', 'overdue', 60000],
      ['rent', '2026-03-01', 'overdue', 60000],
      ['settlement_base_fee', '2026-03-01', 'overdue', 5000],
      ['settlement_base_fee', '2026-02-01', 'paid', 5000],
    ]);
    expect(res.body.payables[0]).toEqual({
      id: expect.any(String),
      type: 'rent',
      amount: 60000,
      status: 'overdue',
      period_start_date: '2026-02-01',
      period_end_date: '2026-02-28',
      due_date: '2026-02-01',
      sourceSettlementId: null,
      category: null,
      paid_amount: 0,
    });
    expect(res.body.pending_settlement_debits).toEqual([
      { id: expect.any(String), label: 'Luce', amount: 12000, date: '2026-02-28', category: 'electricity' },
      // 23:30 UTC on the 10th is already the 11th in Rome.
      {
        id: expect.any(String),
        label: 'Rettifica manuale',
        amount: 250,
        date: '2026-03-11',
        category: 'manual_adjustment',
      },
    ]);
    expect(res.body.pending_settlement_credits).toEqual([
      {
        id: expect.any(String),
        label: 'Anticipo conguaglio',
        amount: 5000,
        // Dated by the month the paid advance covers, not the day it was confirmed (docs/domain.md §6).
        date: '2026-02-01',
        covered_month: '2026-02-01',
        source_type: 'settlement_base_fee',
        deposit_interest_year: null,
        created_at: expect.any(String),
      },
      {
        id: expect.any(String),
        label: 'Credito manuale',
        amount: 1000,
        date: '2026-03-15',
        covered_month: null,
        source_type: 'manual_adjustment',
        deposit_interest_year: null,
        created_at: expect.any(String),
      },
    ]);
    // Owed now: the three overdue payables (nothing merely due yet); late: the same less the
    // contract's available credits (the paid advance and the manual credit, docs/domain.md §13).
    expect(res.body.summary).toEqual({
      total_due: 60000 + 60000 + 5000,
      total_overdue: 60000 + 60000 + 5000 - 5000 - 1000,
      net_settlement_preview: 12250 - 6000,
    });
  });

  it('answers 404 to another landlord, 403 to the tenant, 401 anonymous', async () => {
    const foreign = await answer(other.api.contracts[':id'].financials.$get({ param: { id: tenantContractId } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(
      (await answer(tenant.api.contracts[':id'].financials.$get({ param: { id: tenantContractId } }))).status,
    ).toBe(403);
    expect(
      (await answer(ctx.agent().api.contracts[':id'].financials.$get({ param: { id: tenantContractId } }))).status,
    ).toBe(401);
    expect((await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: 'xyz' } }))).status).toBe(400);
  });
});
