import { and, inArray, isNull, type SQL } from 'drizzle-orm';
import { settlementItem } from '../../db/schema';

/**
 * The one definition of what a conguaglio would take (DOMAIN §6), in SQL: the contracts'
 * settlement items not yet in a settlement and not deleted. loadPendingSettlementItems reads them,
 * the payments overview sums their debits.
 */
export function pendingSettlementItemCondition(contractIds: readonly string[]): SQL {
  return and(
    inArray(settlementItem.contractId, [...contractIds]),
    isNull(settlementItem.settlementId),
    isNull(settlementItem.deletedAt),
  ) as SQL;
}
