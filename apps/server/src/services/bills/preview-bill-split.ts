import type { ProcessBillInput } from '@casaconti/core/schemas/bill';
import type { Db } from '../../db/client';
import { billSplitView, storedShapeOf } from './bill-split-view';
import { computeBillSplit } from './compute-bill-split';
import { type SplitAnswer, splitAnswer } from './process-uploaded-bill';

/**
 * POST /api/bills/preview (issue 21): the split the add-expense form would record, computed by the
 * same function inside a transaction that writes nothing (same validation, same authorization:
 * another landlord's property is a 404). Read back the way a stored bill reads, so the preview and
 * the recorded bill show the same figures and texts, to the cent.
 */
export async function previewBillSplit(opts: {
  db: Db;
  landlordId: string;
  input: ProcessBillInput;
}): Promise<SplitAnswer> {
  const details = opts.input.billDetails;
  return opts.db.transaction(async (tx) => {
    const { result, tenants } = await computeBillSplit({ db: tx, landlordId: opts.landlordId, details });
    return splitAnswer(billSplitView(storedShapeOf(details, result, tenants)));
  });
}
