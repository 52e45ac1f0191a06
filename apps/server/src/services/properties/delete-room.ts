import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, contractRoom, room } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findLandlordRoom } from './find-landlord-room';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';

/**
 * delete_room (docs/domain.md §3): refused while the room belongs to any non-deleted contract, past ones
 * included (their history names the room); otherwise soft-deleted. The room row is locked so a
 * contract being created for it (which must lock its rooms too) serializes with this check.
 */
export async function deleteRoom(opts: { db: Db; clock: Clock; landlordId: string; roomId: string }) {
  await opts.db.transaction(async (tx) => {
    const target = await findLandlordRoom({ db: tx, landlordId: opts.landlordId, roomId: opts.roomId, lock: 'update' });

    const [assignment] = await tx
      .select({ id: contractRoom.id })
      .from(contractRoom)
      .innerJoin(contract, eq(contract.id, contractRoom.contractId))
      .where(and(eq(contractRoom.roomId, target.id), isNull(contractRoom.deletedAt), isNull(contract.deletedAt)))
      .limit(1);
    if (assignment) throw new AppError('CONFLICT', PROPERTY_MESSAGES.roomInUse);

    await tx.update(room).set({ deletedAt: opts.clock.now() }).where(eq(room.id, target.id));
  });
}
