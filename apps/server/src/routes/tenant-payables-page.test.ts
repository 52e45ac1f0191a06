/**
 * GET /api/tenant/payables/page (decision 121): the tenant's payables, paged in SQL, filtered by
 * status and contract, sorted by due date, with the total and the sum over every page; another
 * tenant's payables never listed nor counted; a malformed query answers 400 in Italian.
 */
import { LIST_MESSAGES } from '@casaconti/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, payable } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { seedProperty } from './contracts.test-support';
import { itRefusesMalformedQueries } from './lists.test-support';

type Agent = Awaited<ReturnType<TestContext['createTenant']>>;
type Item = { contractId: string; propertyName: string; amount: number; status: string; due_date: string };

let ctx: TestContext;
let tenant: Agent;
let other: Agent;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let home: string;
let second: string;
let foreignContract: string;
/** Today is 2026-03-15 (the harness clock). */
const PAID = 10; // 2025-01-05 … 2025-10-05, paid
const OPEN = 20; // 2025-11-05 … 2027-06-05, due: the 5 before today (… 2026-03-05) are overdue
const OVERDUE = 5;

async function insertContract(propertyId: string, tenantId: string, accepted = true) {
  const [row] = await ctx.db
    .insert(contract)
    .values({
      propertyId,
      tenantId,
      tenantFirstName: 'Marco',
      tenantLastName: 'Rossi',
      tenantEmail: 'inquilino@example.com',
      acceptedAt: accepted ? new Date('2025-01-01T00:00:00Z') : null,
      startDate: '2025-01-01',
      rentAmount: 50000,
    })
    .returning();
  return row!.id;
}

const month = (i: number) => {
  const d = new Date(Date.UTC(2025, i, 5));
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  other = await ctx.createTenant();
  const casa = await seedProperty(ctx, landlord.user.id);
  const attico = await seedProperty(ctx, landlord.user.id);
  home = await insertContract(casa.property.id, tenant.user.id);
  second = await insertContract(attico.property.id, tenant.user.id);
  foreignContract = await insertContract(casa.property.id, other.user.id);
  const notAccepted = await insertContract(attico.property.id, tenant.user.id, false);
  // The home contract: 30 monthly rents of 500 € + i cents, the first 10 paid.
  await ctx.db.insert(payable).values(
    Array.from({ length: PAID + OPEN }, (_, i) => ({
      contractId: home,
      type: 'rent',
      amount: 50000 + i,
      status: i < PAID ? ('paid' as const) : ('due' as const),
      dueDate: month(i),
      periodStartDate: month(i),
    })),
  );
  // The second contract: one due fixed fee, and a cancelled one (never listed).
  await ctx.db.insert(payable).values([
    { contractId: second, type: 'fixed_fee', amount: 3000, status: 'due', dueDate: '2026-04-01' },
    { contractId: second, type: 'fixed_fee', amount: 9999, status: 'cancelled', dueDate: '2026-04-02' },
  ]);
  // Another tenant's and a not accepted contract's payables: never listed, never counted.
  await ctx.db.insert(payable).values([
    { contractId: foreignContract, type: 'rent', amount: 77700, status: 'due', dueDate: '2025-06-01' },
    { contractId: notAccepted, type: 'rent', amount: 88800, status: 'due', dueDate: '2025-06-01' },
  ]);
});

afterAll(async () => {
  await ctx?.close();
});

const payablesPage = async (who: Agent, query: Record<string, string> = {}) =>
  who.get(`/api/tenant/payables/page?${new URLSearchParams(query)}`);

const rentSum = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => 50000 + from + i).reduce((a, b) => a + b, 0);

describe('GET /api/tenant/payables/page (decision 121)', () => {
  it('pages the own payables oldest due first, with the total and the sum over every page', async () => {
    const first = await payablesPage(tenant);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 31, page: 1, pageSize: 25 });
    expect(first.body.totalAmount).toBe(rentSum(0, 30) + 3000);
    expect(first.body.items).toHaveLength(25);
    expect(first.body.items[0]).toMatchObject({
      contractId: home,
      due_date: '2025-01-05',
      status: 'paid',
      paid_amount: 50000,
    });
    const page2 = (await payablesPage(tenant, { page: '2' })).body;
    expect(page2.items.map((p: Item) => p.due_date)).toEqual([
      '2027-01-05',
      '2027-02-05',
      '2027-03-05',
      '2027-04-05',
      '2027-05-05',
      '2027-06-05',
    ]);
    expect(page2.items.filter((p: Item) => p.contractId === foreignContract)).toEqual([]);
    expect(page2.contracts.map((c: { id: string }) => c.id).sort()).toEqual([home, second].sort());
  });

  it('filters by status (overdue derived from today) and by contract; sorts by due date newest first', async () => {
    const overdue = (await payablesPage(tenant, { status: 'overdue', pageSize: '50' })).body;
    expect(overdue.total).toBe(OVERDUE);
    expect(overdue.totalAmount).toBe(rentSum(PAID, PAID + OVERDUE));
    expect(overdue.items.every((p: Item) => p.status === 'overdue')).toBe(true);
    const due = (await payablesPage(tenant, { status: 'due', pageSize: '50' })).body;
    expect(due).toMatchObject({ total: OPEN - OVERDUE + 1, totalAmount: rentSum(PAID + OVERDUE, PAID + OPEN) + 3000 });
    const paid = (await payablesPage(tenant, { status: 'paid' })).body;
    expect(paid).toMatchObject({ total: PAID, totalAmount: rentSum(0, PAID) });
    const onlySecond = (await payablesPage(tenant, { contractId: second })).body;
    expect(onlySecond).toMatchObject({ total: 1, totalAmount: 3000 });
    const newest = (await payablesPage(tenant, { sort: 'due_desc' })).body;
    expect(newest.items[0].due_date).toBe(month(29));
  });

  it("never lists nor counts another tenant's payables, even asked by contract", async () => {
    const asked = (await payablesPage(tenant, { contractId: foreignContract })).body;
    expect(asked).toMatchObject({ total: 0, totalAmount: 0, items: [] });
    const theirs = (await payablesPage(other)).body;
    expect(theirs).toMatchObject({ total: 1, totalAmount: 77700 });
    // A landlord who rents nothing has no tenant area: nothing listed.
    expect((await payablesPage(landlord)).body).toMatchObject({ total: 0, items: [], contracts: [] });
  });

  it('refuses anonymous callers', async () => {
    expect((await ctx.agent().get('/api/tenant/payables/page')).status).toBe(401);
  });

  itRefusesMalformedQueries(
    [
      ['status=cancelled', 'status', LIST_MESSAGES.invalidPayableStatus],
      ['contractId=nope', 'contractId', LIST_MESSAGES.invalidContractId],
      ['sort=amount_desc', 'sort', LIST_MESSAGES.invalidSort],
      ['pageSize=7', 'pageSize', LIST_MESSAGES.invalidPageSize],
      ['page=0', 'page', LIST_MESSAGES.invalidPage],
    ],
    (query) => tenant.get(`/api/tenant/payables/page?${query}`),
  );
});
