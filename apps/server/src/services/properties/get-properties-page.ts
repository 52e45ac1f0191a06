import { type Paged, pageOffset, type PropertyListQuery, type PropertyListSort } from '@casaconti/core/schemas/list';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, property, room } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { searchCondition } from '../lists/search';
import { currentContractCondition } from './current-contract';
import type { PortfolioItem } from './get-landlord-portfolio';
import { landlordPropertyCondition } from './landlord-property-condition';

export type PropertiesPage = Paged<PortfolioItem> & {
  /** The whole portfolio's figures (the tiles), whatever the search and filter. */
  summary: { properties: number; total_units: number; occupied_units: number; monthly_revenue: number };
};

/**
 * One property's figures (DOMAIN §2) as subqueries correlated with the outer `property` row:
 * units (non-deleted rooms), occupied units and monthly revenue (cents) of current contracts.
 * Computed only for the rows that need them: the page's, or every row when the sort or the
 * occupancy filter reads them (decision 096).
 */
function propertyFigures(asOf: string) {
  const current = currentContractCondition(asOf);
  const totalUnits = sql<number>`(select count(*)::int from ${room}
    where ${room.propertyId} = ${property.id} and ${room.deletedAt} is null)`;
  // A room counts once even if (against the booking constraint) two current contracts held it.
  const occupiedUnits = sql<number>`(select count(distinct ${room.id})::int from ${contract}
    join ${contractRoom} on ${contractRoom.contractId} = ${contract.id} and ${contractRoom.deletedAt} is null
    join ${room} on ${room.id} = ${contractRoom.roomId} and ${room.deletedAt} is null
    where ${contract.propertyId} = ${property.id} and ${current})`;
  // bigint cents: both drivers hand int8 back as text or bigint, never a float.
  const monthlyRevenue = sql<number>`(select coalesce(sum(${contract.rentAmount}), 0)::bigint from ${contract}
    where ${contract.propertyId} = ${property.id} and ${current})`;
  return { totalUnits, occupiedUnits, monthlyRevenue };
}

/**
 * The landlord's properties list, one page (decisions 080, 096): search over name and address,
 * the occupancy filter, sorting and paging in SQL; the figures are computed for the page's rows
 * only (unless the sort or the filter needs them for every row). Two statements whatever the
 * size, sent together: the page, and one aggregate for the summary tiles (the whole portfolio,
 * summed over the landlord's rooms and contracts, not per property) and the total (under the
 * search and filter).
 */
export async function getPropertiesPage(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  query: PropertyListQuery;
}): Promise<PropertiesPage> {
  const { query } = opts;
  const { pageRows, totals } = propertiesPageStatements({ ...opts, asOf: today(opts.clock) });
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

/** The page's two statements, unsent (a test reads their plan). */
export function propertiesPageStatements(opts: {
  db: Queryable;
  asOf: string;
  landlordId: string;
  query: PropertyListQuery;
}) {
  const { db, query, asOf } = opts;
  const own = landlordPropertyCondition(opts.landlordId);
  const f = propertyFigures(asOf);
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

  // The page is cut first (ids only), then its rows get their figures.
  const pageIds = db
    .select({ id: property.id })
    .from(property)
    .where(and(own, filters))
    .orderBy(...order[query.sort])
    .limit(query.pageSize)
    .offset(pageOffset(query))
    .as('page_ids');
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
    .from(pageIds)
    .innerJoin(property, eq(property.id, pageIds.id))
    .orderBy(...order[query.sort]);

  // The tiles: sums over the landlord's live rooms and current contracts, once each.
  const current = currentContractCondition(asOf);
  const units = db
    .select({ n: sql`count(*)` })
    .from(room)
    .innerJoin(property, eq(property.id, room.propertyId))
    .where(and(own, isNull(room.deletedAt)));
  const occupied = db
    .select({ n: sql`count(distinct ${room.id})` })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(contractRoom, and(eq(contractRoom.contractId, contract.id), isNull(contractRoom.deletedAt)))
    .innerJoin(room, and(eq(room.id, contractRoom.roomId), isNull(room.deletedAt)))
    .where(and(own, current));
  const revenue = db
    .select({ n: sql`sum(${contract.rentAmount})` })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(own, current));
  const totals = db
    .select({
      total: (filters ? sql<number>`count(*) filter (where ${filters})::int` : sql<number>`count(*)::int`).mapWith(
        Number,
      ),
      properties: sql<number>`count(*)::int`.mapWith(Number),
      total_units: sql<number>`coalesce((${units}), 0)::bigint`.mapWith(Number),
      occupied_units: sql<number>`coalesce((${occupied}), 0)::bigint`.mapWith(Number),
      monthly_revenue: sql<number>`coalesce((${revenue}), 0)::bigint`.mapWith(Number),
    })
    .from(property)
    .where(own);
  return { pageRows, totals };
}
