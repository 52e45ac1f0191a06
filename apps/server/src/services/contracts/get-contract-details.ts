import { UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { deriveContractStatus } from '@casaconti/core/contract-status';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  contract,
  contractRoom,
  document,
  openingEntry,
  property,
  room,
  user,
  utilityAgreement,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { tenantContractCondition } from './tenant-contract-condition';
import { contractLeaseColumns, contractTenantNameColumns, contractTermsColumns } from './contract-columns';
import type { ContractType, IstatUpdateShare } from '@casaconti/core/lease';
import type { LeaseTerms } from '@casaconti/core/schemas/lease';
import { landlordContractCondition } from './landlord-contract-condition';
import { type OpeningEntryView, openingJoinedColumns, openingViewOfJoined } from './opening-position';

export type ContractDetails = {
  id: string;
  status: ReturnType<typeof deriveContractStatus>;
  tenantFirstName: string;
  tenantLastName: string;
  tenantEmail: string;
  property: {
    id: string;
    name: string;
    street_address: string;
    postal_code: string;
    province: string;
    country: string;
  };
  rooms: { id: string; name: string }[];
  startDate: string;
  endDate: string | null;
  numberOfOccupants: number;
  rentAmount: number;
  fixedFeeAmount: number;
  settlementBaseAmount: number;
  utilityAgreements: { category: string; costModel: string }[];
  /** Contract type, cedolare secca, ISTAT share, registration, deposit (docs/domain.md §14, §15). */
  lease: LeaseTerms;
  documents: { id: string; fileName: string }[];
  /** Where the contract stood when it was entered ('Saldo iniziale al …', docs/domain.md §17); null: none stated. */
  openingEntry: OpeningEntryView | null;
};

const categoryRank = (category: string) => {
  const i = (UTILITY_CATEGORIES as readonly string[]).indexOf(category);
  return i === -1 ? UTILITY_CATEGORIES.length : i;
};

/**
 * get_contract_details for the landlord who owns the property or for the contract's tenant (also
 * when that tenant is a landlord too);
 * anyone else gets the same 404 as for a missing id. Four queries (the contract with its opening entry, then three).
 */
export async function getContractDetails(opts: {
  db: Queryable;
  clock: Clock;
  viewer: { id: string };
  contractId: string;
}): Promise<ContractDetails> {
  const { db, viewer, contractId } = opts;
  const [c] = await db
    .select({
      ...contractTermsColumns,
      ...contractTenantNameColumns,
      deletedAt: contract.deletedAt,
      numberOfOccupants: contract.numberOfOccupants,
      tenantEmail: contract.tenantEmail,
      tenantStatus: user.userStatus,
      acceptedAt: contract.acceptedAt,
      lease: contractLeaseColumns,
      ...openingJoinedColumns,
      property: {
        id: property.id,
        name: property.name,
        street_address: property.streetAddress,
        postal_code: property.postalCode,
        province: property.province,
        country: property.country,
      },
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(user, eq(user.id, contract.tenantId))
    .leftJoin(openingEntry, eq(openingEntry.contractId, contract.id))
    .where(
      and(eq(contract.id, contractId), or(landlordContractCondition(viewer.id), tenantContractCondition(viewer.id))),
    );
  if (!c) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);

  const [rooms, agreements, documents] = await Promise.all([
    db
      .select({ id: room.id, name: room.name })
      .from(contractRoom)
      .innerJoin(room, eq(room.id, contractRoom.roomId))
      .where(and(eq(contractRoom.contractId, contractId), isNull(contractRoom.deletedAt)))
      .orderBy(asc(room.name), asc(room.id)),
    db
      .select({ category: utilityAgreement.category, costModel: utilityAgreement.costModel })
      .from(utilityAgreement)
      .where(eq(utilityAgreement.contractId, contractId)),
    db
      .select({ id: document.id, fileName: document.fileName })
      .from(document)
      .where(and(eq(document.contractId, contractId), isNull(document.deletedAt)))
      .orderBy(asc(document.createdAt), asc(document.id)),
  ]);

  return {
    id: c.id,
    status: deriveContractStatus(
      { deletedAt: c.deletedAt, endDate: c.endDate, tenantStatus: c.tenantStatus, accepted: c.acceptedAt !== null },
      today(opts.clock),
    ),
    tenantFirstName: c.tenantFirstName,
    tenantLastName: c.tenantLastName,
    tenantEmail: c.tenantEmail,
    property: c.property,
    rooms,
    startDate: c.startDate,
    endDate: c.endDate,
    numberOfOccupants: c.numberOfOccupants,
    rentAmount: c.rentAmount,
    fixedFeeAmount: c.fixedFeeAmount,
    settlementBaseAmount: c.settlementBaseAmount,
    utilityAgreements: agreements.sort((a, b) => categoryRank(a.category) - categoryRank(b.category)),
    lease: {
      ...c.lease,
      contract_type: c.lease.contract_type as ContractType,
      istat_update_share: c.lease.istat_update_share as IstatUpdateShare,
    },
    documents,
    openingEntry: openingViewOfJoined(c),
  };
}
