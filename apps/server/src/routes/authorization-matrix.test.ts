/**
 * Authorization matrix (issue 12 §4). Every route of the router declares who may call it; the
 * test enumerates the router (a route without a declaration fails) and calls each one as
 * anonymous, an invited user, a tenant of the owner's contract, another landlord's tenant,
 * another landlord and the owner, asserting the declared outcome. For routes on a landlord's
 * records, a foreign id answers exactly like a missing one (status and body), and mass
 * assignment (extra fields such as landlord ids, statuses and amounts) is ignored.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bill,
  contract,
  document,
  payable,
  payment,
  portfolioImport,
  property,
  rentUpdate,
  settlement,
  user,
} from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { billBody, uploadBillFile } from './bills.test-support';
import {
  acceptLatestContract,
  contractBody,
  createContractVia,
  editBody,
  seedProperty,
} from './contracts.test-support';

type Agent = ReturnType<TestContext['agent']>;
type Res = Awaited<ReturnType<Agent['get']>>;
type Role = 'anonymous' | 'invited' | 'tenant' | 'otherTenant' | 'otherLandlord' | 'owner';
const ROLES: Role[] = ['anonymous', 'invited', 'tenant', 'otherTenant', 'otherLandlord', 'owner'];

/** The records a route may name: the owner's, another landlord's, or ids that exist nowhere. */
type Ids = {
  property: string;
  room: string;
  /** A room with no contract (safe to delete). */
  freeRoom: string;
  contract: string;
  bill: string;
  /** A second bill whose shares nobody has paid (safe to delete). */
  spareBill: string;
  /** A second property: new contracts go there, so the first one can be deleted at the end. */
  spareProperty: string;
  spareRoom: string;
  /** A contract whose tenant has not accepted yet (an invitation can be resent). */
  pendingContract: string;
  payable: string;
  settlement: string;
  document: string;
  /** A payment received on the contract (reversible once). */
  payment: string;
  /** Two pending 'Ho pagato' signals of the contract's tenant: one to confirm, one to reject. */
  signal: string;
  signalToReject: string;
  /** A contract with an ISTAT share and its first anniversary reached (the rent update routes). */
  istatContract: string;
  /** A rent update stored on istatContract (its letter). */
  rentUpdate: string;
  /** A bank account that is not the default (safe to delete; the default is another one). */
  bankAccount: string;
  /** A portfolio import with its mapping chosen (issue 50). */
  portfolioImport: string;
};

/**
 * - public: anyone; the answer depends on a token or the body, not on the session.
 * - localOnly: only a client on the server's machine (anything else: 404).
 * - session: any signed-in user, invited included.
 * - active: any active user (their own account or their own data).
 * - landlord: active landlords; no record named.
 * - owned: active landlords, on their own record (foreign id = missing id = 404).
 * - ownerOrTenant: the owning landlord or the contract's tenant (others: 404).
 * - contractTenant: the contract's own tenant only (any other active user: 404).
 */
type Access = 'public' | 'localOnly' | 'session' | 'active' | 'landlord' | 'owned' | 'ownerOrTenant' | 'contractTenant';

type RouteSpec = {
  access: Access;
  call: (a: Agent, ids: Ids) => Promise<Res>;
  /** Destructive for the owner: their call runs last, in this order. */
  destroys?: number;
};

/** A portfolio import's file: one free room of a new property (issue 50). */
const IMPORT_CSV = 'Immobile;Indirizzo;CAP;Provincia;Stanza\nCasa Importata;Via Nuova 9;00100;RM;Stanza Z';
const IMPORT_MAPPING = { property_name: 0, street_address: 1, postal_code: 2, province: 3, room_name: 4 };

const newProperty = {
  propertyDetails: {
    name: 'Casa Nuova',
    street_address: 'Via Po 2',
    postal_code: '10100',
    province: 'TO',
    country: 'Italia',
  },
  rooms: [{ name: 'Stanza 1', description: null }],
};
const propertyDetails = newProperty.propertyDetails;

let ctx: TestContext;
let agents: Record<Role, Agent>;
let own: Ids;
let foreign: Ids;
let createdBody: ReturnType<typeof contractBody>;
const missing: Ids = {
  property: crypto.randomUUID(),
  room: crypto.randomUUID(),
  freeRoom: crypto.randomUUID(),
  contract: crypto.randomUUID(),
  bill: crypto.randomUUID(),
  spareBill: crypto.randomUUID(),
  spareProperty: crypto.randomUUID(),
  spareRoom: crypto.randomUUID(),
  pendingContract: crypto.randomUUID(),
  payable: crypto.randomUUID(),
  settlement: crypto.randomUUID(),
  document: crypto.randomUUID(),
  payment: crypto.randomUUID(),
  signal: crypto.randomUUID(),
  signalToReject: crypto.randomUUID(),
  istatContract: crypto.randomUUID(),
  rentUpdate: crypto.randomUUID(),
  bankAccount: crypto.randomUUID(),
  portfolioImport: crypto.randomUUID(),
};

const SPECS: Record<string, RouteSpec> = {
  'POST /api/auth/sign-in/email': {
    access: 'public',
    call: (a) =>
      answer(a.api.auth['sign-in'].email.$post({ json: { email: 'nobody@example.com', password: 'wrong-password' } })),
  },
  'POST /api/auth/request-password-reset': {
    access: 'public',
    call: (a) => answer(a.api.auth['request-password-reset'].$post({ json: { email: 'nobody@example.com' } })),
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    call: (a) =>
      answer(a.api.auth['reset-password'].$post({ json: { token: 'x'.repeat(32), password: 'Tramonto-Lago-93' } })),
  },
  'GET /api/auth/verify-email': {
    access: 'public',
    call: (a) => answer(a.api.auth['verify-email'].$get({ query: { token: 'nope' } })),
  },
  'POST /api/account/register-landlord': {
    access: 'public',
    // An empty body (refused): the typed client cannot send it.
    call: (a) => a.post('/api/account/register-landlord', {}),
  },
  'GET /api/account/session': { access: 'public', call: (a) => answer(a.api.account.session.$get()) },
  'GET /api/account/invitation': {
    access: 'public',
    call: (a) => answer(a.api.account.invitation.$get({ query: { token: 'nope' } })),
  },
  'POST /api/account/accept-contract': {
    access: 'public',
    call: (a) => answer(a.api.account['accept-contract'].$post({ json: { token: 'nope' } })),
  },
  'POST /api/account/confirm-landlord': {
    access: 'public',
    call: (a) => answer(a.api.account['confirm-landlord'].$post({ json: { token: 'nope' } })),
  },
  'POST /api/account/complete': { access: 'public', call: (a) => a.post('/api/account/complete', { token: 'nope' }) },
  'GET /api/statement/:token': {
    access: 'public',
    call: (a) => answer(a.api.statement[':token'].$get({ param: { token: 'a'.repeat(43) } })),
  },
  'PUT /api/uploads/blob/:prefix/:id': {
    access: 'public',
    call: (a) => a.request('PUT', `/api/uploads/blob/bill/${crypto.randomUUID()}?exp=1&sig=x`, 'x'),
  },
  'GET /api/documents/blob/:prefix/:id': {
    access: 'public',
    // The signature's query is read by the handler, not declared to the router (a signed URL, not a client call).
    call: (a) => a.get(`/api/documents/blob/bill/${crypto.randomUUID()}?exp=1&sig=x`),
  },
  'GET /api/dev/outbox': { access: 'localOnly', call: (a) => a.get('/api/dev/outbox') },
  'GET /api/dev/outbox/:id/html': {
    access: 'localOnly',
    call: (a) => a.get(`/api/dev/outbox/${crypto.randomUUID()}/html`),
  },
  'GET /api/dev/outbox/:id/attachments/:index': {
    access: 'localOnly',
    call: (a) => a.get(`/api/dev/outbox/${crypto.randomUUID()}/attachments/0`),
  },
  'GET /api/dev/status': { access: 'localOnly', call: (a) => a.get('/api/dev/status') },
  'POST /api/dev/invite': { access: 'localOnly', call: (a) => a.post('/api/dev/invite', {}) },
  'POST /api/dev/daily-job': { access: 'localOnly', call: (a) => a.post('/api/dev/daily-job', {}) },
  'POST /api/dev/mail-refusals': { access: 'localOnly', call: (a) => a.post('/api/dev/mail-refusals', { count: 0 }) },
  'POST /api/ops/backup': { access: 'localOnly', call: (a) => a.post('/api/ops/backup', {}) },
  'GET /api/ops/jobs': { access: 'localOnly', call: (a) => a.get('/api/ops/jobs') },

  'GET /api/account/me': { access: 'session', call: (a) => answer(a.api.account.me.$get()) },
  'PATCH /api/account/profile': {
    access: 'active',
    call: (a) => answer(a.api.account.profile.$patch({ json: { firstName: 'Nome', lastName: 'Cognome' } })),
  },
  'GET /api/account/landlord-profile': {
    access: 'landlord',
    call: (a) => answer(a.api.account['landlord-profile'].$get()),
  },
  'PUT /api/account/landlord-profile': {
    access: 'landlord',
    call: (a) =>
      answer(a.api.account['landlord-profile'].$put({ json: { fiscalCode: 'RSSMRA80A01H501U', address: 'Via Po 1' } })),
  },
  'GET /api/bank-accounts': { access: 'landlord', call: (a) => answer(a.api['bank-accounts'].$get()) },
  'POST /api/bank-accounts': {
    access: 'landlord',
    call: (a) =>
      answer(
        a.api['bank-accounts'].$post({
          json: { name: 'Conto nuovo', holderName: 'Laura Bianchi', iban: 'FR1420041010050500013M02606' },
        }),
      ),
  },
  'PUT /api/bank-accounts/:id': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api['bank-accounts'][':id'].$put({
          param: { id: i.bankAccount },
          json: { name: 'Conto rinominato', holderName: 'Laura Bianchi', iban: 'DE89370400440532013000' },
        }),
      ),
  },
  'DELETE /api/bank-accounts/:id': {
    access: 'owned',
    destroys: 5,
    call: (a, i) => answer(a.api['bank-accounts'][':id'].$delete({ param: { id: i.bankAccount } })),
  },
  'POST /api/account/password': {
    access: 'active',
    call: (a) => answer(a.api.account.password.$post({ json: { newPassword: 'Tramonto-Lago-93' } })),
  },
  // Last of all: it ends the caller's session.
  'POST /api/account/sign-out': {
    access: 'public',
    destroys: 9,
    call: (a) => answer(a.api.account['sign-out'].$post()),
  },
  'GET /api/contracts': { access: 'active', call: (a) => answer(a.api.contracts.$get()) },
  'GET /api/tenant/overview': { access: 'active', call: (a) => answer(a.api.tenant.overview.$get()) },
  'GET /api/tenant/statements': { access: 'active', call: (a) => answer(a.api.tenant.statements.$get()) },
  'GET /api/tenant/payables/page': {
    access: 'active',
    call: (a) => answer(a.api.tenant.payables.page.$get({ query: {} })),
  },
  'GET /api/tenant/payments/:id/receipt': {
    access: 'contractTenant',
    call: (a, i) => answer(a.api.tenant.payments[':id'].receipt.$get({ param: { id: i.payment } })),
  },
  'GET /api/statement/:token/payments/:id/receipt': {
    access: 'public',
    call: (a, i) =>
      answer(
        a.api.statement[':token'].payments[':id'].receipt.$get({ param: { token: 'a'.repeat(43), id: i.payment } }),
      ),
  },

  'GET /api/properties': { access: 'landlord', call: (a) => answer(a.api.properties.$get()) },
  'GET /api/properties/page': { access: 'landlord', call: (a) => answer(a.api.properties.page.$get({ query: {} })) },
  'GET /api/contracts/page': { access: 'landlord', call: (a) => answer(a.api.contracts.page.$get({ query: {} })) },
  'POST /api/properties': { access: 'landlord', call: (a) => answer(a.api.properties.$post({ json: newProperty })) },
  'GET /api/bills': {
    access: 'owned',
    call: (a, i) => answer(a.api.bills.$get({ query: { property_id: i.property } })),
  },
  'GET /api/bills/page': {
    access: 'owned',
    call: (a, i) => answer(a.api.bills.page.$get({ query: { propertyId: i.property } })),
  },
  'GET /api/payments/overview': { access: 'landlord', call: (a) => answer(a.api.payments.overview.$get()) },
  'GET /api/payments/settlement-previews': {
    access: 'landlord',
    call: (a) => answer(a.api.payments['settlement-previews'].$get()),
  },
  'GET /api/payments/net-balances': { access: 'landlord', call: (a) => answer(a.api.payments['net-balances'].$get()) },
  'GET /api/payments/settlement-previews/page': {
    access: 'landlord',
    call: (a) => answer(a.api.payments['settlement-previews'].page.$get({ query: {} })),
  },
  'GET /api/payments/net-balances/page': {
    access: 'landlord',
    call: (a) => answer(a.api.payments['net-balances'].page.$get({ query: {} })),
  },
  'POST /api/uploads': {
    access: 'landlord',
    call: (a) =>
      answer(
        a.api.uploads.$post({
          json: { file_name: 'b.pdf', file_type: 'application/pdf', file_size: 100, purpose: 'bill' },
        }),
      ),
  },

  'GET /api/imports/template': {
    access: 'landlord',
    call: (a) => answer(a.api.imports.template.$get()),
  },
  'GET /api/imports/export': {
    access: 'landlord',
    call: (a) => answer(a.api.imports.export.$get()),
  },
  'POST /api/imports': {
    access: 'landlord',
    // The body is the file itself, which the typed client does not send.
    call: (a) =>
      a.request('POST', '/api/imports?file_name=p.csv', new TextEncoder().encode(IMPORT_CSV), {
        'content-type': 'application/octet-stream',
      }),
  },
  'GET /api/imports/:id': {
    access: 'owned',
    call: (a, i) => answer(a.api.imports[':id'].$get({ param: { id: i.portfolioImport } })),
  },
  'PUT /api/imports/:id/mapping': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.imports[':id'].mapping.$put({ param: { id: i.portfolioImport }, json: { mapping: IMPORT_MAPPING } }),
      ),
  },
  'GET /api/imports/:id/preview': {
    access: 'owned',
    call: (a, i) => answer(a.api.imports[':id'].preview.$get({ param: { id: i.portfolioImport } })),
  },
  'POST /api/imports/:id/confirm': {
    access: 'owned',
    call: (a, i) => answer(a.api.imports[':id'].confirm.$post({ param: { id: i.portfolioImport } })),
    destroys: 1,
  },
  'POST /api/imports/:id/invitations': {
    access: 'owned',
    call: (a, i) => answer(a.api.imports[':id'].invitations.$post({ param: { id: i.portfolioImport } })),
  },

  'GET /api/analytics': {
    access: 'owned',
    call: (a, i) => answer(a.api.analytics.$get({ query: { year: '2026', property_id: i.property } })),
  },
  'GET /api/analytics/arrears': {
    access: 'owned',
    call: (a, i) =>
      answer(a.api.analytics.arrears.$get({ query: { year: '2026', property_id: i.property, bucket: 'd0_30' } })),
  },
  'GET /api/analytics/properties': {
    access: 'owned',
    call: (a, i) => answer(a.api.analytics.properties.$get({ query: { year: '2026', property_id: i.property } })),
  },
  'GET /api/analytics/summary': {
    access: 'owned',
    call: (a, i) => answer(a.api.analytics.summary.$get({ query: { year: '2026', property_id: i.property } })),
  },
  'GET /api/analytics/export': {
    access: 'owned',
    call: (a, i) =>
      answer(a.api.analytics.export.$get({ query: { year: '2026', property_id: i.property, format: 'xlsx' } })),
  },
  'GET /api/properties/:id': {
    access: 'owned',
    call: (a, i) => answer(a.api.properties[':id'].$get({ param: { id: i.property } })),
  },
  'PATCH /api/properties/:id': {
    access: 'owned',
    call: (a, i) => answer(a.api.properties[':id'].$patch({ param: { id: i.property }, json: propertyDetails })),
  },
  'POST /api/properties/:id/rooms': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.properties[':id'].rooms.$post({
          param: { id: i.property },
          json: { name: 'Stanza X', description: null },
        }),
      ),
  },
  'GET /api/properties/:id/tax-data': {
    access: 'owned',
    call: (a, i) => answer(a.api.properties[':id']['tax-data'].$get({ param: { id: i.property } })),
  },
  'GET /api/properties/:id/tax-year': {
    access: 'owned',
    call: (a, i) =>
      answer(a.api.properties[':id']['tax-year'].$get({ param: { id: i.property }, query: { year: '2025' } })),
  },
  'PUT /api/properties/:id/owners': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.properties[':id'].owners.$put({
          param: { id: i.property },
          json: {
            owners: [{ name: 'Mario Rossi', fiscal_code: 'RSSMRA80A01H501U', share_bps: 10_000, from: null, to: null }],
          },
        }),
      ),
  },
  'PUT /api/properties/:id/cadastre': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.properties[':id'].cadastre.$put({
          param: { id: i.property },
          json: {
            comune: 'Roma',
            comune_code: 'H501',
            foglio: '1',
            particella: '2',
            subalterno: null,
            categoria: 'A/2',
            classe: null,
            rendita: 10_000,
          },
        }),
      ),
  },
  'PATCH /api/rooms/:id': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.rooms[':id'].$patch({ param: { id: i.room }, json: { name: 'Stanza Rinominata', description: null } }),
      ),
  },
  'GET /api/contracts/availability': {
    access: 'owned',
    call: (a, i) =>
      answer(a.api.contracts.availability.$get({ query: { property_id: i.spareProperty, start_date: '2027-01-01' } })),
  },
  'POST /api/contracts': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.contracts.$post({
          json: contractBody(i.spareProperty, [i.spareRoom], {
            contractDetails: { start_date: '2028-01-01', end_date: '2028-06-30' },
          }),
        }),
      ),
  },
  'PUT /api/contracts/:id': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id'].$put({ param: { id: i.contract }, json: editBody(createdBody) })),
  },
  'GET /api/contracts/:id/share-link': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id']['share-link'].$get({ param: { id: i.contract } })),
  },
  'POST /api/contracts/:id/share-link': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id']['share-link'].$post({ param: { id: i.contract } })),
  },
  'POST /api/contracts/:id/share-link/email': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id']['share-link'].email.$post({ param: { id: i.contract }, json: {} })),
  },
  'POST /api/contracts/:id/invitation': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id'].invitation.$post({ param: { id: i.pendingContract } })),
  },
  'GET /api/contracts/:id/financials': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id'].financials.$get({ param: { id: i.contract } })),
  },
  'GET /api/contracts/:id/payments': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id'].payments.$get({ param: { id: i.contract } })),
  },
  'POST /api/contracts/:id/payments': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.contracts[':id'].payments.$post({
          param: { id: i.contract },
          json: { amount: 100, receivedOn: '2026-03-10', method: 'contanti' },
        }),
      ),
  },
  'POST /api/contracts/:id/payments/history': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.contracts[':id'].payments.history.$post({
          param: { id: i.contract },
          json: { payments: [{ amount: 100, receivedOn: '2026-03-10', method: 'contanti' }] },
        }),
      ),
  },
  'PUT /api/contracts/:id/opening-position': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.contracts[':id']['opening-position'].$put({
          param: { id: i.pendingContract },
          json: { kind: 'none' },
        }),
      ),
  },
  'POST /api/payments/:id/receipt': {
    access: 'owned',
    call: (a, i) => answer(a.api.payments[':id'].receipt.$post({ param: { id: i.payment } })),
  },
  'GET /api/payments/:id/receipt': {
    access: 'owned',
    call: (a, i) => answer(a.api.payments[':id'].receipt.$get({ param: { id: i.payment } })),
  },
  'GET /api/contracts/:id/rent-update': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id']['rent-update'].$get({ param: { id: i.istatContract } })),
  },
  'GET /api/contracts/:id/rent-update/preview': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.contracts[':id']['rent-update'].preview.$get({
          param: { id: i.istatContract },
          query: { change: '1,8' },
        }),
      ),
  },
  'POST /api/contracts/:id/rent-update': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.contracts[':id']['rent-update'].$post({
          param: { id: i.istatContract },
          json: { anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-04-01' },
        }),
      ),
  },
  'GET /api/contracts/:id/rent-update/:updateId/letter': {
    access: 'owned',
    call: (a, i) => a.get(`/api/contracts/${i.istatContract}/rent-update/${i.rentUpdate}/letter`),
  },
  'GET /api/deadlines/page': { access: 'landlord', call: (a) => answer(a.api.deadlines.page.$get({ query: {} })) },
  'GET /api/deadlines/calendar': { access: 'landlord', call: (a) => answer(a.api.deadlines.calendar.$get()) },
  'POST /api/deadlines/calendar': { access: 'landlord', call: (a) => answer(a.api.deadlines.calendar.$post()) },
  'DELETE /api/deadlines/calendar': { access: 'landlord', call: (a) => answer(a.api.deadlines.calendar.$delete()) },
  'GET /api/calendar/:token': { access: 'public', call: (a) => a.get(`/api/calendar/${'x'.repeat(43)}.ics`) },
  'GET /api/contracts/:id/reminders': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id'].reminders.$get({ param: { id: i.contract } })),
  },
  'PUT /api/contracts/:id/reminders': {
    access: 'owned',
    call: (a, i) =>
      answer(a.api.contracts[':id'].reminders.$put({ param: { id: i.contract }, json: { enabled: true } })),
  },
  'GET /api/contracts/:id/deposit': {
    access: 'owned',
    call: (a, i) => answer(a.api.contracts[':id'].deposit.$get({ param: { id: i.contract } })),
  },
  'POST /api/contracts/:id/deposit/closing': {
    access: 'owned',
    // Once per contract: the owner's call runs before the statement is read.
    destroys: -2,
    call: (a, i) =>
      answer(
        a.api.contracts[':id'].deposit.closing.$post({
          param: { id: i.contract },
          json: { closed_on: '2026-03-01', deductions: [{ reason: 'Pulizie', amount: 5000 }] },
        }),
      ),
  },
  'GET /api/contracts/:id/deposit/statement': {
    access: 'ownerOrTenant',
    call: (a, i) => answer(a.api.contracts[':id'].deposit.statement.$get({ param: { id: i.contract } })),
  },
  'GET /api/deposit/legal-rates': { access: 'landlord', call: (a) => answer(a.api.deposit['legal-rates'].$get()) },
  'PUT /api/deposit/legal-rates/:year': {
    access: 'landlord',
    call: (a) => answer(a.api.deposit['legal-rates'][':year'].$put({ param: { year: '2025' }, json: { rate: '2,5' } })),
  },
  'DELETE /api/deposit/legal-rates/:year': {
    access: 'landlord',
    call: (a) => answer(a.api.deposit['legal-rates'][':year'].$delete({ param: { year: '2025' } })),
  },
  'POST /api/payments/:id/receipt-email': {
    access: 'owned',
    call: async (a, i) => {
      // 'Invia di nuovo' is for a receipt whose email failed (decision 185).
      await ctx.db.update(payment).set({ receiptEmailFailedAt: new Date() }).where(eq(payment.id, i.payment));
      return answer(a.api.payments[':id']['receipt-email'].$post({ param: { id: i.payment } }));
    },
  },
  'POST /api/payments/:id/reversal': {
    access: 'owned',
    call: (a, i) =>
      answer(a.api.payments[':id'].reversal.$post({ param: { id: i.payment }, json: { reason: 'Errore' } })),
  },
  'POST /api/bills': { access: 'owned', call: (a, i) => answer(a.api.bills.$post({ json: billBody(i.property) })) },
  'POST /api/bills/preview': {
    access: 'owned',
    call: (a, i) => answer(a.api.bills.preview.$post({ json: billBody(i.property) })),
  },
  'GET /api/bills/:id': { access: 'owned', call: (a, i) => answer(a.api.bills[':id'].$get({ param: { id: i.bill } })) },
  'GET /api/payment-signals': { access: 'landlord', call: (a) => answer(a.api['payment-signals'].$get({ query: {} })) },
  'POST /api/payment-signals/:id/confirm': {
    access: 'owned',
    call: (a, i) => answer(a.api['payment-signals'][':id'].confirm.$post({ param: { id: i.signal }, json: {} })),
  },
  'POST /api/payment-signals/:id/reject': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api['payment-signals'][':id'].reject.$post({
          param: { id: i.signalToReject },
          json: { reason: 'Non arrivato' },
        }),
      ),
  },
  'GET /api/tenant/payment-signals': {
    access: 'active',
    call: (a) => answer(a.api.tenant['payment-signals'].$get()),
  },
  'POST /api/tenant/contracts/:id/payment-signals': {
    access: 'contractTenant',
    call: (a, i) =>
      answer(
        a.api.tenant.contracts[':id']['payment-signals'].$post({
          param: { id: i.contract },
          json: { amount: 100, paidOn: '2026-03-01', method: 'bonifico' },
        }),
      ),
  },
  'GET /api/payments/settlements/:id': {
    access: 'owned',
    call: (a, i) => answer(a.api.payments.settlements[':id'].$get({ param: { id: i.settlement } })),
  },
  'POST /api/payments/adjustments': {
    access: 'owned',
    call: (a, i) =>
      answer(
        a.api.payments.adjustments.$post({
          json: {
            idempotencyKey: crypto.randomUUID(),
            contractId: i.contract,
            type: 'credit',
            amount: 100,
            notes: null,
          },
        }),
      ),
  },
  'POST /api/payments/contracts/:id/settle': {
    access: 'owned',
    call: (a, i) => answer(a.api.payments.contracts[':id'].settle.$post({ param: { id: i.contract }, json: {} })),
  },
  'POST /api/payments/payables/:id/confirm': {
    access: 'owned',
    call: (a, i) => answer(a.api.payments.payables[':id'].confirm.$post({ param: { id: i.payable }, json: {} })),
  },
  'POST /api/payments/contracts/:id/confirm': {
    access: 'owned',
    call: (a, i) => answer(a.api.payments.contracts[':id'].confirm.$post({ param: { id: i.contract }, json: {} })),
  },
  'GET /api/contracts/:id': {
    access: 'ownerOrTenant',
    call: (a, i) => answer(a.api.contracts[':id'].$get({ param: { id: i.contract } })),
  },
  'POST /api/documents/url': {
    access: 'ownerOrTenant',
    call: (a, i) => answer(a.api.documents.url.$post({ json: { document_id: i.document } })),
  },

  // First of all, before any payment is confirmed: a bill with a paid share cannot be deleted.
  'DELETE /api/bills/:id': {
    access: 'owned',
    destroys: -1,
    call: (a, i) => answer(a.api.bills[':id'].$delete({ param: { id: i.spareBill } })),
  },
  'DELETE /api/rooms/:id': {
    access: 'owned',
    destroys: 2,
    call: (a, i) => answer(a.api.rooms[':id'].$delete({ param: { id: i.freeRoom } })),
  },
  'DELETE /api/contracts/:id': {
    access: 'owned',
    destroys: 3,
    call: (a, i) => answer(a.api.contracts[':id'].$delete({ param: { id: i.contract } })),
  },
  'DELETE /api/properties/:id': {
    access: 'owned',
    destroys: 4,
    call: (a, i) => answer(a.api.properties[':id'].$delete({ param: { id: i.property } })),
  },
};

/** One landlord's world: a flat with a contract (accepted by its tenant), a bill with its file, a settlement. */
async function buildWorld(
  landlord: Agent & { user: { id: string } },
  tenantEmail: string,
  tenant: Agent,
): Promise<Ids> {
  const flat = await seedProperty(ctx, landlord.user.id);
  const body = contractBody(flat.property.id, [flat.rooms[0]!.id], {
    tenantInfo: { email: tenantEmail, firstName: 'Marco', lastName: 'Rossi' },
    contractDetails: { deposit_amount: 120000, deposit_received_on: '2026-01-16' },
  });
  createdBody ??= body;
  const contractId = await createContractVia(landlord, body);
  await acceptLatestContract(ctx, tenantEmail);
  const documentInfo = await uploadBillFile(landlord, ctx);
  const saved = await answer(landlord.api.bills.$post({ json: billBody(flat.property.id, { documentInfo }) }));
  if (saved.status !== 201) throw new Error(`bill: ${saved.status} ${saved.text}`);
  const [b] = await ctx.db.select().from(bill).where(eq(bill.propertyId, flat.property.id));
  const [d] = await ctx.db.select().from(document).where(eq(document.billId, b!.id));
  const spare = await answer(
    landlord.api.bills.$post({
      json: billBody(flat.property.id, { billDetails: { periodStartDate: '2026-02-01', periodEndDate: '2026-02-28' } }),
    }),
  );
  if (spare.status !== 201) throw new Error(`spare bill: ${spare.status} ${spare.text}`);
  const [spareBill] = await ctx.db
    .select()
    .from(bill)
    .where(and(eq(bill.propertyId, flat.property.id), eq(bill.periodStartDate, '2026-02-01')));
  const second = await seedProperty(ctx, landlord.user.id);
  const pendingContract = await createContractVia(landlord, contractBody(second.property.id, [second.rooms[0]!.id]));
  const adjusted = await answer(
    landlord.api.payments.adjustments.$post({
      json: {
        idempotencyKey: crypto.randomUUID(),
        contractId,
        type: 'debit',
        amount: 1234,
        notes: null,
      },
    }),
  );
  if (adjusted.status !== 201) throw new Error(`adjustment: ${adjusted.status} ${adjusted.text}`);
  const settled = await answer(
    landlord.api.payments.contracts[':id'].settle.$post({ param: { id: contractId }, json: {} }),
  );
  if (settled.status !== 201) throw new Error(`settle: ${settled.status} ${settled.text}`);
  const paid = await answer(
    landlord.api.contracts[':id'].payments.$post({
      param: { id: contractId },
      json: { amount: 500, receivedOn: '2026-03-01', method: 'bonifico' },
    }),
  );
  if (paid.status !== 201) throw new Error(`payment: ${paid.status} ${paid.text}`);
  const signalled = async () => {
    const res = await answer(
      tenant.api.tenant.contracts[':id']['payment-signals'].$post({
        param: { id: contractId },
        json: { amount: 100, paidOn: '2026-03-01', method: 'bonifico' },
      }),
    );
    if (res.status !== 201) throw new Error(`signal: ${res.status} ${res.text}`);
    return (res.body as { signal: { id: string } }).signal.id;
  };
  const signal = await signalled();
  const signalToReject = await signalled();
  // The pending contract doubles as the ISTAT one: started 2025-03-01, 75 % share, one update stored.
  await ctx.db
    .update(contract)
    .set({ startDate: '2025-03-01', istatUpdateShare: 75, contractType: 'libero_4_4' })
    .where(eq(contract.id, pendingContract));
  const [update] = await ctx.db
    .insert(rentUpdate)
    .values({
      contractId: pendingContract,
      anniversaryDate: '2024-03-01',
      changeBps: 180,
      sharePercent: 75,
      previousRent: 60000,
      newRent: 60810,
      effectiveFrom: '2024-03-01',
      createdBy: landlord.user.id,
    })
    .returning();
  for (const iban of ['IT60X0542811101000000123456', 'DE89370400440532013000']) {
    const res = await answer(landlord.api['bank-accounts'].$post({ json: { name: 'Conto', holderName: 'L B', iban } }));
    if (res.status !== 201) throw new Error(`bank account: ${res.status} ${res.text}`);
  }
  const [, spareAccount] = (await answer(landlord.api['bank-accounts'].$get())).body.accounts as { id: string }[];
  const [imported] = await ctx.db
    .insert(portfolioImport)
    .values({
      landlordId: landlord.user.id,
      fileName: 'p.csv',
      status: 'ready',
      headerRow: 0,
      cells: IMPORT_CSV.split('\n').map((line) => line.split(';')),
      cellIssues: [],
      mapping: IMPORT_MAPPING,
      rowsTotal: 1,
    })
    .returning();
  const [s] = await ctx.db.select().from(settlement).where(eq(settlement.contractId, contractId));
  const [p] = await ctx.db
    .select()
    .from(payable)
    .where(and(eq(payable.contractId, contractId), eq(payable.status, 'due')));
  return {
    property: flat.property.id,
    room: flat.rooms[0]!.id,
    freeRoom: flat.rooms[2]!.id,
    contract: contractId,
    bill: b!.id,
    spareBill: spareBill!.id,
    spareProperty: second.property.id,
    spareRoom: second.rooms[1]!.id,
    pendingContract,
    payable: p!.id,
    settlement: s!.id,
    document: d!.id,
    payment: paid.body.payment.id,
    signal,
    signalToReject,
    istatContract: pendingContract,
    rentUpdate: update!.id,
    bankAccount: spareAccount!.id,
    portfolioImport: imported!.id,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await ctx.createLandlord();
  const otherLandlord = await ctx.createLandlord();
  const tenant = await ctx.createTenant();
  const otherTenant = await ctx.createTenant();
  const invited = await ctx.createTenant();
  await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, invited.user.id));
  own = await buildWorld(owner, tenant.email, tenant);
  foreign = await buildWorld(otherLandlord, otherTenant.email, otherTenant);
  agents = { anonymous: ctx.agent(), invited, tenant, otherTenant, otherLandlord, owner };
});
afterAll(async () => {
  await ctx.close();
});

function routeKeys() {
  const keys = new Set<string>();
  for (const r of ctx.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    keys.add(`${r.method} ${r.path}`);
  }
  return [...keys].sort();
}

const ok = (res: Res) => res.status >= 200 && res.status < 300;

/** What a role must get: a status, or 'ok' (2xx), or 'any' (a public route: not a 5xx). */
function expected(access: Access, role: Role): number | 'ok' | 'any' {
  if (access === 'public') return 'any';
  if (access === 'localOnly') return 404; // the test agents are never on the server's machine
  if (role === 'anonymous') return 401;
  if (access === 'session') return 'ok';
  if (role === 'invited') return 403;
  if (access === 'active') return 'ok';
  if (access === 'landlord') return role === 'otherLandlord' || role === 'owner' ? 'ok' : 403;
  if (access === 'owned') {
    if (role === 'owner') return 'ok';
    return role === 'otherLandlord' ? 404 : 403;
  }
  if (access === 'contractTenant') return role === 'tenant' ? 'ok' : 404;
  // ownerOrTenant: the owner or the contract's own tenant; anyone else sees nothing there.
  return role === 'owner' || role === 'tenant' ? 'ok' : 404;
}

describe("another landlord's id answers exactly like a missing one", () => {
  for (const [key, spec] of Object.entries(SPECS).filter(
    ([, s]) => s.access === 'owned' || s.access === 'ownerOrTenant',
  )) {
    it(key, async () => {
      // The other landlord names the owner's records (foreign to them) and ids that exist nowhere.
      const asForeign = await spec.call(agents.otherLandlord, own);
      const asMissing = await spec.call(agents.otherLandlord, missing);
      expect(asForeign.status).toBe(404);
      expect({ status: asMissing.status, body: asMissing.body }).toEqual({
        status: asForeign.status,
        body: asForeign.body,
      });
    });
  }
});

describe('mass assignment is ignored', () => {
  it("a new property's extra fields (landlord id, status, ids) do not reach the row", async () => {
    // Extra fields the schema does not know: sent by URL, since the typed client refuses them.
    const res = await agents.otherLandlord.post('/api/properties', {
      ...newProperty,
      landlordId: own.property,
      landlord_id: crypto.randomUUID(),
      id: crypto.randomUUID(),
      propertyDetails: { ...propertyDetails, landlord_id: crypto.randomUUID(), deleted_at: '2020-01-01' },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(property)
      .where(eq(property.id, res.body.id ?? res.body.propertyId));
    const [other] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, (agents.otherLandlord as unknown as { email: string }).email));
    expect(row!.landlordId).toBe(other!.id);
    expect(row!.deletedAt).toBeNull();
  });

  it('an adjustment with a status, a landlord or a negative sign hidden in extra fields stores what the schema says', async () => {
    const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contract))[0]!.n;
    // Extra fields the schema does not know: sent by URL, since the typed client refuses them.
    const res = await agents.otherLandlord.post('/api/payments/adjustments', {
      idempotencyKey: crypto.randomUUID(),
      contractId: foreign.contract,
      type: 'credit',
      amount: 250,
      notes: null,
      status: 'paid',
      landlordId: crypto.randomUUID(),
      source: 'settlement_base_fee',
      contract_id: own.contract,
    });
    expect(res.status).toBe(201);
    const rows = (await ctx.db.execute(
      sql`select kind, source_type, settlement_id from settlement_item where contract_id = ${foreign.contract} and amount_cents = 250`,
    )) as unknown as { rows: { kind: string; source_type: string; settlement_id: string | null }[] };
    expect(rows.rows).toEqual([{ kind: 'credit', source_type: 'manual_adjustment', settlement_id: null }]);
    const onOwn = (await ctx.db.execute(
      sql`select count(*)::int as n from settlement_item where contract_id = ${own.contract} and amount_cents = 250`,
    )) as unknown as { rows: { n: number }[] };
    expect(onOwn.rows[0]!.n).toBe(0);
    expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contract))[0]!.n).toBe(before);
  });
});

// Last: its sign-out calls end every role's session.
describe('authorization matrix', () => {
  it('declares every route of the router, and only those', () => {
    const keys = routeKeys();
    const undeclared = keys.filter((k) => !SPECS[k]);
    expect(undeclared, 'routes without a declaration in authorization-matrix.test.ts').toEqual([]);
    expect(Object.keys(SPECS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('gives every role the declared outcome on every route', async () => {
    const failures: string[] = [];
    let calls = 0;
    const ordered = Object.entries(SPECS).sort(([, a], [, b]) => (a.destroys ?? 0) - (b.destroys ?? 0));
    for (const [key, spec] of ordered) {
      for (const role of ROLES) {
        const res = await spec.call(agents[role], own);
        calls++;
        const want = expected(spec.access, role);
        const good = want === 'any' ? res.status < 500 : want === 'ok' ? ok(res) : res.status === want;
        if (!good) failures.push(`${key} as ${role}: ${res.status} (want ${want}) ${res.text.slice(0, 160)}`);
      }
    }
    console.info(`[authorization] ${calls} calls: ${Object.keys(SPECS).length} routes × ${ROLES.length} roles`);
    expect(failures).toEqual([]);
  });
});
