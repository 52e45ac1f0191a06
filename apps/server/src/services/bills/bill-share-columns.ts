import { bill, billSplit } from '../../db/schema';
import { storedDecimal } from './get-bill-splits';

/**
 * A bill split and its bill, as a payable or a settlement item that comes from one shows it:
 * the bill's category, total and period, and this contract's criterion (days of overlap ×
 * occupants). Select with billSplit and bill joined.
 */
export const billShareColumns = {
  billId: bill.id,
  billCategory: bill.category,
  billTotal: bill.totalAmount,
  billPeriodStartDate: bill.periodStartDate,
  billPeriodEndDate: bill.periodEndDate,
  overlapDays: billSplit.overlapDays,
  occupants: billSplit.numberOfOccupants,
  /** Issue 21: the bill's criterion and this contract's numbers, for its own criterion line. */
  billSplitCriterion: bill.splitCriterion,
  billTotalWeight: storedDecimal(bill.totalWeight),
  splitWeight: storedDecimal(billSplit.weight),
  splitRoomCount: billSplit.roomCount,
  splitRoomWeight: storedDecimal(billSplit.roomWeight),
  splitReading: storedDecimal(billSplit.reading),
};
