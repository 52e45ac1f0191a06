import { type Paged, pageOffset, type PropertyListQuery, type PropertyListSort } from '@casaconti/core/schemas/list';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { property } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { searchCondition } from '../lists/search';
import { type PortfolioItem, portfolioFigures } from './get-landlord-portfolio';

export type PropertiesPage = Paged<PortfolioItem> & {
  /** The whole portfolio's figures (the tiles), whatever the search and filter. */
  summary: { properties: number; total_units: number; occupied_units: number; monthly_revenue: number };
};

/**
 * The landlord's properties list, one page (decision 080): search over name and address, the
 * occupancy filter, sorting and paging in SQL. Two statements whatever the size, sent together:
 * the page, and one aggregate for the summary tiles (the whole portfolio) and the total (under
 * the search and filter).
 */
export async function getPropertiesPage(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  query: PropertyListQuery;
}): Promise<PropertiesPage> {
  const { db, query } = opts;
  const f = portfolioFigures(db, opts.landlordId, today(opts.clock));
  const order: Record<PropertyListSort, SQL[]> = {
    newest: [desc(property.createdAt), desc(property.id)],
    name: [asc(sql`casaconti_fold(${property.name})`), desc(property.id)],
    revenue_desc: [desc(f.monthlyRevenue), desc(property.createdAt), desc(property.id)],
  };
  const filters = and(
    query.q ? searchCondition(query.q, [property.searchText]) : undefined,
    query.occupancy === 'vacant' ? sql`${f.totalUnits} > ${f.occupiedUnits}` : undefined,
    query.occupancy === 'full' ? sql`${f.totalUnits} > 0 and ${f.occupiedUnits} >= ${f.totalUnits}` : undefined,
  );

  const pageRows = db
    .select({
      id: property.id,
      name: property.name,
      street_address: property.streetAddress,
      postal_code: property.postalCode,
      province: property.province,
      country: property.country,
      status: property.status,
      total_units: f.totalUnits.mapWith(Number),
      occupied_units: f.occupiedUnits.mapWith(Number),
      monthly_revenue: f.monthlyRevenue.mapWith(Number),
    })
    .from(property)
    .leftJoin(f.units, eq(f.units.propertyId, property.id))
    .leftJoin(f.occupancy, eq(f.occupancy.propertyId, property.id))
    .leftJoin(f.revenue, eq(f.revenue.propertyId, property.id))
    .where(and(f.ownProperty, filters))
    .orderBy(...order[query.sort])
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const totals = db
    .select({
      total: (filters ? sql<number>`count(*) filter (where ${filters})::int` : sql<number>`count(*)::int`).mapWith(
        Number,
      ),
      properties: sql<number>`count(*)::int`.mapWith(Number),
      total_units: sql<number>`coalesce(sum(${f.totalUnits}), 0)::bigint`.mapWith(Number),
      occupied_units: sql<number>`coalesce(sum(${f.occupiedUnits}), 0)::bigint`.mapWith(Number),
      monthly_revenue: sql<number>`coalesce(sum(${f.monthlyRevenue}), 0)::bigint`.mapWith(Number),
    })
    .from(property)
    .leftJoin(f.units, eq(f.units.propertyId, property.id))
    .leftJoin(f.occupancy, eq(f.occupancy.propertyId, property.id))
    .leftJoin(f.revenue, eq(f.revenue.propertyId, property.id))
    .where(f.ownProperty);
  const [items, [figures]] = await Promise.all([pageRows, totals]);
  const { total, ...summary } = figures ?? {
    total: 0,
    properties: 0,
    total_units: 0,
    occupied_units: 0,
    monthly_revenue: 0,
  };
  return { items, total, page: query.page, pageSize: query.pageSize, summary };
}
