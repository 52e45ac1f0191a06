import { payment } from '../../db/schema';

/**
 * A payment as the ledger and its receipt show it (docs/domain.md §12): the amount, the day and the way
 * it was received, its note, its receipt number, and its reversal if any. Select with `payment`
 * in the query.
 */
export const paymentColumns = {
  amount: payment.amount,
  receivedOn: payment.receivedOn,
  method: payment.method,
  note: payment.note,
  receiptYear: payment.receiptYear,
  receiptNumber: payment.receiptNumber,
  reversedAt: payment.reversedAt,
  reversalReason: payment.reversalReason,
};
