import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import type { AddRoomInput } from '@casaconti/core/schemas/property';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { room } from '../../db/schema';
import { findLandlordProperty } from './find-landlord-property';
import { roomColumns } from './property-columns';

/**
 * add_room: returns the new room. A share lock keeps the property from being deleted meanwhile.
 * With the dialog's key already used on this property it answers that room (`created: false`)
 * and stores nothing (decision 162); two requests with one key at once meet on the unique
 * (property, key) index: the second waits for the first and answers its room.
 */
export async function addRoom(opts: { db: Db; landlordId: string; propertyId: string; input: AddRoomInput }) {
  const { idempotencyKey, ...input } = opts.input;
  return opts.db.transaction(async (tx) => {
    const target = await findLandlordProperty({
      db: tx,
      landlordId: opts.landlordId,
      propertyId: opts.propertyId,
      lock: 'share',
      notFoundMessage: PROPERTY_MESSAGES.propertyNotFoundEdit,
    });
    const earlier = async () =>
      idempotencyKey
        ? (
            await tx
              .select(roomColumns)
              .from(room)
              .where(and(eq(room.propertyId, target.id), eq(room.idempotencyKey, idempotencyKey)))
          )[0]
        : undefined;
    const done = await earlier();
    if (done) return { created: false, room: done };
    const [created] = await tx
      .insert(room)
      .values({
        propertyId: target.id,
        name: input.name,
        description: input.description,
        weight: input.weight,
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: [room.propertyId, room.idempotencyKey] })
      .returning(roomColumns);
    if (created) return { created: true, room: created };
    // Another request with this key committed the room meanwhile.
    const replay = await earlier();
    if (!replay) throw new Error('room insert returned nothing');
    return { created: false, room: replay };
  });
}
