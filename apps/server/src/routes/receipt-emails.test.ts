/**
 * Receipt emails are no open relay (issue 46 §2, decision 157): a receipt is emailed only to a
 * tenant who accepted the contract, at most RECEIPT_EMAIL_CONTRACT_RATE_LIMIT an hour per contract
 * and RECEIPT_EMAIL_RATE_LIMIT an hour per landlord (small here, on the harness's stopped clock;
 * the defaults are asserted on parseEnv), and the texts a receipt email copies (the property's
 * name and address, the landlord's receipt address) refuse web addresses at input. A receipt not
 * emailed still exists and downloads.
 */
import { NAME_WITH_LINK_MESSAGE, TEXT_WITH_LINK_MESSAGE } from '@casaconti/core/schemas/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { property, user } from '../db/schema';
import { parseEnv } from '../lib/env';
import { answer, createTestContext, DEFAULT_NOW, type TestContext } from '../test/harness';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

const PER_CONTRACT = 3;
const PER_LANDLORD = 5;

let ctx: TestContext;
type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext({
    env: { RECEIPT_EMAIL_CONTRACT_RATE_LIMIT: String(PER_CONTRACT), RECEIPT_EMAIL_RATE_LIMIT: String(PER_LANDLORD) },
  });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

/** A contract of `landlord` for `email` (rent 600 € a month since January: 1.800 € due on 15/03/2026). */
async function contractFor(landlord: Landlord, email: string, opts: { accept: boolean }) {
  const h = await seedProperty(ctx, landlord.user.id, ['A']);
  const id = await createContractVia(
    landlord,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      tenantInfo: { email },
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 },
    }),
  );
  if (opts.accept) await acceptLatestContract(ctx, email);
  return id;
}

async function pay(landlord: Landlord, contractId: string, amount = 100) {
  const res = await landlord.post(`/api/contracts/${contractId}/payments`, {
    amount,
    receivedOn: '2026-03-10',
    method: 'contanti',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.payment as { id: string; receiptNumber: number };
}

const receiptsTo = async (email: string) =>
  (await ctx.outbox()).filter((m) => m.to === email && m.subject.startsWith('Ricevuta n.'));

describe('receipts are emailed only to a tenant who accepted the contract', () => {
  it('a pending contract (an existing account, an unknown address) gets no receipt email; the receipt downloads', async () => {
    const landlord = await ctx.createLandlord();
    const account = await ctx.createTenant();
    const unknown = ctx.uniqueEmail('never-accepted');
    for (const email of [account.email, unknown]) {
      const contractId = await contractFor(landlord, email, { accept: false });
      const p = await pay(landlord, contractId);
      const confirmed = await landlord.post(`/api/payments/contracts/${contractId}/confirm`, {});
      expect(confirmed.status).toBe(200);
      expect(await receiptsTo(email), email).toEqual([]);
      const pdf = await ctx.app.request(`/api/payments/${p.id}/receipt`, {
        headers: { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('once the tenant accepts, the next payment and confirmation email their receipts', async () => {
    const landlord = await ctx.createLandlord();
    const tenant = await ctx.createTenant();
    const contractId = await contractFor(landlord, tenant.email, { accept: false });
    await pay(landlord, contractId);
    expect(await receiptsTo(tenant.email)).toEqual([]);
    await acceptLatestContract(ctx, tenant.email);
    const p = await pay(landlord, contractId);
    expect((await receiptsTo(tenant.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining(`/${String(p.receiptNumber).padStart(4, '0')}`),
    ]);
    expect((await landlord.post(`/api/payments/contracts/${contractId}/confirm`, {})).status).toBe(200);
    expect(await receiptsTo(tenant.email)).toHaveLength(2);
  });
});

describe('hourly limits on receipt emails', () => {
  it(`one contract: at most ${PER_CONTRACT} receipt emails an hour; every payment still recorded; the next hour sends again`, async () => {
    const landlord = await ctx.createLandlord();
    const tenant = await ctx.createTenant();
    const contractId = await contractFor(landlord, tenant.email, { accept: true });
    const paid = [];
    for (let i = 0; i < PER_CONTRACT + 2; i++) paid.push(await pay(landlord, contractId));
    expect(await receiptsTo(tenant.email)).toHaveLength(PER_CONTRACT);
    const list = await landlord.get(`/api/contracts/${contractId}/payments`);
    expect(list.body.payments.map((p: { id: string }) => p.id).sort()).toEqual(paid.map((p) => p.id).sort());

    ctx.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 61 * 60 * 1000));
    await pay(landlord, contractId);
    expect(await receiptsTo(tenant.email)).toHaveLength(PER_CONTRACT + 1);
  });

  it(`one landlord: at most ${PER_LANDLORD} receipt emails an hour over all contracts; another landlord is not held`, async () => {
    const landlord = await ctx.createLandlord();
    const other = await ctx.createLandlord();
    const tenants = await Promise.all([ctx.createTenant(), ctx.createTenant(), ctx.createTenant()]);
    const contracts = [];
    for (const t of tenants) contracts.push(await contractFor(landlord, t.email, { accept: true }));
    for (let i = 0; i < PER_LANDLORD + 1; i++) await pay(landlord, contracts[i % contracts.length]!);
    const sent = (await Promise.all(tenants.map((t) => receiptsTo(t.email)))).flat();
    expect(sent).toHaveLength(PER_LANDLORD);

    const theirs = await ctx.createTenant();
    await pay(other, await contractFor(other, theirs.email, { accept: true }));
    expect(await receiptsTo(theirs.email)).toHaveLength(1);
  });

  it('the defaults are 10 an hour per contract and 60 per landlord', () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    expect(env.receiptEmailRateLimit).toEqual({ perContract: 10, perLandlord: 60 });
  });
});

describe('no web addresses in the texts a receipt email copies', () => {
  const details = {
    name: 'Casa Verdi',
    street_address: 'Via Roma 1',
    postal_code: '00100',
    province: 'RM',
    country: 'Italia',
  };

  it("a property's name and address refuse a URL at creation and edit, with the Italian message; nothing stored", async () => {
    const landlord = await ctx.createLandlord();
    const created = await answer(
      landlord.api.properties.$post({
        json: {
          propertyDetails: { ...details, name: 'Accedi su https://evil.example' },
          rooms: [{ name: 'A', description: null }],
        },
      }),
    );
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toEqual({ 'propertyDetails.name': NAME_WITH_LINK_MESSAGE });
    expect(await ctx.db.select().from(property).where(eq(property.landlordId, landlord.user.id))).toEqual([]);

    const h = await seedProperty(ctx, landlord.user.id, ['A']);
    const edit = await answer(
      landlord.api.properties[':id'].$patch({
        param: { id: h.property.id },
        json: { ...details, street_address: 'Via Roma 1, accedi su www.evil.example' },
      }),
    );
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields).toEqual({ street_address: TEXT_WITH_LINK_MESSAGE });
    const [row] = await ctx.db.select().from(property).where(eq(property.id, h.property.id));
    expect(row!.streetAddress).toBe('Via Roma 1');
  });

  it("the landlord's receipt address refuses a URL with the Italian message; nothing stored", async () => {
    const landlord = await ctx.createLandlord();
    const res = await answer(
      landlord.api.account['landlord-profile'].$put({
        json: { fiscalCode: '', address: 'Accedi su https://evil.example' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ address: TEXT_WITH_LINK_MESSAGE });
    const [row] = await ctx.db.select({ address: user.address }).from(user).where(eq(user.id, landlord.user.id));
    expect(row!.address).toBeNull();
  });
});
