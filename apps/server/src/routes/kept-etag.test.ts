/**
 * Every kept read answers an ETag made from the data version and the read's key, and an
 * If-None-Match equal to it with 304 and no body (decision 177): nothing changed → 304 in the
 * session's and the version's statements; after a write → 200 with a new ETag; another landlord's
 * ETag never answers this landlord; the guards still refuse a tenant or an anonymous caller.
 * Authenticated answers stay `Cache-Control: no-store`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landlordDataVersion } from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { billBody, uploadBillFile } from './bills.test-support';
import {
  acceptLatestContract,
  agreements,
  contractBody,
  createContractVia,
  seedProperty,
} from './contracts.test-support';

type Agent = ReturnType<TestContext['agent']>;
type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

let ctx: TestContext;
let w: { owner: Landlord; tenant: Agent; contractId: string; propertyId: string; billId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext({ env: { STATEMENT_RATE_LIMIT: '1000' } });
  const owner = await ctx.createLandlord();
  const home = await seedProperty(ctx, owner.user.id, ['A', 'B']);
  const tenant = await ctx.createTenant();
  const contractId = await createContractVia(
    owner,
    contractBody(home.property.id, [home.rooms[0]!.id], {
      tenantInfo: { email: tenant.email, firstName: 'Marco', lastName: 'Rossi' },
      contractDetails: { start_date: '2026-01-01', end_date: '2027-12-31' },
      utilityAgreements: agreements({ electricity: 'settlement' }),
    }),
  );
  await acceptLatestContract(ctx, tenant.email);
  const documentInfo = await uploadBillFile(owner, ctx);
  const bill = await answer(owner.api.bills.$post({ json: billBody(home.property.id, { documentInfo }) }));
  const share = await answer(owner.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }));
  w = {
    owner,
    tenant,
    contractId,
    propertyId: home.property.id,
    billId: bill.body.billId,
    token: share.body.link.split('/statement/')[1] as string,
  };
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

/** Each kept route (as the router names it) with a URL of it and who reads it. */
const reads = () =>
  ({
    'GET /api/payments/overview': ['owner', '/api/payments/overview'],
    'GET /api/payments/settlement-previews': ['owner', '/api/payments/settlement-previews'],
    'GET /api/payments/settlement-previews/page': ['owner', '/api/payments/settlement-previews/page'],
    'GET /api/payments/net-balances': ['owner', '/api/payments/net-balances'],
    'GET /api/payments/net-balances/page': ['owner', '/api/payments/net-balances/page?sort=amount_desc'],
    'GET /api/contracts/page': ['owner', '/api/contracts/page?q=rossi'],
    'GET /api/properties': ['owner', '/api/properties'],
    'GET /api/properties/page': ['owner', '/api/properties/page?sort=revenue_desc'],
    'GET /api/properties/:id': ['owner', `/api/properties/${w.propertyId}`],
    'GET /api/analytics': ['owner', '/api/analytics?year=2026'],
    'GET /api/analytics/summary': ['owner', '/api/analytics/summary?year=2026'],
    'GET /api/analytics/properties': ['owner', '/api/analytics/properties?year=2026'],
    'GET /api/analytics/arrears': ['owner', '/api/analytics/arrears?year=2026&bucket=d0_30'],
    'GET /api/deadlines/page': ['owner', '/api/deadlines/page'],
    'GET /api/bills/page': ['owner', `/api/bills/page?propertyId=${w.propertyId}`],
    'GET /api/bills/:id': ['owner', `/api/bills/${w.billId}`],
    'GET /api/contracts/:id/financials': ['owner', `/api/contracts/${w.contractId}/financials`],
    'GET /api/contracts/:id': ['owner', `/api/contracts/${w.contractId}`],
    'GET /api/contracts': ['tenant', '/api/contracts'],
    'GET /api/tenant/overview': ['tenant', '/api/tenant/overview'],
    'GET /api/tenant/statements': ['tenant', '/api/tenant/statements'],
    'GET /api/tenant/payables/page': ['tenant', '/api/tenant/payables/page'],
    'GET /api/statement/:token': ['anyone', `/api/statement/${w.token}`],
  }) as Record<string, ['owner' | 'tenant' | 'anyone', string]>;

const as = (who: 'owner' | 'tenant' | 'anyone') =>
  who === 'owner' ? w.owner : who === 'tenant' ? w.tenant : ctx.agent();

/** Every read's ETag, read now. */
async function etags(): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  for (const [route, [who, url]] of Object.entries(reads())) {
    const res = await as(who).get(url);
    expect(res.status, `${route}: ${res.text}`).toBe(200);
    tags.set(route, res.headers.get('etag')!);
  }
  return tags;
}

describe('ETag and If-None-Match on the kept reads (decision 177)', () => {
  it('covers every kept route of the router', () => {
    const kept = new Set(
      ctx.app.routes.filter((r) => r.method === 'GET' && r.handler.name === 'kept').map((r) => `GET ${r.path}`),
    );
    expect([...kept].sort()).toEqual(Object.keys(reads()).sort());
  });

  it('answers an ETag, then 304 with no body in the session’s and the version’s statements', async () => {
    for (const [route, [who, url]] of Object.entries(reads())) {
      const first = await as(who).get(url);
      expect(first.status, route).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, route).toMatch(/^W\/"[\w-]+-[\w-]{22}"$/);
      expect(first.headers.get('cache-control'), route).toBe('no-store');
      let again: Awaited<ReturnType<Agent['get']>> | undefined;
      const n = await ctx.countQueries(async () => {
        again = await as(who).get(url, { 'if-none-match': etag! });
      });
      expect(again!.status, route).toBe(304);
      expect(again!.text, route).toBe('');
      expect(again!.headers.get('etag'), route).toBe(etag);
      expect(again!.headers.get('cache-control'), route).toBe('no-store');
      // The session (the statement: its lookup limit) and the version: nothing of the read.
      expect(n, route).toBe(2);
    }
  });

  it('after a write: 200 with a new ETag and the new answer', async () => {
    const before = await etags();
    const paid = await w.owner.post(`/api/contracts/${w.contractId}/payments`, {
      amount: 4321,
      receivedOn: '2026-03-01',
      method: 'bonifico',
    });
    expect(paid.status, paid.text).toBe(201);
    for (const [route, [who, url]] of Object.entries(reads())) {
      const res = await as(who).get(url, { 'if-none-match': before.get(route)! });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('etag'), route).not.toBe(before.get(route));
      expect(res.body, route).toEqual((await as(who).get(url)).body);
    }
  });

  it('another landlord’s ETag never answers this landlord, even under the same version number', async () => {
    await etags(); // the deadlines' first read of the day refreshes them, which moves the version
    const tags = await etags();
    const other = await ctx.createLandlord();
    const [own] = await ctx.db
      .select({ v: landlordDataVersion.version })
      .from(landlordDataVersion)
      .where(eq(landlordDataVersion.landlordId, w.owner.user.id));
    await ctx.db
      .insert(landlordDataVersion)
      .values({ landlordId: other.user.id, version: own!.v })
      .onConflictDoUpdate({ target: landlordDataVersion.landlordId, set: { version: own!.v } });
    for (const [route, [who, url]] of Object.entries(reads())) {
      if (who !== 'owner') continue;
      const res = await other.get(url, { 'if-none-match': tags.get(route)! });
      // Their own answer (200, another ETag), or the same 404 as ever for the owner's ids.
      expect([200, 404], route).toContain(res.status);
      if (res.status === 200) expect(res.headers.get('etag'), route).not.toBe(tags.get(route));
    }
  });

  it('a tenant or an anonymous caller holding an ETag is still refused', async () => {
    const tags = await etags();
    for (const [route, [who, url]] of Object.entries(reads())) {
      const header = { 'if-none-match': tags.get(route)! };
      if (who === 'anyone') continue;
      expect((await ctx.agent().get(url, header)).status, `${route}, anonymous`).toBe(401);
      if (who === 'owner' && route !== 'GET /api/contracts/:id') {
        expect((await w.tenant.get(url, header)).status, `${route}, as a tenant`).toBe(403);
      }
    }
    // The contract's detail is the tenant's too (decision 144): their own key, never the landlord's.
    const detail = reads()['GET /api/contracts/:id']![1];
    const asTenant = await w.tenant.get(detail, { 'if-none-match': tags.get('GET /api/contracts/:id')! });
    expect(asTenant.status).toBe(200);
    expect(asTenant.headers.get('etag')).not.toBe(tags.get('GET /api/contracts/:id'));
  });
});
