import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bill, billSplit, settlementItem } from '../../db/schema';

/**
 * The one definition of what a conguaglio would take (DOMAIN §6): the contract's settlement items
 * not yet in a settlement and not deleted, with their bill's category and period for bill shares,
 * in the order they were recorded. Read by the financials (previews, the contract tab, the public
 * statement) and by settleContract under the contract's lock, so a preview is what settling does.
 */
export async function loadPendingSettlementItems(opts: { db: Queryable; contractId: string }) {
  return opts.db
    .select({
      id: settlementItem.id,
      kind: settlementItem.kind,
      sourceType: settlementItem.sourceType,
      amount: settlementItem.amount,
      createdAt: settlementItem.createdAt,
      billCategory: bill.category,
      billPeriodStartDate: bill.periodStartDate,
      billPeriodEndDate: bill.periodEndDate,
    })
    .from(settlementItem)
    .leftJoin(billSplit, eq(billSplit.id, settlementItem.billSplitId))
    .leftJoin(bill, eq(bill.id, billSplit.billId))
    .where(
      and(
        eq(settlementItem.contractId, opts.contractId),
        isNull(settlementItem.settlementId),
        isNull(settlementItem.deletedAt),
      ),
    )
    .orderBy(asc(settlementItem.createdAt), asc(settlementItem.id));
}
