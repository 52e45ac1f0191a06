import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, billSplit, contract, payable, settlementItem } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { billBody, contractOn } from './bills.test-support';
import { agreements, contractBody, createContractVia, editBody, seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL); PGlite has one connection and would run the requests one after
// the other, proving nothing.

describe('bills and simultaneous requests', () => {
  let ctx: TestContext;
  let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    landlord = await ctx.createLandlord();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('ten simultaneous submissions of one form record exactly one bill, all answered with it', async () => {
    const home = await seedProperty(ctx, landlord.user.id, ['Unica']);
    await contractOn(landlord, home.property.id, home.rooms[0]!.id, {
      start: '2025-01-01',
      end: '2026-12-31',
      occupants: 1,
    });
    const body = billBody(home.property.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => answer(landlord.api.bills.$post({ json: body }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    const ids = new Set(results.map((r) => r.body.billId));
    expect(ids.size).toBe(1);
    const bills = await ctx.db.select().from(bill).where(eq(bill.propertyId, home.property.id));
    expect(bills).toHaveLength(1);
    const splits = await ctx.db.select().from(billSplit).where(eq(billSplit.billId, bills[0]!.id));
    expect(splits).toHaveLength(1);
    const payables = await ctx.db.select().from(payable).where(eq(payable.billSplitId, splits[0]!.id));
    expect(payables).toHaveLength(1);
  });

  it('a bill recorded while a participating contract is deleted leaves a consistent state, whichever wins', async () => {
    for (let round = 0; round < 6; round++) {
      const home = await seedProperty(ctx, landlord.user.id, ['A', 'B']);
      const staying = await contractOn(landlord, home.property.id, home.rooms[0]!.id, {
        start: '2025-01-01',
        end: '2026-12-31',
        occupants: 1,
        costModels: { electricity: 'settlement' },
      });
      const leaving = await contractOn(landlord, home.property.id, home.rooms[1]!.id, {
        start: '2025-01-01',
        end: '2026-12-31',
        occupants: 1,
        costModels: { electricity: 'consumption_based' },
      });
      const [created, deleted] = await Promise.all([
        answer(landlord.api.bills.$post({ json: billBody(home.property.id) })),
        answer(landlord.api.contracts[':id'].$delete({ param: { id: leaving } })),
      ]);
      expect(created.status).toBe(201);
      expect(deleted.status).toBe(200);

      const splits = await ctx.db.select().from(billSplit).where(eq(billSplit.billId, created.body.billId));
      // The shares always add up to the bill, with or without the deleted contract.
      expect(splits.reduce((sum, s) => sum + s.calculatedAmount, 0)).toBe(30000);
      expect(splits.map((s) => s.contractId)).toContain(staying);
      const leavingSplit = splits.find((s) => s.contractId === leaving);
      const [deletedContract] = await ctx.db.select().from(contract).where(eq(contract.id, leaving));
      expect(deletedContract!.deletedAt).not.toBeNull();
      if (leavingSplit) {
        // The bill came first: the deletion then cancelled the unpaid payable of that split.
        expect(created.body.splits).toHaveLength(2);
        const [p] = await ctx.db.select().from(payable).where(eq(payable.billSplitId, leavingSplit.id));
        expect(p!.status).toBe('cancelled');
        expect(leavingSplit.calculatedAmount).toBe(15000);
      } else {
        // The deletion came first: the bill was split on the staying contract alone.
        expect(created.body.splits).toEqual([
          expect.objectContaining({ contractId: staying, calculated_amount: 30000 }),
        ]);
      }
      const debits = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(settlementItem)
        .where(
          and(
            eq(settlementItem.contractId, staying),
            inArray(
              settlementItem.billSplitId,
              splits.map((s) => s.id),
            ),
          ),
        );
      expect(debits[0]!.n).toBe(1);
    }
  });

  it('a bill recorded while a participant’s terms are edited uses the old terms or the new ones, never a mix', async () => {
    for (let round = 0; round < 6; round++) {
      const home = await seedProperty(ctx, landlord.user.id, ['A']);
      const created = contractBody(home.property.id, [home.rooms[0]!.id], {
        contractDetails: { start_date: '2025-01-01', end_date: '2026-12-31', number_of_occupants: 1 },
        utilityAgreements: agreements({ electricity: 'consumption_based' }),
      });
      const contractId = await createContractVia(landlord, created);
      const edit = editBody(created, {
        contractDetails: { number_of_occupants: 3 },
        utilityAgreements: agreements({ electricity: 'settlement' }),
      });
      const [bill, edited] = await Promise.all([
        answer(landlord.api.bills.$post({ json: billBody(home.property.id) })),
        answer(landlord.api.contracts[':id'].$put({ param: { id: contractId }, json: edit })),
      ]);
      expect(bill.status).toBe(201);
      expect(edited.status, edited.text).toBe(200);
      const [split] = await ctx.db.select().from(billSplit).where(eq(billSplit.billId, bill.body.billId));
      const seen = [split!.numberOfOccupants, split!.costModelApplied];
      expect([
        [1, 'consumption_based'],
        [3, 'settlement'],
      ]).toContainEqual(seen);
      const payables = await ctx.db.select().from(payable).where(eq(payable.billSplitId, split!.id));
      const debits = await ctx.db.select().from(settlementItem).where(eq(settlementItem.billSplitId, split!.id));
      expect([payables.length, debits.length]).toEqual(seen[1] === 'settlement' ? [0, 1] : [1, 0]);
    }
  });
});
