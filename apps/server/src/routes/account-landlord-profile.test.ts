import { LANDLORD_PROFILE_MESSAGES } from '@casaconti/core/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { pdfText } from '../lib/documents/receipt-pdf.test-support';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

/**
 * The landlord's receipt details (docs/domain.md §12, decision 095): GET/PUT /api/account/landlord-profile,
 * a codice fiscale or partita IVA and an address, both optional, printed on receipts.
 */
let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

const put = (a: ReturnType<TestContext['agent']>, json: unknown) =>
  answer(a.api.account['landlord-profile'].$put({ json: json as { fiscalCode: string; address: string } }));
const stored = async (id: string) =>
  (await ctx.db.select({ fiscalCode: user.fiscalCode, address: user.address }).from(user).where(eq(user.id, id)))[0];

describe('/api/account/landlord-profile', () => {
  it('saves a codice fiscale (blanks and case normalized) or a partita IVA, and the address; blank clears', async () => {
    expect((await answer(owner.api.account['landlord-profile'].$get())).body).toEqual({ fiscalCode: '', address: '' });
    const saved = await put(owner, { fiscalCode: ' rssmra 80a01 h501u', address: '  Via  Garibaldi 3,  Roma ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ fiscalCode: 'RSSMRA80A01H501U', address: 'Via Garibaldi 3, Roma' });
    expect(await stored(owner.user.id)).toEqual({ fiscalCode: 'RSSMRA80A01H501U', address: 'Via Garibaldi 3, Roma' });
    expect((await answer(owner.api.account['landlord-profile'].$get())).body).toEqual(saved.body);
    expect((await put(owner, { fiscalCode: '00743110157', address: 'Via Po 1' })).status).toBe(200);
    expect(await stored(owner.user.id)).toEqual({ fiscalCode: '00743110157', address: 'Via Po 1' });
    expect((await put(owner, { fiscalCode: '', address: ' ' })).body).toEqual({ fiscalCode: '', address: '' });
    expect(await stored(owner.user.id)).toEqual({ fiscalCode: null, address: null });
  });

  it('refuses a malformed body with a clear Italian 400 and stores nothing', async () => {
    const landlord = await ctx.createLandlord();
    await put(landlord, { fiscalCode: 'RSSMRA80A01H501U', address: 'Via Po 1' });
    const cases: [unknown, string][] = [
      [{ fiscalCode: 'RSSMRA80A01H501A', address: '' }, LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid],
      [{ fiscalCode: '12345678901', address: '' }, LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid],
      [{ fiscalCode: 'ABC', address: '' }, LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid],
      [{ fiscalCode: '', address: 'x'.repeat(201) }, LANDLORD_PROFILE_MESSAGES.addressTooLong],
      [{ fiscalCode: 42, address: '' }, LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid],
      [{ fiscalCode: '', address: '', extra: true }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await put(landlord, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message);
    }
    expect((await landlord.put('/api/account/landlord-profile', [])).status).toBe(400);
    expect(await stored(landlord.user.id)).toEqual({ fiscalCode: 'RSSMRA80A01H501U', address: 'Via Po 1' });
  });

  it('refuses a tenant and a visitor', async () => {
    const tenant = await ctx.createTenant();
    expect((await put(tenant, { fiscalCode: 'RSSMRA80A01H501U', address: 'Via Po 1' })).status).toBe(403);
    expect((await answer(tenant.api.account['landlord-profile'].$get())).status).toBe(403);
    expect(await stored(tenant.user.id)).toEqual({ fiscalCode: null, address: null });
    expect((await put(ctx.agent(), { fiscalCode: '', address: '' })).status).toBe(401);
  });

  it('a receipt printed after saving carries them', async () => {
    const landlord = await ctx.createLandlord();
    const tenant = await ctx.createTenant();
    const h = await seedProperty(ctx, landlord.user.id, ['A']);
    const contractId = await createContractVia(
      landlord,
      contractBody(h.property.id, [h.rooms[0]!.id], {
        tenantInfo: { email: tenant.email },
        contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 },
      }),
    );
    await acceptLatestContract(ctx, tenant.email);
    expect((await put(landlord, { fiscalCode: 'snt ncc 80a01 h501v', address: 'Piazza Navona 2, Roma' })).status).toBe(
      200,
    );
    const pay = await landlord.post(`/api/contracts/${contractId}/payments`, {
      amount: 60000,
      receivedOn: '2026-03-10',
      method: 'bonifico',
    });
    expect(pay.status).toBe(201);
    const raw = await ctx.app.request(`/api/payments/${pay.body.payment.id}/receipt`, {
      headers: { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(raw.status).toBe(200);
    const text = pdfText(new Uint8Array(await raw.arrayBuffer()));
    expect(text).toContain('SNTNCC80A01H501V');
    expect(text).toContain('Piazza Navona 2, Roma');
  });
});
