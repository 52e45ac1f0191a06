import type { RoomInput } from '@casaconti/core/schemas/property';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { property, room } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PROPERTY_MESSAGES } from './messages';
import { roomColumns } from './property-columns';

/** add_room: returns the new room. A share lock keeps the property from being deleted meanwhile. */
export async function addRoom(opts: { db: Db; landlordId: string; propertyId: string; input: RoomInput }) {
  return opts.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: property.id })
      .from(property)
      .where(
        and(eq(property.id, opts.propertyId), eq(property.landlordId, opts.landlordId), isNull(property.deletedAt)),
      )
      .for('share');
    if (!target) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.propertyNotFoundEdit);
    const [created] = await tx
      .insert(room)
      .values({ propertyId: target.id, name: opts.input.name, description: opts.input.description })
      .returning(roomColumns);
    return created!;
  });
}
