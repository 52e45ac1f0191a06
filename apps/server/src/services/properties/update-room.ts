import type { RoomInput } from '@casaconti/core/schemas/property';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { property, room } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PROPERTY_MESSAGES } from './messages';
import { roomColumns } from './property-columns';

/** update_room: the room is reached only through a live property of this landlord (DOMAIN §8). */
export async function updateRoom(opts: { db: Db; landlordId: string; roomId: string; input: RoomInput }) {
  const ownProperties = opts.db
    .select({ id: property.id })
    .from(property)
    .where(and(eq(property.landlordId, opts.landlordId), isNull(property.deletedAt)));
  const [updated] = await opts.db
    .update(room)
    .set({ name: opts.input.name, description: opts.input.description })
    .where(and(eq(room.id, opts.roomId), isNull(room.deletedAt), inArray(room.propertyId, ownProperties)))
    .returning(roomColumns);
  if (!updated) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.roomNotFound);
  return updated;
}
