import { BANK_ACCOUNT_MESSAGES, ERROR_MESSAGES, PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccount, propertyBankAccount } from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { insertProperty } from '../test/factories';

let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
});
afterAll(async () => {
  await ctx.close();
});

const IBAN_A = 'IT60X0542811101000000123456';
const IBAN_B = 'DE89370400440532013000';
const IBAN_C = 'FR1420041010050500013M02606';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Agent = Pick<typeof owner, 'api'>;
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Conto principale',
  holderName: 'Laura Bianchi',
  iban: 'it60 x054 2811 1010 0000 0123 456',
  ...over,
});
const create = (a: Agent, json: ReturnType<typeof body>) =>
  answer(a.api['bank-accounts'].$post({ json: json as never }));
const update = (a: Agent, id: string, json: ReturnType<typeof body>) =>
  answer(a.api['bank-accounts'][':id'].$put({ param: { id }, json: json as never }));
const remove = (a: Agent, id: string) => answer(a.api['bank-accounts'][':id'].$delete({ param: { id } }));
const list = async (a: Agent) =>
  (await answer(a.api['bank-accounts'].$get())).body.accounts as Record<string, unknown>[];
const rows = async (landlordId: string) =>
  ctx.db.select().from(bankAccount).where(eq(bankAccount.landlordId, landlordId));
const liveDefaults = async (landlordId: string) =>
  (await rows(landlordId)).filter((r) => r.isDefault && r.deletedAt === null).length;
const linkCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(propertyBankAccount))[0]!.n;

describe('/api/bank-accounts', () => {
  it('the first account is the default, its IBAN stored normalized; a second is not unless asked', async () => {
    const l = await ctx.createLandlord();
    const first = await create(l, body({ isDefault: false }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      name: 'Conto principale',
      holderName: 'Laura Bianchi',
      iban: IBAN_A,
      isDefault: true,
      propertyIds: [],
    });
    const second = await create(l, body({ name: 'Conto casa mare', iban: IBAN_B }));
    expect(second.body.isDefault).toBe(false);
    const third = await create(l, body({ name: 'Terzo', iban: IBAN_C, isDefault: true }));
    expect(third.body.isDefault).toBe(true);
    expect((await list(l)).map((a) => [a.name, a.isDefault])).toEqual([
      ['Terzo', true],
      ['Conto principale', false],
      ['Conto casa mare', false],
    ]);
    expect(await liveDefaults(l.user.id)).toBe(1);
  });

  it('makes another account the default by update; a default stays one until then', async () => {
    const l = await ctx.createLandlord();
    const a = (await create(l, body())).body;
    const b = (await create(l, body({ name: 'B', iban: IBAN_B }))).body;
    const kept = await update(l, a.id, body({ name: 'Rinominato', isDefault: false }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: 'Rinominato', isDefault: true });
    const moved = await update(l, b.id, body({ name: 'B', iban: IBAN_B, isDefault: true }));
    expect(moved.body.isDefault).toBe(true);
    expect((await list(l)).find((x) => x.id === a.id)?.isDefault).toBe(false);
    expect(await liveDefaults(l.user.id)).toBe(1);
  });

  it('a property names its account; listing a property again moves it; unlisting falls back to the default', async () => {
    const l = await ctx.createLandlord();
    const p1 = await insertProperty(ctx.db, l.user.id, { name: 'Casa A' });
    const p2 = await insertProperty(ctx.db, l.user.id, { name: 'Casa B' });
    await create(l, body());
    const b = (await create(l, body({ name: 'B', iban: IBAN_B, propertyIds: [p1.id, p2.id] }))).body;
    expect(b.propertyIds).toEqual([p1.id, p2.id]);
    const c = (await create(l, body({ name: 'C', iban: IBAN_C, propertyIds: [p2.id] }))).body;
    expect(c.propertyIds).toEqual([p2.id]);
    expect((await list(l)).find((x) => x.id === b.id)?.propertyIds).toEqual([p1.id]);
    const cleared = await update(l, b.id, body({ name: 'B', iban: IBAN_B, propertyIds: [] }));
    expect(cleared.body.propertyIds).toEqual([]);
    // Without propertyIds, an update leaves the properties as they are.
    const renamed = await update(l, c.id, body({ name: 'C2', iban: IBAN_C }));
    expect(renamed.body.propertyIds).toEqual([p2.id]);
  });

  it("another landlord's property, or a deleted one, is a 404 and nothing is stored", async () => {
    const l = await ctx.createLandlord();
    const foreign = await insertProperty(ctx.db, other.user.id);
    const gone = await insertProperty(ctx.db, l.user.id, { deletedAt: new Date('2026-01-01T00:00:00Z') });
    const before = await linkCount();
    for (const id of [foreign.id, gone.id, MISSING_ID]) {
      const res = await create(l, body({ propertyIds: [id] }));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(PROPERTY_MESSAGES.propertyNotFoundView);
    }
    expect(await rows(l.user.id)).toHaveLength(0);
    expect(await linkCount()).toBe(before);
  });

  it('deleting an account a property names: the property falls back to the default', async () => {
    const l = await ctx.createLandlord();
    const p = await insertProperty(ctx.db, l.user.id);
    const a = (await create(l, body())).body;
    const b = (await create(l, body({ name: 'B', iban: IBAN_B, propertyIds: [p.id] }))).body;
    const res = await remove(l, b.id);
    expect(res.status).toBe(200);
    expect((await list(l)).map((x) => x.id)).toEqual([a.id]);
    expect(await ctx.db.select().from(propertyBankAccount).where(eq(propertyBankAccount.propertyId, p.id))).toEqual([]);
    // Kept as history (soft-deleted); its IBAN can be added again.
    expect((await rows(l.user.id)).find((r) => r.id === b.id)?.deletedAt).not.toBeNull();
    expect((await create(l, body({ name: 'B di nuovo', iban: IBAN_B }))).status).toBe(201);
  });

  it('the default cannot be deleted while another account remains; the last one can', async () => {
    const l = await ctx.createLandlord();
    const a = (await create(l, body())).body;
    const b = (await create(l, body({ name: 'B', iban: IBAN_B }))).body;
    const refused = await remove(l, a.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BANK_ACCOUNT_MESSAGES.defaultDeleteRefused);
    expect(await list(l)).toHaveLength(2);
    expect((await remove(l, b.id)).status).toBe(200);
    expect((await remove(l, a.id)).status).toBe(200);
    expect(await list(l)).toEqual([]);
    expect((await remove(l, a.id)).status).toBe(404);
  });

  it('the same IBAN twice is refused in Italian', async () => {
    const l = await ctx.createLandlord();
    await create(l, body());
    const res = await create(l, body({ name: 'Doppio', iban: 'IT60 X054 2811 1010 0000 0123 456' }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(BANK_ACCOUNT_MESSAGES.ibanTaken);
    const b = (await create(l, body({ name: 'B', iban: IBAN_B }))).body;
    expect((await update(l, b.id, body({ name: 'B', iban: IBAN_A }))).status).toBe(409);
    expect((await rows(l.user.id)).map((r) => r.iban).sort()).toEqual([IBAN_B, IBAN_A].sort());
    // Another landlord may hold the same IBAN (a couple's joint account).
    const l2 = await ctx.createLandlord();
    expect((await create(l2, body())).status).toBe(201);
  });

  it('a malformed IBAN or body is a 400 in Italian and nothing is stored', async () => {
    const l = await ctx.createLandlord();
    const cases: [Record<string, unknown>, string][] = [
      [body({ iban: 'IT61X0542811101000000123456' }), BANK_ACCOUNT_MESSAGES.ibanInvalid],
      [body({ iban: 'IT60X05428111010000001234' }), BANK_ACCOUNT_MESSAGES.ibanInvalid],
      [body({ iban: 'BR1800360305000010009795493C1' }), BANK_ACCOUNT_MESSAGES.ibanNotSepa],
      [body({ iban: '' }), BANK_ACCOUNT_MESSAGES.ibanRequired],
      [body({ iban: 'X'.repeat(500) }), BANK_ACCOUNT_MESSAGES.ibanInvalid],
      [body({ name: '  ' }), BANK_ACCOUNT_MESSAGES.nameRequired],
      [body({ holderName: 'H'.repeat(71) }), BANK_ACCOUNT_MESSAGES.holderTooLong],
      [body({ propertyIds: ['nope'] }), BANK_ACCOUNT_MESSAGES.propertiesInvalid],
      [body({ isDefault: 'yes' }), BANK_ACCOUNT_MESSAGES.invalidBody],
      [{ ...body(), extra: 1 }, ERROR_MESSAGES.badRequest],
    ];
    for (const [json, message] of cases) {
      const res = await create(l, json as ReturnType<typeof body>);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.text).toContain(message);
    }
    expect(await rows(l.user.id)).toHaveLength(0);
    const a = (await create(l, body())).body;
    const bad = await update(l, a.id, body({ iban: 'IT61X0542811101000000123456' }));
    expect(bad.status).toBe(400);
    expect((await rows(l.user.id))[0]?.iban).toBe(IBAN_A);
    expect((await l.request('POST', '/api/bank-accounts', '{not json')).status).toBe(400);
  });

  it("another landlord's account answers 404 as if it did not exist, and is unchanged", async () => {
    const theirs = (await create(other, body({ name: 'Loro' }))).body;
    for (const res of [
      await update(owner, theirs.id, body({ name: 'Preso' })),
      await remove(owner, theirs.id),
      await update(owner, MISSING_ID, body()),
      await remove(owner, MISSING_ID),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(BANK_ACCOUNT_MESSAGES.notFound);
    }
    expect((await list(owner)).some((a) => a.id === theirs.id)).toBe(false);
    expect((await list(other)).find((a) => a.id === theirs.id)).toMatchObject({ name: 'Loro', isDefault: true });
    expect((await update(owner, 'not-an-id', body())).status).toBe(400);
  });

  it('a tenant is refused (403) and an anonymous visitor (401), for every route, nothing stored', async () => {
    const theirs = (await create(other, body({ name: 'Di altri', iban: IBAN_B }))).body;
    const anonymous = ctx.agent();
    for (const [who, status] of [
      [tenant, 403],
      [anonymous, 401],
    ] as const) {
      expect((await answer(who.api['bank-accounts'].$get())).status).toBe(status);
      expect((await create(who, body({ iban: IBAN_C }))).status).toBe(status);
      expect((await update(who, theirs.id, body())).status).toBe(status);
      expect((await remove(who, theirs.id)).status).toBe(status);
    }
    expect(await rows(tenant.user.id)).toHaveLength(0);
    expect((await list(other)).find((a) => a.id === theirs.id)?.name).toBe('Di altri');
  });

  it('the database itself refuses a second live default', async () => {
    const l = await ctx.createLandlord();
    await create(l, body());
    await expect(
      ctx.db
        .insert(bankAccount)
        .values({ landlordId: l.user.id, name: 'X', holderName: 'X', iban: IBAN_B, isDefault: true }),
    ).rejects.toThrow();
    expect(await liveDefaults(l.user.id)).toBe(1);
  });
});
