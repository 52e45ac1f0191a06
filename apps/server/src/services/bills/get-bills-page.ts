import { type BillListQuery, type BillListSort, type Paged, pageOffset } from '@casaconti/core/schemas/list';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bill } from '../../db/schema';
import { searchCondition } from '../lists/search';
import { findLandlordProperty } from '../properties/find-landlord-property';
import { billListColumns } from './get-property-bills';

const ORDER: Record<BillListSort, SQL[]> = {
  newest: [desc(bill.createdAt), desc(bill.id)],
  oldest: [asc(bill.createdAt), asc(bill.id)],
  period_desc: [desc(bill.periodEndDate), desc(bill.createdAt), desc(bill.id)],
  amount_desc: [desc(bill.totalAmount), desc(bill.createdAt), desc(bill.id)],
};

export type BillsPage = Paged<Awaited<ReturnType<typeof pageQuery>>[number]> & {
  /** The sum of the listed bills' totals (cents), under the search and filter, over every page. */
  totalAmount: number;
};

function pageQuery(db: Db, where: SQL, query: BillListQuery) {
  return db
    .select(billListColumns)
    .from(bill)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.pageSize)
    .offset(pageOffset(query));
}

/**
 * A property's bills, one page (decision 098): the same rows as the bills table (docs/product.md §7), with
 * the category filter, a search in the notes (case and accents ignored), sorting and paging in
 * SQL by `bill_property_idx`. Three statements whatever the size: the property's ownership (another
 * landlord's property answers 404), then the page and the total with its sum, sent together.
 */

export async function getBillsPage(opts: { db: Db; landlordId: string; query: BillListQuery }): Promise<BillsPage> {
  const { db, landlordId, query } = opts;
  await findLandlordProperty({ db, landlordId, propertyId: query.propertyId });
  const where = and(
    eq(bill.propertyId, query.propertyId),
    isNull(bill.deletedAt),
    query.category ? eq(bill.category, query.category) : undefined,
    query.q ? searchCondition(query.q, [sql`casaconti_fold(coalesce(${bill.notes}, ''))`]) : undefined,
  ) as SQL;
  const [items, [totals]] = await Promise.all([
    pageQuery(db, where, query),
    db
      .select({
        total: sql<number>`count(*)::int`.mapWith(Number),
        totalAmount: sql<number>`coalesce(sum(${bill.totalAmount}), 0)::bigint`.mapWith(Number),
      })
      .from(bill)
      .where(where),
  ]);
  return {
    items,
    total: totals?.total ?? 0,
    totalAmount: totals?.totalAmount ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
