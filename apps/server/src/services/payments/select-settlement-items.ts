import { asc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bill, billSplit, payable, settlementItem } from '../../db/schema';
import { billShareColumns } from '../bills/bill-share-columns';

/**
 * The settlement items `where` selects, with their bill share (category, period, total, criterion)
 * for bill shares, and for a credit from a paid advance the first day the advance covers
 * (advancePeriodStartDate: it is dated by that month, DOMAIN §6), in the order they were recorded: what a conguaglio takes
 * (loadPendingSettlementItems), what one took (getSettlementDetails) and what a statement shows
 * (loadStatements) read the same rows the same way.
 */
export function selectSettlementItems(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: settlementItem.id,
      contractId: settlementItem.contractId,
      settlementId: settlementItem.settlementId,
      kind: settlementItem.kind,
      sourceType: settlementItem.sourceType,
      amount: settlementItem.amount,
      notes: settlementItem.notes,
      createdAt: settlementItem.createdAt,
      advancePeriodStartDate: payable.periodStartDate,
      ...billShareColumns,
    })
    .from(settlementItem)
    .leftJoin(payable, eq(payable.id, settlementItem.payableId))
    .leftJoin(billSplit, eq(billSplit.id, settlementItem.billSplitId))
    .leftJoin(bill, eq(bill.id, billSplit.billId))
    .where(where)
    .orderBy(asc(settlementItem.createdAt), asc(settlementItem.id));
}
