import { LEASE_MESSAGES } from '@casaconti/core/messages';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, payable, rentUpdate } from '../db/schema';
import { pdfText } from '../lib/documents/receipt-pdf.test-support';
import type { DeadlineItem } from '../services/lease/load-lease-deadlines';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';
import { type Lease, liveRentPayables, seedLease } from './lease.test-support';

// The harness's clock: 2026-03-15 (Europe/Rome).
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

const leaseContract = (lease: Lease = {}, propertyName?: string) => seedLease(ctx, owner, lease, propertyName);
const rentPayables = (id: string) => liveRentPayables(ctx, id);

const proposal = (a: typeof owner, id: string) => answer(a.api.contracts[':id']['rent-update'].$get({ param: { id } }));
const preview = (a: typeof owner, id: string, change: string) =>
  answer(a.api.contracts[':id']['rent-update'].preview.$get({ param: { id }, query: { change } }));
const apply = (a: typeof owner, id: string, json: unknown) =>
  answer(
    a.api.contracts[':id']['rent-update'].$post({
      param: { id },
      json: json as { anniversary: string; change: string; effectiveFrom: string },
    }),
  );
async function pdf(agent: typeof owner, url: string) {
  // The typed client reads text; the PDF's bytes come through the raw request.
  const raw = await ctx.app.request(url, {
    headers: { cookie: [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: raw.status, headers: raw.headers, bytes: new Uint8Array(await raw.arrayBuffer()) };
}

const updates = (id: string) => ctx.db.select().from(rentUpdate).where(eq(rentUpdate.contractId, id));

describe('rent update (aggiornamento ISTAT, docs/domain.md §15)', () => {
  it('proposes the anniversary reached, with the months it may apply from and the FOI table', async () => {
    const { id } = await leaseContract();
    const { status, body } = await proposal(owner, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      rent: 80000,
      sharePercent: 75,
      refusal: null,
      anniversary: '2026-03-01',
      earliestFrom: '2026-03-01',
      latestFrom: '2026-04-01',
      history: [],
    });
    expect(body.foi.changes.length).toBeGreaterThan(5);
    expect(body.foi.source.url).toContain('istat.it');
  });

  it('previews the DOMAIN example (800,00 €, 75 % of 1,8 % → 810,80 €) and writes nothing', async () => {
    const { id } = await leaseContract();
    const { status, body } = await preview(owner, id, '1,8');
    expect(status).toBe(200);
    expect(body).toEqual({ previousRent: 80000, sharePercent: 75, changeBps: 180, newRent: 81080 });
    const [row] = await ctx.db.select({ rent: contract.rentAmount }).from(contract).where(eq(contract.id, id));
    expect(row?.rent).toBe(80000);
    expect(await updates(id)).toEqual([]);
  });

  it('applies from the chosen month: the rent and the unpaid payables from that month change, paid ones never', async () => {
    const { id } = await leaseContract();
    // February unpaid (before the month chosen), March paid: neither changes.
    await ctx.db
      .update(payable)
      .set({ status: 'paid' })
      .where(and(eq(payable.contractId, id), eq(payable.type, 'rent'), eq(payable.periodStartDate, '2026-03-01')));
    const res = await apply(owner, id, { anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-03-01' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      previousRent: 80000,
      newRent: 81080,
      changeBps: 180,
      effectiveFrom: '2026-03-01',
    });
    const [row] = await ctx.db.select({ rent: contract.rentAmount }).from(contract).where(eq(contract.id, id));
    expect(row?.rent).toBe(81080);
    const rows = await rentPayables(id);
    expect(rows.find((r) => r.start === '2026-02-01')).toMatchObject({ amount: 80000, status: 'due' });
    expect(rows.find((r) => r.start === '2026-03-01')).toMatchObject({ amount: 80000, status: 'paid' });
    // The proposal is gone; the history holds the update.
    const after = await proposal(owner, id);
    expect(after.body.anniversary).toBeNull();
    expect(after.body.history).toHaveLength(1);
    // A second apply of the same anniversary: 409, nothing more stored.
    const again = await apply(owner, id, { anniversary: '2026-03-01', change: '2', effectiveFrom: '2026-04-01' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(LEASE_MESSAGES.alreadyApplied);
    expect(await updates(id)).toHaveLength(1);
  });

  it("the apply's idempotency key: the same key again answers the first update with 200, changing nothing (decision 162)", async () => {
    const { id } = await leaseContract();
    const idempotencyKey = crypto.randomUUID();
    const body = { anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-03-01', idempotencyKey };
    expect((await apply(owner, id, { ...body, idempotencyKey: 'x' })).status).toBe(400);
    expect((await apply(other, id, body)).status).toBe(404);
    expect(await updates(id)).toEqual([]);
    const first = await apply(owner, id, body);
    expect(first.status).toBe(201);
    const payablesAfter = await rentPayables(id);
    const again = await apply(owner, id, { ...body, change: '2' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await updates(id)).toHaveLength(1);
    expect(await rentPayables(id)).toEqual(payablesAfter);
    const [row] = await ctx.db.select({ rent: contract.rentAmount }).from(contract).where(eq(contract.id, id));
    expect(row?.rent).toBe(81080);
    // Another key: the 409 of an anniversary already applied.
    const otherKey = await apply(owner, id, { ...body, idempotencyKey: crypto.randomUUID() });
    expect([otherKey.status, otherKey.body.error.message]).toEqual([409, LEASE_MESSAGES.alreadyApplied]);
  });

  it('recomputes an unpaid payable of the month chosen', async () => {
    const { id } = await leaseContract();
    const res = await apply(owner, id, { anniversary: '2026-03-01', change: '1.8', effectiveFrom: '2026-03-01' });
    expect(res.status).toBe(201);
    const rows = await rentPayables(id);
    expect(rows.find((r) => r.start === '2026-03-01')).toMatchObject({ amount: 81080, status: 'due' });
    expect(rows.filter((r) => r.start === '2026-03-01')).toHaveLength(1);
    expect(rows.find((r) => r.start === '2026-02-01')).toMatchObject({ amount: 80000 });
  });

  it('is refused under cedolare secca, with the reason', async () => {
    const { id } = await leaseContract({ cedolareSecca: true });
    expect((await proposal(owner, id)).body).toMatchObject({
      refusal: LEASE_MESSAGES.cedolareSecca,
      anniversary: null,
    });
    const p = await preview(owner, id, '1,8');
    expect(p.status).toBe(409);
    const res = await apply(owner, id, { anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-03-01' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(LEASE_MESSAGES.cedolareSecca);
    expect(await updates(id)).toEqual([]);
  });

  it.each([
    [{ anniversary: '2026-03-01', change: '25', effectiveFrom: '2026-03-01' }, LEASE_MESSAGES.changeInvalid],
    [{ anniversary: '2026-03-01', change: '-20,01', effectiveFrom: '2026-03-01' }, LEASE_MESSAGES.changeInvalid],
    [{ anniversary: '2026-03-01', change: '1,234', effectiveFrom: '2026-03-01' }, LEASE_MESSAGES.changeInvalid],
    [{ anniversary: '2026-03-01', change: 'abc', effectiveFrom: '2026-03-01' }, LEASE_MESSAGES.changeInvalid],
    [{ anniversary: '2026-03-01', change: 1.8, effectiveFrom: '2026-03-01' }, LEASE_MESSAGES.changeInvalid],
    [{ anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-03-15' }, LEASE_MESSAGES.effectiveFromInvalid],
    [
      { anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-02-01' },
      LEASE_MESSAGES.effectiveFromBeforeAnniversary,
    ],
    [{ anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-05-01' }, LEASE_MESSAGES.effectiveFromTooLate],
    [{ anniversary: '2027-03-01', change: '1,8', effectiveFrom: '2026-04-01' }, LEASE_MESSAGES.anniversaryNotDue],
    [{ anniversary: '2026-02-30', change: '1,8', effectiveFrom: '2026-04-01' }, LEASE_MESSAGES.anniversaryInvalid],
  ])('refuses %j with a clear 400, nothing stored', async (json, message) => {
    const { id } = await leaseContract();
    const res = await apply(owner, id, json);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await updates(id)).toEqual([]);
    const [row] = await ctx.db.select({ rent: contract.rentAmount }).from(contract).where(eq(contract.id, id));
    expect(row?.rent).toBe(80000);
  });

  it('refuses a preview of a change out of range', async () => {
    const { id } = await leaseContract();
    const res = await preview(owner, id, '20,5');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(LEASE_MESSAGES.changeInvalid);
  });

  it('makes the letter PDF stating the calculation', async () => {
    const { id } = await leaseContract();
    const applied = await apply(owner, id, { anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-04-01' });
    const res = await pdf(owner, `/api/contracts/${id}/rent-update/${applied.body.id}/letter`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(res.bytes);
    expect(text).toContain('Oggetto: aggiornamento ISTAT del canone di locazione');
    expect(text).toContain('800,00 € × 1,0135 = 810,80 €');
    expect(text).toContain('75 % × 1,80 % = 1,35 %');
    expect(text).toContain('aprile 2026');
    expect(text).toContain('01/03/2026');
  });

  it("another landlord's contract is 404; a tenant and a visitor are refused", async () => {
    const { id } = await leaseContract();
    const applied = await apply(owner, id, { anniversary: '2026-03-01', change: '1,8', effectiveFrom: '2026-04-01' });
    expect((await proposal(other, id)).status).toBe(404);
    expect((await preview(other, id, '1')).status).toBe(404);
    expect(
      (await apply(other, id, { anniversary: '2026-03-01', change: '1', effectiveFrom: '2026-04-01' })).status,
    ).toBe(404);
    expect((await other.get(`/api/contracts/${id}/rent-update/${applied.body.id}/letter`)).status).toBe(404);
    expect((await proposal(tenant, id)).status).toBe(403);
    expect((await ctx.agent().get(`/api/contracts/${id}/rent-update`)).status).toBe(401);
    expect(await updates(id)).toHaveLength(1);
  });
});

describe('Scadenze (GET /api/deadlines/page)', () => {
  it('lists every upcoming deadline soonest first, filtered by kind and property', async () => {
    const solo = await ctx.createLandlord();
    const h1 = await seedProperty(ctx, solo.user.id, ['A']);
    const h2 = await seedProperty(ctx, solo.user.id, ['A']);
    const c1 = (await contractOn(solo, h1.property.id, h1.rooms[0]!.id, {
      start: '2025-06-10',
      end: '2029-06-09',
      occupants: 1,
    })) as string;
    const c2 = (await contractOn(solo, h2.property.id, h2.rooms[0]!.id, {
      start: '2026-03-01',
      end: '2026-08-31',
      occupants: 1,
    })) as string;
    await ctx.db
      .update(contract)
      .set({ contractType: 'libero_4_4', istatUpdateShare: 100, registrationDate: '2025-06-20', rentAmount: 80000 })
      .where(eq(contract.id, c1));
    await ctx.db.update(contract).set({ contractType: 'transitorio' }).where(eq(contract.id, c2));
    const { status, body } = await answer(solo.api.deadlines.page.$get({ query: {} }));
    expect(status).toBe(200);
    expect(body.items.map((d: DeadlineItem) => `${d.date} ${d.kind} ${d.contractId === c1 ? 'c1' : 'c2'}`)).toEqual([
      '2026-03-31 registration c2',
      '2026-06-10 istat c1',
      '2026-07-10 registration_tax c1',
      '2026-08-31 expiry c2',
    ]);
    expect(body.items[2]!.amount).toBe(19200);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    const byKind = await answer(solo.api.deadlines.page.$get({ query: { kind: 'istat' } }));
    expect(byKind.body.items.map((d: DeadlineItem) => d.contractId)).toEqual([c1]);
    const byProperty = await answer(solo.api.deadlines.page.$get({ query: { propertyId: h2.property.id } }));
    expect(byProperty.body.items.map((d: DeadlineItem) => d.kind)).toEqual(['registration', 'expiry']);
    const paged = await answer(solo.api.deadlines.page.$get({ query: { page: '2', pageSize: '25' } }));
    expect(paged.body.items).toEqual([]);
    // Nobody else's deadlines.
    const others = await answer(other.api.deadlines.page.$get({ query: { propertyId: h1.property.id } }));
    expect(others.body.items).toEqual([]);
  });

  it("marks a deadline past its date 'late' and today's 'today', past ones first; the calendar says it is late", async () => {
    const solo = await ctx.createLandlord();
    // Registrations not recorded: due 30 days after the start (12/03 past, 15/03 today, 31/03 ahead).
    const starts = { late: '2026-02-10', today: '2026-02-13', ahead: '2026-03-01' };
    const ids: Record<string, string> = {};
    for (const [key, start] of Object.entries(starts)) {
      const h = await seedProperty(ctx, solo.user.id, ['A']);
      ids[key] = (await contractOn(solo, h.property.id, h.rooms[0]!.id, {
        start,
        end: '2026-08-31',
        occupants: 1,
      })) as string;
    }
    const { body } = await answer(solo.api.deadlines.page.$get({ query: { kind: 'registration' } }));
    expect(body.items.map((d: { date: string; timing: string }) => `${d.date} ${d.timing}`)).toEqual([
      '2026-03-12 late',
      '2026-03-15 today',
      '2026-03-31 upcoming',
    ]);
    expect(body.items[0].contractId).toBe(ids.late);

    const url = new URL((await answer(solo.api.deadlines.calendar.$post())).body.url);
    const feed = await ctx.agent().get(url.pathname);
    const events = new ICAL.Component(ICAL.parse(feed.text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const registration = (date: string) =>
      events.find((e) => e.startDate.toString() === date && e.summary.includes('Registrazione'));
    expect(registration('2026-03-12')?.summary).toMatch(/^In ritardo: Registrazione del contratto – /);
    expect(registration('2026-03-12')?.description).toMatch(/^In ritardo: Registrazione del contratto/);
    expect(registration('2026-03-15')?.summary).toMatch(/^Registrazione del contratto – /);
    expect(registration('2026-03-31')?.summary).toMatch(/^Registrazione del contratto – /);
  });

  it.each([
    [{ kind: 'tasse' }, LEASE_MESSAGES.invalidKind],
    [{ propertyId: 'x' }, 'ID proprietà non valido'],
    [{ page: '0' }, 'Numero di pagina non valido'],
  ])('refuses %j with a 400', async (query, message) => {
    const res = await answer(owner.api.deadlines.page.$get({ query: query as Record<string, string> }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('is for landlords only', async () => {
    expect((await tenant.get('/api/deadlines/page')).status).toBe(403);
    expect((await ctx.agent().get('/api/deadlines/page')).status).toBe(401);
  });
});

describe('calendar link (iCalendar feed)', () => {
  it('hands out the link once, serves the deadlines as events, and a regenerated or revoked link is 404', async () => {
    const solo = await ctx.createLandlord();
    const h = await seedProperty(ctx, solo.user.id, ['A']);
    const id = (await contractOn(solo, h.property.id, h.rooms[0]!.id, {
      start: '2025-06-10',
      end: '2029-06-09',
      occupants: 1,
    })) as string;
    await ctx.db
      .update(contract)
      .set({ contractType: 'libero_4_4', istatUpdateShare: 75, registrationDate: '2025-06-20', rentAmount: 80000 })
      .where(eq(contract.id, id));
    expect((await answer(solo.api.deadlines.calendar.$get())).body).toEqual({ active: false, createdAt: null });
    const created = await answer(solo.api.deadlines.calendar.$post());
    expect(created.status).toBe(201);
    const url = new URL(created.body.url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await answer(solo.api.deadlines.calendar.$get())).body.active).toBe(true);

    const feed = await ctx.agent().get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const vcalendar = new ICAL.Component(ICAL.parse(feed.text));
    const events = vcalendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const seen = events.map((e) => `${e.startDate.toString()} ${e.summary}`);
    const [tenantRow] = await ctx.db.select().from(contract).where(eq(contract.id, id));
    const tenantName = `${tenantRow!.tenantFirstName} ${tenantRow!.tenantLastName}`;
    expect(seen).toContain(`2026-06-10 Aggiornamento ISTAT – ${h.property.name}, ${tenantName}`);
    expect(
      events
        .find((e) => e.summary.replace(/\s/g, ' ').startsWith('Imposta di registro annuale (192,00 €)'))
        ?.startDate.toString(),
    ).toBe('2026-07-10');
    expect(events.every((e) => e.startDate.isDate)).toBe(true);
    expect(events[0]!.description).toContain(`/dashboard/landlord/contracts/${id}`);

    // Regenerate: the old link dies.
    const again = await answer(solo.api.deadlines.calendar.$post());
    expect((await ctx.agent().get(url.pathname)).status).toBe(404);
    const next = new URL(again.body.url).pathname;
    expect((await ctx.agent().get(next)).status).toBe(200);
    // Revoke: 404.
    expect((await answer(solo.api.deadlines.calendar.$delete())).status).toBe(204);
    expect((await ctx.agent().get(next)).status).toBe(404);
    expect((await answer(solo.api.deadlines.calendar.$get())).body.active).toBe(false);
    // Garbage: 404, never 500.
    expect((await ctx.agent().get('/api/calendar/nope')).status).toBe(404);
    expect((await ctx.agent().get(`/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
  });

  it("limits feed lookups per client address with the statement links' budget: the (N+1)th is 429", async () => {
    const solo = await ctx.createLandlord();
    const url = new URL((await answer(solo.api.deadlines.calendar.$post())).body.url);
    const guesser = ctx.agent();
    const limit = ctx.env.statementRateLimit;
    for (let i = 0; i < limit - 1; i++) {
      expect((await guesser.get(`/api/calendar/${'G'.repeat(42)}${i % 10}.ics`)).status).toBe(404);
    }
    expect((await guesser.get(url.pathname)).status).toBe(200);
    const refused = await guesser.get(url.pathname);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    // A statement lookup from the same address is refused too: one budget; another address is not.
    expect((await guesser.get(`/api/statement/${'S'.repeat(43)}`)).status).toBe(429);
    expect((await ctx.agent().get(url.pathname)).status).toBe(200);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 61_000));
    expect((await guesser.get(url.pathname)).status).toBe(200);
  });

  it('is for landlords only', async () => {
    expect((await tenant.post('/api/deadlines/calendar', {})).status).toBe(403);
    expect((await ctx.agent().post('/api/deadlines/calendar', {})).status).toBe(401);
  });
});
