/**
 * The tenant a landlord sees is the one they typed on the contract (issue 46 §1, docs/domain.md §8,
 * decision 019): an existing account named otherwise never shows its names in any landlord read,
 * before or after it accepts. Reads every landlord route that names a tenant (lists, details,
 * payments, previews, signals, bills, deadlines and their calendar feed, analytics and exports,
 * reminders, receipts and the documents) and looks for the account's names in each answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../lib/documents/receipt-pdf.test-support';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { billBody } from './bills.test-support';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

const ACCOUNT = { firstName: 'Zebedeo', lastName: 'Quarantotti' };
const TYPED = { firstName: 'Anna', lastName: 'Verdi' };

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let contractId: string;
let propertyId: string;
let billId: string;
let calendarPath: string;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
  tenant = await ctx.createTenant(ACCOUNT);
  const h = await seedProperty(ctx, landlord.user.id, ['A']);
  propertyId = h.property.id;
  contractId = await createContractVia(
    landlord,
    contractBody(propertyId, [h.rooms[0]!.id], {
      tenantInfo: { email: tenant.email, ...TYPED },
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 },
    }),
  );
  const bill = await answer(landlord.api.bills.$post({ json: billBody(propertyId) }));
  expect(bill.status, bill.text).toBe(201);
  billId = bill.body.billId;
  const adjustment = await answer(
    landlord.api.payments.adjustments.$post({
      json: { idempotencyKey: crypto.randomUUID(), contractId, type: 'debit', amount: 2500, notes: null },
    }),
  );
  expect(adjustment.status, adjustment.text).toBe(201);
  const paid = await landlord.post(`/api/contracts/${contractId}/payments`, {
    amount: 30000,
    receivedOn: '2026-03-10',
    method: 'bonifico',
  });
  expect(paid.status, paid.text).toBe(201);
  const calendar = await landlord.post('/api/deadlines/calendar');
  expect(calendar.status, calendar.text).toBe(201);
  calendarPath = new URL(calendar.body.url).pathname;
});
afterAll(async () => {
  await ctx.close();
});

/** Every landlord read that names a tenant, as text (PDFs read back, the XLSX as its sheets' XML). */
async function everyLandlordRead(): Promise<Record<string, string>> {
  const json = (url: string) => landlord.get(url).then((r) => ({ status: r.status, text: r.text }));
  const bytes = async (url: string) => {
    const res = await ctx.app.request(url, {
      headers: { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      data: new Uint8Array(await res.arrayBuffer()),
    };
  };
  const reads: Record<string, { status: number; text: string }> = {};
  for (const url of [
    '/api/contracts',
    '/api/contracts/page',
    `/api/contracts/${contractId}`,
    `/api/contracts/${contractId}/financials`,
    `/api/contracts/${contractId}/payments`,
    `/api/contracts/${contractId}/reminders`,
    `/api/contracts/${contractId}/deposit`,
    `/api/properties/${propertyId}`,
    '/api/properties',
    '/api/properties/page',
    '/api/payments/overview',
    '/api/payments/net-balances',
    '/api/payments/net-balances/page',
    '/api/payments/settlement-previews',
    '/api/payments/settlement-previews/page',
    '/api/payment-signals',
    `/api/bills?property_id=${propertyId}`,
    `/api/bills/page?propertyId=${propertyId}`,
    `/api/bills/${billId}`,
    '/api/deadlines/page',
    '/api/analytics?year=2026',
    '/api/analytics/summary?year=2026',
    '/api/analytics/arrears?year=2026&bucket=d0_30',
    '/api/analytics/properties?year=2026',
  ]) {
    reads[url] = await json(url);
  }
  for (const table of ['payables', 'payments', 'bills']) {
    const url = `/api/analytics/export?year=2026&format=csv&table=${table}`;
    const r = await bytes(url);
    reads[url] = { status: r.status, text: Buffer.from(r.data).toString('utf8') };
  }
  reads[calendarPath] = await json(calendarPath);
  const payments = JSON.parse(reads[`/api/contracts/${contractId}/payments`]!.text).payments as { id: string }[];
  for (const p of payments) {
    const url = `/api/payments/${p.id}/receipt`;
    const r = await bytes(url);
    reads[url] = { status: r.status, text: pdfText(r.data) };
  }
  const texts: Record<string, string> = {};
  for (const [url, r] of Object.entries(reads)) {
    expect(r.status, `${url}: ${r.text.slice(0, 200)}`).toBe(200);
    texts[url] = r.text;
  }
  return texts;
}

function expectOnlyTypedNames(texts: Record<string, string>) {
  for (const [url, text] of Object.entries(texts)) {
    expect(text, url).not.toContain(ACCOUNT.firstName);
    expect(text, url).not.toContain(ACCOUNT.lastName);
  }
  // The whole-list reads of the payments page name the tenant as typed (the probe's two routes).
  for (const url of ['/api/payments/net-balances', '/api/payments/settlement-previews']) {
    expect(texts[url], url).toContain(TYPED.firstName);
    expect(texts[url], url).toContain(TYPED.lastName);
  }
}

describe("a landlord sees the tenant's names as typed on the contract, never the account's", () => {
  it('while the contract waits for acceptance: no read tells the account exists or what it is called', async () => {
    expectOnlyTypedNames(await everyLandlordRead());
  });

  it('after the tenant accepts and signals a payment: still the typed names everywhere', async () => {
    await acceptLatestContract(ctx, tenant.email);
    const signal = await tenant.post(`/api/tenant/contracts/${contractId}/payment-signals`, {
      amount: 1000,
      paidOn: '2026-03-12',
      method: 'bonifico',
    });
    expect(signal.status, signal.text).toBe(201);
    const texts = await everyLandlordRead();
    expect(texts['/api/payment-signals']).toContain(TYPED.lastName);
    expectOnlyTypedNames(texts);
  });
});
