import type { RoomInput } from '@casaconti/core/schemas/property';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { room } from '../../db/schema';
import { findLandlordRoom } from './find-landlord-room';
import { roomColumns } from './property-columns';

/** update_room: the room is reached only through a live property of this landlord (docs/domain.md §8). */
export async function updateRoom(opts: { db: Db; landlordId: string; roomId: string; input: RoomInput }) {
  return opts.db.transaction(async (tx) => {
    const target = await findLandlordRoom({ db: tx, landlordId: opts.landlordId, roomId: opts.roomId, lock: 'update' });
    const [updated] = await tx
      .update(room)
      .set({ name: opts.input.name, description: opts.input.description, weight: opts.input.weight })
      .where(eq(room.id, target.id))
      .returning(roomColumns);
    return updated!;
  });
}
