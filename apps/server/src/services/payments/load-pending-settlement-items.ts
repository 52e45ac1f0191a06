import type { Queryable } from '../../db/client';
import type { ContractSet } from './contract-set';
import { pendingSettlementItemCondition } from './pending-settlement-item-condition';
import { selectSettlementItems } from './select-settlement-items';

/**
 * What a conguaglio of each contract would take (pendingSettlementItemCondition, DOMAIN §6), with
 * their bill's category and period for bill shares, in the order they were recorded (one query
 * for any number of contracts). Read by the financials (previews, the contract tab, the public
 * statement) and by settleContract under the contract's lock, so a preview is what settling does.
 */
export async function loadPendingSettlementItems(opts: { db: Queryable; contractIds: ContractSet }) {
  return selectSettlementItems(opts.db, pendingSettlementItemCondition(opts.contractIds));
}
