import { deriveContractStatus } from '@casaconti/core/contract-status';
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, property, room, user } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { tenantContractCondition } from './tenant-contract-condition';
import { landlordContractCondition } from './landlord-contract-condition';
import { contractTenantNameColumns, contractTermsColumns } from './contract-columns';
import { propertyAddressColumns } from '../properties/property-columns';

export type ContractPortfolioItem = {
  contractId: string;
  userRole: 'landlord' | 'tenant';
  status: ReturnType<typeof deriveContractStatus>;
  rentAmount: number;
  startDate: string;
  endDate: string | null;
  tenant: { firstName: string; lastName: string };
  property: { id: string; name: string; streetAddress: string; postalCode: string; province: string; country: string };
  rooms: { id: string; name: string }[];
};

/** A contracts row as the portfolio and the contracts page select it (contractTermsColumns, names, address). */
type PortfolioRow = {
  id: string;
  rentAmount: number;
  startDate: string;
  endDate: string | null;
  tenantFirstName: string;
  tenantLastName: string;
  deletedAt: Date | null;
  tenantStatus: string;
  acceptedAt: Date | null;
  propertyId: string;
  propertyName: string;
  streetAddress: string;
  postalCode: string;
  province: string;
  country: string;
};

/** One listed contract as both reads answer it, its status derived as of `asOf` (docs/domain.md §2). */
export function portfolioItem(
  r: PortfolioRow,
  extra: { userRole: ContractPortfolioItem['userRole']; rooms: ContractPortfolioItem['rooms']; asOf: string },
): ContractPortfolioItem {
  return {
    contractId: r.id,
    userRole: extra.userRole,
    status: deriveContractStatus(
      { deletedAt: r.deletedAt, endDate: r.endDate, tenantStatus: r.tenantStatus, accepted: r.acceptedAt !== null },
      extra.asOf,
    ),
    rentAmount: r.rentAmount,
    startDate: r.startDate,
    endDate: r.endDate,
    tenant: { firstName: r.tenantFirstName, lastName: r.tenantLastName },
    property: {
      id: r.propertyId,
      name: r.propertyName,
      streetAddress: r.streetAddress,
      postalCode: r.postalCode,
      province: r.province,
      country: r.country,
    },
    rooms: extra.rooms,
  };
}

/**
 * get_contracts_portfolio: the viewer's contracts as landlord (userRole 'landlord') and as tenant
 * (userRole 'tenant': one person can be both, docs/domain.md §8), non-deleted, newest start first, with the status derived as of today (docs/domain.md §2). Two queries whatever the count, sent together
 * (the rooms are selected by the same condition in SQL, not by the contracts' ids).
 */
export async function getContractsPortfolio(opts: {
  db: Queryable;
  clock: Clock;
  viewer: { id: string };
}): Promise<ContractPortfolioItem[]> {
  const { db, viewer } = opts;
  const viewerCondition = or(landlordContractCondition(viewer.id), tenantContractCondition(viewer.id));
  const contractRows = db
    .select({
      ...contractTermsColumns,
      ...contractTenantNameColumns,
      deletedAt: contract.deletedAt,
      tenantStatus: user.userStatus,
      acceptedAt: contract.acceptedAt,
      propertyId: property.id,
      landlordId: property.landlordId,
      ...propertyAddressColumns,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(user, eq(user.id, contract.tenantId))
    .where(viewerCondition)
    .orderBy(desc(contract.startDate), desc(contract.createdAt), asc(contract.id));
  const roomsQuery = db
    .select({ contractId: contractRoom.contractId, id: room.id, name: room.name })
    .from(contractRoom)
    .innerJoin(room, eq(room.id, contractRoom.roomId))
    .innerJoin(contract, eq(contract.id, contractRoom.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(viewerCondition, isNull(contractRoom.deletedAt)))
    .orderBy(asc(room.name), asc(room.id));
  const [rows, roomRows] = await Promise.all([contractRows, roomsQuery]);
  if (rows.length === 0) return [];
  const roomsByContract = new Map<string, { id: string; name: string }[]>();
  for (const r of roomRows) {
    const list = roomsByContract.get(r.contractId) ?? [];
    list.push({ id: r.id, name: r.name });
    roomsByContract.set(r.contractId, list);
  }

  const asOf = today(opts.clock);
  return rows.map((r) =>
    portfolioItem(r, {
      userRole: r.landlordId === viewer.id ? 'landlord' : 'tenant',
      rooms: roomsByContract.get(r.id) ?? [],
      asOf,
    }),
  );
}
