import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, answer } from '../test/harness';
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
    const before = (await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }))).body
      .link as string;
    expect((await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenOf(before) } }))).status).toBe(
      200,
    );

    const res = await answer(landlord.api.contracts[':id']['share-link'].$post({ param: { id: contractId } }));
    expect(res.status).toBe(200);
    expect(res.body.link).toMatch(/^http:\/\/localhost:3000\/statement\/[\w-]{43}$/);
    expect(res.body.link).not.toBe(before);
    expect((await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenOf(before) } }))).status).toBe(
      404,
    );
    expect(
      (await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenOf(res.body.link) } }))).status,
    ).toBe(200);
    // The link shown again is the new one; regenerating twice gives a third link.
    expect(
      (await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }))).body.link,
    ).toBe(res.body.link);
    const third = await answer(landlord.api.contracts[':id']['share-link'].$post({ param: { id: contractId } }));
    expect(third.body.link).not.toBe(res.body.link);
    expect(
      (await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenOf(res.body.link) } }))).status,
    ).toBe(404);
  });

  it('refuses everyone but the owner: other landlord 404, tenant 403, anonymous 401, bad id 400', async () => {
    const link = (await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }))).body
      .link as string;
    const foreign = await answer(other.api.contracts[':id']['share-link'].$post({ param: { id: contractId } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect((await answer(tenant.api.contracts[':id']['share-link'].$post({ param: { id: contractId } }))).status).toBe(
      403,
    );
    expect(
      (await answer(ctx.agent().api.contracts[':id']['share-link'].$post({ param: { id: contractId } }))).status,
    ).toBe(401);
    expect(
      (await answer(landlord.api.contracts[':id']['share-link'].$post({ param: { id: 'not-an-id' } }))).status,
    ).toBe(400);
    // Nothing changed: the link still works.
    expect(
      (await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }))).body.link,
    ).toBe(link);
    expect((await answer(ctx.agent().api.statement[':token'].$get({ param: { token: tokenOf(link) } }))).status).toBe(
      200,
    );
  });
});

describe('POST /api/contracts/:id/share-link/email', () => {
  it("sends the link to the tenant's address, once per cooldown", async () => {
    const mailsTo = async () => (await ctx.outbox()).filter((m) => m.subject.includes('estratto conto'));
    expect(
      (await answer(other.api.contracts[':id']['share-link'].email.$post({ param: { id: contractId }, json: {} })))
        .status,
    ).toBe(404);
    expect(
      (await answer(tenant.api.contracts[':id']['share-link'].email.$post({ param: { id: contractId }, json: {} })))
        .status,
    ).toBe(403);
    expect(await mailsTo()).toHaveLength(0);

    const res = await answer(
      landlord.api.contracts[':id']['share-link'].email.$post({ param: { id: contractId }, json: {} }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: tenant.email.toLowerCase() });
    const link = (await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }))).body
      .link as string;
    const [mail] = await mailsTo();
    expect(mail!.to).toBe(tenant.email.toLowerCase());
    expect(mail!.links).toContain(link);
    expect(mail!.text).toContain('Laura Bianchi');

    const again = await answer(
      landlord.api.contracts[':id']['share-link'].email.$post({ param: { id: contractId }, json: {} }),
    );
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe('Link già inviato all\u2019inquilino: riprova tra qualche minuto.');
    expect(await mailsTo()).toHaveLength(1);

    ctx.clock.set(new Date(ctx.clock.now().getTime() + 121_000));
    expect(
      (await answer(landlord.api.contracts[':id']['share-link'].email.$post({ param: { id: contractId }, json: {} })))
        .status,
    ).toBe(200);
    expect(await mailsTo()).toHaveLength(2);
  });

  it("the dialog's idempotency key: the same key again answers 200 and sends nothing, even after the cooldown (decision 162)", async () => {
    const mailsTo = async () => (await ctx.outbox()).filter((m) => m.subject.includes('estratto conto'));
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 121_000));
    const sent = (await mailsTo()).length;
    const idempotencyKey = crypto.randomUUID();
    const email = (key: unknown, agent = landlord) =>
      agent.post(`/api/contracts/${contractId}/share-link/email`, { idempotencyKey: key });
    expect((await email('x')).status).toBe(400);
    expect((await email(idempotencyKey, other)).status).toBe(404);
    expect(await mailsTo()).toHaveLength(sent);
    const first = await email(idempotencyKey);
    expect([first.status, first.body]).toEqual([200, { email: tenant.email.toLowerCase() }]);
    const again = await email(idempotencyKey);
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await mailsTo()).toHaveLength(sent + 1);
    // Another key within the cooldown: 429; after it, the first key still sends nothing, a new one sends.
    expect((await email(crypto.randomUUID())).status).toBe(429);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 121_000));
    expect((await email(idempotencyKey)).status).toBe(200);
    expect(await mailsTo()).toHaveLength(sent + 1);
    expect((await email(crypto.randomUUID())).status).toBe(200);
    expect(await mailsTo()).toHaveLength(sent + 2);
  });
});
