import { type Paged, pageOffset, type PropertyListQuery, type PropertyListSort } from '@casaconti/core/schemas/list';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, contractRoom, property, room } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { searchCondition } from '../lists/search';
import { currentContractCondition } from './current-contract';
import type { PortfolioItem } from './get-landlord-portfolio';
import { landlordPropertyCondition } from './landlord-property-condition';

/** The properties page's tiles: the landlord's whole portfolio (docs/domain.md §2). */
export type PortfolioTiles = {
  properties: number;
  total_units: number;
  occupied_units: number;
  monthly_revenue: number;
};

export type PropertiesPage = Paged<PortfolioItem> & {
  /** The whole portfolio's figures (the tiles), whatever the search and filter. */
  summary: PortfolioTiles;
};

/**
 * One property's figures (docs/domain.md §2) as subqueries correlated with the outer `property` row:
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
 * only (unless the sort or the filter needs them for every row). The tiles (the whole portfolio's
 * figures) are read by the same statement (decision 176): one statement whatever the query.
 */
export async function getPropertiesPage(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  query: PropertyListQuery;
}): Promise<PropertiesPage> {
  const { query } = opts;
  const rows = await propertiesPageStatements({ ...opts, asOf: today(opts.clock) }).pageWithTiles;
  // The statement answers one row per page row, or one row with no item when the page is empty.
  const summary = rows[0]?.tiles ?? NO_TILES;
  const items = rows.flatMap((r) => (r.item ? [r.item] : []));
  const total = rows[0]?.total ?? summary.properties;
  return { items, total, page: query.page, pageSize: query.pageSize, summary };
}

const NO_TILES: PortfolioTiles = { properties: 0, total_units: 0, occupied_units: 0, monthly_revenue: 0 };

/**
 * The page's statement, unsent, and its page part alone (a test reads its plan):
 * - `pageRows`: the total under the search and filter (null without one: it is the tiles'
 *   property count) and the page's rows with their figures, left joined to a one-row head so
 *   that an empty page still answers a row;
 * - `pageWithTiles`: the same rows left joined to the tiles' one aggregate row instead of the
 *   head: the statement getPropertiesPage sends.
 */
export function propertiesPageStatements(opts: {
  db: Queryable;
  asOf: string;
  landlordId: string;
  query: PropertyListQuery;
}) {
  const { db, query, asOf, landlordId } = opts;
  const own = landlordPropertyCondition(landlordId);
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
  const page = db
    .select({
      id: property.id,
      name: property.name,
      street_address: property.streetAddress,
      postal_code: property.postalCode,
      province: property.province,
      country: property.country,
      status: property.status,
      total_units: f.totalUnits.as('total_units'),
      occupied_units: f.occupiedUnits.as('occupied_units'),
      monthly_revenue: f.monthlyRevenue.as('monthly_revenue'),
      position: sql<number>`row_number() over (order by ${sql.join(order[query.sort], sql`, `)})`.as('position'),
    })
    .from(pageIds)
    .innerJoin(property, eq(property.id, pageIds.id))
    .as('page');
  const filteredCount = db.select({ n: sql`count(*)` }).from(property).where(and(own, filters));
  const pageColumns = {
    total: (filters ? sql`(${filteredCount})::int` : sql`null::int`).mapWith((n: unknown) =>
      n === null ? null : Number(n),
    ),
    item: {
      id: page.id,
      name: page.name,
      street_address: page.street_address,
      postal_code: page.postal_code,
      province: page.province,
      country: page.country,
      status: page.status,
      total_units: sql<number>`${page.total_units}`.mapWith(Number),
      occupied_units: sql<number>`${page.occupied_units}`.mapWith(Number),
      monthly_revenue: sql<number>`${page.monthly_revenue}`.mapWith(Number),
    },
  };
  const pageRows = db
    .select(pageColumns)
    .from(sql`(select 1) as head`)
    .leftJoin(page, sql`true`)
    .orderBy(page.position);

  // The tiles: sums over the landlord's live rooms and current contracts, once each; the one home
  // of their formula. One row whatever the portfolio (an aggregate without grouping).
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
  const tiles = db
    .select({
      properties: sql<number>`count(*)::int`.as('tiles_properties'),
      total_units: sql<number>`coalesce((${units}), 0)::bigint`.as('tiles_units'),
      occupied_units: sql<number>`coalesce((${occupied}), 0)::bigint`.as('tiles_occupied'),
      monthly_revenue: sql<number>`coalesce((${revenue}), 0)::bigint`.as('tiles_revenue'),
    })
    .from(property)
    .where(own)
    .as('tiles');
  const pageWithTiles = db
    .select({
      ...pageColumns,
      tiles: {
        properties: sql<number>`${tiles.properties}`.mapWith(Number),
        total_units: sql<number>`${tiles.total_units}`.mapWith(Number),
        occupied_units: sql<number>`${tiles.occupied_units}`.mapWith(Number),
        monthly_revenue: sql<number>`${tiles.monthly_revenue}`.mapWith(Number),
      },
    })
    .from(tiles)
    .leftJoin(page, sql`true`)
    .orderBy(page.position);
  return { pageRows, pageWithTiles };
}
