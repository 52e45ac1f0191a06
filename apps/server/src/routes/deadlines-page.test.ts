/**
 * 'Scadenze' read from the kept deadlines (decision 123): the page after a contract edit, a rent
 * update and a contract delete (the triggers mark the contract stale), the contracts kept before
 * any read (no manual step), a year later and the day after, paging, the kind and property
 * filters with their totals, another landlord's rows never counted, the index the page reads.
 * The page must equal what core's rule answers over the whole list (loadLeaseDeadlines).
 */
import { deadlineTiming } from '@casaconti/core/lease-deadlines';
import { LIST_MESSAGES } from '@casaconti/core/messages';
import { deadlineListQuerySchema } from '@casaconti/core/schemas/rent-update';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, leaseDeadline, leaseDeadlineCoverage, leaseDeadlineStale, property, rentUpdate } from '../db/schema';
import { today } from '../lib/clock';
import { deadlinesPageStatements } from '../services/lease/get-deadlines-page';
import { type leaseTermsColumns, loadLeaseDeadlines } from '../services/lease/load-lease-deadlines';
import { leaseDeadlinesFresh } from '../services/lease/refresh-lease-deadlines';
import { answer, createTestContext, DEFAULT_NOW, type TestContext } from '../test/harness';
import {
  type ContractRequest,
  contractBody,
  createContractVia,
  editBody,
  seedProperty,
} from './contracts.test-support';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
type Item = { kind: string; date: string; amount: number | null; contractId: string; propertyId: string };

// The harness's clock: 2026-03-15 (Europe/Rome); the page looks to 2027-03-15.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const page = async (who: Landlord, query: Record<string, string> = {}) => {
  const res = await answer(who.api.deadlines.page.$get({ query }));
  if (res.status !== 200) throw new Error(`deadlines page: ${res.status} ${res.text}`);
  return res.body;
};
const brief = (items: Item[]) => items.map((d) => `${d.date} ${d.kind}`);

/** What core's rule answers over the landlord's whole list today: the page's oracle. */
async function whole(landlordId: string) {
  const asOf = today(ctx.clock);
  const all = await loadLeaseDeadlines({ db: ctx.db, landlordId, today: asOf });
  return all.map(({ landlordId: _landlord, ...item }) => ({ ...item, timing: deadlineTiming(item.date, asOf) }));
}

/** A contract through the API (the wizard's create route), lease fields included. */
async function leaseVia(
  who: Landlord,
  propertyId: string,
  roomId: string,
  details: Partial<ContractRequest['contractDetails']>,
  tenant: Partial<ContractRequest['tenantInfo']> = {},
) {
  const body = contractBody(propertyId, [roomId], { contractDetails: details, tenantInfo: tenant });
  return { id: await createContractVia(who, body), body };
}

async function namedProperty(landlordId: string, name: string, rooms: string[]) {
  const h = await seedProperty(ctx, landlordId, rooms);
  await ctx.db.update(property).set({ name }).where(eq(property.id, h.property.id));
  return h;
}

/** A 4+4 lease with a 75 % ISTAT share, registered, with a deposit received: every kind of deadline. */
const DEPOSIT_LEASE = {
  start_date: '2025-06-10',
  end_date: '2029-06-09',
  contract_type: 'libero_4_4',
  istat_update_share: 75,
  registration_date: '2025-06-20',
  deposit_amount: 160000,
  deposit_received_on: '2025-06-10',
} as const;

describe('Scadenze read from the kept deadlines', () => {
  it('shows a contract edit, a rent update (added, removed) and a contract delete on the next read', async () => {
    const landlord = await ctx.createLandlord();
    const h = await namedProperty(landlord.user.id, 'Villa Alfa', ['A']);
    const lease = await leaseVia(landlord, h.property.id, h.rooms[0]!.id, {
      start_date: '2025-06-10',
      end_date: '2029-06-09',
      rent_amount: 80000,
      contract_type: 'libero_4_4',
      istat_update_share: 100,
      registration_date: '2025-06-20',
    });
    const first = await page(landlord);
    expect(brief(first.items)).toEqual(['2026-06-10 istat', '2026-07-10 registration_tax']);
    expect(first.items[1]!.amount).toBe(19200);
    expect(first).not.toHaveProperty('properties');

    // The edit: a higher rent (a higher tax) and the registration no longer recorded.
    const edited = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: lease.id },
        json: editBody(lease.body, { contractDetails: { rent_amount: 100000, registration_date: null } }),
      }),
    );
    expect(edited.status).toBe(200);
    const afterEdit = await page(landlord);
    expect(brief(afterEdit.items)).toEqual([
      '2025-07-10 registration',
      '2026-06-10 istat',
      '2026-07-10 registration_tax',
    ]);
    expect(afterEdit.items[2]!.amount).toBe(24000);
    expect(afterEdit.total).toBe(3);

    // The anniversary updated (a rent_update row): no longer listed; the row removed, listed again.
    const [update] = await ctx.db
      .insert(rentUpdate)
      .values({
        contractId: lease.id,
        anniversaryDate: '2026-06-10',
        changeBps: 180,
        sharePercent: 100,
        previousRent: 100000,
        newRent: 101800,
        effectiveFrom: '2026-06-01',
        createdBy: landlord.user.id,
      })
      .returning();
    expect(brief((await page(landlord)).items)).toEqual(['2025-07-10 registration', '2026-07-10 registration_tax']);
    await ctx.db.delete(rentUpdate).where(eq(rentUpdate.id, update!.id));
    expect(brief((await page(landlord)).items)).toContain('2026-06-10 istat');

    // Deleted: none of its deadlines, none counted.
    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: lease.id } }))).status).toBe(200);
    const afterDelete = await page(landlord);
    expect(afterDelete).toMatchObject({ items: [], total: 0 });
  });

  it('marks a contract stale when a column its deadlines read changes, and not for other writes', async () => {
    const landlord = await ctx.createLandlord();
    const h = await namedProperty(landlord.user.id, 'Villa Gamma', ['A']);
    const lease = await leaseVia(landlord, h.property.id, h.rooms[0]!.id, DEPOSIT_LEASE);
    const marked = async () =>
      (await ctx.db.select().from(leaseDeadlineStale).where(eq(leaseDeadlineStale.contractId, lease.id))).length;
    const settle = async () => {
      await page(landlord);
      expect(await marked()).toBe(0);
    };
    await settle();
    // Writes the daily job and the share link make: the kept deadlines stay as they are.
    await ctx.db
      .update(contract)
      .set({ shareTokenHash: 'x'.repeat(64), updatedAt: new Date() })
      .where(eq(contract.id, lease.id));
    expect(await marked()).toBe(0);
    // Each column the rule reads (leaseTermsColumns: the trigger's list must follow it) marks it.
    const changed: Record<keyof typeof leaseTermsColumns, unknown> = {
      startDate: '2025-06-11',
      endDate: '2029-06-10',
      contractType: 'altro',
      cedolareSecca: true,
      istatUpdateShare: 100,
      registrationDate: '2025-06-21',
      rentAmount: 70001,
      depositAmount: 150000,
      depositReceivedOn: '2025-06-11',
      depositInterestDue: false,
    };
    for (const [key, value] of Object.entries(changed)) {
      await ctx.db
        .update(contract)
        .set({ [key]: value })
        .where(eq(contract.id, lease.id));
      expect({ key, marked: await marked() }).toEqual({ key, marked: 1 });
      await settle();
    }
  });

  it('lists the contracts no read has kept yet, again a year later, and drops the past rows the next day', async () => {
    const landlord = await ctx.createLandlord();
    const h = await namedProperty(landlord.user.id, 'Villa Beta', ['A', 'B']);
    await leaseVia(landlord, h.property.id, h.rooms[0]!.id, DEPOSIT_LEASE);
    await leaseVia(landlord, h.property.id, h.rooms[1]!.id, { start_date: '2026-02-01', end_date: '2026-12-31' });
    // As right after the migration: contracts, nothing kept, nothing marked.
    await ctx.db.delete(leaseDeadlineStale).where(eq(leaseDeadlineStale.landlordId, landlord.user.id));
    await ctx.db.delete(leaseDeadlineCoverage).where(eq(leaseDeadlineCoverage.landlordId, landlord.user.id));
    const now = await page(landlord);
    expect(now.items).toEqual(await whole(landlord.user.id));
    // Kept now: the next read refreshes nothing.
    expect(await leaseDeadlinesFresh(ctx.db, landlord.user.id, today(ctx.clock))).toBe(true);
    expect(brief(now.items)).toContain('2026-03-03 registration');

    try {
      // 400 days on: the kept rows no longer reach the horizon, all are computed again.
      ctx.clock.set('2027-04-19T10:00:00Z');
      const later = await page(landlord);
      expect(later.items).toEqual(await whole(landlord.user.id));
      expect(brief(later.items)).toEqual(expect.arrayContaining(['2027-06-10 istat', '2027-12-31 deposit_interest']));
      // The day after an anniversary: it is past, and no past row is kept (but a registration).
      ctx.clock.set('2027-06-11T10:00:00Z');
      const next = await page(landlord);
      expect(next.items).toEqual(await whole(landlord.user.id));
      expect(brief(next.items)).not.toContain('2027-06-10 istat');
      const past = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(leaseDeadline)
        .where(
          and(
            eq(leaseDeadline.landlordId, landlord.user.id),
            lt(leaseDeadline.date, '2027-06-11'),
            ne(leaseDeadline.kind, 'registration'),
          ),
        );
      expect(past[0]!.n).toBe(0);
    } finally {
      ctx.clock.set(DEFAULT_NOW);
    }
  });

  describe('paging, filters and totals', () => {
    let landlord: Landlord;
    let foreign: Landlord;
    let alfa: string;
    let beta: string;
    const PER_PROPERTY = 7;

    beforeAll(async () => {
      landlord = await ctx.createLandlord();
      foreign = await ctx.createLandlord();
      const rooms = Array.from({ length: PER_PROPERTY }, (_, i) => `Stanza ${i}`);
      const a = await namedProperty(landlord.user.id, 'Casa Alfa', rooms);
      const b = await namedProperty(landlord.user.id, 'Casa Beta', rooms);
      alfa = a.property.id;
      beta = b.property.id;
      // Same dates on both properties: the property's name orders them. Each has a registration
      // not recorded (listed though past) and an expiry within the horizon: 28 deadlines.
      for (let i = 0; i < PER_PROPERTY; i++) {
        const dates = { start_date: `2026-01-${10 + i}`, end_date: `2026-12-${10 + i}` };
        await leaseVia(landlord, beta, b.rooms[i]!.id, dates, { firstName: 'Bruno', lastName: `Neri ${i}` });
        await leaseVia(landlord, alfa, a.rooms[i]!.id, dates, { firstName: 'Anna', lastName: `Rossi ${i}` });
      }
      const theirs = await namedProperty(foreign.user.id, 'Casa Gamma', ['A']);
      await leaseVia(foreign, theirs.property.id, theirs.rooms[0]!.id, { start_date: '2026-02-01' });
    });

    it('pages the whole list in its order, with the total', async () => {
      const all = await whole(landlord.user.id);
      expect(all).toHaveLength(4 * PER_PROPERTY);
      const first = await page(landlord);
      expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25, horizonDays: 365 });
      expect(first.items).toEqual(all.slice(0, 25));
      expect(first.items.slice(0, 2).map((d: Item) => d.propertyId)).toEqual([alfa, beta]);
      const second = await page(landlord, { page: '2' });
      expect(second.items).toEqual(all.slice(25));
      expect(second.total).toBe(28);
      const beyond = await page(landlord, { page: '3' });
      expect(beyond).toMatchObject({ items: [], total: 28 });
    });

    it('filters by kind and by property, each with its total', async () => {
      const expiries = await page(landlord, { kind: 'expiry', pageSize: '50' });
      expect(expiries.total).toBe(14);
      expect(expiries.items.every((d: Item) => d.kind === 'expiry')).toBe(true);
      const onBeta = await page(landlord, { propertyId: beta, pageSize: '50' });
      expect(onBeta.total).toBe(14);
      expect(onBeta.items.every((d: Item) => d.propertyId === beta)).toBe(true);
      const both = await page(landlord, { propertyId: alfa, kind: 'registration' });
      expect(both.total).toBe(7);
      expect(brief(both.items)).toEqual(
        Array.from({ length: 7 }, (_, i) => `2026-02-${String(9 + i).padStart(2, '0')} registration`),
      );
    });

    it("never lists or counts another landlord's deadlines", async () => {
      const theirs = await page(foreign);
      expect(theirs.total).toBe(2);
      expect(brief(theirs.items)).toEqual(['2026-03-03 registration', '2026-12-31 expiry']);
      expect(await page(foreign, { propertyId: alfa })).toMatchObject({ items: [], total: 0 });
    });

    it('reads the page through the (landlord, date) index', async () => {
      // Other landlords' rows around it, so that a scan of the table would be the costly plan.
      await ctx.db.execute(sql`
        INSERT INTO lease_deadline (contract_id, landlord_id, property_id, kind, date)
        SELECT gen_random_uuid(), 'someone-' || (n % 50), gen_random_uuid(), 'expiry', DATE '2026-01-01' + (n % 700)
        FROM generate_series(1, 20000) AS n`);
      await ctx.db.execute(sql`ANALYZE lease_deadline`);
      const { pageRows } = deadlinesPageStatements({
        db: ctx.db,
        landlordId: landlord.user.id,
        today: today(ctx.clock),
        query: deadlineListQuerySchema.parse({}),
      });
      const { sql: text, params } = pageRows.toSQL();
      const client = (
        ctx.db as unknown as {
          $client: { query?: (q: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
        }
      ).$client;
      const rows = (await client.query!(`explain (format json) ${text}`, params)).rows;
      const raw = Object.values(rows[0]!)[0];
      const plan = JSON.stringify(typeof raw === 'string' ? JSON.parse(raw) : raw);
      expect(plan).toContain('"Index Name":"lease_deadline_landlord_date_idx"');
    });
  });

  it.each([
    [{ pageSize: '7' }, LIST_MESSAGES.invalidPageSize],
    [{ kind: 'registration,expiry' }, 'Tipo di scadenza non valido'],
    [{ propertyId: '123' }, 'ID proprietà non valido'],
  ])('refuses %j with a 400 in Italian', async (query, message) => {
    const landlord = await ctx.createLandlord();
    const res = await answer(landlord.api.deadlines.page.$get({ query: query as Record<string, string> }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});
