import { and, eq, exists, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bill, billSplit, payable, property, settlementItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { BILL_MESSAGES } from '@casaconti/core/messages';
import { storedDecimal } from './get-bill-splits';
import { landlordPropertyCondition } from '../properties/landlord-property-condition';

/**
 * Why a bill can no longer be deleted (docs/domain.md §5), in SQL over its splits: a share already
 * settled by a conguaglio, or a payable of it already paid. delete-bill checks the same under
 * its locks; the bill detail shows it before anyone tries.
 */
function deletabilityColumns(db: Queryable) {
  return {
    hasSettledShare: exists(
      db
        .select({ one: settlementItem.id })
        .from(settlementItem)
        .innerJoin(billSplit, eq(billSplit.id, settlementItem.billSplitId))
        .where(and(eq(billSplit.billId, bill.id), isNotNull(settlementItem.settlementId))),
    ).mapWith(Boolean),
    hasPaidShare: exists(
      db
        .select({ one: payable.id })
        .from(payable)
        .innerJoin(billSplit, eq(billSplit.id, payable.billSplitId))
        .where(and(eq(billSplit.billId, bill.id), or(eq(payable.status, 'paid'), gt(payable.allocatedAmount, 0)))),
    ).mapWith(Boolean),
  };
}

/**
 * A live bill on one of the landlord's live properties, or 404 'Spesa non trovata' with the same
 * body as a missing id (docs/domain.md §8). `lock` takes a row lock on the bill for the rest of the
 * transaction ('update': serializes with other writers, as findLandlordProperty's `lock`);
 * `deletability` adds whether a share is settled or paid (deletabilityColumns), in the same query.
 */
export async function findLandlordBill(opts: {
  db: Queryable;
  landlordId: string;
  billId: string;
  lock?: 'share' | 'update';
  deletability?: boolean;
}) {
  const query = opts.db
    .select({
      id: bill.id,
      propertyId: bill.propertyId,
      propertyName: property.name,
      category: bill.category,
      notes: bill.notes,
      totalAmount: bill.totalAmount,
      splittableAmount: bill.splittableAmount,
      splitCriterion: bill.splitCriterion,
      ownerKeptAmount: bill.ownerKeptAmount,
      totalWeight: storedDecimal(bill.totalWeight),
      ownerVacancyWeight: storedDecimal(bill.ownerVacancyWeight),
      periodStartDate: bill.periodStartDate,
      periodEndDate: bill.periodEndDate,
      createdAt: bill.createdAt,
      ...(opts.deletability ? deletabilityColumns(opts.db) : {}),
    })
    .from(bill)
    .innerJoin(property, eq(property.id, bill.propertyId))
    .where(and(eq(bill.id, opts.billId), isNull(bill.deletedAt), landlordPropertyCondition(opts.landlordId)));
  const [row] = opts.lock ? await query.for(opts.lock, { of: bill }) : await query;
  if (!row) throw new AppError('NOT_FOUND', BILL_MESSAGES.billNotFound);
  return row;
}
