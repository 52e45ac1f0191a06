import { and, asc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, room } from '../../db/schema';
import { findLandlordProperty } from '../properties/find-landlord-property';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';

export type RoomAvailability = { id: string; name: string; description: string | null; available: boolean };

/**
 * get_rooms_availability (docs/domain.md §3): a room is unavailable when a live assignment of a
 * non-deleted contract overlaps [startDate, endDate], both days included; a null end on either
 * side is open. `excludeContractId` ignores that contract's own assignments (edit form).
 * One ownership check and one query.
 */
export async function getRoomsAvailability(opts: {
  db: Queryable;
  landlordId: string;
  propertyId: string;
  startDate: string;
  endDate: string | null;
  excludeContractId?: string | undefined;
}): Promise<RoomAvailability[]> {
  const { db, startDate, endDate } = opts;
  await findLandlordProperty({
    db,
    landlordId: opts.landlordId,
    propertyId: opts.propertyId,
    notFoundMessage: CONTRACT_MESSAGES.propertyNotFound,
  });

  const busy = db
    .select({ one: sql`1` })
    .from(contractRoom)
    .innerJoin(contract, eq(contract.id, contractRoom.contractId))
    .where(
      and(
        eq(contractRoom.roomId, room.id),
        isNull(contractRoom.deletedAt),
        isNull(contract.deletedAt),
        opts.excludeContractId ? ne(contractRoom.contractId, opts.excludeContractId) : undefined,
        endDate === null ? undefined : lte(contractRoom.startDate, endDate),
        or(isNull(contractRoom.endDate), gte(contractRoom.endDate, startDate)),
      ),
    );
  return db
    .select({
      id: room.id,
      name: room.name,
      description: room.description,
      available: sql<boolean>`not exists (${busy})`.mapWith(Boolean),
    })
    .from(room)
    .where(and(eq(room.propertyId, opts.propertyId), isNull(room.deletedAt)))
    .orderBy(asc(room.createdAt), asc(room.name), asc(room.id));
}
