import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, room } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { today as todayOf } from '../../lib/clock';
import { currentContractCondition } from './current-contract';
import { findLandlordProperty } from './find-landlord-property';
import { propertyDetailsColumns, roomColumns } from './property-columns';

type RoomItem = { id: string; name: string; description: string | null; weight: string | null };

export type ActiveContract = {
  id: string;
  tenant: { firstName: string; lastName: string };
  rent_amount: number;
  start_date: string;
  end_date: string | null;
  rooms: RoomItem[];
};

/**
 * get_property_details: the property, its current contracts with their rooms, its vacant rooms,
 * and all its rooms (for the edit page). The property read with its ownership check
 * (findLandlordProperty), then two queries whatever the number of rooms or contracts.
 */
export async function getPropertyDetails(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  propertyId: string;
}) {
  const { db, landlordId, propertyId } = opts;
  const today = todayOf(opts.clock);

  const details = await findLandlordProperty({ db, landlordId, propertyId, columns: propertyDetailsColumns });

  const [rooms, contractRows] = await Promise.all([
    db
      .select(roomColumns)
      .from(room)
      .where(and(eq(room.propertyId, propertyId), isNull(room.deletedAt)))
      .orderBy(asc(room.createdAt), asc(room.id)),
    db
      .select({
        id: contract.id,
        firstName: contract.tenantFirstName,
        lastName: contract.tenantLastName,
        rent_amount: contract.rentAmount,
        start_date: contract.startDate,
        end_date: contract.endDate,
        roomId: contractRoom.roomId,
      })
      .from(contract)
      .leftJoin(contractRoom, and(eq(contractRoom.contractId, contract.id), isNull(contractRoom.deletedAt)))
      .where(and(eq(contract.propertyId, propertyId), currentContractCondition(today)))
      .orderBy(asc(contract.startDate), asc(contract.createdAt), asc(contract.id)),
  ]);

  const roomIndex = new Map(rooms.map((r, i) => [r.id, i]));
  const contracts = new Map<string, ActiveContract>();
  const occupied = new Set<string>();
  for (const row of contractRows) {
    let item = contracts.get(row.id);
    if (!item) {
      item = {
        id: row.id,
        tenant: { firstName: row.firstName, lastName: row.lastName },
        rent_amount: row.rent_amount,
        start_date: row.start_date,
        end_date: row.end_date,
        rooms: [],
      };
      contracts.set(row.id, item);
    }
    const index = row.roomId === null ? undefined : roomIndex.get(row.roomId);
    // Rooms are merged and de-duplicated by id (docs/product.md §3); a deleted room is not shown.
    if (index !== undefined && !item.rooms.some((r) => r.id === row.roomId)) {
      item.rooms.push(rooms[index]!);
      occupied.add(row.roomId!);
    }
  }
  for (const item of contracts.values()) {
    item.rooms.sort((a, b) => roomIndex.get(a.id)! - roomIndex.get(b.id)!);
  }

  return {
    propertyDetails: details!,
    contractsAndRooms: {
      activeContracts: [...contracts.values()],
      vacantRooms: rooms.filter((r) => !occupied.has(r.id)),
    },
    rooms,
  };
}
