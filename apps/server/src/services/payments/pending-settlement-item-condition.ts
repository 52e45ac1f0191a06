import { and, isNull, type SQL } from 'drizzle-orm';
import { settlementItem } from '../../db/schema';
import { type ContractSet, inContracts } from './contract-set';

/**
 * The one definition of what a conguaglio would take (DOMAIN §6), in SQL: the contracts'
 * settlement items not yet in a settlement and not deleted. loadPendingSettlementItems reads them,
 * the payments overview sums their debits.
 */
export function pendingSettlementItemCondition(contracts: ContractSet): SQL {
  return and(
    inContracts(settlementItem.contractId, contracts),
    isNull(settlementItem.settlementId),
    isNull(settlementItem.deletedAt),
  ) as SQL;
}
