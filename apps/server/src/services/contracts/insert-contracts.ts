import type { CreateCompleteContractInput } from '@casaconti/core/schemas/contract';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, utilityAgreement } from '../../db/schema';
import { slicesOf } from '../../lib/in-slices';
import { leaseColumnValues } from './contract-columns';
import { deriveShareToken, shareTokenHash } from './share-token';

/** A contract to store, validated (create-complete-contract's schema) and resolved to its ids. */
export type NewContract = {
  contractId: string;
  propertyId: string;
  tenantId: string;
  tenantInfo: CreateCompleteContractInput['tenantInfo'];
  details: Omit<CreateCompleteContractInput['contractDetails'], 'property_id'>;
  utilityAgreements: CreateCompleteContractInput['utilityAgreements'];
  roomIds: readonly string[];
  createdAt: Date;
};

/** Contracts per insert: ~30 columns each stays far below PostgreSQL's 65,535 parameters. */
const CONTRACTS_PER_STATEMENT = 1000;
/** Room assignments and agreements per insert (5 and 3 columns). */
const PARTS_PER_STATEMENT = 5000;

/**
 * The one way a contract's rows are written: the contract with the tenant's names and email as
 * typed, its share-token hash, its room assignments (the exclusion constraint
 * contract_room_no_overlap refuses a double booking) and its six utility agreements. The wizard
 * stores one (createContract), the portfolio import many: three inserts per slice, whatever the
 * number of contracts. Runs in the caller's transaction.
 */
export async function insertContracts(tx: Queryable, secret: string, contracts: readonly NewContract[]): Promise<void> {
  for await (const slice of slicesOf(contracts, CONTRACTS_PER_STATEMENT)) {
    await tx.insert(contract).values(
      slice.map((c) => ({
        id: c.contractId,
        propertyId: c.propertyId,
        tenantId: c.tenantId,
        tenantFirstName: c.tenantInfo.firstName,
        tenantLastName: c.tenantInfo.lastName,
        tenantEmail: c.tenantInfo.email.trim().toLowerCase(),
        acceptedAt: null,
        startDate: c.details.start_date,
        endDate: c.details.end_date,
        numberOfOccupants: c.details.number_of_occupants,
        rentAmount: c.details.rent_amount,
        fixedFeeAmount: c.details.fixed_fee_amount,
        settlementBaseAmount: c.details.settlement_base_amount,
        ...leaseColumnValues(c.details),
        shareTokenHash: shareTokenHash(deriveShareToken(secret, { id: c.contractId, createdAt: c.createdAt })),
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })),
    );
  }
  const rooms = contracts.flatMap((c) =>
    c.roomIds.map((roomId) => ({
      contractId: c.contractId,
      roomId,
      startDate: c.details.start_date,
      endDate: c.details.end_date,
    })),
  );
  for await (const slice of slicesOf(rooms, PARTS_PER_STATEMENT)) await tx.insert(contractRoom).values(slice);
  const agreements = contracts.flatMap((c) =>
    c.utilityAgreements.map((a) => ({ contractId: c.contractId, category: a.category, costModel: a.cost_model })),
  );
  for await (const slice of slicesOf(agreements, PARTS_PER_STATEMENT)) await tx.insert(utilityAgreement).values(slice);
}
