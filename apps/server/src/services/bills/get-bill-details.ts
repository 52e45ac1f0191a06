import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { document } from '../../db/schema';
import { findLandlordBill } from './find-landlord-bill';
import { billSplitView } from './bill-split-view';
import { getBillSplits } from './get-bill-splits';
import { BILL_MESSAGES } from '@casaconti/core/messages';

/**
 * get_bill_details (docs/product.md §3 Bill detail): the bill, its property's name, the split per tenant with
 * the criterion fixed at recording time (each line's weight and arithmetic, out of totalWeight),
 * the owner's share with its reasons, warnings naming the contract (billSplitView) and the
 * documents, and whether it can still be deleted (deletable, notDeletableReason). 404 'Spesa non trovata' for a missing bill or another landlord's.
 */
export async function getBillDetails(opts: { db: Db; landlordId: string; billId: string }) {
  const { db } = opts;
  const found = await findLandlordBill({ ...opts, deletability: true });
  // docs/domain.md §5: refused once a share is settled or paid (delete-bill's own reasons, same order).
  const notDeletableReason = found.hasSettledShare
    ? BILL_MESSAGES.deleteSettled
    : found.hasPaidShare
      ? BILL_MESSAGES.deletePaid
      : null;
  const splits = await getBillSplits({ db, billId: found.id });
  const documents = await db
    .select({ id: document.id, fileName: document.fileName })
    .from(document)
    .where(and(eq(document.billId, found.id), isNull(document.deletedAt)))
    .orderBy(asc(document.createdAt), asc(document.id));
  return {
    id: found.id,
    property_id: found.propertyId,
    property: { name: found.propertyName },
    category: found.category,
    notes: found.notes,
    periodStartDate: found.periodStartDate,
    periodEndDate: found.periodEndDate,
    createdAt: found.createdAt,
    ...billSplitView({ ...found, splits: splits.map(({ id: _id, ...split }) => split) }),
    documents,
    deletable: notDeletableReason === null,
    notDeletableReason,
  };
}
