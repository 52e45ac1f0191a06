/**
 * The payments page's reads load only what is owed (the overview sums in SQL, previews and
 * balances read the outstanding payables only): their figures must be those of the complete
 * financials (loadContractsFinancials with every payable), for any mix of payables and items.
 */
import { PAYABLE_TYPES } from '@casaconti/core/constants';
import { sumCents } from '@casaconti/core/money';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payable, settlement, settlementItem } from '../../db/schema';
import {
  insertAcceptedContract,
  insertPayable,
  insertProperty,
  insertSettlement,
  insertSettlementItem,
  insertUser,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { loadContractsFinancials } from '../financials/load';
import { getContractsNetBalance } from './get-contracts-net-balance';
import { getPaymentsOverview } from './get-payments-overview';
import { getSettlementPreviews } from './get-settlement-previews';

let ctx: TestContext;
let landlordId: string;
/** The landlord's live contracts, then another landlord's and a deleted one (not on the page). */
let live: string[];
let all: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  landlordId = (await insertUser(ctx.db, { isLandlord: true })).id;
  const otherId = (await insertUser(ctx.db, { isLandlord: true })).id;
  const tenantId = (await insertUser(ctx.db)).id;
  const home = await insertProperty(ctx.db, landlordId);
  const elsewhere = await insertProperty(ctx.db, otherId);
  const on = async (propertyId: string, deletedAt: Date | null = null) =>
    (await insertAcceptedContract(ctx.db, { propertyId, tenantId, deletedAt })).id;
  live = [await on(home.id), await on(home.id), await on(home.id)];
  all = [...live, await on(elsewhere.id), await on(home.id, new Date('2026-02-01T00:00:00Z'))];
});
afterAll(async () => {
  await ctx.close();
});

const payableArb = fc.record({
  contract: fc.nat({ max: 4 }),
  type: fc.constantFrom(...PAYABLE_TYPES),
  status: fc.constantFrom('due', 'paid', 'cancelled' as const),
  amount: fc.integer({ min: -200_000, max: 200_000 }),
  dueDate: fc.constantFrom('2025-12-31', '2026-03-14', '2026-03-15', '2026-03-16', '2027-01-01'),
});
const itemArb = fc.record({
  contract: fc.nat({ max: 4 }),
  kind: fc.constantFrom('debit', 'credit' as const),
  sourceType: fc.constantFrom('manual_adjustment', 'settlement_base_fee' as const),
  amount: fc.integer({ min: 1, max: 200_000 }),
  settled: fc.boolean(),
  deleted: fc.boolean(),
});

async function reset() {
  await ctx.db.delete(settlementItem).where(inArray(settlementItem.contractId, all));
  await ctx.db.delete(payable).where(inArray(payable.contractId, all));
  await ctx.db.delete(settlement).where(inArray(settlement.contractId, all));
}

describe('payments page reads', () => {
  it('equal the complete financials of the landlord live contracts, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(payableArb, { maxLength: 12 }),
        fc.array(itemArb, { maxLength: 12 }),
        async (payables, items) => {
          await reset();
          for (const p of payables) {
            await insertPayable(ctx.db, {
              contractId: all[p.contract]!,
              type: p.type,
              status: p.status,
              amount: p.amount,
              dueDate: p.dueDate,
            });
          }
          for (const i of items) {
            const contractId = all[i.contract]!;
            await insertSettlementItem(ctx.db, {
              contractId,
              kind: i.kind,
              sourceType: i.sourceType,
              amount: i.amount,
              settlementId: i.settled ? (await insertSettlement(ctx.db, contractId)).id : null,
              deletedAt: i.deleted ? new Date('2026-03-01T00:00:00Z') : null,
            });
          }
          const opts = { db: ctx.db, clock: ctx.clock, landlordId };
          const complete = await loadContractsFinancials({ db: ctx.db, clock: ctx.clock, contractIds: live });
          const financials = live.map((id) => ({ id, f: complete.get(id)! }));

          expect(await getPaymentsOverview(opts)).toEqual({
            pendingSettlementsNetAmount: sumCents(financials.map(({ f }) => f.summary.net_settlement_preview)),
            pendingSplitsAmount: sumCents(
              financials.flatMap(({ f }) => f.pending_settlement_debits.map((d) => d.amount)),
            ),
            pendingCreditsAmount: sumCents(
              financials.flatMap(({ f }) => f.pending_settlement_credits.map((c) => c.amount)),
            ),
            pendingPaymentsAmount: sumCents(financials.map(({ f }) => f.summary.total_due)),
          });
          const balances = await getContractsNetBalance(opts);
          expect(
            balances
              .map((b) => ({ id: b.contractId, due: b.netAmountDue, payables: b.payables }))
              .sort((a, b) => a.id.localeCompare(b.id)),
          ).toEqual(
            financials
              .filter(({ f }) => f.payables.some((p) => p.status !== 'paid'))
              .map(({ id, f }) => ({
                id,
                due: f.summary.total_due,
                payables: f.payables.filter((p) => p.status !== 'paid'),
              }))
              .sort((a, b) => a.id.localeCompare(b.id)),
          );
          const previews = await getSettlementPreviews(opts);
          expect(
            previews
              .map((p) => ({ id: p.summary.contractId, net: p.summary.netAmountToBeSettled }))
              .sort((a, b) => a.id.localeCompare(b.id)),
          ).toEqual(
            financials
              .filter(({ f }) => f.pending_settlement_debits.length + f.pending_settlement_credits.length > 0)
              .map(({ id, f }) => ({ id, net: f.summary.net_settlement_preview }))
              .sort((a, b) => a.id.localeCompare(b.id)),
          );
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
