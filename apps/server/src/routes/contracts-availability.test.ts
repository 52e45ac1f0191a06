import { DATE_BEFORE_MIN_MESSAGE, END_AFTER_START_MESSAGE, INVALID_DATE_MESSAGE } from '@casaconti/core/schemas/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, contractRoom, room } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { contractBody, createContractVia, seedProperty } from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

async function availability(propertyId: string, start: string, end?: string, extra = '') {
  const q = new URLSearchParams({
    property_id: propertyId,
    start_date: start,
    ...(end === undefined ? {} : { end_date: end }),
  });
  const res = await landlord.get(`/api/contracts/availability?${q}${extra}`);
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.rooms.map((r: { name: string; available: boolean }) => [r.name, r.available]));
}

/** Room A booked 2026-01-16 – 2026-12-31; room B open-ended from 2026-06-01; room C free. */
async function setup() {
  const home = await seedProperty(ctx, landlord.user.id);
  const [a, b] = home.rooms;
  const contractA = await createContractVia(landlord, contractBody(home.property.id, [a!.id]));
  const contractB = await createContractVia(
    landlord,
    contractBody(home.property.id, [b!.id], { contractDetails: { start_date: '2026-06-01', end_date: '2026-07-01' } }),
  );
  // Open-ended contracts exist in the data model (docs/domain.md §2–§4) though the wizard always sends an end.
  await ctx.db.update(contract).set({ endDate: null }).where(eq(contract.id, contractB));
  await ctx.db.update(contractRoom).set({ endDate: null }).where(eq(contractRoom.contractId, contractB));
  return { home, contractA, contractB };
}

describe('GET /api/contracts/availability (get_rooms_availability)', () => {
  it('answers every room with id, name, description and availability', async () => {
    const { home } = await setup();
    const res = await answer(
      landlord.api.contracts.availability.$get({
        query: { property_id: home.property.id, start_date: '2026-02-01', end_date: '2026-03-01' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rooms: [
        { id: home.rooms[0]!.id, name: 'Stanza A', description: 'Luminosa', available: false },
        { id: home.rooms[1]!.id, name: 'Stanza B', description: null, available: true },
        { id: home.rooms[2]!.id, name: 'Stanza C', description: null, available: true },
      ],
    });
  });

  it('counts touching dates as an overlap and the next day as free', async () => {
    const { home } = await setup();
    expect(await availability(home.property.id, '2026-12-31', '2027-02-01')).toMatchObject({ 'Stanza A': false });
    expect(await availability(home.property.id, '2027-01-01', '2027-02-01')).toMatchObject({ 'Stanza A': true });
    expect(await availability(home.property.id, '2025-06-01', '2026-01-16')).toMatchObject({ 'Stanza A': false });
    expect(await availability(home.property.id, '2025-06-01', '2026-01-15')).toMatchObject({ 'Stanza A': true });
    expect(await availability(home.property.id, '2026-03-01', '2026-03-02')).toMatchObject({ 'Stanza A': false });
  });

  it('makes an open-ended contract overlap everything after its start', async () => {
    const { home } = await setup();
    expect(await availability(home.property.id, '2040-01-01', '2040-02-01')).toMatchObject({ 'Stanza B': false });
    expect(await availability(home.property.id, '2026-01-01', '2026-06-01')).toMatchObject({ 'Stanza B': false });
    expect(await availability(home.property.id, '2026-01-01', '2026-05-31')).toMatchObject({ 'Stanza B': true });
  });

  it('treats a missing end date as an open-ended period', async () => {
    const { home } = await setup();
    expect(await availability(home.property.id, '2027-01-01')).toEqual({
      'Stanza A': true,
      'Stanza B': false,
      'Stanza C': true,
    });
    expect(await availability(home.property.id, '2020-01-01', '')).toEqual({
      'Stanza A': false,
      'Stanza B': false,
      'Stanza C': true,
    });
  });

  it('frees the rooms of a deleted contract at once', async () => {
    const { home, contractA } = await setup();
    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: contractA } }))).status).toBe(200);
    expect(await availability(home.property.id, '2026-02-01', '2026-03-01')).toMatchObject({ 'Stanza A': true });
    // And a new contract can take them.
    await createContractVia(landlord, contractBody(home.property.id, [home.rooms[0]!.id]));
  });

  it("ignores the edited contract's own rooms with exclude_contract_id", async () => {
    const { home, contractA } = await setup();
    expect(
      await availability(home.property.id, '2026-02-01', '2026-03-01', `&exclude_contract_id=${contractA}`),
    ).toMatchObject({
      'Stanza A': true,
    });
  });

  it('leaves out deleted rooms', async () => {
    const { home } = await setup();
    await ctx.db.update(room).set({ deletedAt: ctx.clock.now() }).where(eq(room.id, home.rooms[2]!.id));
    expect(Object.keys(await availability(home.property.id, '2026-02-01', '2026-03-01'))).toEqual([
      'Stanza A',
      'Stanza B',
    ]);
  });

  it.each([
    ['missing property id', 'start_date=2026-01-01&end_date=2026-02-01', 'ID proprietà mancante'],
    ['blank property id', 'property_id=&start_date=2026-01-01&end_date=2026-02-01', 'ID proprietà mancante'],
    ['invalid property id', 'property_id=abc&start_date=2026-01-01&end_date=2026-02-01', 'ID proprietà non valido'],
    ['missing start date', 'property_id=PID&end_date=2026-02-01', 'Data inizio obbligatoria'],
    ['impossible start date', 'property_id=PID&start_date=2026-02-30&end_date=2026-03-01', INVALID_DATE_MESSAGE],
    ['malformed end date', 'property_id=PID&start_date=2026-01-01&end_date=01/02/2026', INVALID_DATE_MESSAGE],
    ['end equal to start', 'property_id=PID&start_date=2026-01-01&end_date=2026-01-01', END_AFTER_START_MESSAGE],
    ['end before start', 'property_id=PID&start_date=2026-01-02&end_date=2026-01-01', END_AFTER_START_MESSAGE],
    ['date before 1900', 'property_id=PID&start_date=1899-12-31&end_date=2026-01-01', DATE_BEFORE_MIN_MESSAGE],
    [
      'invalid exclude id',
      'property_id=PID&start_date=2026-01-01&end_date=2026-02-01&exclude_contract_id=x',
      'ID contratto non valido',
    ],
  ])('refuses a %s with 400 and the spec message', async (_label, query, message) => {
    const home = await seedProperty(ctx, landlord.user.id);
    const res = await landlord.get(`/api/contracts/availability?${query.replace('PID', home.property.id)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it("answers 404 for another landlord's property, identical to a missing one; 403 tenant; 401 anonymous", async () => {
    const other = await ctx.createLandlord();
    const theirs = await seedProperty(ctx, other.user.id);
    const dates = { start_date: '2026-01-01', end_date: '2026-02-01' };
    const availability = (a: Pick<typeof landlord, 'api'>, property_id: string) =>
      answer(a.api.contracts.availability.$get({ query: { property_id, ...dates } }));
    const foreign = await availability(landlord, theirs.property.id);
    const missing = await availability(landlord, crypto.randomUUID());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Proprietà non trovata o non hai i permessi per visualizzarla' },
    });
    expect(missing.body).toEqual(foreign.body);
    const tenant = await ctx.createTenant();
    expect((await availability(tenant, theirs.property.id)).status).toBe(403);
    expect((await availability(ctx.agent(), theirs.property.id)).status).toBe(401);
  });
});
