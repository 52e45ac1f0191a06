/**
 * The properties page's tiles follow the portfolio without a restart (decisions 127, 139, 176). The
 * page's statement reads the tiles' aggregate with its rows, and its whole answer is kept per
 * landlord data version, which the database bumps on every write of a property, room, contract or
 * contract room: a query asked again with nothing written is the session and that version's
 * statement. The oracle is the whole-list call (GET /api/properties), which sums every row afresh.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { bootstrap } from '../bootstrap';
import { contract, room } from '../db/schema';
import { answer, createTestContext, DEFAULT_NOW, type TestContext } from '../test/harness';
import { itOnPostgres } from '../test/postgres-only';
import { contractBody, createContractVia, editBody } from './contracts.test-support';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
type App = ReturnType<typeof createApp>['app'];
type Tiles = { properties: number; total_units: number; occupied_units: number; monthly_revenue: number };

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  ctx.clock.set(DEFAULT_NOW);
});

const details = (name: string) => ({
  name,
  street_address: `Via ${name} 1`,
  postal_code: '00100',
  province: 'RM',
  country: 'Italia',
});

async function createProperty(who: Landlord, name: string, roomNames: string[]) {
  const res = await answer(
    who.api.properties.$post({ json: { propertyDetails: details(name), rooms: roomNames.map((n) => ({ name: n })) } }),
  );
  expect(res.status).toBe(201);
  const rooms = await ctx.db.select().from(room).where(eq(room.propertyId, res.body.id)).orderBy(room.createdAt);
  return { id: res.body.id as string, rooms: rooms.map((r) => r.id) };
}

async function pageTiles(who: Landlord, query: Record<string, string> = {}): Promise<Tiles> {
  const res = await answer(who.api.properties.page.$get({ query }));
  expect(res.status).toBe(200);
  return res.body.summary;
}

/** The page's tiles, which must equal the whole-list call's figures (summed afresh). */
async function tiles(who: Landlord): Promise<Tiles> {
  const page = await pageTiles(who);
  const whole = await answer(who.api.properties.$get());
  expect(page).toEqual(whole.body.summary);
  return page;
}

const tile = (properties: number, total_units: number, occupied_units: number, monthly_revenue: number) => ({
  properties,
  total_units,
  occupied_units,
  monthly_revenue,
});

describe('the properties page tiles (decisions 127, 176)', () => {
  it('are answered from the kept page while the portfolio is unchanged: one statement besides the session', async () => {
    const owner = await ctx.createLandlord();
    await createProperty(owner, 'Casa Conteggio', ['A', 'B']);
    const page = () => pageTiles(owner);
    const searched = () => pageTiles(owner, { q: 'conteggio', sort: 'name' });
    // The first read computes the page with its tiles (session, data version, page); the same
    // query again is the kept answer (session, version: decision 139); another query the same 3.
    expect(await ctx.countQueries(page)).toBe(3);
    expect(await ctx.countQueries(page)).toBe(2);
    expect(await ctx.countQueries(searched)).toBe(3);
    expect(await searched()).toEqual(tile(1, 2, 0, 0));
    // A write: the next read computes them again, once.
    await createProperty(owner, 'Casa Seconda', ['A']);
    expect(await ctx.countQueries(page)).toBe(3);
    expect(await ctx.countQueries(page)).toBe(2);
    expect(await tiles(owner)).toEqual(tile(2, 3, 0, 0));
  });

  it('follow every kind of change, read after read, without a restart', async () => {
    const owner = await ctx.createLandlord();
    const casa = await createProperty(owner, 'Casa Tiles', ['A', 'B']);
    expect(await tiles(owner)).toEqual(tile(1, 2, 0, 0));

    const loft = await createProperty(owner, 'Loft Tiles', ['Unico']);
    expect(await tiles(owner)).toEqual(tile(2, 3, 0, 0));

    const added = await answer(
      owner.api.properties[':id'].rooms.$post({ param: { id: casa.id }, json: { name: 'C', description: null } }),
    );
    expect(added.status).toBe(201);
    expect(await tiles(owner)).toEqual(tile(2, 4, 0, 0));

    // Today is 2026-03-15: a current contract on one room.
    const body = contractBody(casa.id, [casa.rooms[0]!], {
      contractDetails: { rent_amount: 50000, start_date: '2026-03-01', end_date: '2027-02-28' },
    });
    const contractId = await createContractVia(owner, body);
    expect(await tiles(owner)).toEqual(tile(2, 4, 1, 50000));

    const edited = await answer(
      owner.api.contracts[':id'].$put({
        param: { id: contractId },
        json: editBody(body, { contractDetails: { rent_amount: 65000 } }),
      }),
    );
    expect(edited.status).toBe(200);
    expect(await tiles(owner)).toEqual(tile(2, 4, 1, 65000));

    // A write outside any service (no call site to remember): the trigger sees it too.
    await ctx.db.update(contract).set({ rentAmount: 70000 }).where(eq(contract.id, contractId));
    expect(await tiles(owner)).toEqual(tile(2, 4, 1, 70000));

    const deleted = await answer(owner.api.contracts[':id'].$delete({ param: { id: contractId } }));
    expect(deleted.status).toBe(200);
    expect(await tiles(owner)).toEqual(tile(2, 4, 0, 0));

    const deletedRoom = await answer(owner.api.rooms[':id'].$delete({ param: { id: casa.rooms[1]! } }));
    expect(deletedRoom.status).toBe(200);
    expect(await tiles(owner)).toEqual(tile(2, 3, 0, 0));

    const gone = await answer(owner.api.properties[':id'].$delete({ param: { id: loft.id } }));
    expect(gone.status).toBe(200);
    expect(await tiles(owner)).toEqual(tile(1, 2, 0, 0));
  });

  it('follow the day: a future contract becomes current on its first day with no write', async () => {
    const owner = await ctx.createLandlord();
    const casa = await createProperty(owner, 'Casa Domani', ['A', 'B']);
    await createContractVia(
      owner,
      contractBody(casa.id, [casa.rooms[1]!], {
        contractDetails: { rent_amount: 42000, start_date: '2026-03-16', end_date: '2027-03-15' },
      }),
    );
    expect(await tiles(owner)).toEqual(tile(1, 2, 0, 0));
    expect(await ctx.countQueries(() => pageTiles(owner))).toBe(2);
    ctx.clock.set('2026-03-16T08:00:00Z');
    expect(await tiles(owner)).toEqual(tile(1, 2, 1, 42000));
  });

  it("another landlord's writes leave this landlord's tiles and cache alone; two landlords' tiles never mix", async () => {
    const anna = await ctx.createLandlord({ firstName: 'Anna' });
    const bruno = await ctx.createLandlord({ firstName: 'Bruno' });
    const annaHome = await createProperty(anna, 'Casa Anna', ['A', 'B', 'C']);
    await createContractVia(
      anna,
      contractBody(annaHome.id, [annaHome.rooms[0]!], {
        contractDetails: { rent_amount: 30000, start_date: '2026-01-01', end_date: '2029-12-31' },
      }),
    );
    const brunoHome = await createProperty(bruno, 'Casa Bruno', ['A']);
    expect(await tiles(anna)).toEqual(tile(1, 3, 1, 30000));
    expect(await tiles(bruno)).toEqual(tile(1, 1, 0, 0));

    // Bruno writes: Anna's version does not move, so her next read is a hit with her own figures.
    await createContractVia(
      bruno,
      contractBody(brunoHome.id, [brunoHome.rooms[0]!], {
        contractDetails: { rent_amount: 80000, start_date: '2026-02-01', end_date: '2029-12-31' },
      }),
    );
    await createProperty(bruno, 'Casa Bruno Due', ['A', 'B']);
    let annaTiles: Tiles | undefined;
    expect(
      await ctx.countQueries(async () => {
        annaTiles = await pageTiles(anna);
      }),
    ).toBe(2);
    expect(annaTiles).toEqual(tile(1, 3, 1, 30000));
    expect(await tiles(bruno)).toEqual(tile(2, 3, 1, 80000));
    expect(await tiles(anna)).toEqual(tile(1, 3, 1, 30000));
  });
});

/** Requests to `app` with `who`'s session cookie (another server instance, same secret). */
function through(app: App, who: Landlord) {
  const cookie = [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const send = async (method: string, url: string, body?: unknown) => {
    const headers = new Headers({ cookie });
    if (body !== undefined) headers.set('content-type', 'application/json');
    const res = await app.request(
      url,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: '10.9.9.9' } } } as never,
    );
    return { status: res.status, body: (await res.json()) as any };
  };
  return {
    tiles: async (): Promise<Tiles> => {
      const res = await send('GET', '/api/properties/page');
      expect(res.status).toBe(200);
      return res.body.summary;
    },
    addRoom: (propertyId: string) =>
      send('POST', `/api/properties/${propertyId}/rooms`, { name: 'Nuova', description: null }),
  };
}

/** Two app instances: a write through either is seen by the other's next read. */
async function twoInstances(appA: App, appB: App) {
  const owner = await ctx.createLandlord();
  const casa = await createProperty(owner, 'Casa Due Istanze', ['A']);
  const a = through(appA, owner);
  const b = through(appB, owner);
  // Both instances keep today's tiles.
  expect(await a.tiles()).toEqual(tile(1, 1, 0, 0));
  expect(await b.tiles()).toEqual(tile(1, 1, 0, 0));
  expect((await a.addRoom(casa.id)).status).toBe(201);
  expect(await b.tiles()).toEqual(tile(1, 2, 0, 0));
  expect((await b.addRoom(casa.id)).status).toBe(201);
  expect(await a.tiles()).toEqual(tile(1, 3, 0, 0));
  expect(await b.tiles()).toEqual(tile(1, 3, 0, 0));
}

describe('several server instances on one database (decision 127)', () => {
  it('two apps over one database connection: each its own cache, a write through one seen by the other', async () => {
    await twoInstances(ctx.app, createApp(ctx.deps).app);
  });

  itOnPostgres('two instances, each with its own pool, on one PostgreSQL database', async () => {
    const other = await bootstrap(ctx.env, { clock: ctx.clock, logger: ctx.deps.logger, dataDir: null });
    try {
      await twoInstances(ctx.app, createApp(other.deps).app);
    } finally {
      await other.database.close();
    }
  });
});
