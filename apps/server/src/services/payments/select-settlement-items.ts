import { asc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bill, billSplit, settlementItem } from '../../db/schema';

/**
 * The settlement items `where` selects, with their bill's category and period for bill shares,
 * in the order they were recorded: what a conguaglio takes (loadPendingSettlementItems) and what
 * one took (getSettlementDetails) read the same rows the same way.
 */
export function selectSettlementItems(db: Queryable, where: SQL | undefined) {
  return db
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
    .where(where)
    .orderBy(asc(settlementItem.createdAt), asc(settlementItem.id));
}
