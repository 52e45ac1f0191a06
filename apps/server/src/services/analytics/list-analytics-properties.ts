import { netCents } from '@casaconti/core/analytics';
import type { AnalyticsPropertiesQuery, AnalyticsPropertySort } from '@casaconti/core/schemas/analytics';
import type { Paged } from '@casaconti/core/schemas/list';
import { pageOffset } from '@casaconti/core/schemas/list';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type Clock, today as todayOf } from '../../lib/clock';
import { figuresWith } from './analytics-figures';
import { analyticsScope, cents, readAnalyticsProperties, rowsOf } from './analytics-scope';

type PropertyRow = {
  property_id: string;
  name: string;
  accrued: string | number;
  collected: string | number;
  owner_expenses: string | number;
  room_days: string | number;
  held: string | number;
};

/**
 * The columns the table sorts by, as SQL over the CTE `fig`. Net and occupancy are the figures
 * core's netCents and occupancyRatio name (decision 107), written here only to order the rows;
 * a property without room-days has no occupancy and comes last when descending, first when
 * ascending (as the table sorted it in the browser). Ties: the name, then the id.
 */
const SORT_COLUMNS: Record<string, SQL> = {
  name: sql`casaconti_fold(name)`,
  accrued: sql`accrued`,
  collected: sql`collected`,
  owner_expenses: sql`owner_expenses`,
  net: sql`(collected - owner_expenses)`,
  occupancy: sql`(CASE WHEN room_days > 0 THEN held::numeric / room_days END)`,
};

function orderBy(sort: AnalyticsPropertySort): SQL {
  const at = sort.lastIndexOf('_');
  const column = SORT_COLUMNS[sort.slice(0, at)]!;
  const direction = sort.slice(at + 1) === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  return sql`${column} ${direction}, casaconti_fold(name), property_id`;
}

/**
 * list-analytics-properties (docs/domain.md §16, decision 125): one page of the analytics page's
 * per-property table (accrued, collected, owner's expenses, net, occupancy of the year), sorted
 * in SQL by any of its columns. The figures are the same rows the page's monthly figures sum
 * (analytics-figures), here summed per property. Two statements whatever the portfolio's size:
 * the properties (ownership, and their count: the total), the page.
 */
export async function listAnalyticsProperties(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  query: AnalyticsPropertiesQuery;
}) {
  const { query } = opts;
  const { propertyCount } = await readAnalyticsProperties(opts.db, opts.landlordId, query.property_id);
  const s = analyticsScope(opts.landlordId, query.year, query.property_id, todayOf(opts.clock));
  const rows = await rowsOf<PropertyRow>(
    opts.db,
    sql`${figuresWith(s)},
    money_p AS (
      SELECT property_id, sum(accrued) AS accrued, sum(collected) AS collected, sum(owner_expenses) AS owner_expenses
      FROM grid GROUP BY 1),
    occ_p AS (SELECT property_id, sum(room_days) AS room_days, sum(held) AS held FROM occ GROUP BY 1),
    fig AS (
      SELECT p.id AS property_id, p.name,
             coalesce(mo.accrued, 0) AS accrued, coalesce(mo.collected, 0) AS collected,
             coalesce(mo.owner_expenses, 0) AS owner_expenses,
             coalesce(rh.room_days, 0) AS room_days, coalesce(rh.held, 0) AS held
      FROM props p
      LEFT JOIN money_p mo ON mo.property_id = p.id
      LEFT JOIN occ_p rh ON rh.property_id = p.id)
    SELECT * FROM fig
    ORDER BY ${orderBy(query.sort)}
    LIMIT ${query.pageSize} OFFSET ${pageOffset(query)}`,
  );
  const items = rows.map((r) => {
    const collectedCents = cents(r.collected);
    const ownerExpensesCents = cents(r.owner_expenses);
    return {
      propertyId: r.property_id,
      name: r.name,
      accruedCents: cents(r.accrued),
      collectedCents,
      ownerExpensesCents,
      netCents: netCents(collectedCents, ownerExpensesCents),
      roomDaysHeld: cents(r.held),
      roomDays: cents(r.room_days),
    };
  });
  const page: Paged<(typeof items)[number]> = {
    items,
    total: propertyCount,
    page: query.page,
    pageSize: query.pageSize,
  };
  return { ...page, year: s.year, sort: query.sort };
}

export type AnalyticsPropertiesPage = Awaited<ReturnType<typeof listAnalyticsProperties>>;
