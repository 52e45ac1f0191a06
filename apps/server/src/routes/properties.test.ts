import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoom, property, room } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { insertAcceptedContract } from '../test/factories';

let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant({ firstName: 'Marco', lastName: 'Rossi' });
});
afterAll(async () => {
  await ctx.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const VIEW_404 = 'Proprietà non trovata o non hai i permessi per visualizzarla';
const EDIT_404 = 'Proprietà non trovata o non hai i permessi per modificarla';
const ROOM_404 = 'Stanza non trovata o non hai i permessi per modificarla';

const details = {
  name: 'Casa Roma',
  street_address: 'Via Appia 1',
  postal_code: '00100',
  province: 'RM',
  country: 'Italia',
};

const count = async (table: PgTable) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const counts = async () => ({ properties: await count(property), rooms: await count(room) });

async function createProperty(
  agent: Pick<typeof owner, 'api'>,
  rooms: { name: string; description?: string | null }[] = [{ name: 'Stanza 1', description: 'Singola' }],
) {
  const res = await answer(agent.api.properties.$post({ json: { propertyDetails: details, rooms } }));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function roomsOf(propertyId: string) {
  return ctx.db.select().from(room).where(eq(room.propertyId, propertyId)).orderBy(room.createdAt);
}

/** Contracts are another feature's: the fixtures write them directly. */
async function insertContract(opts: {
  propertyId: string;
  roomIds: string[];
  start: string;
  end: string | null;
  rent?: number;
  deleted?: boolean;
}) {
  const deletedAt = opts.deleted ? new Date() : null;
  const c = await insertAcceptedContract(ctx.db, {
    propertyId: opts.propertyId,
    tenantId: tenant.user.id,
    startDate: opts.start,
    endDate: opts.end,
    rentAmount: opts.rent ?? 50_000,
    deletedAt,
  });
  if (opts.roomIds.length) {
    await ctx.db.insert(contractRoom).values(
      opts.roomIds.map((roomId) => ({
        contractId: c.id,
        roomId,
        startDate: opts.start,
        endDate: opts.end,
        deletedAt,
      })),
    );
  }
  return c!;
}

describe('who may call', () => {
  it('refuses anonymous callers with 401 and tenants with 403 on every route, storing nothing', async () => {
    const id = await createProperty(owner);
    const [r] = await roomsOf(id);
    const before = await counts();
    const body = { propertyDetails: details, rooms: [{ name: 'X' }] };
    const calls = [
      ['GET', '/api/properties', undefined],
      ['POST', '/api/properties', body],
      ['GET', `/api/properties/${id}`, undefined],
      ['PATCH', `/api/properties/${id}`, details],
      ['DELETE', `/api/properties/${id}`, undefined],
      ['POST', `/api/properties/${id}/rooms`, { name: 'Nuova' }],
      ['PATCH', `/api/rooms/${r!.id}`, { name: 'Nuova' }],
      ['DELETE', `/api/rooms/${r!.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anon = await ctx.agent().request(method, url, payload);
      expect(anon.status, `${method} ${url} anonymous`).toBe(401);
      expect(anon.body.error.code).toBe('UNAUTHENTICATED');
      const asTenant = await tenant.request(method, url, payload);
      expect(asTenant.status, `${method} ${url} tenant`).toBe(403);
      expect(asTenant.body.error.code).toBe('FORBIDDEN');
    }
    expect(await counts()).toEqual(before);
    const [still] = await ctx.db.select().from(property).where(eq(property.id, id));
    expect(still!.deletedAt).toBeNull();
  });
});

describe('POST /api/properties (create-property)', () => {
  it('creates the property and its rooms, trimmed, blank description as null, in wizard order', async () => {
    const res = await answer(
      owner.api.properties.$post({
        json: {
          propertyDetails: {
            name: '  Villa Verde ',
            street_address: ' Via Po 2 ',
            postal_code: ' 10100',
            province: 'TO ',
            country: 'Italia',
          },
          rooms: [
            { name: ' Camera B ', description: '   ' },
            { name: 'Camera A', description: ' Matrimoniale ' },
            { name: 'Camera C' },
            { name: 'Camera D', description: null },
          ],
        },
      }),
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    const [p] = await ctx.db.select().from(property).where(eq(property.id, res.body.id));
    expect(p).toMatchObject({
      landlordId: owner.user.id,
      name: 'Villa Verde',
      streetAddress: 'Via Po 2',
      postalCode: '10100',
      province: 'TO',
      country: 'Italia',
      status: 'active',
      deletedAt: null,
    });
    const detail = await answer(owner.api.properties[':id'].$get({ param: { id: res.body.id } }));
    expect(detail.body.rooms.map((r: { name: string; description: string | null }) => [r.name, r.description])).toEqual(
      [
        ['Camera B', null],
        ['Camera A', 'Matrimoniale'],
        ['Camera C', null],
        ['Camera D', null],
      ],
    );
  });

  it.each([
    [
      'a blank name',
      { propertyDetails: { ...details, name: '   ' }, rooms: [{ name: 'S' }] },
      'propertyDetails.name',
      'Campo obbligatorio',
    ],
    [
      'a missing country',
      { propertyDetails: { ...details, country: undefined }, rooms: [{ name: 'S' }] },
      'propertyDetails.country',
      'Campo obbligatorio',
    ],
    [
      'a numeric postal code',
      { propertyDetails: { ...details, postal_code: 10100 }, rooms: [{ name: 'S' }] },
      'propertyDetails.postal_code',
      'Campo obbligatorio',
    ],
    ['no rooms', { propertyDetails: details, rooms: [] }, 'rooms', 'Aggiungi almeno una stanza'],
    ['rooms not an array', { propertyDetails: details, rooms: 'Stanza' }, 'rooms', 'Aggiungi almeno una stanza'],
    [
      'a blank room name',
      { propertyDetails: details, rooms: [{ name: 'Ok' }, { name: '  ' }] },
      'rooms.1.name',
      'Il nome della stanza è obbligatorio',
    ],
    [
      'a numeric room description',
      { propertyDetails: details, rooms: [{ name: 'Ok', description: 5 }] },
      'rooms.0.description',
      undefined,
    ],
    ['no propertyDetails', { rooms: [{ name: 'S' }] }, 'propertyDetails', undefined],
    [
      'too many rooms',
      { propertyDetails: details, rooms: Array.from({ length: 201 }, (_, i) => ({ name: `S${i}` })) },
      'rooms',
      'Massimo 200 stanze per proprietà',
    ],
  ])('refuses %s with 400 and stores nothing', async (_label, body, field, message) => {
    const before = await counts();
    const res = await owner.post('/api/properties', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields[field]).toBeDefined();
    if (message) {
      expect(res.body.error.fields[field]).toBe(message);
      expect(res.body.error.message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers malformed JSON and a non-JSON body with 400, never a 500, storing nothing', async () => {
    const before = await counts();
    const bad = await owner.request('POST', '/api/properties', '{"propertyDetails":', {
      'content-type': 'application/json',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    const text = await owner.request('POST', '/api/properties', 'name=Casa', { 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    const array = await owner.post('/api/properties', [details]);
    expect(array.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('stores nothing at all when a room fails inside the transaction', async () => {
    const before = await counts();
    // PostgreSQL refuses NUL characters in text: the second insert fails after the property insert.
    const res = await answer(
      owner.api.properties.$post({ json: { propertyDetails: details, rooms: [{ name: 'ok\u0000ko' }] } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message: 'Dati non validi.' });
    expect(await counts()).toEqual(before);
  });

  it('answers text PostgreSQL cannot store with 400 on every write, changing nothing', async () => {
    const id = await createProperty(owner);
    const [r] = await roomsOf(id);
    const before = await counts();
    const nul = 'x\u0000y';
    expect(
      (await answer(owner.api.properties[':id'].$patch({ param: { id }, json: { ...details, name: nul } }))).status,
    ).toBe(400);
    expect(
      (await answer(owner.api.properties[':id'].rooms.$post({ param: { id }, json: { name: 'Ok', description: nul } })))
        .status,
    ).toBe(400);
    expect((await answer(owner.api.rooms[':id'].$patch({ param: { id: r!.id }, json: { name: nul } }))).status).toBe(
      400,
    );
    expect(await counts()).toEqual(before);
    const [stored] = await roomsOf(id);
    expect(stored!.name).toBe('Stanza 1');
  });
});

describe('GET /api/properties/:id (get_property_details)', () => {
  it('answers the owner; another landlord and a missing id get the same 404', async () => {
    const id = await createProperty(owner, [{ name: 'Camera', description: null }]);
    const mine = await answer(owner.api.properties[':id'].$get({ param: { id } }));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      propertyDetails: { id, ...details, status: 'active' },
      contractsAndRooms: {
        activeContracts: [],
        vacantRooms: [{ id: expect.any(String), name: 'Camera', description: null, weight: null }],
      },
      rooms: [{ id: mine.body.contractsAndRooms.vacantRooms[0].id, name: 'Camera', description: null, weight: null }],
    });
    const foreign = await answer(other.api.properties[':id'].$get({ param: { id } }));
    const missing = await answer(other.api.properties[':id'].$get({ param: { id: MISSING_ID } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'NOT_FOUND', message: VIEW_404 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
  });

  it.each(['not-a-uuid', '123', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g'])(
    'refuses the invalid id %j with the spec message',
    async (bad) => {
      const res = await answer(owner.api.properties[':id'].$get({ param: { id: encodeURIComponent(bad) } }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('ID proprietà non valido');
    },
  );
});

describe('PATCH /api/properties/:id (update_property_details)', () => {
  it('updates the five fields trimmed and answers the updated propertyDetails', async () => {
    const id = await createProperty(owner);
    const res = await answer(
      owner.api.properties[':id'].$patch({
        param: { id },
        json: {
          name: ' Casa Milano ',
          street_address: 'Corso Como 3',
          postal_code: '20100',
          province: ' MI',
          country: 'Italia',
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      name: 'Casa Milano',
      street_address: 'Corso Como 3',
      postal_code: '20100',
      province: 'MI',
      country: 'Italia',
      status: 'active',
    });
    expect((await answer(owner.api.properties[':id'].$get({ param: { id } }))).body.propertyDetails.name).toBe(
      'Casa Milano',
    );
  });

  it('refuses blanks, wrong types and bad JSON without changing anything', async () => {
    const id = await createProperty(owner);
    for (const body of [{ ...details, name: '  ' }, { ...details, province: 12 }, { name: 'Solo nome' }]) {
      const res = await owner.patch(`/api/properties/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    const blank = await answer(
      owner.api.properties[':id'].$patch({ param: { id }, json: { ...details, street_address: ' ' } }),
    );
    expect(blank.body.error.fields).toEqual({ street_address: 'Campo obbligatorio' });
    const malformed = await owner.request('PATCH', `/api/properties/${id}`, '{', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    const [p] = await ctx.db.select().from(property).where(eq(property.id, id));
    expect(p).toMatchObject({ name: details.name, province: details.province, streetAddress: details.street_address });
  });

  it('answers 404 alike for another landlord, a missing id and a deleted property; 400 for a bad id', async () => {
    const id = await createProperty(owner);
    const foreign = await answer(
      other.api.properties[':id'].$patch({ param: { id }, json: { ...details, name: 'Presa' } }),
    );
    const missing = await answer(
      other.api.properties[':id'].$patch({ param: { id: MISSING_ID }, json: { ...details, name: 'Presa' } }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'NOT_FOUND', message: EDIT_404 } });
    expect(missing.body).toEqual(foreign.body);
    const [p] = await ctx.db.select().from(property).where(eq(property.id, id));
    expect(p!.name).toBe(details.name);

    expect((await answer(owner.api.properties[':id'].$delete({ param: { id } }))).status).toBe(200);
    const deleted = await answer(owner.api.properties[':id'].$patch({ param: { id }, json: details }));
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual(foreign.body);

    const bad = await answer(owner.api.properties[':id'].$patch({ param: { id: 'abc' }, json: details }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('ID proprietà non valido');
  });
});

describe('DELETE /api/properties/:id (delete-property)', () => {
  it('soft-deletes a property without contracts: gone from list and detail, rows kept', async () => {
    const id = await createProperty(owner);
    const res = await answer(owner.api.properties[':id'].$delete({ param: { id } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const list = await answer(owner.api.properties.$get());
    expect(list.body.items.map((p: { id: string }) => p.id)).not.toContain(id);
    const detail = await answer(owner.api.properties[':id'].$get({ param: { id } }));
    expect(detail.status).toBe(404);
    expect(detail.body.error.message).toBe(VIEW_404);
    const [p] = await ctx.db.select().from(property).where(eq(property.id, id));
    expect(p!.deletedAt).not.toBeNull();
    expect((await roomsOf(id)).length).toBe(1);
    expect((await answer(owner.api.properties[':id'].$delete({ param: { id } }))).status).toBe(404);
  });

  it('deletes a property whose contracts are all past (or deleted)', async () => {
    const id = await createProperty(owner);
    const [r] = await roomsOf(id);
    await insertContract({ propertyId: id, roomIds: [r!.id], start: '2025-01-01', end: '2026-03-14' });
    await insertContract({ propertyId: id, roomIds: [r!.id], start: '2026-03-15', end: null, deleted: true });
    const res = await answer(owner.api.properties[':id'].$delete({ param: { id } }));
    expect(res.status).toBe(200);
    const list = await answer(owner.api.properties.$get());
    expect(list.body.items.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it.each([
    ['current, open-ended', '2025-01-01', null],
    ['current, ending today', '2025-01-01', '2026-03-15'],
    ['future', '2026-06-01', '2027-05-31'],
  ])('refuses with 409 while a %s contract exists, and keeps the property', async (_label, start, end) => {
    const id = await createProperty(owner);
    const [r] = await roomsOf(id);
    await insertContract({ propertyId: id, roomIds: [r!.id], start, end });
    const res = await answer(owner.api.properties[':id'].$delete({ param: { id } }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'CONFLICT', message: "Impossibile eliminare l'immobile: ci sono contratti in corso o futuri." },
    });
    const [p] = await ctx.db.select().from(property).where(eq(property.id, id));
    expect(p!.deletedAt).toBeNull();
  });

  it('answers 404 alike for another landlord and a missing id, 400 for a bad id', async () => {
    const id = await createProperty(owner);
    const foreign = await answer(other.api.properties[':id'].$delete({ param: { id } }));
    const missing = await answer(other.api.properties[':id'].$delete({ param: { id: MISSING_ID } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'NOT_FOUND', message: EDIT_404 } });
    expect(missing.body).toEqual(foreign.body);
    const [p] = await ctx.db.select().from(property).where(eq(property.id, id));
    expect(p!.deletedAt).toBeNull();
    const bad = await answer(owner.api.properties[':id'].$delete({ param: { id: 'xyz' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('ID proprietà non valido');
  });
});

describe('POST /api/properties/:id/rooms (add_room)', () => {
  it('adds a trimmed room, blank description as null, and answers it', async () => {
    const id = await createProperty(owner);
    const res = await answer(
      owner.api.properties[':id'].rooms.$post({ param: { id }, json: { name: ' Studio ', description: '  ' } }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: 'Studio', description: null, weight: null });
    const withText = await answer(
      owner.api.properties[':id'].rooms.$post({ param: { id }, json: { name: 'Soppalco', description: ' Luminoso ' } }),
    );
    expect(withText.body).toMatchObject({ name: 'Soppalco', description: 'Luminoso' });
    const detail = await answer(owner.api.properties[':id'].$get({ param: { id } }));
    expect(detail.body.rooms.map((r: { name: string }) => r.name)).toEqual(['Stanza 1', 'Studio', 'Soppalco']);
  });

  it('refuses a blank or missing name, wrong types and bad JSON, storing nothing', async () => {
    const id = await createProperty(owner);
    const before = await counts();
    const blank = await answer(
      owner.api.properties[':id'].rooms.$post({ param: { id }, json: { name: '   ', description: 'x' } }),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: 'Il nome della stanza è obbligatorio' });
    expect((await owner.post(`/api/properties/${id}/rooms`, { description: 'x' })).status).toBe(400);
    expect((await owner.post(`/api/properties/${id}/rooms`, { name: 7 })).status).toBe(400);
    expect((await owner.post(`/api/properties/${id}/rooms`, { name: 'Ok', description: ['x'] })).status).toBe(400);
    const malformed = await owner.request('POST', `/api/properties/${id}/rooms`, '{"name"', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    const badId = await answer(
      owner.api.properties[':id'].rooms.$post({ param: { id: 'nope' }, json: { name: 'Ok' } }),
    );
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('ID proprietà non valido');
    expect(await counts()).toEqual(before);
  });

  it('answers 404 alike for another landlord, a missing and a deleted property, storing nothing', async () => {
    const id = await createProperty(owner);
    const before = await counts();
    const foreign = await answer(other.api.properties[':id'].rooms.$post({ param: { id }, json: { name: 'Intrusa' } }));
    const missing = await answer(
      other.api.properties[':id'].rooms.$post({ param: { id: MISSING_ID }, json: { name: 'Intrusa' } }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'NOT_FOUND', message: EDIT_404 } });
    expect(missing.body).toEqual(foreign.body);
    await answer(owner.api.properties[':id'].$delete({ param: { id } }));
    const deleted = await answer(owner.api.properties[':id'].rooms.$post({ param: { id }, json: { name: 'Tardiva' } }));
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual(foreign.body);
    expect(await counts()).toEqual(before);
  });

  it("the dialog's idempotency key: the same key again answers the first room with 200 and stores one (decision 162)", async () => {
    const id = await createProperty(owner);
    const idempotencyKey = crypto.randomUUID();
    const post = (name: string) => owner.post(`/api/properties/${id}/rooms`, { name, idempotencyKey });
    const first = await post('Studio');
    expect(first.status).toBe(201);
    const before = await counts();
    const again = await post('Studio bis');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await counts()).toEqual(before);
    expect((await roomsOf(id)).map((r) => r.name)).toEqual(['Stanza 1', 'Studio']);
    // The key is the property's: on another property it adds a room; a new key adds one more.
    const elsewhere = await createProperty(owner);
    expect((await owner.post(`/api/properties/${elsewhere}/rooms`, { name: 'Studio', idempotencyKey })).status).toBe(
      201,
    );
    expect(
      (await owner.post(`/api/properties/${id}/rooms`, { name: 'Altra', idempotencyKey: crypto.randomUUID() })).status,
    ).toBe(201);
    // Another landlord with the same key: 404, nothing stored; a key that is no UUID: 400.
    const mid = await counts();
    expect((await other.post(`/api/properties/${id}/rooms`, { name: 'Intrusa', idempotencyKey })).status).toBe(404);
    const bad = await owner.post(`/api/properties/${id}/rooms`, { name: 'Ok', idempotencyKey: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ idempotencyKey: 'Invio non valido: ricarica la pagina e riprova.' });
    expect(await counts()).toEqual(mid);
  });
});

describe('PATCH /api/rooms/:id (update_room)', () => {
  it('updates name and description (blank → null) and answers the room', async () => {
    const id = await createProperty(owner);
    const [r] = await roomsOf(id);
    const res = await answer(
      owner.api.rooms[':id'].$patch({ param: { id: r!.id }, json: { name: ' Camera grande ', description: '' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: r!.id, name: 'Camera grande', description: null, weight: null });
    const again = await answer(
      owner.api.rooms[':id'].$patch({
        param: { id: r!.id },
        json: { name: 'Camera grande', description: 'Con balcone' },
      }),
    );
    expect(again.body.description).toBe('Con balcone');
  });

  it('refuses a blank name, wrong types, bad JSON and a bad id without changes', async () => {
    const id = await createProperty(owner);
    const [r] = await roomsOf(id);
    const blank = await answer(
      owner.api.rooms[':id'].$patch({ param: { id: r!.id }, json: { name: ' ', description: null } }),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Il nome della stanza è obbligatorio');
    expect((await owner.patch(`/api/rooms/${r!.id}`, { name: true })).status).toBe(400);
    const malformed = await owner.request('PATCH', `/api/rooms/${r!.id}`, 'nope', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    const badId = await answer(owner.api.rooms[':id'].$patch({ param: { id: 'nope' }, json: { name: 'Ok' } }));
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('ID stanza non valido');
    const [after] = await roomsOf(id);
    expect(after).toMatchObject({ name: 'Stanza 1', description: 'Singola' });
  });

  it('answers 404 alike for another landlord, a missing, a deleted room and a room of a deleted property', async () => {
    const id = await createProperty(owner, [{ name: 'A' }, { name: 'B' }]);
    const [a, b] = await roomsOf(id);
    const foreign = await answer(other.api.rooms[':id'].$patch({ param: { id: a!.id }, json: { name: 'Presa' } }));
    const missing = await answer(other.api.rooms[':id'].$patch({ param: { id: MISSING_ID }, json: { name: 'Presa' } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'NOT_FOUND', message: ROOM_404 } });
    expect(missing.body).toEqual(foreign.body);
    expect((await answer(owner.api.rooms[':id'].$delete({ param: { id: b!.id } }))).status).toBe(200);
    expect(
      (await answer(owner.api.rooms[':id'].$patch({ param: { id: b!.id }, json: { name: 'Risorta' } }))).body,
    ).toEqual(foreign.body);
    await answer(owner.api.properties[':id'].$delete({ param: { id } }));
    expect(
      (await answer(owner.api.rooms[':id'].$patch({ param: { id: a!.id }, json: { name: 'Orfana' } }))).body,
    ).toEqual(foreign.body);
    const [stored] = await ctx.db.select().from(room).where(eq(room.id, a!.id));
    expect(stored!.name).toBe('A');
  });
});

describe('DELETE /api/rooms/:id (delete_room)', () => {
  it('soft-deletes a free room: gone from the detail, row kept', async () => {
    const id = await createProperty(owner, [{ name: 'A' }, { name: 'B' }]);
    const [a] = await roomsOf(id);
    const res = await answer(owner.api.rooms[':id'].$delete({ param: { id: a!.id } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const detail = await answer(owner.api.properties[':id'].$get({ param: { id } }));
    expect(detail.body.rooms.map((r: { name: string }) => r.name)).toEqual(['B']);
    expect(detail.body.contractsAndRooms.vacantRooms.map((r: { name: string }) => r.name)).toEqual(['B']);
    const [stored] = await ctx.db.select().from(room).where(eq(room.id, a!.id));
    expect(stored!.deletedAt).not.toBeNull();
    expect((await answer(owner.api.rooms[':id'].$delete({ param: { id: a!.id } }))).status).toBe(404);
  });

  it.each([
    ['current', '2026-01-01', null],
    ['past', '2024-01-01', '2024-12-31'],
    ['future', '2027-01-01', '2027-12-31'],
  ])('refuses with 409 while the room belongs to a %s contract', async (_label, start, end) => {
    const id = await createProperty(owner);
    const [r] = await roomsOf(id);
    await insertContract({ propertyId: id, roomIds: [r!.id], start, end });
    const res = await answer(owner.api.rooms[':id'].$delete({ param: { id: r!.id } }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'CONFLICT', message: 'Impossibile eliminare la stanza: è assegnata a un contratto.' },
    });
    const [stored] = await ctx.db.select().from(room).where(eq(room.id, r!.id));
    expect(stored!.deletedAt).toBeNull();
  });

  it('deletes a room whose only contract was deleted, or which was removed from a contract', async () => {
    const id = await createProperty(owner, [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    const [a, b, c] = await roomsOf(id);
    await insertContract({ propertyId: id, roomIds: [a!.id], start: '2026-01-01', end: null, deleted: true });
    const live = await insertContract({ propertyId: id, roomIds: [b!.id, c!.id], start: '2026-01-01', end: null });
    // Room C taken out of the live contract (as an edit of its rooms would do).
    await ctx.db.update(contractRoom).set({ deletedAt: new Date() }).where(eq(contractRoom.roomId, c!.id));
    expect((await answer(owner.api.rooms[':id'].$delete({ param: { id: a!.id } }))).status).toBe(200);
    expect((await answer(owner.api.rooms[':id'].$delete({ param: { id: c!.id } }))).status).toBe(200);
    expect((await answer(owner.api.rooms[':id'].$delete({ param: { id: b!.id } }))).status).toBe(409);
    expect(live.deletedAt).toBeNull();
  });

  it('answers 404 alike for another landlord and a missing id, 400 for a bad id', async () => {
    const id = await createProperty(owner);
    const [r] = await roomsOf(id);
    const foreign = await answer(other.api.rooms[':id'].$delete({ param: { id: r!.id } }));
    const missing = await answer(other.api.rooms[':id'].$delete({ param: { id: MISSING_ID } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'NOT_FOUND', message: ROOM_404 } });
    expect(missing.body).toEqual(foreign.body);
    const [stored] = await ctx.db.select().from(room).where(eq(room.id, r!.id));
    expect(stored!.deletedAt).toBeNull();
    const bad = await answer(owner.api.rooms[':id'].$delete({ param: { id: '1' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('ID stanza non valido');
  });
});
