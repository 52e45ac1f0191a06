import { bill, billSplit } from '../../db/schema';

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
};
