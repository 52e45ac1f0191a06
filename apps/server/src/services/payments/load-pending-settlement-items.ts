import { and, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { settlementItem } from '../../db/schema';
import { selectSettlementItems } from './select-settlement-items';

/**
 * The one definition of what a conguaglio would take (DOMAIN §6): the contracts' settlement items
 * not yet in a settlement and not deleted, with their bill's category and period for bill shares,
 * in the order they were recorded (one query for any number of contracts). Read by the financials
 * (previews, the contract tab, the public statement) and by settleContract under the contract's
 * lock, so a preview is what settling does.
 */
export async function loadPendingSettlementItems(opts: { db: Queryable; contractIds: readonly string[] }) {
  return selectSettlementItems(
    opts.db,
    and(
      inArray(settlementItem.contractId, [...opts.contractIds]),
      isNull(settlementItem.settlementId),
      isNull(settlementItem.deletedAt),
    ),
  );
}
