import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bill } from '../../db/schema';
import { findLandlordProperty } from '../properties/find-landlord-property';

/** A row of a property's bills table (docs/product.md §7): the whole list's and the paged list's (decision 098). */
export const billListColumns = {
  id: bill.id,
  property_id: bill.propertyId,
  category: bill.category,
  notes: bill.notes,
  totalAmount: bill.totalAmount,
  splittableAmount: bill.splittableAmount,
  periodStartDate: bill.periodStartDate,
  periodEndDate: bill.periodEndDate,
  createdAt: bill.createdAt,
};

/** The bills table of a property (docs/product.md §7 "bills: filtered by property_id, newest first"). */
export async function getPropertyBills(opts: { db: Db; landlordId: string; propertyId: string }) {
  const { db, landlordId, propertyId } = opts;
  await findLandlordProperty({ db, landlordId, propertyId });
  return db
    .select(billListColumns)
    .from(bill)
    .where(and(eq(bill.propertyId, propertyId), isNull(bill.deletedAt)))
    .orderBy(desc(bill.createdAt), desc(bill.id));
}
