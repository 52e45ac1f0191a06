import type { BillShare } from '@casaconti/core/split';
import type { billSplit } from '../../db/schema';

/** The bill_split row of one share of a bill (process-uploaded-bill and the bench's dataset). */
export function billSplitRow(billId: string, share: BillShare): typeof billSplit.$inferInsert {
  return {
    billId,
    contractId: share.contractId,
    costModelApplied: share.costModel,
    calculatedAmount: share.amount,
    overlapDays: share.overlapDays,
    numberOfOccupants: share.numberOfOccupants,
    weight: share.weight,
  };
}
