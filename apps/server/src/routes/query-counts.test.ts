/**
 * A fixed number of SQL statements per read (issue 12 §2). Every GET route of the router declares
 * how many statements one request sends; the test enumerates the router (a GET route without a
 * declaration fails), measures each read on a small world and again after the world has grown
 * (more properties, rooms, contracts, bills with documents, adjustments, settlements, payments),
 * and asserts both counts equal the declaration. A per-row query (N+1) shows as a count that grows.
 *
 * `grows: true` marks a read still known to be per-row: the test asserts it does grow, so the day
 * it is fixed the entry must become a number (no read can silently go back to per-row).
 */
import { getBillDetails } from '../services/bills/get-bill-details';
import { getContractFinancials } from '../services/contracts/get-contract-financials';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, payable, payment } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { billBody, uploadBillFile } from './bills.test-support';
import {
  acceptLatestContract,
  agreements,
  contractBody,
  createContractVia,
  seedProperty,
} from './contracts.test-support';

type Agent = ReturnType<TestContext['agent']>;
type Res = Awaited<ReturnType<Agent['get']>>;
type Who = 'anonymous' | 'owner' | 'tenant';

type World = {
  property: string;
  contract: string;
  bill: string;
  settlement: string;
  shareToken: string;
  blobUrl: string;
  /** A payment on the contract (its receipt is read). */
  payment: string;
};

/** `status`: the answer the call expects (default 200). */
type Call = { as: Who; call: (a: Agent, w: World) => Promise<Res>; status?: number };
type Declaration = (Call & { queries: number }) | (Call & { grows: true }) | { notMeasured: string };

/** Keyed by route (method and path as the router has it); a route may be measured several ways. */
const READS: Record<string, Record<string, Declaration>> = {
  'GET /api/account/session': {
    // The session with its user and has_tenant_contracts: better-auth's one statement (decision 067).
    'signed in': { as: 'owner', call: (a) => answer(a.api.account.session.$get()), queries: 1 },
    anonymous: { as: 'anonymous', call: (a) => answer(a.api.account.session.$get()), queries: 0 },
  },
  'GET /api/account/me': { owner: { as: 'owner', call: (a) => answer(a.api.account.me.$get()), queries: 1 } },
  'GET /api/account/invitation': {
    'unknown token': {
      as: 'anonymous',
      call: (a) => answer(a.api.account.invitation.$get({ query: { token: 'x'.repeat(43) } })),
      status: 404,
      queries: 2,
    },
  },
  'GET /api/auth/verify-email': {
    'bad token': {
      as: 'anonymous',
      call: (a) => answer(a.api.auth['verify-email'].$get({ query: { token: 'nope' } })),
      status: 400,
      queries: 3,
    },
  },
  'GET /api/properties': {
    // The session, the data version, the portfolio; again: the session and the version (decision 146).
    owner: { as: 'owner', call: (a) => answer(a.api.properties.$get()), queries: 3 },
    'owner, kept': { as: 'owner', call: (a) => answer(a.api.properties.$get()), queries: 2 },
  },
  'GET /api/properties/page': {
    // The first read after a write (the portfolio grew): the session, the landlord's data version
    // (no kept answer, decision 139), the page with the tiles in the same statement (decision 176).
    'owner, tiles computed': {
      as: 'owner',
      call: (a) => answer(a.api.properties.page.$get({ query: {} })),
      queries: 3,
    },
    // Another query, nothing written since: the session, the version, the page with its tiles.
    'searched, tiles kept': {
      as: 'owner',
      call: (a) => answer(a.api.properties.page.$get({ query: { q: 'casa', sort: 'name' } })),
      queries: 3,
    },
    // Sorted by revenue and filtered by occupancy (every row's figures, decision 096): the same.
    'page 2 by revenue, tiles kept': {
      as: 'owner',
      call: (a) =>
        answer(
          a.api.properties.page.$get({ query: { q: 'casa', page: '2', sort: 'revenue_desc', occupancy: 'full' } }),
        ),
      queries: 3,
    },
  },
  'GET /api/analytics': {
    // The session, the properties (the ownership check, the first year), then the money by month,
    // occupancy, arrears now per bucket, expenses (issue 24; the summary's rows and the bars'
    // tenants are their own paged reads, decision 119; the per-property table too, decision 125).
    // With the data version first; the same query again: the session and the version (decision 130).
    all: { as: 'owner', call: (a) => answer(a.api.analytics.$get({ query: { year: '2026' } })), queries: 7 },
    'all, kept': { as: 'owner', call: (a) => answer(a.api.analytics.$get({ query: { year: '2026' } })), queries: 2 },
    property: {
      as: 'owner',
      call: (a, w) => answer(a.api.analytics.$get({ query: { year: '2026', property_id: w.property } })),
      queries: 7,
    },
    'property, kept': {
      as: 'owner',
      call: (a, w) => answer(a.api.analytics.$get({ query: { year: '2026', property_id: w.property } })),
      queries: 2,
    },
  },
  'GET /api/analytics/arrears': {
    // The session, the properties (the ownership check), the bar's page, its count and sum (decision 119).
    // With the data version first; the same query again: the session and the version (decision 130).
    all: {
      as: 'owner',
      call: (a) => answer(a.api.analytics.arrears.$get({ query: { year: '2026', bucket: 'd0_30' } })),
      queries: 5,
    },
    'all, kept': {
      as: 'owner',
      call: (a) => answer(a.api.analytics.arrears.$get({ query: { year: '2026', bucket: 'd0_30' } })),
      queries: 2,
    },
    'property, page 2': {
      as: 'owner',
      call: (a, w) =>
        answer(
          a.api.analytics.arrears.$get({
            query: { year: '2026', property_id: w.property, bucket: 'd90_plus', page: '2', pageSize: '50' },
          }),
        ),
      queries: 5,
    },
  },
  'GET /api/analytics/properties': {
    // The session, the properties (the ownership check and the total), the page (decision 125).
    // With the data version first; the same query again: the session and the version (decision 130).
    all: {
      as: 'owner',
      call: (a) => answer(a.api.analytics.properties.$get({ query: { year: '2026' } })),
      queries: 4,
    },
    'all, kept': {
      as: 'owner',
      call: (a) => answer(a.api.analytics.properties.$get({ query: { year: '2026' } })),
      queries: 2,
    },
    'property, sorted, page 2': {
      as: 'owner',
      call: (a, w) =>
        answer(
          a.api.analytics.properties.$get({
            query: { year: '2026', property_id: w.property, sort: 'occupancy_desc', page: '2', pageSize: '50' },
          }),
        ),
      queries: 4,
    },
  },
  'GET /api/analytics/summary': {
    // The session, the properties (the ownership check), the page, its totals (decision 119).
    // With the data version first; the same query again: the session and the version (decision 130).
    all: { as: 'owner', call: (a) => answer(a.api.analytics.summary.$get({ query: { year: '2026' } })), queries: 5 },
    'all, kept': {
      as: 'owner',
      call: (a) => answer(a.api.analytics.summary.$get({ query: { year: '2026' } })),
      queries: 2,
    },
    'property, page 2': {
      as: 'owner',
      call: (a, w) =>
        answer(a.api.analytics.summary.$get({ query: { year: '2026', property_id: w.property, page: '2' } })),
      queries: 5,
    },
  },
  'GET /api/analytics/export': {
    // The session, the properties, one statement per table exported.
    csv: {
      as: 'owner',
      call: (a) => answer(a.api.analytics.export.$get({ query: { year: '2026', format: 'csv', table: 'bills' } })),
      queries: 3,
    },
    xlsx: {
      as: 'owner',
      call: (a) => answer(a.api.analytics.export.$get({ query: { year: '2026', format: 'xlsx' } })),
      queries: 5,
    },
  },
  'GET /api/imports/template': {
    // The session; the template is the same file for everyone.
    owner: { as: 'owner', call: (a) => answer(a.api.imports.template.$get()), queries: 1 },
  },
  'GET /api/imports/export': {
    // The session, then the rooms, the contracts, their rooms and their agreements.
    owner: { as: 'owner', call: (a) => answer(a.api.imports.export.$get()), queries: 5 },
  },
  'GET /api/imports/:id': {
    owner: {
      notMeasured: "an import's own record: counted in imports.test.ts (the session, the import, its contracts)",
    },
  },
  'GET /api/imports/:id/preview': {
    owner: {
      notMeasured:
        "an import's file against the portfolio: counted in imports.test.ts (the session, the import, 4 reads)",
    },
  },
  'GET /api/properties/:id/tax-data': {
    // The session, the property, its cadastral data, its owners.
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.properties[':id']['tax-data'].$get({ param: { id: w.property } })),
      queries: 4,
    },
  },
  'GET /api/properties/:id/tax-year': {
    // The session, the property, its cadastral data, its owners, its contracts of the year, their rent updates.
    owner: {
      as: 'owner',
      call: (a, w) =>
        answer(a.api.properties[':id']['tax-year'].$get({ param: { id: w.property }, query: { year: '2025' } })),
      queries: 6,
    },
  },
  'GET /api/properties/:id': {
    // The session, the landlord's data version (decision 142), the property, its contracts, its rooms;
    // again: the session and the version.
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.properties[':id'].$get({ param: { id: w.property } })),
      queries: 5,
    },
    'owner, kept': {
      as: 'owner',
      call: (a, w) => answer(a.api.properties[':id'].$get({ param: { id: w.property } })),
      queries: 2,
    },
  },
  'GET /api/bills': {
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.bills.$get({ query: { property_id: w.property } })),
      queries: 3,
    },
  },
  'GET /api/bills/page': {
    // The session, the data version (decision 142), the property's ownership, then the page and the
    // total with its sum (decision 098).
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.bills.page.$get({ query: { propertyId: w.property } })),
      queries: 5,
    },
    'searched, filtered, sorted': {
      as: 'owner',
      call: (a, w) =>
        answer(
          a.api.bills.page.$get({
            query: { propertyId: w.property, q: 'luce', category: 'gas', sort: 'amount_desc', page: '2' },
          }),
        ),
      queries: 5,
    },
  },
  'GET /api/bills/:id': {
    // The session, the data version (decision 142), the bill, its splits, its documents; again: 2.
    owner: { as: 'owner', call: (a, w) => answer(a.api.bills[':id'].$get({ param: { id: w.bill } })), queries: 5 },
    'owner, kept': {
      as: 'owner',
      call: (a, w) => answer(a.api.bills[':id'].$get({ param: { id: w.bill } })),
      queries: 2,
    },
  },
  'GET /api/contracts': {
    // The session, the user's data versions (own and their landlords'), the contracts with their
    // rooms; again: the session and the versions (decision 146).
    owner: { as: 'owner', call: (a) => answer(a.api.contracts.$get()), queries: 4 },
    'owner, kept': { as: 'owner', call: (a) => answer(a.api.contracts.$get()), queries: 2 },
    tenant: { as: 'tenant', call: (a) => answer(a.api.contracts.$get()), queries: 4 },
    'tenant, kept': { as: 'tenant', call: (a) => answer(a.api.contracts.$get()), queries: 2 },
  },
  'GET /api/contracts/page': {
    // The session, the landlord's data version, the page (rooms aggregated in it), the counts per
    // status (decision 080); the same query again: the session and the version (decision 130).
    owner: { as: 'owner', call: (a) => answer(a.api.contracts.page.$get({ query: {} })), queries: 4 },
    'owner, kept': { as: 'owner', call: (a) => answer(a.api.contracts.page.$get({ query: {} })), queries: 2 },
    'page 2, searched': {
      as: 'owner',
      call: (a) =>
        answer(a.api.contracts.page.$get({ query: { page: '2', q: 'rossi', status: 'active', sort: 'tenant' } })),
      queries: 4,
    },
    'page 2, searched, kept': {
      as: 'owner',
      call: (a) =>
        answer(a.api.contracts.page.$get({ query: { page: '2', q: 'rossi', status: 'active', sort: 'tenant' } })),
      queries: 2,
    },
  },
  'GET /api/contracts/availability': {
    owner: {
      as: 'owner',
      call: (a, w) =>
        answer(
          a.api.contracts.availability.$get({
            query: { property_id: w.property, start_date: '2026-01-01', end_date: '2026-12-31' },
          }),
        ),
      queries: 3,
    },
  },
  'GET /api/contracts/:id': {
    // The session, the contract's landlord's data version, the contract, then its rooms, utility
    // agreements and documents; kept per viewer (decision 144): the session and the version.
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.contracts[':id'].$get({ param: { id: w.contract } })),
      queries: 6,
    },
    'owner, kept': {
      as: 'owner',
      call: (a, w) => answer(a.api.contracts[':id'].$get({ param: { id: w.contract } })),
      queries: 2,
    },
    tenant: {
      as: 'tenant',
      call: (a, w) => answer(a.api.contracts[':id'].$get({ param: { id: w.contract } })),
      queries: 6,
    },
    'tenant, kept': {
      as: 'tenant',
      call: (a, w) => answer(a.api.contracts[':id'].$get({ param: { id: w.contract } })),
      queries: 2,
    },
  },
  'GET /api/contracts/:id/financials': {
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.contracts[':id'].financials.$get({ param: { id: w.contract } })),
      queries: 5,
    },
    // The session and the landlord's data version (decision 142).
    'owner, kept': {
      as: 'owner',
      call: (a, w) => answer(a.api.contracts[':id'].financials.$get({ param: { id: w.contract } })),
      queries: 2,
    },
  },
  'GET /api/contracts/:id/payments': {
    // Session, the contract's ownership, then the payments and their allocations (sent together).
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.contracts[':id'].payments.$get({ param: { id: w.contract } })),
      queries: 4,
    },
  },
  'GET /api/contracts/:id/reminders': {
    // Session, the contract's ownership, then the switch and the reminders sent.
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.contracts[':id'].reminders.$get({ param: { id: w.contract } })),
      queries: 4,
    },
  },
  'GET /api/contracts/:id/rent-update': {
    // Session, the contract's ownership, its lease terms, the updates stored.
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.contracts[':id']['rent-update'].$get({ param: { id: w.contract } })),
      queries: 4,
    },
  },
  'GET /api/contracts/:id/rent-update/preview': {
    // Session, the contract's ownership, its lease terms (no ISTAT share here: 409).
    owner: {
      as: 'owner',
      call: (a, w) =>
        answer(
          a.api.contracts[':id']['rent-update'].preview.$get({ param: { id: w.contract }, query: { change: '1' } }),
        ),
      status: 409,
      queries: 3,
    },
  },
  'GET /api/contracts/:id/rent-update/:updateId/letter': {
    // Session, the contract's ownership, then the update with its contract, property and landlord.
    owner: {
      as: 'owner',
      call: (a, w) => a.get(`/api/contracts/${w.contract}/rent-update/${crypto.randomUUID()}/letter`),
      status: 404,
      queries: 3,
    },
  },
  'GET /api/contracts/:id/deposit': {
    // Session, the contract's ownership, then the deposit with its interest years and closing.
    owner: { as: 'owner', call: (a, w) => a.get(`/api/contracts/${w.contract}/deposit`), queries: 3 },
  },
  'GET /api/contracts/:id/deposit/statement': {
    // No closing yet: 404 after the session and the contract's access.
    owner: {
      as: 'owner',
      call: (a, w) => a.get(`/api/contracts/${w.contract}/deposit/statement`),
      status: 404,
      queries: 3,
    },
  },
  'GET /api/deposit/legal-rates': {
    // Session, the landlord's overrides.
    owner: { as: 'owner', call: (a) => a.get('/api/deposit/legal-rates'), queries: 2 },
  },
  'GET /api/account/landlord-profile': {
    // Session, the profile's receipt details.
    owner: { as: 'owner', call: (a) => a.get('/api/account/landlord-profile'), queries: 2 },
  },
  'GET /api/bank-accounts': {
    // Session, the accounts, the properties that name them, the properties to choose from.
    owner: { as: 'owner', call: (a) => answer(a.api['bank-accounts'].$get()), queries: 4 },
  },
  'GET /api/deadlines/page': {
    // Session, the data version with whether the kept deadlines are up to date (decisions 123, 176;
    // a refresh, when needed, is one transaction, not seen here, then the version again), the page,
    // its total; the same query again: the session and the version with the freshness (decision 130).
    owner: { as: 'owner', call: (a) => answer(a.api.deadlines.page.$get({ query: {} })), queries: 5 },
    'owner, kept': { as: 'owner', call: (a) => answer(a.api.deadlines.page.$get({ query: {} })), queries: 2 },
  },
  'GET /api/deadlines/calendar': {
    owner: { as: 'owner', call: (a) => answer(a.api.deadlines.calendar.$get()), queries: 2 },
  },
  'GET /api/calendar/:token': {
    // The share-token budget (decision 167), then the token's hash looked up: unknown, 404.
    anonymous: { as: 'anonymous', call: (a) => a.get(`/api/calendar/${'x'.repeat(43)}.ics`), status: 404, queries: 2 },
  },
  'GET /api/payment-signals': {
    owner: { as: 'owner', call: (a) => answer(a.api['payment-signals'].$get({ query: {} })), queries: 2 },
  },
  'GET /api/tenant/payment-signals': {
    tenant: { as: 'tenant', call: (a) => answer(a.api.tenant['payment-signals'].$get()), queries: 2 },
  },
  'GET /api/contracts/:id/share-link': {
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.contracts[':id']['share-link'].$get({ param: { id: w.contract } })),
      queries: 2,
    },
  },
  'GET /api/payments/overview': {
    // The session, the data version, the two sums; again: the session and the version (decision 130).
    owner: { as: 'owner', call: (a) => answer(a.api.payments.overview.$get()), queries: 4 },
    'owner, kept': { as: 'owner', call: (a) => answer(a.api.payments.overview.$get()), queries: 2 },
  },
  'GET /api/payments/settlement-previews': {
    // The session, the data version, the contracts and their pending settlements; again: the
    // session and the version (decision 146).
    owner: { as: 'owner', call: (a) => answer(a.api.payments['settlement-previews'].$get()), queries: 4 },
    'owner, kept': { as: 'owner', call: (a) => answer(a.api.payments['settlement-previews'].$get()), queries: 2 },
  },
  'GET /api/payments/net-balances': {
    owner: { as: 'owner', call: (a) => answer(a.api.payments['net-balances'].$get()), queries: 4 },
    'owner, kept': { as: 'owner', call: (a) => answer(a.api.payments['net-balances'].$get()), queries: 2 },
  },
  'GET /api/payments/settlement-previews/page': {
    // The session, the data version, the page and its total with the sum together, the page's
    // pending items (decision 114); the same query again: the session and the version (130).
    owner: {
      as: 'owner',
      call: (a) => answer(a.api.payments['settlement-previews'].page.$get({ query: {} })),
      queries: 5,
    },
    'owner, kept': {
      as: 'owner',
      call: (a) => answer(a.api.payments['settlement-previews'].page.$get({ query: {} })),
      queries: 2,
    },
    'searched, sorted': {
      as: 'owner',
      call: (a) =>
        answer(a.api.payments['settlement-previews'].page.$get({ query: { q: 'rossi', sort: 'amount_desc' } })),
      queries: 5,
    },
    'searched, sorted, kept': {
      as: 'owner',
      call: (a) =>
        answer(a.api.payments['settlement-previews'].page.$get({ query: { q: 'rossi', sort: 'amount_desc' } })),
      queries: 2,
    },
  },
  'GET /api/payments/net-balances/page': {
    // The session, the data version, the page and its total with the sum together, the page's
    // payables (decision 113); the same query again: the session and the version (decision 130).
    owner: {
      as: 'owner',
      call: (a) => answer(a.api.payments['net-balances'].page.$get({ query: {} })),
      queries: 5,
    },
    'owner, kept': {
      as: 'owner',
      call: (a) => answer(a.api.payments['net-balances'].page.$get({ query: {} })),
      queries: 2,
    },
    'searched, filtered, sorted': {
      as: 'owner',
      call: (a) =>
        answer(
          a.api.payments['net-balances'].page.$get({
            query: { q: 'rossi', minAmount: '1', sort: 'amount_desc', pageSize: '50' },
          }),
        ),
      queries: 5,
    },
    'searched, filtered, sorted, kept': {
      as: 'owner',
      call: (a) =>
        answer(
          a.api.payments['net-balances'].page.$get({
            query: { q: 'rossi', minAmount: '1', sort: 'amount_desc', pageSize: '50' },
          }),
        ),
      queries: 2,
    },
  },
  'GET /api/payments/settlements/:id': {
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.payments.settlements[':id'].$get({ param: { id: w.settlement } })),
      queries: 3,
    },
  },
  // The receipt PDF: the session, then the payment with its parties and the items it paid.
  'GET /api/payments/:id/receipt': {
    owner: {
      as: 'owner',
      call: (a, w) => answer(a.api.payments[':id'].receipt.$get({ param: { id: w.payment } })),
      queries: 3,
    },
  },
  'GET /api/tenant/payments/:id/receipt': {
    tenant: {
      as: 'tenant',
      call: (a, w) => answer(a.api.tenant.payments[':id'].receipt.$get({ param: { id: w.payment } })),
      queries: 3,
    },
  },
  'GET /api/statement/:token/payments/:id/receipt': {
    anonymous: {
      as: 'anonymous',
      call: (a, w) =>
        answer(
          a.api.statement[':token'].payments[':id'].receipt.$get({ param: { token: w.shareToken, id: w.payment } }),
        ),
      queries: 3,
    },
  },
  // The tenant's reads and the public statement are kept answers (decision 141): the first read is
  // the session, the versions of the tenant's landlords (of the token's landlord), then the read;
  // again, the session and the versions.
  // The statements read the receiving accounts too (decision 203): one query.
  'GET /api/tenant/overview': {
    tenant: { as: 'tenant', call: (a) => answer(a.api.tenant.overview.$get()), queries: 9 },
    'tenant, kept': { as: 'tenant', call: (a) => answer(a.api.tenant.overview.$get()), queries: 2 },
  },
  'GET /api/tenant/statements': {
    tenant: { as: 'tenant', call: (a) => answer(a.api.tenant.statements.$get()), queries: 9 },
    'tenant, kept': { as: 'tenant', call: (a) => answer(a.api.tenant.statements.$get()), queries: 2 },
  },
  'GET /api/tenant/payables/page': {
    // The session, the versions, then the page, the total with its sum and the contract options
    // together (decision 121).
    tenant: { as: 'tenant', call: (a) => answer(a.api.tenant.payables.page.$get({ query: {} })), queries: 5 },
    filtered: {
      as: 'tenant',
      call: (a, w) =>
        answer(
          a.api.tenant.payables.page.$get({
            query: { status: 'overdue', contractId: w.contract, sort: 'due_desc', page: '2' },
          }),
        ),
      queries: 5,
    },
  },
  'GET /api/statement/:token': {
    // The rate limit, the landlord's version, the statement's seven; kept: the rate limit and the version.
    anonymous: {
      as: 'anonymous',
      call: (a, w) => answer(a.api.statement[':token'].$get({ param: { token: w.shareToken } })),
      queries: 9,
    },
    'anonymous, kept': {
      as: 'anonymous',
      call: (a, w) => answer(a.api.statement[':token'].$get({ param: { token: w.shareToken } })),
      queries: 2,
    },
  },
  'GET /api/documents/blob/:prefix/:id': {
    'signed link': { as: 'anonymous', call: (a, w) => a.get(w.blobUrl), queries: 0 },
  },
  'GET /api/dev/outbox': { dev: { notMeasured: 'development only: answers 404 unless NODE_ENV=development' } },
  'GET /api/dev/outbox/:id/html': {
    dev: { notMeasured: 'development only: answers 404 unless NODE_ENV=development' },
  },
  'GET /api/dev/outbox/:id/attachments/:index': {
    dev: { notMeasured: 'development only: answers 404 unless NODE_ENV=development' },
  },
  'GET /api/dev/status': { dev: { notMeasured: 'development only: answers 404 unless NODE_ENV=development' } },
  'GET /api/ops/jobs': {
    operator: { notMeasured: "the operator's job listing (npm run jobs, the backup token): not a landlord's read" },
  },
};

let ctx: TestContext;
let agents: Record<Who, Agent>;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let home: Awaited<ReturnType<typeof seedProperty>>;
let world: World;
const contracts: string[] = [];
const small = new Map<string, number>();
const large = new Map<string, number>();

const expectStatus = (res: Res, status: number, what: string) => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res;
};

/**
 * One step of growth: a contract of the tenant on room `step` of the home (electricity and gas on
 * settlement, accepted), a bill on the home with a document, a debit on the new contract and a
 * credit on the first, the first contract's conguaglio and its oldest due payable confirmed, and
 * another property with another tenant's contract.
 */
async function grow(step: number) {
  const contractId = await createContractVia(
    owner,
    contractBody(home.property.id, [home.rooms[step]!.id], {
      tenantInfo: { email: tenant.email, firstName: 'Marco', lastName: 'Rossi' },
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', settlement_base_amount: 2000 },
      utilityAgreements: agreements({ electricity: 'settlement', gas: 'settlement' }),
    }),
  );
  await acceptLatestContract(ctx, tenant.email);
  contracts.push(contractId);
  const documentInfo = await uploadBillFile(owner, ctx);
  const month = String(step + 1).padStart(2, '0');
  expectStatus(
    await owner.post(
      '/api/bills',
      billBody(home.property.id, {
        documentInfo,
        billDetails: { periodStartDate: `2026-${month}-01`, periodEndDate: `2026-${month}-28` },
      }),
    ),
    201,
    'bill',
  );
  for (const [contract, type] of [
    [contractId, 'debit'],
    [contracts[0]!, 'credit'],
  ] as const) {
    const body = {
      idempotencyKey: crypto.randomUUID(),
      contractId: contract,
      type,
      amount: 1000 + step,
      notes: 'nota',
    };
    expectStatus(await answer(owner.api.payments.adjustments.$post({ json: body })), 201, 'adjustment');
  }
  expectStatus(
    await answer(owner.api.payments.contracts[':id'].settle.$post({ param: { id: contracts[0]! }, json: {} })),
    201,
    'settle',
  );
  const [due] = await ctx.db
    .select({ id: payable.id })
    .from(payable)
    .where(and(eq(payable.contractId, contracts[0]!), eq(payable.status, 'due')))
    .orderBy(asc(payable.dueDate), asc(payable.id))
    .limit(1);
  expectStatus(
    await answer(owner.api.payments.payables[':id'].confirm.$post({ param: { id: due!.id }, json: {} })),
    200,
    'confirm',
  );
  // A partial payment each step: the payments list and the partial coverage grow too.
  expectStatus(
    await answer(
      owner.api.contracts[':id'].payments.$post({
        param: { id: contracts[0]! },
        json: { amount: 700 + step, receivedOn: '2026-03-01', method: 'contanti' },
      }),
    ),
    201,
    'payment',
  );
  const other = await seedProperty(ctx, owner.user.id, ['Unica']);
  await createContractVia(owner, contractBody(other.property.id, [other.rooms[0]!.id]));
}

/** The ids the reads name: the home, its first contract, first bill and newest settlement. */
async function describeWorld(): Promise<World> {
  const [firstBill] = await ctx.db
    .select({ id: bill.id })
    .from(bill)
    .where(eq(bill.propertyId, home.property.id))
    .orderBy(asc(bill.createdAt))
    .limit(1);
  // Read through the services, not the routes: a route's read would be kept (decision 142) and the
  // first measured read below would count a kept answer instead of the read.
  const settlements = await getContractFinancials({
    db: ctx.db,
    clock: ctx.clock,
    landlordId: owner.user.id,
    contractId: contracts[0]!,
  });
  const settlementId = settlements.payables.find((p) => p.sourceSettlementId)?.sourceSettlementId;
  const link = expectStatus(
    await answer(owner.api.contracts[':id']['share-link'].$get({ param: { id: contracts[0]! } })),
    200,
    'share link',
  );
  const [doc] = (await getBillDetails({ db: ctx.db, landlordId: owner.user.id, billId: firstBill!.id })).documents;
  const url = expectStatus(
    await answer(owner.api.documents.url.$post({ json: { document_id: doc!.id } })),
    200,
    'document url',
  );
  return {
    property: home.property.id,
    contract: contracts[0]!,
    bill: firstBill!.id,
    settlement: settlementId!,
    shareToken: new URL(link.body.link).pathname.split('/').pop()!,
    payment: (
      await ctx.db.select({ id: payment.id }).from(payment).where(eq(payment.contractId, contracts[0]!)).limit(1)
    )[0]!.id,
    blobUrl:
      new URL(url.body.signedUrl, 'http://localhost').pathname + new URL(url.body.signedUrl, 'http://localhost').search,
  };
}

function measured() {
  return Object.entries(READS).flatMap(([route, ways]) =>
    Object.entries(ways).flatMap(([way, d]) => ('notMeasured' in d ? [] : [{ key: `${route} (${way})`, d }])),
  );
}

async function measureAll(into: Map<string, number>) {
  for (const { key, d } of measured()) {
    let res: Res | undefined;
    const n = await ctx.countQueries(async () => {
      res = await d.call(agents[d.as], world);
    });
    if (res!.status !== (d.status ?? 200)) throw new Error(`${key}: ${res!.status} ${res!.text}`);
    into.set(key, n);
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { STATEMENT_RATE_LIMIT: '1000' } });
  owner = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  const noise = await ctx.createLandlord();
  const noiseHome = await seedProperty(ctx, noise.user.id);
  await createContractVia(noise, contractBody(noiseHome.property.id, [noiseHome.rooms[0]!.id]));
  home = await seedProperty(ctx, owner.user.id, ['A', 'B', 'C', 'D', 'E']);
  agents = { anonymous: ctx.agent(), owner, tenant };
  // A receiving account, so the statements carry their request to pay (decision 203).
  expectStatus(
    await answer(
      owner.api['bank-accounts'].$post({
        json: {
          name: 'Conto',
          holderName: 'Laura Bianchi',
          iban: 'IT60X0542811101000000123456',
          propertyIds: [home.property.id],
        },
      }),
    ),
    201,
    'bank account',
  );

  await grow(0);
  world = await describeWorld();
  await measureAll(small);
  for (const step of [1, 2, 3]) await grow(step);
  world = { ...(await describeWorld()), settlement: world.settlement };
  await measureAll(large);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('SQL statements per read', () => {
  it('every GET route of the router is declared', () => {
    const routes = new Set<string>();
    for (const r of ctx.app.routes) {
      if (r.method === 'GET' && r.path.startsWith('/api/')) routes.add(`GET ${r.path}`);
    }
    expect([...routes].sort()).toEqual(Object.keys(READS).sort());
  });

  for (const { key, d } of measured()) {
    it(key, () => {
      const counts = { small: small.get(key), large: large.get(key) };
      if ('grows' in d) expect(counts.large).toBeGreaterThan(counts.small!);
      else expect(counts).toEqual({ small: d.queries, large: d.queries });
    });
  }
});
