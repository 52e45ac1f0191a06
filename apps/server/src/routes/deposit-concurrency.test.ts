import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositClosing, depositDeduction } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { contractBody, createContractVia, seedProperty } from './contracts.test-support';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL).
let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext({ now: '2025-03-15T10:00:00Z' });
  landlord = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

/** 1.500,00 € received 01/07/2024 on a contract from that day (docs/domain.md §14's example). */
async function depositContract() {
  const h = await seedProperty(ctx, landlord.user.id, ['Stanza A']);
  return createContractVia(
    landlord,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      contractDetails: {
        start_date: '2024-07-01',
        end_date: '2028-06-30',
        rent_amount: 50000,
        deposit_amount: 150000,
        deposit_received_on: '2024-07-01',
        deposit_held_as: 'Libretto bancario',
      },
    }),
  );
}

describe("'Chiudi deposito' clicked twice at once (PostgreSQL)", () => {
  it('parallel requests with one idempotency key store one closing and all answer it (decision 162)', async () => {
    const id = await depositContract();
    const idempotencyKey = crypto.randomUUID();
    const body = { closed_on: '2025-03-15', deductions: [{ reason: 'Pulizie', amount: 5000 }], idempotencyKey };
    const results = await Promise.all([1, 2, 3].map(() => landlord.post(`/api/contracts/${id}/deposit/closing`, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.closingId)).size).toBe(1);
    const closings = await ctx.db.select().from(depositClosing).where(eq(depositClosing.contractId, id));
    expect(closings).toHaveLength(1);
    const deductions = await ctx.db
      .select()
      .from(depositDeduction)
      .where(eq(depositDeduction.closingId, closings[0]!.id));
    expect(deductions).toHaveLength(1);
  });
});
