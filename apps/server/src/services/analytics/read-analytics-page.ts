import type { AnalyticsQuery } from '@casaconti/core/schemas/analytics';
import { type Paged, type PageSize, pageOffset } from '@casaconti/core/schemas/list';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type Clock, today as todayOf } from '../../lib/clock';
import { type AnalyticsScope, analyticsScope, cents, readAnalyticsProperties, rowsOf } from './analytics-scope';

/** A paged analytics list's query: the year and property of the page, and the page asked for. */
type AnalyticsPageQuery = AnalyticsQuery & { page: number; pageSize: PageSize };

/** The totals row: how many rows there are over every page, and the list's own sums. */
type TotalsRow = { n: string | number };

/**
 * One page of an analytics list and its totals over every page (decision 119): the properties
 * (ownership: a property asked for that is not the landlord's is a 404), then, in parallel, the
 * page and the totals, both read from the same rows: `rows` is the WITH list that ends with the
 * CTE `from`. Three statements whatever the portfolio's size.
 */
export async function readAnalyticsPage<Row, Item, Totals extends TotalsRow, Sums>(
  opts: { db: Queryable; clock: Clock; landlordId: string; query: AnalyticsPageQuery },
  list: {
    rows: (s: AnalyticsScope) => SQL;
    from: string;
    orderBy: SQL;
    /** The list's sums, after `count(*) AS n` in the totals' SELECT. */
    sums: SQL;
    item: (row: Row) => Item;
    totals: (row: Totals | undefined) => Sums;
  },
): Promise<{ scope: AnalyticsScope; page: Paged<Item>; totals: Sums }> {
  const { db, query } = opts;
  await readAnalyticsProperties(db, opts.landlordId, query.property_id);
  const scope = analyticsScope(opts.landlordId, query.year, query.property_id, todayOf(opts.clock));
  const from = sql.identifier(list.from);
  const [rows, totals] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`WITH ${list.rows(scope)} SELECT * FROM ${from} ORDER BY ${list.orderBy}
      LIMIT ${query.pageSize} OFFSET ${pageOffset(query)}`,
    ),
    rowsOf<Totals>(db, sql`WITH ${list.rows(scope)} SELECT count(*) AS n, ${list.sums} FROM ${from}`),
  ]);
  const page: Paged<Item> = {
    items: rows.map(list.item),
    total: cents(totals[0]?.n),
    page: query.page,
    pageSize: query.pageSize,
  };
  return { scope, page, totals: list.totals(totals[0]) };
}
