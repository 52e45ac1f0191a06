import { eq, type SQL } from 'drizzle-orm';
import { payable } from '../../db/schema';

/**
 * A payable the tenant still has to pay, in SQL: stored status 'due' (core isOutstanding's due and
 * overdue: 'overdue' is a 'due' past its date; paid and cancelled ones are not). The payments
 * page's reads select and sum only these.
 */
export function outstandingPayableCondition(): SQL {
  return eq(payable.status, 'due');
}
