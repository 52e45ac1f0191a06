import { payable } from '../../db/schema';

/**
 * A payable as the pages list it (the financials' payables, the tenant's payables): what it is,
 * for which period, how much, how much is covered, its stored status and due date. Select with
 * `payable` in the query.
 */
export const payableColumns = {
  id: payable.id,
  contractId: payable.contractId,
  type: payable.type,
  amount: payable.amount,
  allocatedAmount: payable.allocatedAmount,
  status: payable.status,
  periodStartDate: payable.periodStartDate,
  periodEndDate: payable.periodEndDate,
  dueDate: payable.dueDate,
};
