import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, contractRoom, property, user } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { contractBody, seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL); PGlite has one connection and would run the requests one after
// the other, proving nothing.
let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

const countContracts = async (propertyId: string) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contract).where(eq(contract.propertyId, propertyId)))[0]!
    .n;

describe('simultaneous contract creation', () => {
  it('books a room once when two overlapping contracts arrive together', async () => {
    const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
    const first = contractBody(p.id, [rooms[0]!.id, rooms[1]!.id], {
      contractDetails: { start_date: '2026-02-01', end_date: '2026-08-31' },
    });
    const second = contractBody(p.id, [rooms[2]!.id, rooms[0]!.id], {
      contractDetails: { start_date: '2026-08-31', end_date: '2027-01-31' },
    });
    const results = await Promise.all([
      answer(landlord.api.contracts.$post({ json: first })),
      answer(landlord.api.contracts.$post({ json: second })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error.message).toBe(
      'Una o più stanze sono già assegnate a un altro contratto in questo periodo.',
    );
    expect(await countContracts(p.id)).toBe(1);
    const live = await ctx.db
      .select({ roomId: contractRoom.roomId })
      .from(contractRoom)
      .innerJoin(contract, eq(contract.id, contractRoom.contractId))
      .where(eq(contract.propertyId, p.id));
    expect(live).toHaveLength(2);
  });

  it('ten simultaneous bookings of one room store exactly one contract', async () => {
    const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        answer(
          landlord.api.contracts.$post({
            json: contractBody(p.id, [rooms[0]!.id], {
              contractDetails: { start_date: `2026-0${(i % 9) + 1}-01`, end_date: '2027-12-31' },
            }),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await countContracts(p.id)).toBe(1);
  });

  it('two simultaneous contracts for one new tenant email create one user, both contracts and a link each', async () => {
    const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
    const email = ctx.uniqueEmail('shared');
    const results = await Promise.all([
      answer(landlord.api.contracts.$post({ json: contractBody(p.id, [rooms[0]!.id], { tenantInfo: { email } }) })),
      answer(landlord.api.contracts.$post({ json: contractBody(p.id, [rooms[1]!.id], { tenantInfo: { email } }) })),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const users = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(users).toHaveLength(1);
    const owned = await ctx.db.select().from(contract).where(eq(contract.tenantId, users[0]!.id));
    expect(owned).toHaveLength(2);
    const links = (await ctx.outbox()).filter((m) => m.to === email).map((m) => m.links[0]);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);
  });
});

describe('contract creation racing a deletion', () => {
  it('a property deleted while a contract is being created never ends up with a live contract', async () => {
    for (let round = 0; round < 5; round++) {
      const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
      const [created, deleted] = await Promise.all([
        answer(landlord.api.contracts.$post({ json: contractBody(p.id, [rooms[0]!.id]) })),
        answer(landlord.api.properties[':id'].$delete({ param: { id: p.id } })),
      ]);
      // Either the contract came first (the deletion is refused) or the deletion did (404).
      expect([
        [201, 409],
        [404, 200],
      ]).toContainEqual([created.status, deleted.status]);
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(contract)
        .innerJoin(property, eq(property.id, contract.propertyId))
        .where(and(eq(contract.propertyId, p.id), isNull(contract.deletedAt), isNotNull(property.deletedAt)));
      expect(row!.n).toBe(0);
    }
  });

  it('a room deleted while a contract books it is either booked or gone, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
      const [created, deleted] = await Promise.all([
        answer(landlord.api.contracts.$post({ json: contractBody(p.id, [rooms[1]!.id]) })),
        answer(landlord.api.rooms[':id'].$delete({ param: { id: rooms[1]!.id } })),
      ]);
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual([created.status, deleted.status]);
    }
  });
});
