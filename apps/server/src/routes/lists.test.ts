/**
 * The paged lists (decision 080): GET /api/contracts/page, GET /api/properties/page, the bills
 * page (098) and the payments page's two tabs (113, 114). Paging,
 * search (case- and accent-insensitive), filters, sorting and totals, in SQL; a foreign
 * landlord's rows never counted; a malformed query answers 400 in Italian.
 */
import { LIST_MESSAGES } from '@casaconti/core/messages';
import { propertyListQuerySchema } from '@casaconti/core/schemas/list';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, contract, contractRoom, payable, property, room, settlementItem } from '../db/schema';
import { insertProperty } from '../test/factories';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { propertiesPageStatements } from '../services/properties/get-properties-page';
import { seedProperty } from './contracts.test-support';
import { itRefusesMalformedQueries } from './lists.test-support';

type PlanNode = { 'Relation Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };

/** Rows a plan read from `relation`, over all its loops (EXPLAIN ANALYZE). */
function sumRows(node: PlanNode, relation: string): number {
  const own = node['Relation Name'] === relation ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + sumRows(child, relation), 0);
}

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
type Item = {
  contractId: string;
  status: string;
  rentAmount: number;
  startDate: string;
  tenant: { firstName: string; lastName: string };
  property: { id: string; name: string };
  rooms: { name: string }[];
};

let ctx: TestContext;
let landlord: Landlord;
let foreign: Landlord;
let tenantId: string;
let casa: Awaited<ReturnType<typeof seedProperty>>;
let attico: { id: string };
const EXPIRED = 5;
const PENDING = 7;
const ACTIVE = 28; // of them, one is Niccolò Bianchi's on the Attico
const TOTAL = EXPIRED + PENDING + ACTIVE;

/** Contracts inserted directly: the list's reads are the subject, not contract creation. */
async function insertContract(
  propertyId: string,
  over: {
    first: string;
    last: string;
    start: string;
    end?: string | null;
    rent: number;
    accepted?: boolean;
    roomId?: string;
  },
) {
  const [row] = await ctx.db
    .insert(contract)
    .values({
      propertyId,
      tenantId,
      tenantFirstName: over.first,
      tenantLastName: over.last,
      tenantEmail: 'inquilino@example.com',
      acceptedAt: over.accepted === false ? null : new Date('2026-01-01T00:00:00Z'),
      startDate: over.start,
      endDate: over.end ?? null,
      rentAmount: over.rent,
    })
    .returning();
  if (over.roomId) {
    await ctx.db.insert(contractRoom).values({
      contractId: row!.id,
      roomId: over.roomId,
      startDate: over.start,
      endDate: over.end ?? null,
    });
  }
  return row!.id;
}

/** A paged list with its sum over every page (the payments page's tabs), asked with `query` by `who`. */
function pageWithSum<T>(path: string) {
  return async (query: Record<string, string>, who: Landlord = landlord) =>
    (await who.get(`${path}?${new URLSearchParams(query)}`)).body as {
      items: T[];
      total: number;
      page: number;
      pageSize: number;
      totalAmount: number;
    };
}

/** `count` contracts on `propertyId` whose tenants are `first` Numero00, Numero01…: they sort by number. */
async function insertNumberedContracts(propertyId: string, first: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const last = `Numero${String(i).padStart(2, '0')}`;
    ids.push(await insertContract(propertyId, { first, last, start: '2025-01-01', rent: 50000 }));
  }
  return ids;
}

/** The foreign landlord's contract for a tenant of the same name: never listed nor summed for `landlord`. */
async function insertForeignNamesake(first: string, last: string) {
  const foreignHome = await seedProperty(ctx, foreign.user.id);
  return insertContract(foreignHome.property.id, { first, last, start: '2025-01-01', rent: 1 });
}

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
  foreign = await ctx.createLandlord();
  tenantId = (await ctx.createTenant()).user.id;
  casa = await seedProperty(ctx, landlord.user.id);
  attico = await insertProperty(ctx.db, landlord.user.id, {
    name: 'Attico Città Alta',
    streetAddress: 'Piazza Duomo 3',
    postalCode: '24129',
    province: 'BG',
  });
  const [atticoRoom] = await ctx.db.insert(room).values({ propertyId: attico.id, name: 'Camera unica' }).returning();
  // Active contracts: distinct start months (2024-01 … ), rents 500 € + i €.
  for (let i = 0; i < ACTIVE - 1; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    await insertContract(casa.property.id, {
      first: `Nome${String(i).padStart(2, '0')}`,
      last: `Cognome${String(i).padStart(2, '0')}`,
      start: `${2024 + Math.floor(i / 12)}-${month}-01`,
      rent: 50000 + i * 100,
    });
  }
  await insertContract(attico.id, {
    first: 'Niccolò',
    last: 'Bianchi',
    start: '2026-02-01',
    rent: 90000,
    roomId: atticoRoom!.id,
  });
  for (let i = 0; i < EXPIRED; i++) {
    await insertContract(casa.property.id, {
      first: 'Scaduto',
      last: `Vecchio${i}`,
      start: '2023-01-01',
      end: '2025-12-31',
      rent: 40000,
    });
  }
  for (let i = 0; i < PENDING; i++) {
    await insertContract(casa.property.id, {
      first: 'Attesa',
      last: `Nuovo${i}`,
      start: '2026-03-01',
      rent: 45000,
      accepted: false,
    });
  }
  // A foreign landlord's Niccolò, same names and address: never found, never counted.
  const foreignHome = await seedProperty(ctx, foreign.user.id);
  await ctx.db.update(property).set({ name: 'Attico Città Alta' }).where(eq(property.id, foreignHome.property.id));
  await insertContract(foreignHome.property.id, { first: 'Niccolò', last: 'Bianchi', start: '2026-02-01', rent: 1 });
  await insertContract(foreignHome.property.id, { first: 'Altro', last: 'Estraneo', start: '2026-02-01', rent: 1 });
});
afterAll(async () => {
  await ctx.close();
});

async function contractsPage(query: Record<string, string> = {}, who: Landlord = landlord) {
  const res = await answer(who.api.contracts.page.$get({ query }));
  expect(res.status).toBe(200);
  return res.body as { items: Item[]; total: number; page: number; pageSize: number; counts: Record<string, number> };
}

describe('GET /api/contracts/page', () => {
  it('answers pages of the chosen size with the total, newest start first, pages disjoint', async () => {
    const first = await contractsPage();
    expect(first).toMatchObject({ total: TOTAL, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const second = await contractsPage({ page: '2' });
    expect(second.items).toHaveLength(TOTAL - 25);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((i) => i.contractId)).size).toBe(TOTAL);
    const starts = all.map((i) => i.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((await contractsPage({ page: '3' })).items).toEqual([]);
    expect((await contractsPage({ pageSize: '50' })).items).toHaveLength(TOTAL);
    expect(first.counts).toEqual({ active: ACTIVE, pending_acceptance: PENDING, expired: EXPIRED });
  });

  it("finds 'Niccolò' by 'niccolo' and by 'NICCOLÒ', and a contract by its property's name or address", async () => {
    for (const q of ['niccolo', 'NICCOLÒ', 'bianchi niccolo', 'niccolò bianchi']) {
      const page = await contractsPage({ q });
      expect(page.total).toBe(1);
      expect(page.items.map((i) => `${i.tenant.firstName} ${i.tenant.lastName}`)).toEqual(['Niccolò Bianchi']);
      expect(page.items[0]!.rooms.map((r) => r.name)).toEqual(['Camera unica']);
    }
    expect((await contractsPage({ q: 'citta alta' })).total).toBe(1);
    expect((await contractsPage({ q: 'duomo' })).total).toBe(1);
    expect((await contractsPage({ q: 'via roma' })).total).toBe(TOTAL - 1);
    expect((await contractsPage({ q: '%' })).total).toBe(0);
    expect((await contractsPage({ q: 'nessuno così' })).items).toEqual([]);
  });

  it('filters by status and by property, counts by status under the search', async () => {
    const expired = await contractsPage({ status: 'expired' });
    expect(expired.total).toBe(EXPIRED);
    expect(expired.items.every((i) => i.status === 'expired')).toBe(true);
    const pending = await contractsPage({ status: 'pending_acceptance', pageSize: '100' });
    expect(pending.items.map((i) => i.tenant.firstName)).toEqual(Array(PENDING).fill('Attesa'));
    const onAttico = await contractsPage({ propertyId: attico.id });
    expect(onAttico.items.map((i) => i.property.name)).toEqual(['Attico Città Alta']);
    const searched = await contractsPage({ q: 'scaduto', status: 'active' });
    expect(searched).toMatchObject({ total: 0, counts: { active: 0, pending_acceptance: 0, expired: EXPIRED } });
  });

  it('sorts by tenant, property and rent', async () => {
    const byTenant = await contractsPage({ sort: 'tenant', pageSize: '100' });
    const lasts = byTenant.items.map((i) => i.tenant.lastName.toLowerCase());
    expect(lasts).toEqual([...lasts].sort());
    expect(lasts[0]).toBe('bianchi');
    const byRent = await contractsPage({ sort: 'rent_asc' });
    expect(byRent.items[0]!.rentAmount).toBe(40000);
    expect((await contractsPage({ sort: 'rent_desc' })).items[0]!.rentAmount).toBe(90000);
    expect((await contractsPage({ sort: 'property' })).items[0]!.property.name).toBe('Attico Città Alta');
    const oldest = await contractsPage({ sort: 'start_asc' });
    expect(oldest.items[0]!.startDate).toBe('2023-01-01');
  });

  it("never shows or counts another landlord's contracts", async () => {
    const theirs = await contractsPage({}, foreign);
    expect(theirs.total).toBe(2);
    expect((await contractsPage({ propertyId: attico.id }, foreign)).total).toBe(0);
  });

  itRefusesMalformedQueries(
    [
      ['page=0', 'page', LIST_MESSAGES.invalidPage],
      ['page=abc', 'page', LIST_MESSAGES.invalidPage],
      ['pageSize=10', 'pageSize', LIST_MESSAGES.invalidPageSize],
      ['sort=random', 'sort', LIST_MESSAGES.invalidSort],
      ['status=terminated', 'status', LIST_MESSAGES.invalidStatus],
      ['propertyId=nope', 'propertyId', 'ID proprietà non valido'],
      [`q=${'x'.repeat(101)}`, 'q', LIST_MESSAGES.searchTooLong],
    ],
    (query) => landlord.get(`/api/contracts/page?${query}`),
  );
});

async function propertiesPage(query: Record<string, string> = {}, who: Landlord = landlord) {
  const res = await answer(who.api.properties.page.$get({ query }));
  expect(res.status).toBe(200);
  return res.body as {
    items: { id: string; name: string; total_units: number; occupied_units: number; monthly_revenue: number }[];
    total: number;
    page: number;
    pageSize: number;
    summary: { properties: number; total_units: number; occupied_units: number; monthly_revenue: number };
  };
}

describe('GET /api/properties/page', () => {
  let extra: string[];
  beforeAll(async () => {
    const rows = await ctx.db
      .insert(property)
      .values(
        Array.from({ length: 26 }, (_, i) => ({
          landlordId: landlord.user.id,
          name: `Bilocale ${String(i).padStart(2, '0')}`,
          streetAddress: `Via Garibaldi ${i}`,
          postalCode: '10100',
          province: 'TO',
          country: 'Italia',
        })),
      )
      .returning();
    extra = rows.map((r) => r.id);
  });

  it('pages the properties with the total; the tiles are the whole portfolio, aggregated in SQL', async () => {
    const whole = (await answer(landlord.api.properties.$get())).body;
    const first = await propertiesPage();
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25, summary: whole.summary });
    expect(first.items).toHaveLength(25);
    const second = await propertiesPage({ page: '2' });
    expect(second.items).toHaveLength(3);
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(whole.items.map((p: { id: string }) => p.id));
    expect(first.summary).toMatchObject({ properties: 28, total_units: 4, occupied_units: 1 });
    expect(extra).toHaveLength(26);
  });

  it('searches name and address without case or accents; the tiles stay the whole portfolio', async () => {
    const found = await propertiesPage({ q: 'CITTA' });
    expect(found.items.map((p) => p.name)).toEqual(['Attico Città Alta']);
    expect(found.total).toBe(1);
    expect(found.summary.properties).toBe(28);
    expect((await propertiesPage({ q: 'garibaldi' })).total).toBe(26);
    expect((await propertiesPage({ q: 'bilocale 0' })).total).toBe(10);
  });

  it('filters by occupancy and sorts by name or revenue', async () => {
    const full = await propertiesPage({ occupancy: 'full' });
    expect(full.items.map((p) => p.name)).toEqual(['Attico Città Alta']);
    const vacant = await propertiesPage({ occupancy: 'vacant' });
    expect(vacant.items.map((p) => p.name)).toEqual(['Casa Verdi']);
    const byName = await propertiesPage({ sort: 'name', pageSize: '50' });
    expect(byName.items.map((p) => p.name)[0]).toBe('Attico Città Alta');
    expect(byName.items.at(-1)!.name).toBe('Casa Verdi');
    const byRevenue = await propertiesPage({ sort: 'revenue_desc' });
    expect(byRevenue.items[0]!.monthly_revenue).toBeGreaterThanOrEqual(byRevenue.items[1]!.monthly_revenue);
    expect(byRevenue.items[0]!.name).toBe('Casa Verdi');
  });

  it("never shows or counts another landlord's properties", async () => {
    const theirs = await propertiesPage({ q: 'citta' }, foreign);
    expect(theirs.total).toBe(1);
    expect(theirs.summary.properties).toBe(1);
    expect(theirs.items[0]!.id).not.toBe(attico.id);
  });

  it("computes the figures of the page's properties only: rooms elsewhere are never read (decision 096)", async () => {
    // Forty rooms on Casa Verdi, which a search for 'garibaldi' leaves off the page.
    await ctx.db
      .insert(room)
      .values(Array.from({ length: 40 }, (_, i) => ({ propertyId: casa.property.id, name: `Posto ${i}` })));
    const query = propertyListQuerySchema.parse({ q: 'garibaldi' });
    const { pageRows } = propertiesPageStatements({
      db: ctx.db,
      asOf: '2026-06-01',
      landlordId: landlord.user.id,
      query,
    });
    const { sql: text, params } = pageRows.toSQL();
    const client = (
      ctx.db as unknown as {
        $client: {
          query?: (q: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
          unsafe?: (q: string, p: unknown[]) => Promise<Record<string, unknown>[]>;
        };
      }
    ).$client;
    const explain = `explain (analyze, format json) ${text}`;
    const rows = client.unsafe ? await client.unsafe(explain, params) : (await client.query!(explain, params)).rows;
    const raw = Object.values(rows[0]!)[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const roomRowsRead = sumRows(plan[0]!.Plan, 'room');
    const page = await propertiesPage({ q: 'garibaldi' });
    expect(page.items).toHaveLength(25);
    const pageUnits = page.items.reduce((sum, p) => sum + p.total_units, 0);
    expect(roomRowsRead).toBeLessThanOrEqual(2 * pageUnits);
  });

  itRefusesMalformedQueries(
    [
      ['page=-2', 'page', LIST_MESSAGES.invalidPage],
      ['pageSize=1000', 'pageSize', LIST_MESSAGES.invalidPageSize],
      ['occupancy=half', 'occupancy', LIST_MESSAGES.invalidOccupancy],
      ['sort=start_desc', 'sort', LIST_MESSAGES.invalidSort],
    ],
    (query) => landlord.get(`/api/properties/page?${query}`),
  );
});

describe('GET /api/bills/page (decision 098)', () => {
  let flat: string;
  beforeAll(async () => {
    const p = await insertProperty(ctx.db, landlord.user.id, {
      name: 'Trilocale Bollette',
      streetAddress: 'Via Po 3',
      postalCode: '10100',
      province: 'TO',
    });
    flat = p.id;
    await ctx.db.insert(bill).values(
      Array.from({ length: 30 }, (_, i) => ({
        propertyId: flat,
        category: i % 3 === 0 ? 'gas' : 'electricity',
        notes: i === 7 ? 'Conguaglio più alto' : `Bolletta ${i}`,
        totalAmount: 1000 + i * 100,
        splittableAmount: 1000 + i * 100,
        periodStartDate: '2026-01-01',
        periodEndDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-28`,
        createdBy: landlord.user.id,
        idempotencyKey: crypto.randomUUID(),
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  });
  const billsPage = async (query: Record<string, string>, who: Landlord = landlord) => {
    const res = await who.get(`/api/bills/page?${new URLSearchParams({ propertyId: flat, ...query })}`);
    return res;
  };

  it('pages the bills newest first, with the total and the sum over every page', async () => {
    const first = (await billsPage({})).body;
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.totalAmount).toBe(Array.from({ length: 30 }, (_, i) => 1000 + i * 100).reduce((a, b) => a + b));
    expect(first.items).toHaveLength(25);
    expect(first.items[0].notes).toBe('Bolletta 29');
    const second = (await billsPage({ page: '2' })).body;
    expect(second.items.map((b: { notes: string }) => b.notes)).toEqual([
      'Bolletta 4',
      'Bolletta 3',
      'Bolletta 2',
      'Bolletta 1',
      'Bolletta 0',
    ]);
  });

  it('filters by category, searches the notes without accents, sorts by amount', async () => {
    const gas = (await billsPage({ category: 'gas' })).body;
    expect(gas.total).toBe(10);
    expect(gas.items.every((b: { category: string }) => b.category === 'gas')).toBe(true);
    const found = (await billsPage({ q: 'PIU ALTO' })).body;
    expect(found.items.map((b: { notes: string }) => b.notes)).toEqual(['Conguaglio più alto']);
    expect(found.totalAmount).toBe(1700);
    const byAmount = (await billsPage({ sort: 'amount_desc', pageSize: '50' })).body;
    expect(byAmount.items.map((b: { totalAmount: number }) => b.totalAmount)).toEqual(
      Array.from({ length: 30 }, (_, i) => 1000 + (29 - i) * 100),
    );
  });

  it("answers 404 for another landlord's property", async () => {
    expect((await billsPage({}, foreign)).status).toBe(404);
  });

  itRefusesMalformedQueries(
    [
      ['propertyId=nope', 'propertyId', 'ID proprietà non valido'],
      ['category=acqua', 'category', LIST_MESSAGES.invalidCategory],
      ['sort=rent_desc', 'sort', LIST_MESSAGES.invalidSort],
      ['pageSize=7', 'pageSize', LIST_MESSAGES.invalidPageSize],
    ],
    (query) => {
      const params = new URLSearchParams({ propertyId: flat });
      const [key, value] = query.split('=') as [string, string];
      params.set(key, value);
      return landlord.get(`/api/bills/page?${params}`);
    },
  );
});

describe("GET /api/payments/net-balances/page: the payments page's 'Pagamenti' tab (decision 113)", () => {
  type Balance = {
    contractId: string;
    tenant: { firstName: string; lastName: string };
    netAmountDue: number;
    payables: { status: string }[];
  };
  const DEBTORS = 30; // one due payable each, 10 € + i €; every fifth overdue
  const amountOf = (i: number) => 1000 + i * 100;
  let niccolo: string;

  const duePayable = (
    contractId: string,
    amount: number,
    dueDate: string,
    over: Partial<typeof payable.$inferInsert> = {},
  ) =>
    ({
      contractId,
      type: 'rent',
      amount,
      dueDate,
      periodStartDate: dueDate,
      ...over,
    }) satisfies typeof payable.$inferInsert;

  beforeAll(async () => {
    const p = await insertProperty(ctx.db, landlord.user.id, {
      name: 'Palazzo Pagamenti',
      streetAddress: 'Corso Dante 9',
      postalCode: '10126',
      province: 'TO',
    });
    const rows: (typeof payable.$inferInsert)[] = [];
    for (const [i, id] of (await insertNumberedContracts(p.id, 'Debitore', DEBTORS)).entries()) {
      rows.push(duePayable(id, amountOf(i), i % 5 === 0 ? '2026-02-01' : '2026-04-01'));
      // A paid payable never counts.
      rows.push(duePayable(id, 99999, '2026-01-01', { status: 'paid', allocatedAmount: 99999 }));
    }
    // Niccolò owes 50 € of which payments cover 20 €, overdue; a settlement credit of 5 € nets it.
    niccolo = await insertContract(p.id, { first: 'Niccolò', last: 'Zanardi', start: '2025-01-01', rent: 50000 });
    rows.push(duePayable(niccolo, 5000, '2026-03-01', { allocatedAmount: 2000 }));
    rows.push(duePayable(niccolo, -500, '2026-05-01', { type: 'settlement_credit' }));
    // Everything paid: not listed.
    const paidUp = await insertContract(p.id, { first: 'Saldato', last: 'Tutto', start: '2025-01-01', rent: 50000 });
    rows.push(duePayable(paidUp, 7000, '2026-01-01', { status: 'paid', allocatedAmount: 7000 }));
    // The foreign landlord's Niccolò Zanardi owes too: never listed, never summed here.
    rows.push(duePayable(await insertForeignNamesake('Niccolò', 'Zanardi'), 123456, '2026-02-01'));
    await ctx.db.insert(payable).values(rows);
  });

  const balances = pageWithSum<Balance>('/api/payments/net-balances/page');
  const debtorsSum = Array.from({ length: DEBTORS }, (_, i) => amountOf(i)).reduce((a, b) => a + b);

  it('pages the contracts that owe, by tenant, with the total and the sum over every page', async () => {
    const first = await balances({});
    expect(first).toMatchObject({ total: DEBTORS + 1, page: 1, pageSize: 25, totalAmount: debtorsSum + 2500 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.tenant).toEqual({ firstName: 'Debitore', lastName: 'Numero00' });
    const second = await balances({ page: '2' });
    expect(second.items.map((b) => b.tenant.lastName)).toEqual([
      'Numero25',
      'Numero26',
      'Numero27',
      'Numero28',
      'Numero29',
      'Zanardi',
    ]);
  });

  it("answers the whole list's figures and payables for the same contracts", async () => {
    const paged = await balances({ pageSize: '100' });
    const whole = (await landlord.get('/api/payments/net-balances')).body.contracts as Balance[];
    const strip = (b: Balance) => ({ contractId: b.contractId, netAmountDue: b.netAmountDue, payables: b.payables });
    expect(paged.items.map(strip).sort((a, b) => a.contractId.localeCompare(b.contractId))).toEqual(
      whole.map(strip).sort((a, b) => a.contractId.localeCompare(b.contractId)),
    );
  });

  it('searches without accents, keeps the overdue only, bounds the amount, sorts by amount', async () => {
    const found = await balances({ q: 'NICCOLO zanardi' });
    expect(found.items.map((b) => b.contractId)).toEqual([niccolo]);
    expect(found.items[0]!.netAmountDue).toBe(2500);
    expect(found.items[0]!.payables.map((p) => p.status)).toEqual(['overdue', 'due']);
    expect(found.totalAmount).toBe(2500);
    const overdue = await balances({ overdue: 'true', pageSize: '50' });
    expect(overdue.total).toBe(DEBTORS / 5 + 1);
    expect(overdue.items.every((b) => b.payables.some((p) => p.status === 'overdue'))).toBe(true);
    const ranged = await balances({ minAmount: '2000', maxAmount: '2500' });
    expect(ranged.items.map((b) => b.netAmountDue).sort()).toEqual([2000, 2100, 2200, 2300, 2400, 2500, 2500]);
    const byAmount = await balances({ sort: 'amount_desc' });
    expect(byAmount.items.slice(0, 3).map((b) => b.netAmountDue)).toEqual([amountOf(29), amountOf(28), amountOf(27)]);
    const ascending = await balances({ sort: 'amount_asc' });
    expect(ascending.items[0]!.netAmountDue).toBe(amountOf(0));
  });

  it("never lists nor sums another landlord's contracts", async () => {
    const mine = await balances({ q: 'niccolo' });
    expect(mine.total).toBe(1);
    expect(mine.totalAmount).toBe(2500);
    const theirs = await balances({ q: 'niccolo' }, foreign);
    expect(theirs.total).toBe(1);
    expect(theirs.totalAmount).toBe(123456);
    expect(theirs.items[0]!.contractId).not.toBe(niccolo);
  });

  itRefusesMalformedQueries(
    [
      ['page=0', 'page', LIST_MESSAGES.invalidPage],
      ['pageSize=10', 'pageSize', LIST_MESSAGES.invalidPageSize],
      ['overdue=yes', 'overdue', LIST_MESSAGES.invalidOverdue],
      ['minAmount=12,50', 'minAmount', LIST_MESSAGES.invalidMinAmount],
      ['maxAmount=abc', 'maxAmount', LIST_MESSAGES.invalidMaxAmount],
      ['sort=newest', 'sort', LIST_MESSAGES.invalidSort],
    ],
    (query) => landlord.get(`/api/payments/net-balances/page?${query}`),
  );
});

describe("GET /api/payments/settlement-previews/page: the payments page's 'Conguagli' tab (decision 114)", () => {
  type Preview = { summary: { contractId: string; netAmountToBeSettled: number; tenant: unknown } };
  const SETTLING = 27; // one manual debit each, 10 € + i €
  let niccolo: string;

  beforeAll(async () => {
    const p = await insertProperty(ctx.db, landlord.user.id, {
      name: 'Palazzo Conguagli',
      streetAddress: 'Via Nizza 4',
      postalCode: '10125',
      province: 'TO',
    });
    const rows: (typeof settlementItem.$inferInsert)[] = [];
    const manual = (contractId: string, kind: 'debit' | 'credit', amount: number) =>
      ({ contractId, kind, amount, sourceType: 'manual_adjustment' }) as const;
    for (const [i, id] of (await insertNumberedContracts(p.id, 'Conguaglio', SETTLING)).entries()) {
      rows.push(manual(id, 'debit', 1000 + i * 100));
    }
    // Niccolò: a debit of 30 € and a credit of 50 €: a net of −20 €.
    niccolo = await insertContract(p.id, { first: 'Niccolò', last: 'Conguagliato', start: '2025-01-01', rent: 50000 });
    rows.push(manual(niccolo, 'debit', 3000), manual(niccolo, 'credit', 5000));
    // Deleted items do not count: not listed.
    const none = await insertContract(p.id, { first: 'Nulla', last: 'DaFare', start: '2025-01-01', rent: 50000 });
    rows.push({ ...manual(none, 'debit', 999), deletedAt: new Date('2026-03-01T00:00:00Z') });
    rows.push(manual(await insertForeignNamesake('Niccolò', 'Conguagliato'), 'debit', 77700));
    await ctx.db.insert(settlementItem).values(rows);
  });

  const previews = pageWithSum<Preview>('/api/payments/settlement-previews/page');
  const sum = Array.from({ length: SETTLING }, (_, i) => 1000 + i * 100).reduce((a, b) => a + b);

  it('pages the contracts with something to settle, with the total and the sum over every page', async () => {
    const first = await previews({});
    expect(first).toMatchObject({ total: SETTLING + 1, page: 1, pageSize: 25, totalAmount: sum - 2000 });
    expect(first.items).toHaveLength(25);
    expect((await previews({ page: '2' })).items).toHaveLength(SETTLING + 1 - 25);
  });

  it("answers the whole list's previews for the same contracts", async () => {
    const paged = await previews({ pageSize: '100' });
    const whole = (await landlord.get('/api/payments/settlement-previews')).body.previews as Preview[];
    const strip = ({ summary: { tenant: _, ...summary }, ...rest }: Preview) => ({ ...rest, summary });
    const byId = (a: Preview, b: Preview) => a.summary.contractId.localeCompare(b.summary.contractId);
    expect(paged.items.sort(byId).map(strip)).toEqual(whole.sort(byId).map(strip));
  });

  it('searches without accents, bounds the net, sorts by it, never counts another landlord', async () => {
    const found = await previews({ q: 'niccolo' });
    expect(found.items.map((p) => p.summary)).toMatchObject([{ contractId: niccolo, netAmountToBeSettled: -2000 }]);
    expect(found.totalAmount).toBe(-2000);
    const negative = await previews({ maxAmount: '-1' });
    expect(negative.items.map((p) => p.summary.contractId)).toEqual([niccolo]);
    const ranged = await previews({ minAmount: '1000', maxAmount: '1200' });
    expect(ranged.total).toBe(3);
    const byAmount = await previews({ sort: 'amount_desc' });
    expect(byAmount.items[0]!.summary.netAmountToBeSettled).toBe(1000 + (SETTLING - 1) * 100);
    expect((await previews({ sort: 'amount_asc' })).items[0]!.summary.contractId).toBe(niccolo);
    const theirs = await previews({ q: 'niccolo' }, foreign);
    expect(theirs).toMatchObject({ total: 1, totalAmount: 77700 });
  });

  itRefusesMalformedQueries(
    [
      ['overdue=true&page=x', 'page', LIST_MESSAGES.invalidPage],
      ['minAmount=1.5', 'minAmount', LIST_MESSAGES.invalidMinAmount],
      ['sort=rent_desc', 'sort', LIST_MESSAGES.invalidSort],
    ],
    (query) => landlord.get(`/api/payments/settlement-previews/page?${query}`),
  );
});
