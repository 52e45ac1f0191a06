/**
 * The portfolio-wide reads answered from memory while the landlord's data version is unchanged
 * (decisions 130, 131). The oracle of every read is its service called directly, without the
 * cache (a fresh computation): after every kind of write through the API the next read equals it;
 * another landlord's kept answers never answer; a new day misses; two app instances on one
 * database see each other's writes; parallel payments end with the next read equal to a fresh one.
 */
import {
  analyticsArrearsQuerySchema,
  analyticsPropertiesQuerySchema,
  analyticsSummaryQuerySchema,
} from '@casaconti/core/schemas/analytics';
import {
  contractListQuerySchema,
  netBalanceListQuerySchema,
  propertyListQuerySchema,
  billListQuerySchema,
  settlementPreviewListQuerySchema,
  tenantPayableListQuerySchema,
} from '@casaconti/core/schemas/list';
import { deadlineListQuerySchema } from '@casaconti/core/schemas/rent-update';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { bootstrap } from '../bootstrap';
import { landlordDataVersion, payable } from '../db/schema';
import { getLandlordAnalytics } from '../services/analytics/get-landlord-analytics';
import { listAnalyticsArrears } from '../services/analytics/list-analytics-arrears';
import { listAnalyticsProperties } from '../services/analytics/list-analytics-properties';
import { listAnalyticsSummary } from '../services/analytics/list-analytics-summary';
import { getContractsPage } from '../services/contracts/get-contracts-page';
import { getContractsPortfolio } from '../services/contracts/get-contracts-portfolio';
import { getContractsNetBalance } from '../services/payments/get-contracts-net-balance';
import { getSettlementPreviews } from '../services/payments/get-settlement-previews';
import { getLandlordPortfolio } from '../services/properties/get-landlord-portfolio';
import { getDeadlinesPage } from '../services/lease/get-deadlines-page';
import { getNetBalancesPage } from '../services/payments/get-net-balances-page';
import { getPaymentsOverview } from '../services/payments/get-payments-overview';
import { getSettlementPreviewsPage } from '../services/payments/get-settlement-previews-page';
import { getPropertiesPage } from '../services/properties/get-properties-page';
import { getPropertyDetails } from '../services/properties/get-property-details';
import { getBillDetails } from '../services/bills/get-bill-details';
import { getBillsPage } from '../services/bills/get-bills-page';
import { getContractDetails } from '../services/contracts/get-contract-details';
import { getContractFinancials } from '../services/contracts/get-contract-financials';
import { getPublicStatement } from '../services/statement/get-public-statement';
import { getTenantStatements } from '../services/statement/get-tenant-statements';
import { getTenantOverview } from '../services/tenant/get-tenant-overview';
import { getTenantPayablesPage } from '../services/tenant/get-tenant-payables-page';
import { APP_URL, DEFAULT_NOW, type TestContext, answer, createTestContext } from '../test/harness';
import { itOnPostgres } from '../test/postgres-only';
import { billBody, uploadBillFile } from './bills.test-support';
import {
  type ContractRequest,
  acceptLatestContract,
  agreements,
  contractBody,
  createContractVia,
  editBody,
  seedProperty,
} from './contracts.test-support';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
type App = ReturnType<typeof createApp>['app'];

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  ctx.clock.set(DEFAULT_NOW);
});

/** A kept read: its URL, its statements on a hit besides the session, and its fresh computation. */
type Read = { name: string; url: string; hit: number; fresh: (landlordId: string) => Promise<unknown> };

const db = () => ctx.db;
const clock = () => ctx.clock;
const READS: Read[] = [
  {
    name: 'payments overview',
    url: '/api/payments/overview',
    hit: 1,
    fresh: (landlordId) => getPaymentsOverview({ db: db(), landlordId }),
  },
  {
    name: 'net balances page',
    url: '/api/payments/net-balances/page?sort=amount_desc',
    hit: 1,
    fresh: (landlordId) =>
      getNetBalancesPage({
        db: db(),
        clock: clock(),
        landlordId,
        query: netBalanceListQuerySchema.parse({ sort: 'amount_desc' }),
      }),
  },
  {
    name: 'settlement previews page',
    url: '/api/payments/settlement-previews/page',
    hit: 1,
    fresh: (landlordId) =>
      getSettlementPreviewsPage({ db: db(), landlordId, query: settlementPreviewListQuerySchema.parse({}) }),
  },
  {
    name: 'contracts page',
    url: '/api/contracts/page',
    hit: 1,
    fresh: (landlordId) =>
      getContractsPage({ db: db(), clock: clock(), landlordId, query: contractListQuerySchema.parse({}) }),
  },
  {
    name: 'contracts page, searched, by tenant (the adjustment picker’s kind of query)',
    url: '/api/contracts/page?q=rossi&sort=tenant&pageSize=25',
    hit: 1,
    fresh: (landlordId) =>
      getContractsPage({
        db: db(),
        clock: clock(),
        landlordId,
        query: contractListQuerySchema.parse({ q: 'rossi', sort: 'tenant', pageSize: '25' }),
      }),
  },
  {
    name: 'properties page',
    url: '/api/properties/page',
    hit: 1,
    fresh: (landlordId) =>
      getPropertiesPage({
        db: db(),
        clock: clock(),
        landlordId,
        query: propertyListQuerySchema.parse({}),
      }),
  },
  {
    // Sorted by revenue or filtered by occupancy, the page reads every property's figures (096).
    name: 'properties page by revenue',
    url: '/api/properties/page?sort=revenue_desc',
    hit: 1,
    fresh: (landlordId) =>
      getPropertiesPage({
        db: db(),
        clock: clock(),
        landlordId,
        query: propertyListQuerySchema.parse({ sort: 'revenue_desc' }),
      }),
  },
  {
    name: 'properties page, vacant ones',
    url: '/api/properties/page?occupancy=vacant&sort=name',
    hit: 1,
    fresh: (landlordId) =>
      getPropertiesPage({
        db: db(),
        clock: clock(),
        landlordId,
        query: propertyListQuerySchema.parse({ occupancy: 'vacant', sort: 'name' }),
      }),
  },
  {
    name: 'analytics',
    url: '/api/analytics?year=2026',
    hit: 1,
    fresh: (landlordId) => getLandlordAnalytics({ db: db(), clock: clock(), landlordId, year: 2026, propertyId: null }),
  },
  {
    name: 'analytics summary',
    url: '/api/analytics/summary?year=2026',
    hit: 1,
    fresh: (landlordId) =>
      listAnalyticsSummary({
        db: db(),
        clock: clock(),
        landlordId,
        query: analyticsSummaryQuerySchema.parse({ year: '2026' }),
      }),
  },
  {
    name: 'analytics properties',
    url: '/api/analytics/properties?year=2026',
    hit: 1,
    fresh: (landlordId) =>
      listAnalyticsProperties({
        db: db(),
        clock: clock(),
        landlordId,
        query: analyticsPropertiesQuerySchema.parse({ year: '2026' }),
      }),
  },
  {
    name: 'analytics arrears',
    url: '/api/analytics/arrears?year=2026&bucket=d0_30',
    hit: 1,
    fresh: (landlordId) =>
      listAnalyticsArrears({
        db: db(),
        clock: clock(),
        landlordId,
        query: analyticsArrearsQuerySchema.parse({ year: '2026', bucket: 'd0_30' }),
      }),
  },
  // The SPEC's whole-list reads (decision 146).
  {
    name: 'portfolio',
    url: '/api/properties',
    hit: 1,
    fresh: (landlordId) => getLandlordPortfolio({ db: db(), clock: clock(), landlordId }),
  },
  {
    name: 'contracts list',
    url: '/api/contracts',
    hit: 1,
    fresh: async (landlordId) => ({
      items: await getContractsPortfolio({ db: db(), clock: clock(), viewer: { id: landlordId } }),
    }),
  },
  {
    name: 'settlement previews',
    url: '/api/payments/settlement-previews',
    hit: 1,
    fresh: async (landlordId) => ({ previews: await getSettlementPreviews({ db: db(), landlordId }) }),
  },
  {
    name: 'net balances',
    url: '/api/payments/net-balances',
    hit: 1,
    fresh: async (landlordId) => ({
      contracts: await getContractsNetBalance({ db: db(), clock: clock(), landlordId }),
    }),
  },
  {
    // The kept deadlines' freshness is read with the version, in one statement (decisions 123, 176).
    name: 'deadlines page',
    url: '/api/deadlines/page',
    hit: 1,
    fresh: (landlordId) =>
      getDeadlinesPage({ db: db(), clock: clock(), landlordId, query: deadlineListQuerySchema.parse({}) }),
  },
];

const ok = (res: { status: number; text: string }, status: number, what: string) =>
  expect(res.status, `${what}: ${res.text}`).toBe(status);

/** As the route sends it: JSON. */
const asJson = (v: unknown) => JSON.parse(JSON.stringify(v));

/** Every read by `who` equals its fresh computation. */
async function expectAllFresh(who: Landlord, step: string) {
  for (const r of READS) {
    const res = await who.get(r.url);
    expect(res.status, `${r.name} after ${step}: ${res.text}`).toBe(200);
    expect(res.body, `${r.name} after ${step}`).toEqual(asJson(await r.fresh(who.user.id)));
  }
}

type Tenant = Awaited<ReturnType<TestContext['createTenant']>>;
type World = {
  owner: Landlord;
  tenant: Tenant;
  propertyId: string;
  rooms: string[];
  created: ContractRequest;
  contractId: string;
  billId: string;
  /** The contract's share token (the public statement's link). */
  token: string;
};

async function world(): Promise<World> {
  const owner = await ctx.createLandlord();
  const home = await seedProperty(ctx, owner.user.id, ['A', 'B', 'C']);
  const tenant = await ctx.createTenant({ firstName: 'Marco', lastName: 'Rossi' });
  const created = contractBody(home.property.id, [home.rooms[0]!.id], {
    tenantInfo: { email: tenant.email, firstName: 'Marco', lastName: 'Rossi' },
    contractDetails: { start_date: '2026-01-01', end_date: '2027-12-31', settlement_base_amount: 2000 },
    utilityAgreements: agreements({ electricity: 'settlement' }),
  });
  const contractId = await createContractVia(owner, created);
  await acceptLatestContract(ctx, tenant.email);
  const token = await shareTokenOf(owner, contractId);
  const documentInfo = await uploadBillFile(owner, ctx);
  const bill = await answer(owner.api.bills.$post({ json: billBody(home.property.id, { documentInfo }) }));
  expect(bill.status, bill.text).toBe(201);
  const rooms = home.rooms.map((r) => r.id);
  return { owner, tenant, propertyId: home.property.id, rooms, created, contractId, billId: bill.body.billId, token };
}

async function shareTokenOf(owner: Landlord, contractId: string) {
  const share = await answer(owner.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }));
  expect(share.status).toBe(200);
  return share.body.link.split('/statement/')[1] as string;
}

/**
 * The tenant's kept reads and the public statement (decision 141): each as its route answers it and
 * its fresh computation. `get` sends the request as the tenant (the statement: as anyone).
 */
const TENANT_READS: {
  name: string;
  get: (w: World) => Promise<{ status: number; body: unknown; text: string }>;
  fresh: (w: World) => Promise<unknown>;
}[] = [
  {
    name: 'tenant overview',
    get: (w) => answer(w.tenant.api.tenant.overview.$get()),
    fresh: (w) => getTenantOverview({ db: db(), clock: clock(), tenantId: w.tenant.user.id }),
  },
  {
    name: 'tenant statements',
    get: (w) => answer(w.tenant.api.tenant.statements.$get()),
    fresh: async (w) => ({
      items: await getTenantStatements({ db: db(), clock: clock(), tenantId: w.tenant.user.id }),
    }),
  },
  {
    // The same read as the landlord's contracts list, for the contracts the user rents (decision 146).
    name: 'contracts list, as a tenant',
    get: (w) => answer(w.tenant.api.contracts.$get()),
    fresh: async (w) => ({
      items: await getContractsPortfolio({ db: db(), clock: clock(), viewer: { id: w.tenant.user.id } }),
    }),
  },
  {
    name: 'tenant payables page',
    get: (w) => answer(w.tenant.api.tenant.payables.page.$get({ query: {} })),
    fresh: (w) =>
      getTenantPayablesPage({
        db: db(),
        clock: clock(),
        tenantId: w.tenant.user.id,
        query: tenantPayableListQuerySchema.parse({}),
      }),
  },
  {
    name: 'contract detail, as its tenant',
    get: (w) => answer(w.tenant.api.contracts[':id'].$get({ param: { id: w.contractId } })),
    fresh: (w) => getContractDetails({ db: db(), clock: clock(), viewer: w.tenant.user, contractId: w.contractId }),
  },
  {
    name: 'public statement',
    get: (w) => answer(ctx.agent().api.statement[':token'].$get({ param: { token: w.token } })),
    fresh: (w) => getPublicStatement({ db: db(), clock: clock(), token: w.token }),
  },
];

/** The landlord's reads of one property, contract or bill of the world (decision 142). */
const ENTITY_READS: { name: string; url: (w: World) => string; fresh: (w: World) => Promise<unknown> }[] = [
  {
    name: 'property detail',
    url: (w) => `/api/properties/${w.propertyId}`,
    fresh: (w) =>
      getPropertyDetails({ db: db(), clock: clock(), landlordId: w.owner.user.id, propertyId: w.propertyId }),
  },
  {
    name: 'contract detail',
    url: (w) => `/api/contracts/${w.contractId}`,
    fresh: (w) => getContractDetails({ db: db(), clock: clock(), viewer: w.owner.user, contractId: w.contractId }),
  },
  {
    name: 'contract financials',
    url: (w) => `/api/contracts/${w.contractId}/financials`,
    fresh: (w) =>
      getContractFinancials({ db: db(), clock: clock(), landlordId: w.owner.user.id, contractId: w.contractId }),
  },
  {
    name: 'bills page',
    url: (w) => `/api/bills/page?propertyId=${w.propertyId}`,
    fresh: (w) =>
      getBillsPage({
        db: db(),
        landlordId: w.owner.user.id,
        query: billListQuerySchema.parse({ propertyId: w.propertyId }),
      }),
  },
  {
    name: 'bill detail',
    url: (w) => `/api/bills/${w.billId}`,
    fresh: (w) => getBillDetails({ db: db(), landlordId: w.owner.user.id, billId: w.billId }),
  },
];

/** Every kept read of the landlord, of their tenant and of the share link equals a fresh one. */
async function expectFresh(w: World, step: string) {
  await expectAllFresh(w.owner, step);
  for (const r of ENTITY_READS) {
    const res = await w.owner.get(r.url(w));
    expect(res.status, `${r.name} after ${step}: ${res.text}`).toBe(200);
    expect(res.body, `${r.name} after ${step}`).toEqual(asJson(await r.fresh(w)));
  }
  for (const r of TENANT_READS) {
    const res = await r.get(w);
    expect(res.status, `${r.name} after ${step}: ${res.text}`).toBe(200);
    expect(res.body, `${r.name} after ${step}`).toEqual(asJson(await r.fresh(w)));
  }
}

async function oldestDue(contractId: string) {
  const [due] = await ctx.db
    .select({ id: payable.id })
    .from(payable)
    .where(and(eq(payable.contractId, contractId), eq(payable.status, 'due')))
    .orderBy(asc(payable.dueDate), asc(payable.id))
    .limit(1);
  return due!.id;
}

async function versionOf(landlordId: string) {
  const [row] = await ctx.db
    .select({ v: landlordDataVersion.version })
    .from(landlordDataVersion)
    .where(eq(landlordDataVersion.landlordId, landlordId));
  return row?.v ?? 0;
}

describe('kept answers (decision 130)', () => {
  it('a second identical read is answered from memory: the session and the version only', async () => {
    const { owner } = await world();
    for (const r of READS) {
      const first = await ctx.countQueries(() => owner.get(r.url));
      const texts: string[] = [];
      const again = await ctx.countQueries(() => owner.get(r.url), texts);
      expect(again, r.name).toBe(1 + r.hit);
      // Answered from memory: besides the session, the version (and the deadlines' freshness) only.
      expect(
        texts.filter((t) => t.includes('landlord_data_version')),
        r.name,
      ).toHaveLength(1);
      expect(first, r.name).toBeGreaterThan(again);
    }
  });

  it('the tenant’s reads and the public statement, asked again, are the session (the rate limit) and the versions', async () => {
    const w = await world();
    for (const r of TENANT_READS) {
      const first = await ctx.countQueries(() => r.get(w));
      const texts: string[] = [];
      const again = await ctx.countQueries(() => r.get(w), texts);
      expect(again, r.name).toBe(2);
      expect(
        texts.filter((t) => t.includes('landlord_data_version')),
        r.name,
      ).toHaveLength(1);
      expect(first, r.name).toBeGreaterThan(again);
      expect((await r.get(w)).body, r.name).toEqual(asJson(await r.fresh(w)));
    }
  });

  it('a property, contract or bill read asked again is the session and the version; another landlord gets 404', async () => {
    const w = await world();
    const other = await ctx.createLandlord();
    for (const r of ENTITY_READS) {
      const first = await ctx.countQueries(() => w.owner.get(r.url(w)));
      const texts: string[] = [];
      const again = await ctx.countQueries(() => w.owner.get(r.url(w)), texts);
      expect(again, r.name).toBe(2);
      expect(
        texts.filter((t) => t.includes('landlord_data_version')),
        r.name,
      ).toHaveLength(1);
      expect(first, r.name).toBeGreaterThan(again);
      // The owner's kept answer never answers another landlord: the same 404 as ever, twice.
      for (const _ of [1, 2]) expect((await other.get(r.url(w))).status, r.name).toBe(404);
    }
  });

  it('a tenant with contracts of two landlords: a write of either is in the next read', async () => {
    const w = await world();
    const second = await ctx.createLandlord();
    const home = await seedProperty(ctx, second.user.id, ['Unica']);
    await expectFresh(w, 'one landlord');
    const contractOfSecond = await createContractVia(
      second,
      contractBody(home.property.id, [home.rooms[0]!.id], {
        tenantInfo: { email: w.tenant.email, firstName: 'Marco', lastName: 'Rossi' },
        contractDetails: { start_date: '2026-02-01', end_date: '2027-01-31' },
      }),
    );
    await acceptLatestContract(ctx, w.tenant.email);
    await expectFresh(w, 'a contract with a second landlord');
    const overview = (await answer(w.tenant.api.tenant.overview.$get())).body;
    expect(overview.contracts_count).toBe(2);
    ok(
      await second.post(`/api/contracts/${contractOfSecond}/payments`, {
        amount: 2500,
        receivedOn: '2026-03-01',
        method: 'bonifico',
      }),
      201,
      'the second landlord’s payment',
    );
    await expectFresh(w, 'a payment recorded by the second landlord');
  });

  it('a landlord who also rents: the contracts list shows a write of either side in the next read', async () => {
    const w = await world();
    const lessor = await ctx.createLandlord();
    const home = await seedProperty(ctx, lessor.user.id, ['Unica']);
    const lease = contractBody(home.property.id, [home.rooms[0]!.id], {
      tenantInfo: { email: w.owner.email, firstName: 'Anna', lastName: 'Bianchi' },
      contractDetails: { start_date: '2026-02-01', end_date: '2027-01-31' },
    });
    const rented = await createContractVia(lessor, lease);
    await acceptLatestContract(ctx, w.owner.email);
    const fresh = async () =>
      asJson({ items: await getContractsPortfolio({ db: db(), clock: clock(), viewer: { id: w.owner.user.id } }) });
    const read = async () => (await answer(w.owner.api.contracts.$get())).body;
    const both = await read();
    expect(both).toEqual(await fresh());
    expect(both.items.map((i: { userRole: string }) => i.userRole).sort()).toEqual(['landlord', 'tenant']);
    expect(await ctx.countQueries(() => read())).toBe(2);
    // The lessor changes the rent of the contract the owner rents: the owner's next read has it.
    ok(
      await lessor.put(`/api/contracts/${rented}`, editBody(lease, { contractDetails: { rent_amount: 61_000 } })),
      200,
      'the lessor’s edit',
    );
    const afterLessor = await read();
    expect(afterLessor).toEqual(await fresh());
    expect(afterLessor).not.toEqual(both);
    // The owner ends their own contract early: their next read has it.
    ok(await w.owner.delete(`/api/contracts/${w.contractId}`), 200, 'the owner’s delete');
    expect(await read()).toEqual(await fresh());
  });

  it('every kind of write through the API is in the next read of every kept read', async () => {
    const w = await world();
    const { owner } = w;
    await expectFresh(w, 'the start');
    // Kept now: every write below must be seen although nothing else changed.
    await expectFresh(w, 'the start, kept');

    ok(
      await owner.post(`/api/contracts/${w.contractId}/payments`, {
        amount: 12345,
        receivedOn: '2026-03-01',
        method: 'contanti',
      }),
      201,
      'payment',
    );
    await expectFresh(w, 'a payment recorded');

    ok(await owner.post(`/api/payments/payables/${await oldestDue(w.contractId)}/confirm`, {}), 200, 'confirm');
    await expectFresh(w, 'a payable confirmed');

    const adjustment = { idempotencyKey: crypto.randomUUID(), contractId: w.contractId, type: 'debit', amount: 4321 };
    ok(await owner.post('/api/payments/adjustments', { ...adjustment, notes: 'nota' }), 201, 'adjustment');
    await expectFresh(w, 'a manual adjustment');

    const documentInfo = await uploadBillFile(owner, ctx);
    ok(await owner.post('/api/bills', billBody(w.propertyId, { documentInfo })), 201, 'bill');
    await expectFresh(w, 'a bill');

    ok(await owner.post(`/api/payments/contracts/${w.contractId}/settle`, {}), 201, 'settle');
    await expectFresh(w, 'a settlement');

    ok(
      await owner.put(
        `/api/contracts/${w.contractId}`,
        editBody(w.created, { contractDetails: { rent_amount: 91000 } }),
      ),
      200,
      'edit',
    );
    await expectFresh(w, 'a contract edited');

    // A new tenant: invited, then active when they complete the account (the contracts page's status).
    const email = ctx.uniqueEmail('nuovo');
    const second = await createContractVia(
      owner,
      contractBody(w.propertyId, [w.rooms[1]!], { tenantInfo: { email, firstName: 'Anna', lastName: 'Rossi' } }),
    );
    await expectFresh(w, 'a contract created');
    const mail = (await ctx.outbox()).find((m) => m.to === email)!;
    const token = new URL(mail.links.find((l) => l.startsWith(`${APP_URL}/complete-account`))!).searchParams.get(
      'token',
    );
    ok(
      await ctx
        .agent()
        .post('/api/account/complete', { token, firstName: 'Anna', lastName: 'Rossi', password: 'Tramonto-Lago-93' }),
      200,
      'complete account',
    );
    await expectFresh(w, 'the tenant completed the invitation');

    ok(await owner.delete(`/api/contracts/${second}`), 200, 'delete');
    await expectFresh(w, 'a contract deleted');

    // The portfolio itself: a property, its rooms, its name.
    const propertyDetails = {
      name: 'Casa Nuova',
      street_address: 'Via Nuova 1',
      postal_code: '20100',
      province: 'MI',
      country: 'Italia',
    };
    ok(
      await answer(owner.api.properties.$post({ json: { propertyDetails, rooms: [{ name: 'Unica' }] } })),
      201,
      'property created',
    );
    await expectFresh(w, 'a property created');
    ok(
      await answer(owner.api.properties[':id'].rooms.$post({ param: { id: w.propertyId }, json: { name: 'D' } })),
      201,
      'room added',
    );
    await expectFresh(w, 'a room added');
    ok(await answer(owner.api.rooms[':id'].$delete({ param: { id: w.rooms[2]! } })), 200, 'room deleted');
    await expectFresh(w, 'a room deleted');

    // The landlord's name is on the statements (decision 141); the tenant's own name too.
    ok(
      await answer(owner.api.account.profile.$patch({ json: { firstName: 'Ada', lastName: 'Nuova' } })),
      200,
      'profile',
    );
    await expectFresh(w, 'the landlord renamed');
    ok(
      await answer(w.tenant.api.account.profile.$patch({ json: { firstName: 'Marco', lastName: 'Rossini' } })),
      200,
      'tenant profile',
    );
    await expectFresh(w, 'the tenant renamed');

    // A renewed share link: the old token, kept a moment ago, opens nothing; the new one opens it.
    const old = w.token;
    ok(await answer(owner.api.contracts[':id']['share-link'].$post({ param: { id: w.contractId } })), 200, 'renew');
    const renewed = { ...w, token: await shareTokenOf(owner, w.contractId) };
    expect(renewed.token).not.toBe(old);
    const gone = await answer(ctx.agent().api.statement[':token'].$get({ param: { token: old } }));
    expect(gone.status).toBe(404);
    await expectFresh(renewed, 'the share link renewed');
  }, 60_000);

  it('another landlord’s kept answers never answer', async () => {
    const { owner } = await world();
    const other = await ctx.createLandlord();
    await expectAllFresh(owner, 'the owner’s reads');
    await expectAllFresh(owner, 'the owner’s reads, kept');
    // The same version number as the owner's: only the key tells the two landlords apart.
    const version = await versionOf(owner.user.id);
    await ctx.db
      .insert(landlordDataVersion)
      .values({ landlordId: other.user.id, version })
      .onConflictDoUpdate({ target: landlordDataVersion.landlordId, set: { version } });
    expect(await versionOf(other.user.id)).toBe(await versionOf(owner.user.id));
    await expectAllFresh(other, 'the other landlord’s reads, same queries');
    await expectAllFresh(owner, 'the owner’s reads again');
  });

  it('a new day misses (the answers depend on the day) and equals a fresh computation', async () => {
    const { owner } = await world();
    // Twice: the deadlines page's refresh bumps the version after the reads before it.
    for (const r of READS) await owner.get(r.url);
    for (const r of READS) await owner.get(r.url);
    ctx.clock.set('2026-08-20T10:00:00Z');
    for (const r of READS) {
      let res: Awaited<ReturnType<Landlord['get']>> | undefined;
      const n = await ctx.countQueries(async () => {
        res = await owner.get(r.url);
      });
      expect(n, r.name).toBeGreaterThan(1 + r.hit);
      expect(res!.body, r.name).toEqual(asJson(await r.fresh(owner.user.id)));
    }
  });
});

/** Requests to `app` with `who`'s session cookie (another server instance, same secret). */
function through(app: App, who: Landlord) {
  const cookie = [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return async (method: string, url: string, body?: unknown) => {
    const headers = new Headers({ cookie });
    if (body !== undefined) headers.set('content-type', 'application/json');
    const res = await app.request(
      url,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: '10.9.9.9' } } } as never,
    );
    return { status: res.status, body: (await res.json()) as unknown };
  };
}

/** Two app instances: a write through either is seen by the other's next read of every kept read. */
async function twoInstances(appA: App, appB: App) {
  const w = await world();
  const a = through(appA, w.owner);
  const b = through(appB, w.owner);
  const expectBoth = async () => {
    for (const r of READS) {
      const fresh = asJson(await r.fresh(w.owner.user.id));
      expect((await a('GET', r.url)).body, `${r.name} through A`).toEqual(fresh);
      expect((await b('GET', r.url)).body, `${r.name} through B`).toEqual(fresh);
    }
  };
  await expectBoth();
  const pay = { amount: 777, receivedOn: '2026-03-02', method: 'bonifico' };
  expect((await a('POST', `/api/contracts/${w.contractId}/payments`, pay)).status).toBe(201);
  await expectBoth();
  const adjustment = { idempotencyKey: crypto.randomUUID(), contractId: w.contractId, type: 'credit', amount: 55 };
  expect((await b('POST', '/api/payments/adjustments', adjustment)).status).toBe(201);
  await expectBoth();
}

describe('several server instances on one database (decision 130)', () => {
  it('two apps over one database connection: a write through one is seen by the other', async () => {
    await twoInstances(ctx.app, createApp(ctx.deps).app);
  }, 60_000);

  itOnPostgres(
    'two instances, each with its own pool, on one PostgreSQL database',
    async () => {
      const other = await bootstrap(ctx.env, { clock: ctx.clock, logger: ctx.deps.logger, dataDir: null });
      try {
        await twoInstances(ctx.app, createApp(other.deps).app);
      } finally {
        await other.database.close();
      }
    },
    60_000,
  );

  itOnPostgres(
    'eight payments of one landlord at once: no deadlock, the version bumped by each, the next reads fresh',
    async () => {
      const w = await world();
      for (const r of READS) await w.owner.get(r.url);
      const before = await versionOf(w.owner.user.id);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          w.owner.post(`/api/contracts/${w.contractId}/payments`, {
            amount: 100 + i,
            receivedOn: '2026-03-03',
            method: 'contanti',
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 201));
      expect(await versionOf(w.owner.user.id)).toBeGreaterThanOrEqual(before + 8);
      await expectAllFresh(w.owner, 'eight parallel payments');
    },
    60_000,
  );
});
