import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { today as todayOf } from '../../lib/clock';
import { findLandlordProperty } from './find-landlord-property';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';

/**
 * delete-property (docs/domain.md §7): refused while a non-deleted contract is current or future
 * (no end, or end ≥ today); otherwise the property is soft-deleted and its rooms and bills
 * disappear with it. The property row is locked so a contract created at the same moment
 * (which must lock it too) cannot slip in between the check and the delete.
 */
export async function deleteProperty(opts: { db: Db; clock: Clock; landlordId: string; propertyId: string }) {
  const today = todayOf(opts.clock);
  await opts.db.transaction(async (tx) => {
    const target = await findLandlordProperty({
      db: tx,
      landlordId: opts.landlordId,
      propertyId: opts.propertyId,
      lock: 'update',
      notFoundMessage: PROPERTY_MESSAGES.propertyNotFoundEdit,
    });

    const [blocking] = await tx
      .select({ id: contract.id })
      .from(contract)
      .where(
        and(
          eq(contract.propertyId, target.id),
          isNull(contract.deletedAt),
          or(isNull(contract.endDate), gte(contract.endDate, today)),
        ),
      )
      .limit(1);
    if (blocking) throw new AppError('CONFLICT', PROPERTY_MESSAGES.propertyHasContracts);

    await tx
      .update(property)
      .set({ deletedAt: opts.clock.now(), updatedAt: opts.clock.now() })
      .where(eq(property.id, target.id));
  });
}
