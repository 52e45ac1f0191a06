import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitation } from '../db/schema';
import { APP_URL, createTestContext, type TestContext, answer } from '../test/harness';
import { contractBody, seedProperty } from './contracts.test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function contractWithInvitedTenant() {
  const landlord = await ctx.createLandlord();
  const { property, rooms } = await seedProperty(ctx, landlord.user.id);
  const body = contractBody(property.id, [rooms[0]!.id]);
  const created = await answer(landlord.api.contracts.$post({ json: body }));
  expect(created.status).toBe(201);
  return { landlord, contractId: created.body.contractId as string, email: body.tenantInfo.email as string };
}

describe('POST /api/contracts/:id/invitation (resend the invitation)', () => {
  it('emails a new link; the old one stops working and the new one completes the account', async () => {
    const { landlord, contractId, email } = await contractWithInvitedTenant();
    const first = (await ctx.outbox()).find((m) => m.to === email)!;
    const oldToken = new URL(first.links.find((l) => l.includes('/complete-account'))!).searchParams.get('token')!;

    const res = await answer(landlord.api.contracts[':id'].invitation.$post({ param: { id: contractId } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email });

    const mails = (await ctx.outbox()).filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    const newLink = mails[0]!.links.find((l) => l.startsWith(`${APP_URL}/complete-account`))!;
    const newToken = new URL(newLink).searchParams.get('token')!;
    expect(newToken).not.toBe(oldToken);

    expect((await answer(ctx.agent().api.account.invitation.$get({ query: { token: oldToken } }))).status).toBe(404);
    const tenant = ctx.agent();
    const done = await answer(
      tenant.api.account.complete.$post({
        json: {
          token: newToken,
          firstName: 'Marco',
          lastName: 'Rossi',
          password: 'password-tenant',
        },
      }),
    );
    expect(done.status).toBe(200);

    const again = await answer(landlord.api.contracts[':id'].invitation.$post({ param: { id: contractId } }));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("L'inquilino ha già accettato il contratto: non serve un nuovo invito.");
  });

  it('is 404 for another landlord (same body as a missing id), 403 for a tenant, 401 anonymous', async () => {
    const { contractId } = await contractWithInvitedTenant();
    const other = await ctx.createLandlord();
    const foreign = await answer(other.api.contracts[':id'].invitation.$post({ param: { id: contractId } }));
    const missing = await answer(other.api.contracts[':id'].invitation.$post({ param: { id: crypto.randomUUID() } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const tenant = await ctx.createTenant();
    expect((await answer(tenant.api.contracts[':id'].invitation.$post({ param: { id: contractId } }))).status).toBe(
      403,
    );
    expect(
      (await answer(ctx.agent().api.contracts[':id'].invitation.$post({ param: { id: contractId } }))).status,
    ).toBe(401);
    const bad = await answer(other.api.contracts[':id'].invitation.$post({ param: { id: 'not-a-uuid' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('ID contratto non valido');
  });

  it('changes nothing when refused', async () => {
    const { contractId } = await contractWithInvitedTenant();
    const snapshot = async () =>
      (await ctx.db.select().from(invitation).orderBy(invitation.id)).map((r) => `${r.id}:${r.usedAt?.toISOString()}`);
    const before = await snapshot();
    const other = await ctx.createLandlord();
    expect((await answer(other.api.contracts[':id'].invitation.$post({ param: { id: contractId } }))).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
