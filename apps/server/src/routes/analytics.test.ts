/**
 * Analytics and exports (docs/domain.md §16, issue 24) on a hand-made dataset, every figure to the cent.
 * Today is 2026-03-15 (the harness's clock); the year read is 2026.
 *
 * Landlord L:
 * - 'Casa Alfa' (rooms A1, A2):
 *   - C1 Anna Bianchi, A1, 2026-01-01 → 2026-12-31, rent 500,00: Jan and Feb paid (P1 05/01 500,00,
 *     P2 03/02 500,00), Mar (due 01/03) unpaid.
 *   - C2 Luca Verdi, A2, 2026-02-01 → 2026-12-31 (A2 vacant in January), rent 400,00 + fixed fee
 *     50,00: Feb paid (P3 02/02 450,00), Mar rent partly paid (P4 05/03 150,00 of 400,00), Mar fee
 *     unpaid; a cancelled payable of 999,00 in January (never counted).
 *   - electricity bill 01/01–28/02/2026, 300,00 of which 30,00 kept by the owner; splits C1 183,10,
 *     C2 86,90 (Σ 270,00): owner's share 30,00.
 * - 'Casa Beta' (room B1):
 *   - C3 Sara Neri, B1, 2025-10-01 → 2026-12-31, rent 600,00, cedolare secca, registered: Dec 2025
 *     unpaid (a payment of 200,00 on 20/01 reversed), Jan unpaid, Feb paid (P5 10/02 600,00), Mar unpaid.
 *   - water bill 01/01–31/01/2026 100,00, all C3's; gas bill ending 31/12/2025 (another year).
 * Landlord O (noise): a property, a contract, a payable and a payment in 2026 that L never sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  bill,
  billSplit,
  contract,
  contractRoom,
  payable,
  payment,
  paymentAllocation,
  property,
  room,
} from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
const ids = { alfa: '', beta: '', foreign: '', c1: '', c2: '', c3: '' };

async function seedProperty(landlordId: string, name: string, roomNames: string[]) {
  const [p] = await ctx.db
    .insert(property)
    .values({ landlordId, name, streetAddress: 'Via Roma 1', postalCode: '00100', province: 'RM', country: 'Italia' })
    .returning();
  const rooms = await ctx.db
    .insert(room)
    .values(roomNames.map((n) => ({ propertyId: p!.id, name: n })))
    .returning();
  return { id: p!.id, rooms: rooms.map((r) => r.id) };
}

async function seedContract(
  propertyId: string,
  roomId: string,
  who: { first: string; last: string },
  terms: {
    start: string;
    end: string;
    rent: number;
    fee?: number;
    cedolare?: boolean;
    registration?: [string, string];
  },
) {
  const [c] = await ctx.db
    .insert(contract)
    .values({
      propertyId,
      tenantId: tenant.user.id,
      tenantFirstName: who.first,
      tenantLastName: who.last,
      tenantEmail: tenant.email,
      startDate: terms.start,
      endDate: terms.end,
      rentAmount: terms.rent,
      fixedFeeAmount: terms.fee ?? 0,
      cedolareSecca: terms.cedolare ?? false,
      registrationDate: terms.registration?.[0] ?? null,
      registrationCode: terms.registration?.[1] ?? null,
    })
    .returning();
  await ctx.db.insert(contractRoom).values({ contractId: c!.id, roomId, startDate: terms.start, endDate: terms.end });
  return c!.id;
}

/** A payable of a month; `paidOn`: fully allocated by then. */
async function seedPayable(
  contractId: string,
  type: string,
  month: string,
  amount: number,
  state: { allocated?: number; paidOn?: string; cancelled?: boolean } = {},
) {
  const paid = state.paidOn !== undefined;
  const [p] = await ctx.db
    .insert(payable)
    .values({
      contractId,
      type,
      amount,
      status: state.cancelled ? 'cancelled' : paid ? 'paid' : 'due',
      periodStartDate: `${month}-01`,
      periodEndDate: `${month}-28`,
      dueDate: `${month}-01`,
      paidAt: paid ? new Date(`${state.paidOn}T10:00:00Z`) : null,
      allocatedAmount: paid ? amount : (state.allocated ?? 0),
    })
    .returning();
  return p!.id;
}

let receipt = 0;
async function seedPayment(
  landlordId: string,
  contractId: string,
  receivedOn: string,
  allocations: [string, number][],
  reversed = false,
) {
  const amount = allocations.reduce((t, [, a]) => t + a, 0);
  const [p] = await ctx.db
    .insert(payment)
    .values({
      landlordId,
      contractId,
      amount,
      receivedOn,
      method: 'bonifico',
      receiptYear: Number(receivedOn.slice(0, 4)),
      receiptNumber: ++receipt,
      reversedAt: reversed ? new Date('2026-01-25T10:00:00Z') : null,
      reversalReason: reversed ? 'errore' : null,
    })
    .returning();
  await ctx.db
    .insert(paymentAllocation)
    .values(allocations.map(([payableId, a]) => ({ paymentId: p!.id, payableId, amount: a })));
}

async function seedBill(
  propertyId: string,
  category: string,
  period: [string, string],
  total: number,
  kept: number,
  splits: [string, number][],
) {
  const [b] = await ctx.db
    .insert(bill)
    .values({
      propertyId,
      category,
      totalAmount: total,
      splittableAmount: total - kept,
      ownerKeptAmount: kept,
      periodStartDate: period[0],
      periodEndDate: period[1],
      createdBy: owner.user.id,
      idempotencyKey: crypto.randomUUID(),
    })
    .returning();
  if (splits.length) {
    await ctx.db.insert(billSplit).values(
      splits.map(([contractId, amount]) => ({
        billId: b!.id,
        contractId,
        costModelApplied: 'settlement',
        calculatedAmount: amount,
        overlapDays: 1,
        numberOfOccupants: 1,
        weight: '1',
      })),
    );
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  const alfa = await seedProperty(owner.user.id, 'Casa Alfa', ['A1', 'A2']);
  const beta = await seedProperty(owner.user.id, 'Casa Beta', ['B1']);
  const foreign = await seedProperty(other.user.id, 'Casa Altrui', ['Z1']);
  Object.assign(ids, { alfa: alfa.id, beta: beta.id, foreign: foreign.id });

  ids.c1 = await seedContract(
    alfa.id,
    alfa.rooms[0]!,
    { first: 'Anna', last: 'Bianchi' },
    {
      start: '2026-01-01',
      end: '2026-12-31',
      rent: 50_000,
    },
  );
  ids.c2 = await seedContract(
    alfa.id,
    alfa.rooms[1]!,
    { first: 'Luca', last: 'Verdi' },
    {
      start: '2026-02-01',
      end: '2026-12-31',
      rent: 40_000,
      fee: 5_000,
    },
  );
  ids.c3 = await seedContract(
    beta.id,
    beta.rooms[0]!,
    { first: 'Sara', last: 'Neri' },
    {
      start: '2025-10-01',
      end: '2026-12-31',
      rent: 60_000,
      cedolare: true,
      registration: ['2025-10-10', 'TNP25T001234'],
    },
  );
  const cx = await seedContract(
    foreign.id,
    foreign.rooms[0]!,
    { first: 'Ugo', last: 'Altri' },
    {
      start: '2026-01-01',
      end: '2026-12-31',
      rent: 99_900,
    },
  );

  const c1Jan = await seedPayable(ids.c1, 'rent', '2026-01', 50_000, { paidOn: '2026-01-05' });
  const c1Feb = await seedPayable(ids.c1, 'rent', '2026-02', 50_000, { paidOn: '2026-02-03' });
  await seedPayable(ids.c1, 'rent', '2026-03', 50_000);
  await seedPayable(ids.c2, 'rent', '2026-01', 99_900, { cancelled: true });
  const c2FebRent = await seedPayable(ids.c2, 'rent', '2026-02', 40_000, { paidOn: '2026-02-02' });
  const c2FebFee = await seedPayable(ids.c2, 'fixed_fee', '2026-02', 5_000, { paidOn: '2026-02-02' });
  const c2MarRent = await seedPayable(ids.c2, 'rent', '2026-03', 40_000, { allocated: 15_000 });
  await seedPayable(ids.c2, 'fixed_fee', '2026-03', 5_000);
  const c3Dec = await seedPayable(ids.c3, 'rent', '2025-12', 60_000);
  await seedPayable(ids.c3, 'rent', '2026-01', 60_000);
  const c3Feb = await seedPayable(ids.c3, 'rent', '2026-02', 60_000, { paidOn: '2026-02-10' });
  await seedPayable(ids.c3, 'rent', '2026-03', 60_000);
  const cxJan = await seedPayable(cx, 'rent', '2026-01', 99_900, { paidOn: '2026-01-10' });

  await seedPayment(owner.user.id, ids.c1, '2026-01-05', [[c1Jan, 50_000]]);
  await seedPayment(owner.user.id, ids.c1, '2026-02-03', [[c1Feb, 50_000]]);
  await seedPayment(owner.user.id, ids.c2, '2026-02-02', [
    [c2FebRent, 40_000],
    [c2FebFee, 5_000],
  ]);
  await seedPayment(owner.user.id, ids.c2, '2026-03-05', [[c2MarRent, 15_000]]);
  await seedPayment(owner.user.id, ids.c3, '2026-02-10', [[c3Feb, 60_000]]);
  await seedPayment(owner.user.id, ids.c3, '2026-01-20', [[c3Dec, 20_000]], true);
  await seedPayment(other.user.id, cx, '2026-01-10', [[cxJan, 99_900]]);

  await seedBill(alfa.id, 'electricity', ['2026-01-01', '2026-02-28'], 30_000, 3_000, [
    [ids.c1, 18_310],
    [ids.c2, 8_690],
  ]);
  await seedBill(beta.id, 'water', ['2026-01-01', '2026-01-31'], 10_000, 0, [[ids.c3, 10_000]]);
  await seedBill(beta.id, 'gas', ['2025-11-01', '2025-12-31'], 5_000, 0, [[ids.c3, 5_000]]);
  await seedBill(foreign.id, 'water', ['2026-01-01', '2026-01-31'], 77_700, 77_700, []);
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

const read = (a: ReturnType<TestContext['agent']>, query: Record<string, string>) =>
  answer(a.api.analytics.$get({ query: query as never }));

describe('GET /api/analytics', () => {
  it('answers every figure of the year to the cent', async () => {
    const res = await read(owner, { year: '2026' });
    expect(res.status, res.text).toBe(200);
    const a = res.body;
    // Accrued: C1 3×500,00 + C2 (400,00+50,00)×2 + C3 3×600,00 (Dec 2025 is another year; the
    // cancelled 999,00 never counts) = 1.500 + 900 + 1.800 = 4.200,00.
    // Collected: P1 500 + P2 500 + P3 450 + P4 150 + P5 600 (the reversed 200 does not count) = 2.200,00.
    // Arrears now: C1 Mar 500 + C2 Mar 250 + 50 + C3 Dec 600 + Jan 600 + Mar 600 = 2.600,00.
    // Occupancy to 15/03 (74 days): A1 74 + A2 43 (from 01/02) + B1 74 = 191 of 3 × 74 = 222 room-days.
    // Owner's expenses: the electricity bill's 300,00 − 270,00 of tenants' shares = 30,00; water 0.
    // Net: 2.200,00 − 30,00 = 2.170,00.
    expect(a.tiles).toEqual({
      accruedCents: 420_000,
      collectedCents: 220_000,
      arrearsNowCents: 260_000,
      roomDaysHeld: 191,
      roomDays: 222,
      ownerExpensesCents: 3_000,
      netCents: 217_000,
    });
    const month = (m: number) => a.months[m - 1];
    // January: accrued C1 500 + C3 600; collected P1 500; arrears at 31/01: C3 Dec 600 + Jan 600;
    // A2 vacant: held A1 31 + B1 31 = 62 of 3 × 31 = 93.
    expect(month(1)).toEqual({
      month: 1,
      accruedCents: 110_000,
      collectedCents: 50_000,
      arrearsCents: 120_000,
      ownerExpensesCents: 0,
      roomDaysHeld: 62,
      roomDays: 93,
    });
    // February: accrued 500 + 450 + 600; collected P2 500 + P3 450 + P5 600; arrears at 28/02:
    // C3 Dec + Jan = 1.200,00; the electricity bill ends in February: owner 30,00; all 84 room-days held.
    expect(month(2)).toEqual({
      month: 2,
      accruedCents: 155_000,
      collectedCents: 155_000,
      arrearsCents: 120_000,
      ownerExpensesCents: 3_000,
      roomDaysHeld: 84,
      roomDays: 84,
    });
    // March to today (15 days): accrued 500 + 450 + 600; collected P4 150; arrears today = arrears now.
    expect(month(3)).toEqual({
      month: 3,
      accruedCents: 155_000,
      collectedCents: 15_000,
      arrearsCents: 260_000,
      ownerExpensesCents: 0,
      roomDaysHeld: 45,
      roomDays: 45,
    });
    // Months to come: no arrears, no room-days yet.
    expect(month(4)).toMatchObject({ arrearsCents: null, roomDays: 0, accruedCents: 0 });
  });

  it('sorts the arrears into age buckets with the count of tenants behind each, not their list', async () => {
    const a = (await read(owner, { year: '2026' })).body;
    expect(a.arrears.map((b: Record<string, unknown>) => [b.key, b.cents, b.tenantCount, 'tenants' in b])).toEqual([
      // Due 01/03 (14 days): C3 600, C1 500, C2 250 + 50.
      ['d0_30', 140_000, 3, false],
      ['d31_60', 0, 0, false],
      // Due 01/01 (73 days) and 01/12/2025 (104 days).
      ['d61_90', 60_000, 1, false],
      ['d90_plus', 60_000, 1, false],
    ]);
    expect('summary' in a).toBe(false);
  });

  it('splits the expenses by category, without the per-property table or the properties', async () => {
    const a = (await read(owner, { year: '2026' })).body;
    expect(a.expenses).toEqual([
      {
        category: 'electricity',
        label: expect.any(String),
        bills: 1,
        totalCents: 30_000,
        tenantsShareCents: 27_000,
        ownerShareCents: 3_000,
        ownerKeptCents: 3_000,
      },
      {
        category: 'water',
        label: expect.any(String),
        bills: 1,
        totalCents: 10_000,
        tenantsShareCents: 10_000,
        ownerShareCents: 0,
        ownerKeptCents: 0,
      },
    ]);
    // The per-property table and the filter's choices are not in this answer (decision 125).
    expect('perProperty' in a).toBe(false);
    expect('properties' in a).toBe(false);
    expect(a.propertyName).toBeNull();
    expect(a.years).toEqual([2026, 2025]);
  });

  it('reads one property when asked', async () => {
    const res = await read(owner, { year: '2026', property_id: ids.beta });
    expect(res.status, res.text).toBe(200);
    // Casa Beta alone: C3's 1.800,00 accrued, 600,00 collected, arrears 600 × 3, B1 full.
    expect(res.body.tiles).toEqual({
      accruedCents: 180_000,
      collectedCents: 60_000,
      arrearsNowCents: 180_000,
      roomDaysHeld: 74,
      roomDays: 74,
      ownerExpensesCents: 0,
      netCents: 60_000,
    });
    expect(res.body.propertyName).toBe('Casa Beta');
  });

  it('no year reads the current one', async () => {
    const res = await read(owner, {});
    expect(res.status).toBe(200);
    expect(res.body.year).toBe(2026);
    expect(res.body.tiles.accruedCents).toBe(420_000);
  });

  it('a year without rows reads zeros', async () => {
    const res = await read(owner, { year: '2024' });
    expect(res.status).toBe(200);
    expect(res.body.tiles).toMatchObject({
      accruedCents: 0,
      collectedCents: 0,
      ownerExpensesCents: 0,
      roomDays: 366 * 3,
    });
  });

  it('refuses a malformed query in Italian, another landlord’s property as a missing one', async () => {
    for (const query of [{ year: '' }, { year: 'abc' }, { year: '1999' }, { year: '2026', property_id: 'nope' }]) {
      const res = await read(owner, query as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.message).toMatch(/non valido/);
    }
    const foreign = await read(owner, { year: '2026', property_id: ids.foreign });
    const missing = await read(owner, { year: '2026', property_id: crypto.randomUUID() });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('refuses tenants and visitors', async () => {
    expect((await read(tenant, { year: '2026' })).status).toBe(403);
    expect((await read(ctx.agent(), { year: '2026' })).status).toBe(401);
  });
});

const readArrears = (a: ReturnType<TestContext['agent']>, query: Record<string, string>) =>
  answer(a.api.analytics.arrears.$get({ query: query as never }));
const readSummary = (a: ReturnType<TestContext['agent']>, query: Record<string, string>) =>
  answer(a.api.analytics.summary.$get({ query: query as never }));

describe('GET /api/analytics/arrears', () => {
  const tenantsOf = (body: { items: { tenantName: string; cents: number }[] }) =>
    body.items.map((t) => [t.tenantName, t.cents]);

  it('lists the tenants behind each bar, largest amount first, in the paged shape', async () => {
    const d0 = await readArrears(owner, { year: '2026', bucket: 'd0_30' });
    expect(d0.status, d0.text).toBe(200);
    // Due 01/03 (14 days): C3 600, C1 500, C2 250 + 50.
    expect(tenantsOf(d0.body)).toEqual([
      ['Sara Neri', 60_000],
      ['Anna Bianchi', 50_000],
      ['Luca Verdi', 30_000],
    ]);
    expect(d0.body).toMatchObject({ total: 3, page: 1, pageSize: 25, totalCents: 140_000, bucket: 'd0_30' });
    expect(d0.body.items[0]).toEqual({
      contractId: ids.c3,
      tenantName: 'Sara Neri',
      propertyName: 'Casa Beta',
      cents: 60_000,
      oldestDueDate: '2026-03-01',
    });
    const d31 = await readArrears(owner, { year: '2026', bucket: 'd31_60' });
    expect(d31.body).toMatchObject({ items: [], total: 0, totalCents: 0 });
    // Due 01/01 (73 days) and 01/12/2025 (104 days).
    expect(tenantsOf((await readArrears(owner, { year: '2026', bucket: 'd61_90' })).body)).toEqual([
      ['Sara Neri', 60_000],
    ]);
    expect(tenantsOf((await readArrears(owner, { year: '2026', bucket: 'd90_plus' })).body)).toEqual([
      ['Sara Neri', 60_000],
    ]);
  });

  it('each bar of the main answer equals its list: amount and count', async () => {
    for (const query of [{ year: '2026' }, { year: '2026', property_id: ids.alfa }] as Record<string, string>[]) {
      const a = (await read(owner, query)).body;
      for (const bar of a.arrears as { key: string; cents: number; tenantCount: number }[]) {
        const list = (await readArrears(owner, { ...query, bucket: bar.key })).body;
        expect([list.total, list.totalCents], bar.key).toEqual([bar.tenantCount, bar.cents]);
        expect(list.items.reduce((t: number, i: { cents: number }) => t + i.cents, 0)).toBe(bar.cents);
      }
    }
  });

  it('reads one property, pages past the end as empty', async () => {
    const beta = await readArrears(owner, { year: '2026', property_id: ids.beta, bucket: 'd0_30' });
    expect(tenantsOf(beta.body)).toEqual([['Sara Neri', 60_000]]);
    const past = await readArrears(owner, { year: '2026', bucket: 'd0_30', page: '2', pageSize: '25' });
    expect(past.body).toMatchObject({ items: [], total: 3, page: 2, pageSize: 25, totalCents: 140_000 });
  });

  it('refuses a malformed query in Italian, another landlord’s property as a missing one, tenants and visitors', async () => {
    for (const query of [
      {},
      { bucket: 'd0_31' },
      { bucket: 'd0_30', year: 'abc' },
      { bucket: 'd0_30', property_id: 'nope' },
      { bucket: 'd0_30', page: '0' },
      { bucket: 'd0_30', pageSize: '10' },
    ]) {
      const res = await readArrears(owner, query as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.message).toMatch(/non valid/);
    }
    expect((await readArrears(owner, {})).body.error.message).toBe(
      'Fascia di ritardo non valida: 0–30, 31–60, 61–90 o oltre 90 giorni',
    );
    const foreign = await readArrears(owner, { bucket: 'd0_30', property_id: ids.foreign });
    const missing = await readArrears(owner, { bucket: 'd0_30', property_id: crypto.randomUUID() });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await readArrears(tenant, { bucket: 'd0_30' })).status).toBe(403);
    expect((await readArrears(ctx.agent(), { bucket: 'd0_30' })).status).toBe(401);
  });
});

describe('GET /api/analytics/summary', () => {
  const rowOf = (r: Record<string, unknown>) => [
    r.tenantName,
    r.rentAccruedCents,
    r.rentCollectedCents,
    r.accruedCents,
    r.collectedCents,
    r.cedolareSecca,
    r.registrationCode,
  ];

  it('answers the accountant’s summary per contract to the cent, with its totals', async () => {
    const res = await readSummary(owner, { year: '2026' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.map(rowOf)).toEqual([
      ['Anna Bianchi', 150_000, 100_000, 150_000, 100_000, false, null],
      // C2's P3 paid 400,00 of rent and 50,00 of fee; P4 150,00 of rent.
      ['Luca Verdi', 80_000, 55_000, 90_000, 60_000, false, null],
      ['Sara Neri', 180_000, 60_000, 180_000, 60_000, true, 'TNP25T001234'],
    ]);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25, year: 2026 });
    expect(res.body.totals).toEqual({
      rentAccruedCents: 410_000,
      rentCollectedCents: 215_000,
      accruedCents: 420_000,
      collectedCents: 220_000,
    });
  });

  it('its pages sum to its totals, which equal the tiles and the exports', async () => {
    const a = (await read(owner, { year: '2026' })).body;
    const first = (await readSummary(owner, { year: '2026', pageSize: '25' })).body;
    const items = [...first.items];
    for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page++) {
      items.push(...(await readSummary(owner, { year: '2026', page: String(page) })).body.items);
    }
    expect(items).toHaveLength(first.total);
    const sum = (k: string) => items.reduce((t: number, r: Record<string, number>) => t + r[k]!, 0);
    expect(sum('accruedCents')).toBe(first.totals.accruedCents);
    expect(sum('collectedCents')).toBe(first.totals.collectedCents);
    expect(sum('rentAccruedCents')).toBe(first.totals.rentAccruedCents);
    expect(sum('rentCollectedCents')).toBe(first.totals.rentCollectedCents);
    expect(first.totals.accruedCents).toBe(a.tiles.accruedCents);
    expect(first.totals.collectedCents).toBe(a.tiles.collectedCents);
    const csvRes = await owner.api.analytics.export.$get({ query: { year: '2026', format: 'csv', table: 'payables' } });
    const lines = Buffer.from(await csvRes.arrayBuffer())
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n');
    const head = lines[0]!.split(';');
    const at = head.indexOf('Importo');
    const exported = lines
      .slice(1)
      .reduce((t, l) => t + Math.round(Number(l.split(';')[at]!.replace(',', '.')) * 100), 0);
    expect(exported).toBe(first.totals.accruedCents);
    // Beyond the last page: no rows, the same totals.
    const past = (await readSummary(owner, { year: '2026', page: '2' })).body;
    expect(past).toMatchObject({ items: [], total: 3, page: 2, totals: first.totals });
  });

  it('reads one property, and a year without contracts as empty', async () => {
    const beta = (await readSummary(owner, { year: '2026', property_id: ids.beta })).body;
    expect(beta.items.map(rowOf)).toEqual([['Sara Neri', 180_000, 60_000, 180_000, 60_000, true, 'TNP25T001234']]);
    expect(beta.totals.accruedCents).toBe(180_000);
    const empty = (await readSummary(owner, { year: '2024' })).body;
    expect(empty).toMatchObject({ items: [], total: 0, totals: { accruedCents: 0, collectedCents: 0 } });
  });

  it('refuses a malformed query in Italian, another landlord’s property as a missing one, tenants and visitors', async () => {
    for (const query of [{ year: '1999' }, { property_id: 'nope' }, { page: 'x' }, { pageSize: '1000' }] as Record<
      string,
      string
    >[]) {
      const res = await readSummary(owner, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.message).toMatch(/non valid/);
    }
    const foreign = await readSummary(owner, { property_id: ids.foreign });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await readSummary(owner, { property_id: crypto.randomUUID() })).body);
    expect((await readSummary(tenant, {})).status).toBe(403);
    expect((await readSummary(ctx.agent(), {})).status).toBe(401);
  });
});

const readProperties = (a: ReturnType<TestContext['agent']>, query: Record<string, string>) =>
  answer(a.api.analytics.properties.$get({ query: query as never }));

describe('GET /api/analytics/properties', () => {
  const namesOf = (body: { items: { name: string }[] }) => body.items.map((p) => p.name);
  // Alfa: accrued 1.500 + 900; collected 500 + 500 + 450 + 150; owner 30,00; A1 74 + A2 43 of 148.
  const alfa = () => ({
    propertyId: ids.alfa,
    name: 'Casa Alfa',
    accruedCents: 240_000,
    collectedCents: 160_000,
    ownerExpensesCents: 3_000,
    netCents: 157_000,
    roomDaysHeld: 117,
    roomDays: 148,
  });
  const beta = () => ({
    propertyId: ids.beta,
    name: 'Casa Beta',
    accruedCents: 180_000,
    collectedCents: 60_000,
    ownerExpensesCents: 0,
    netCents: 60_000,
    roomDaysHeld: 74,
    roomDays: 74,
  });

  it('answers each property’s figures to the cent in the paged shape, by name, never another landlord’s', async () => {
    const res = await readProperties(owner, { year: '2026' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      items: [alfa(), beta()],
      total: 2,
      page: 1,
      pageSize: 25,
      year: 2026,
      sort: 'name_asc',
    });
  });

  it('its rows sum to the tiles (one formula), one property when asked', async () => {
    const a = (await read(owner, { year: '2026' })).body;
    const items = (await readProperties(owner, { year: '2026' })).body.items as ReturnType<typeof alfa>[];
    const sum = (k: keyof ReturnType<typeof alfa>) => items.reduce((t, p) => t + (p[k] as number), 0);
    expect({
      accruedCents: sum('accruedCents'),
      collectedCents: sum('collectedCents'),
      ownerExpensesCents: sum('ownerExpensesCents'),
      netCents: sum('netCents'),
      roomDaysHeld: sum('roomDaysHeld'),
      roomDays: sum('roomDays'),
    }).toEqual({
      accruedCents: a.tiles.accruedCents,
      collectedCents: a.tiles.collectedCents,
      ownerExpensesCents: a.tiles.ownerExpensesCents,
      netCents: a.tiles.netCents,
      roomDaysHeld: a.tiles.roomDaysHeld,
      roomDays: a.tiles.roomDays,
    });
    const one = await readProperties(owner, { year: '2026', property_id: ids.beta });
    expect(one.body).toMatchObject({ items: [beta()], total: 1, page: 1 });
  });

  it('sorts by every column of the table, both ways, in SQL', async () => {
    // Alfa is ahead on accrued, collected, owner's expenses and net; Beta on occupancy (74/74 against 117/148).
    const expected: Record<string, string[]> = {
      name_asc: ['Casa Alfa', 'Casa Beta'],
      name_desc: ['Casa Beta', 'Casa Alfa'],
      accrued_desc: ['Casa Alfa', 'Casa Beta'],
      accrued_asc: ['Casa Beta', 'Casa Alfa'],
      collected_desc: ['Casa Alfa', 'Casa Beta'],
      collected_asc: ['Casa Beta', 'Casa Alfa'],
      owner_expenses_desc: ['Casa Alfa', 'Casa Beta'],
      owner_expenses_asc: ['Casa Beta', 'Casa Alfa'],
      net_desc: ['Casa Alfa', 'Casa Beta'],
      net_asc: ['Casa Beta', 'Casa Alfa'],
      occupancy_desc: ['Casa Beta', 'Casa Alfa'],
      occupancy_asc: ['Casa Alfa', 'Casa Beta'],
    };
    for (const [sort, names] of Object.entries(expected)) {
      const res = await readProperties(owner, { year: '2026', sort });
      expect(res.status, sort).toBe(200);
      expect(namesOf(res.body), sort).toEqual(names);
      expect(res.body.sort).toBe(sort);
    }
  });

  it('pages a larger portfolio: the total, page 2, past the end, a sort across pages', async () => {
    const many = await ctx.createLandlord();
    const rows = await ctx.db
      .insert(property)
      .values(
        Array.from({ length: 27 }, (_, i) => ({
          landlordId: many.user.id,
          name: `Immobile ${String(i + 1).padStart(2, '0')}`,
          streetAddress: 'Via Lunga 1',
          postalCode: '20100',
          province: 'MI',
          country: 'Italia',
        })),
      )
      .returning();
    const byName = new Map(rows.map((r) => [r.name, r.id]));
    // Immobile 05: a room let all year with January's 700,00 paid; Immobile 12: a room never let;
    // the others have no room (no occupancy: last when sorting by occupancy descending).
    const [r05] = await ctx.db
      .insert(room)
      .values([
        { propertyId: byName.get('Immobile 05')!, name: 'R5' },
        { propertyId: byName.get('Immobile 12')!, name: 'R12' },
      ])
      .returning();
    const c = await seedContract(
      byName.get('Immobile 05')!,
      r05!.id,
      { first: 'Pia', last: 'Molti' },
      {
        start: '2026-01-01',
        end: '2026-12-31',
        rent: 70_000,
      },
    );
    const jan = await seedPayable(c, 'rent', '2026-01', 70_000, { paidOn: '2026-01-05' });
    await seedPayment(many.user.id, c, '2026-01-05', [[jan, 70_000]]);

    const first = (await readProperties(many, { year: '2026' })).body;
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const second = (await readProperties(many, { year: '2026', page: '2' })).body;
    expect(namesOf(second)).toEqual(['Immobile 26', 'Immobile 27']);
    expect((await readProperties(many, { year: '2026', pageSize: '50' })).body.items).toHaveLength(27);
    const past = (await readProperties(many, { year: '2026', page: '3' })).body;
    expect(past).toMatchObject({ items: [], total: 27, page: 3 });

    const richest = (await readProperties(many, { year: '2026', sort: 'collected_desc' })).body.items[0];
    expect(richest).toMatchObject({ name: 'Immobile 05', accruedCents: 70_000, collectedCents: 70_000 });
    expect(namesOf((await readProperties(many, { year: '2026', sort: 'occupancy_desc' })).body).slice(0, 3)).toEqual([
      'Immobile 05',
      'Immobile 12',
      'Immobile 01',
    ]);
    // Ascending: the properties without rooms first, by name; the full one last, on page 2.
    const lowest = (await readProperties(many, { year: '2026', sort: 'occupancy_asc', page: '2' })).body;
    expect(namesOf(lowest)).toEqual(['Immobile 12', 'Immobile 05']);
    // One of them, and the owner's page never counts them.
    const one = (await readProperties(many, { year: '2026', property_id: byName.get('Immobile 12')! })).body;
    expect(one).toMatchObject({ total: 1, items: [{ name: 'Immobile 12', roomDaysHeld: 0, roomDays: 74 }] });
    expect((await readProperties(owner, { year: '2026' })).body.total).toBe(2);
    const foreign = await readProperties(owner, { year: '2026', property_id: byName.get('Immobile 05')! });
    expect(foreign.status).toBe(404);
  });

  it('refuses a malformed query in Italian, another landlord’s property as a missing one, tenants and visitors', async () => {
    for (const query of [
      { sort: 'rent' },
      { sort: 'name' },
      { page: '0' },
      { page: 'x' },
      { pageSize: '10' },
      { year: 'abc' },
      { property_id: 'nope' },
    ] as Record<string, string>[]) {
      const res = await readProperties(owner, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.message).toMatch(/non valid/);
    }
    expect((await readProperties(owner, { sort: 'rent' })).body.error.message).toBe('Ordinamento non valido');
    const foreign = await readProperties(owner, { property_id: ids.foreign });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await readProperties(owner, { property_id: crypto.randomUUID() })).body);
    expect((await readProperties(tenant, {})).status).toBe(403);
    expect((await readProperties(ctx.agent(), {})).status).toBe(401);
  });
});

describe('GET /api/analytics/export', () => {
  const download = async (query: Record<string, string>) => {
    const res = await owner.api.analytics.export.$get({ query: query as never });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** '1234,56' → 123456 cents. */
  const centsOf = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

  async function csv(table: string) {
    const { res, bytes } = await download({ year: '2026', format: 'csv', table });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [head, ...rows] = bytes
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i]!])));
  }

  it('the CSVs hold the rows the figures sum (UTF-8 BOM, ";", Italian decimals)', async () => {
    const a = (await read(owner, { year: '2026' })).body;
    const payables = await csv('payables');
    // C1 3 + C2 4 + C3 3 (Dec 2025 is another year, the cancelled one is not exported).
    expect(payables).toHaveLength(10);
    expect(payables[0]).toMatchObject({ Immobile: 'Casa Alfa', Inquilino: 'Anna Bianchi', Importo: '500,00' });
    expect(payables.reduce((t, r) => t + centsOf(r.Importo!), 0)).toBe(a.tiles.accruedCents);
    const payments = await csv('payments');
    expect(payments.map((r) => r.Importo)).toEqual(['500,00', '200,00', '450,00', '500,00', '600,00', '150,00']);
    const live = payments.filter((r) => r.Stato === 'Valido');
    expect(live.reduce((t, r) => t + centsOf(r.Importo!), 0)).toBe(a.tiles.collectedCents);
    const bills = await csv('bills');
    const owners = bills.filter((r) => r['Quota di'] === 'Proprietario');
    expect(owners.reduce((t, r) => t + centsOf(r.Importo!), 0)).toBe(a.tiles.ownerExpensesCents);
    expect(bills.map((r) => [r['Quota di'], r.Importo])).toEqual([
      ['Sara Neri', '100,00'],
      ['Proprietario', '0,00'],
      ['Anna Bianchi', '183,10'],
      ['Luca Verdi', '86,90'],
      ['Proprietario', '30,00'],
    ]);
  });

  it('the XLSX holds the three sheets with the same numbers', async () => {
    const a = (await read(owner, { year: '2026' })).body;
    const { res, bytes } = await download({ year: '2026', format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('casaconti-2026.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as never);
    const column = (sheet: string, header: string, where?: [string, string]) => {
      const ws = book.getWorksheet(sheet)!;
      const heads = (ws.getRow(1).values as unknown[]).map(String);
      const at = heads.indexOf(header);
      const filterAt = where ? heads.indexOf(where[0]) : -1;
      const out: number[] = [];
      ws.eachRow((row, n) => {
        if (n === 1) return;
        if (where && row.getCell(filterAt).value !== where[1]) return;
        out.push(Math.round(Number(row.getCell(at).value) * 100));
      });
      return out;
    };
    const sum = (xs: number[]) => xs.reduce((t, x) => t + x, 0);
    expect(sum(column('Scadenze', 'Importo'))).toBe(a.tiles.accruedCents);
    expect(sum(column('Pagamenti', 'Importo', ['Stato', 'Valido']))).toBe(a.tiles.collectedCents);
    expect(sum(column('Spese', 'Importo', ['Quota di', 'Proprietario']))).toBe(a.tiles.ownerExpensesCents);
    expect(column('Spese', 'Importo')).toEqual([10_000, 0, 18_310, 8_690, 3_000]);
  });

  it('exports one property only, and never another landlord’s', async () => {
    const { bytes } = await download({ year: '2026', format: 'csv', table: 'payments', property_id: ids.beta });
    const text = bytes.toString('utf8');
    expect(text).toContain('Sara Neri');
    expect(text).not.toContain('Anna Bianchi');
    const all = (await download({ year: '2026', format: 'csv', table: 'payments' })).bytes.toString('utf8');
    expect(all).not.toContain('Ugo');
    expect(
      (await download({ year: '2026', format: 'csv', table: 'payments', property_id: ids.foreign })).res.status,
    ).toBe(404);
    const bad = await download({ year: '2026', format: 'pdf' });
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString('utf8')).error.message).toBe('Formato di esportazione non valido: csv o xlsx');
  });
});
