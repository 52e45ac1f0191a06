import type { CriterionShare } from '@casaconti/core/split-criteria';
import type { billSplit } from '../../db/schema';

/** The bill_split row of one share of a bill (process-uploaded-bill and the bench's dataset). */
export function billSplitRow(
  billId: string,
  share: Pick<
    CriterionShare,
    | 'contractId'
    | 'costModel'
    | 'amount'
    | 'overlapDays'
    | 'numberOfOccupants'
    | 'weight'
    | 'roomCount'
    | 'roomWeight'
    | 'reading'
  >,
): typeof billSplit.$inferInsert {
  return {
    billId,
    contractId: share.contractId,
    costModelApplied: share.costModel,
    calculatedAmount: share.amount,
    overlapDays: share.overlapDays,
    numberOfOccupants: share.numberOfOccupants,
    weight: share.weight,
    roomCount: share.roomCount,
    roomWeight: share.roomWeight,
    reading: share.reading,
  };
}
