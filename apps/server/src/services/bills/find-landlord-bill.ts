import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bill, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { BILL_MESSAGES } from './messages';
import { landlordPropertyCondition } from '../properties/landlord-property-condition';

/**
 * A live bill on one of the landlord's live properties, or 404 'Spesa non trovata' with the same
 * body as a missing id (DOMAIN §8). `forUpdate` locks the bill row for the rest of the transaction.
 */
export async function findLandlordBill(opts: {
  db: Queryable;
  landlordId: string;
  billId: string;
  forUpdate?: boolean;
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
      periodStartDate: bill.periodStartDate,
      periodEndDate: bill.periodEndDate,
      createdAt: bill.createdAt,
    })
    .from(bill)
    .innerJoin(property, eq(property.id, bill.propertyId))
    .where(and(eq(bill.id, opts.billId), isNull(bill.deletedAt), landlordPropertyCondition(opts.landlordId)));
  const [row] = opts.forUpdate ? await query.for('update', { of: bill }) : await query;
  if (!row) throw new AppError('NOT_FOUND', BILL_MESSAGES.billNotFound);
  return row;
}
