import type { RoomInput } from '@casaconti/core/schemas/property';
import type { Db } from '../../db/client';
import { room } from '../../db/schema';
import { findLandlordProperty } from './find-landlord-property';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { roomColumns } from './property-columns';

/** add_room: returns the new room. A share lock keeps the property from being deleted meanwhile. */
export async function addRoom(opts: { db: Db; landlordId: string; propertyId: string; input: RoomInput }) {
  return opts.db.transaction(async (tx) => {
    const target = await findLandlordProperty({
      db: tx,
      landlordId: opts.landlordId,
      propertyId: opts.propertyId,
      lock: 'share',
      notFoundMessage: PROPERTY_MESSAGES.propertyNotFoundEdit,
    });
    const [created] = await tx
      .insert(room)
      .values({
        propertyId: target.id,
        name: opts.input.name,
        description: opts.input.description,
        weight: opts.input.weight,
      })
      .returning(roomColumns);
    return created!;
  });
}
