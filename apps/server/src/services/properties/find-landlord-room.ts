import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { property, room } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { landlordPropertyCondition } from './landlord-property-condition';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';

/**
 * A live room of a live property of the landlord, or 404 with the same body as a missing id
 * (docs/domain.md §8). `lock` locks the room row for the rest of the caller's transaction.
 */
export async function findLandlordRoom(opts: {
  db: Queryable;
  landlordId: string;
  roomId: string;
  lock?: 'share' | 'update';
}) {
  const query = opts.db
    .select({ id: room.id, propertyId: room.propertyId })
    .from(room)
    .innerJoin(property, eq(property.id, room.propertyId))
    .where(and(eq(room.id, opts.roomId), isNull(room.deletedAt), landlordPropertyCondition(opts.landlordId)));
  const [row] = opts.lock ? await query.for(opts.lock, { of: room }) : await query;
  if (!row) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.roomNotFound);
  return row;
}
