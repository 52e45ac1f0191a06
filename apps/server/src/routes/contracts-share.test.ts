import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { contractBody, createContractVia, seedProperty } from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let contractId: string;

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Contratto non trovato' } };
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord({ firstName: 'Laura', lastName: 'Bianchi' });
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  const home = await seedProperty(ctx, landlord.user.id);
  contractId = await createContractVia(
    landlord,
    contractBody(home.property.id, [home.rooms[0]!.id], { tenantInfo: { email: tenant.email } }),
  );
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/contracts/:id/share-link (regenerate)', () => {
  it('kills the old link at once and shows the new one from then on', async () => {
    const before = (await landlord.get(`/api/contracts/${contractId}/share-link`)).body.link as string;
    expect((await ctx.agent().get(`/api/statement/${tokenOf(before)}`)).status).toBe(200);

    const res = await landlord.post(`/api/contracts/${contractId}/share-link`);
    expect(res.status).toBe(200);
    expect(res.body.link).toMatch(/^http:\/\/localhost:3000\/statement\/[\w-]{43}$/);
    expect(res.body.link).not.toBe(before);
    expect((await ctx.agent().get(`/api/statement/${tokenOf(before)}`)).status).toBe(404);
    expect((await ctx.agent().get(`/api/statement/${tokenOf(res.body.link)}`)).status).toBe(200);
    // The link shown again is the new one; regenerating twice gives a third link.
    expect((await landlord.get(`/api/contracts/${contractId}/share-link`)).body.link).toBe(res.body.link);
    const third = await landlord.post(`/api/contracts/${contractId}/share-link`);
    expect(third.body.link).not.toBe(res.body.link);
    expect((await ctx.agent().get(`/api/statement/${tokenOf(res.body.link)}`)).status).toBe(404);
  });

  it('refuses everyone but the owner: other landlord 404, tenant 403, anonymous 401, bad id 400', async () => {
    const link = (await landlord.get(`/api/contracts/${contractId}/share-link`)).body.link as string;
    const foreign = await other.post(`/api/contracts/${contractId}/share-link`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect((await tenant.post(`/api/contracts/${contractId}/share-link`)).status).toBe(403);
    expect((await ctx.agent().post(`/api/contracts/${contractId}/share-link`)).status).toBe(401);
    expect((await landlord.post('/api/contracts/not-an-id/share-link')).status).toBe(400);
    // Nothing changed: the link still works.
    expect((await landlord.get(`/api/contracts/${contractId}/share-link`)).body.link).toBe(link);
    expect((await ctx.agent().get(`/api/statement/${tokenOf(link)}`)).status).toBe(200);
  });
});

describe('POST /api/contracts/:id/share-link/email', () => {
  it("sends the link to the tenant's address, once per cooldown", async () => {
    const mailsTo = async () => (await ctx.outbox()).filter((m) => m.subject.includes('estratto conto'));
    expect((await other.post(`/api/contracts/${contractId}/share-link/email`)).status).toBe(404);
    expect((await tenant.post(`/api/contracts/${contractId}/share-link/email`)).status).toBe(403);
    expect(await mailsTo()).toHaveLength(0);

    const res = await landlord.post(`/api/contracts/${contractId}/share-link/email`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: tenant.email.toLowerCase() });
    const link = (await landlord.get(`/api/contracts/${contractId}/share-link`)).body.link as string;
    const [mail] = await mailsTo();
    expect(mail!.to).toBe(tenant.email.toLowerCase());
    expect(mail!.links).toContain(link);
    expect(mail!.text).toContain('Laura Bianchi');

    const again = await landlord.post(`/api/contracts/${contractId}/share-link/email`);
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe('Link già inviato all\u2019inquilino: riprova tra qualche minuto.');
    expect(await mailsTo()).toHaveLength(1);

    ctx.clock.set(new Date(ctx.clock.now().getTime() + 121_000));
    expect((await landlord.post(`/api/contracts/${contractId}/share-link/email`)).status).toBe(200);
    expect(await mailsTo()).toHaveLength(2);
  });
});
