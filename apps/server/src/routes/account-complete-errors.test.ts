/**
 * docs/product.md §8 complete-account messages: each step of the completion that fails answers its own
 * message and undoes the whole completion. A database trigger makes one step fail at a time.
 */
import { COMPLETE_ACCOUNT_MESSAGES } from '@casaconti/core/schemas/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { account, contract, invitation, user } from '../db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext, answer } from '../test/harness';
import { contractBody, seedProperty } from './contracts.test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(
    sql.raw(`create or replace function fail_step() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
  );
});
afterAll(async () => {
  await ctx.close();
});
afterEach(async () => {
  await ctx.db.execute(sql.raw('drop trigger if exists fail_step on "user"'));
  await ctx.db.execute(sql.raw('drop trigger if exists fail_step on "account"'));
});

async function invitedWithContract() {
  const landlord = await ctx.createLandlord();
  const { property, rooms } = await seedProperty(ctx, landlord.user.id);
  const body = contractBody(property.id, [rooms[0]!.id]);
  const created = await answer(landlord.api.contracts.$post({ json: body }));
  const email = body.tenantInfo.email as string;
  const mail = (await ctx.outbox()).find((m) => m.to === email)!;
  const token = new URL(mail.links.find((l) => l.includes('/complete-account'))!).searchParams.get('token')!;
  return { email, token, contractId: created.body.contractId as string };
}

async function state(email: string, contractId: string) {
  const [u] = await ctx.db.select().from(user).where(eq(user.email, email));
  return {
    user: u,
    accounts: await ctx.db.select().from(account).where(eq(account.userId, u!.id)),
    invitations: await ctx.db.select().from(invitation).where(eq(invitation.userId, u!.id)),
    contract: (await ctx.db.select().from(contract).where(eq(contract.id, contractId)))[0],
  };
}

describe('POST /api/account/complete: a failing step answers its docs/product.md §8 message and stores nothing', () => {
  it.each([
    [
      'the names',
      `create trigger fail_step before update on "user" for each row when (new.first_name is distinct from old.first_name) execute function fail_step()`,
      COMPLETE_ACCOUNT_MESSAGES.updateProfile,
    ],
    [
      'the password',
      `create trigger fail_step before insert on "account" for each row execute function fail_step()`,
      COMPLETE_ACCOUNT_MESSAGES.updatePassword,
    ],
    [
      'the account status',
      `create trigger fail_step before update on "user" for each row when (new.user_status is distinct from old.user_status) execute function fail_step()`,
      COMPLETE_ACCOUNT_MESSAGES.updateStatus,
    ],
  ])('%s', async (_label, trigger, message) => {
    const { email, token, contractId } = await invitedWithContract();
    const before = await state(email, contractId);
    await ctx.db.execute(sql.raw(trigger));
    const res = await answer(
      ctx
        .agent()
        .api.account.complete.$post({ json: { token, firstName: 'Nuovo', lastName: 'Nome', password: TEST_PASSWORD } }),
    );
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message } });
    expect(await state(email, contractId)).toEqual(before);
  });
});
