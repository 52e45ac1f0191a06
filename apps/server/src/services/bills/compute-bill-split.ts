import { isCostModel } from '@casaconti/core/constants';
import { fullName } from '@casaconti/core/display';
import type { ProcessBillInput } from '@casaconti/core/schemas/bill';
import { READING_NOT_A_PARTICIPANT_MESSAGE } from '@casaconti/core/schemas/bill';
import {
  type CriterionContract,
  type CriterionSplitResult,
  readingsOutsideParticipants,
  splitBillByCriterion,
} from '@casaconti/core/split-criteria';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, room, utilityAgreement } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { findLandlordProperty } from '../properties/find-landlord-property';

export type BillDetailsInput = ProcessBillInput['billDetails'];

/** A contract of the split, with the tenant as its landlord typed them (for the stored lines). */
export type SplitTenant = { firstName: string; lastName: string };

/**
 * The split of a bill as the add-expense form describes it (docs/domain.md §5, decision 069), inside the
 * caller's transaction: the property is the landlord's (share lock, 404 otherwise), every live
 * contract of it is locked FOR SHARE in id order (an edit waits until the bill is recorded), and
 * splitBillByCriterion of packages/core decides the shares from the contracts' cost models for
 * the category, the rooms each holds in the period and the property's rooms with their weights.
 * Readings typed for a contract that does not take part: 400 on billDetails.meterReadings.<id>.
 * Writes nothing: process-uploaded-bill stores the result, the preview only shows it.
 */
export async function computeBillSplit(opts: {
  db: Queryable;
  landlordId: string;
  details: BillDetailsInput;
}): Promise<{ result: CriterionSplitResult; tenants: Map<string, SplitTenant> }> {
  const { db, landlordId, details } = opts;
  await findLandlordProperty({
    db,
    landlordId,
    propertyId: details.propertyId,
    lock: 'share',
    notFoundMessage: PROPERTY_MESSAGES.propertyNotFoundEdit,
  });

  const contracts = await db
    .select({
      id: contract.id,
      firstName: contract.tenantFirstName,
      lastName: contract.tenantLastName,
      startDate: contract.startDate,
      endDate: contract.endDate,
      numberOfOccupants: contract.numberOfOccupants,
    })
    .from(contract)
    .where(and(eq(contract.propertyId, details.propertyId), isNull(contract.deletedAt)))
    .orderBy(asc(contract.id))
    .for('share');
  const contractIds = contracts.map((c) => c.id);
  const agreements =
    contractIds.length === 0
      ? []
      : await db
          .select({ contractId: utilityAgreement.contractId, costModel: utilityAgreement.costModel })
          .from(utilityAgreement)
          .where(
            and(inArray(utilityAgreement.contractId, contractIds), eq(utilityAgreement.category, details.category)),
          );
  const costModelOf = new Map(agreements.map((a) => [a.contractId, a.costModel]));

  // The rooms each contract holds on some day of the period (docs/domain.md §5, `rooms`).
  const held =
    contractIds.length === 0 || details.splitCriterion !== 'rooms'
      ? []
      : await db
          .select({ contractId: contractRoom.contractId, roomId: contractRoom.roomId })
          .from(contractRoom)
          .where(
            and(
              inArray(contractRoom.contractId, contractIds),
              isNull(contractRoom.deletedAt),
              lte(contractRoom.startDate, details.periodEndDate),
              or(isNull(contractRoom.endDate), gte(contractRoom.endDate, details.periodStartDate)),
            ),
          );
  const roomsOf = new Map<string, string[]>();
  for (const h of held) roomsOf.set(h.contractId, [...(roomsOf.get(h.contractId) ?? []), h.roomId]);
  const heldIds = [...new Set(held.map((h) => h.roomId))];
  // Every room of the property non-deleted at recording, plus any room a contract held.
  const rooms =
    details.splitCriterion !== 'rooms'
      ? []
      : await db
          .select({ id: room.id, weight: room.weight })
          .from(room)
          .where(
            and(
              eq(room.propertyId, details.propertyId),
              heldIds.length === 0 ? isNull(room.deletedAt) : or(isNull(room.deletedAt), inArray(room.id, heldIds)),
            ),
          );

  const criterionContracts: CriterionContract[] = contracts.flatMap((c) => {
    const costModel = costModelOf.get(c.id);
    // Every contract has one agreement per category; one without it cannot take part.
    if (!isCostModel(costModel)) return [];
    return [
      {
        id: c.id,
        name: fullName(c),
        startDate: c.startDate,
        endDate: c.endDate,
        numberOfOccupants: c.numberOfOccupants,
        costModel,
        roomIds: roomsOf.get(c.id) ?? [],
        meterReading: details.meterReadings[c.id] ?? null,
      },
    ];
  });

  const outside = readingsOutsideParticipants(details, criterionContracts, details.meterReadings);
  if (outside.length > 0) {
    throw new AppError(
      'VALIDATION',
      READING_NOT_A_PARTICIPANT_MESSAGE,
      Object.fromEntries(outside.map((id) => [`billDetails.meterReadings.${id}`, READING_NOT_A_PARTICIPANT_MESSAGE])),
    );
  }

  const result = splitBillByCriterion({
    criterion: details.splitCriterion,
    periodStartDate: details.periodStartDate,
    periodEndDate: details.periodEndDate,
    totalAmount: details.totalAmount,
    ownerKeptAmount: details.ownerKeptAmount,
    rooms,
    contracts: criterionContracts,
  });
  return { result, tenants: new Map(contracts.map((c) => [c.id, { firstName: c.firstName, lastName: c.lastName }])) };
}
