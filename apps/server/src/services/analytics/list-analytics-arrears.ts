import { fullName } from '@casaconti/core/display';
import type { AnalyticsArrearsQuery } from '@casaconti/core/schemas/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type AnalyticsScope, bucketCase, cents, propsCte, scopeContractsCte } from './analytics-scope';
import { overdueCtes } from '../contracts/overdue-sql';
import { readAnalyticsPage } from './read-analytics-page';

/**
 * The CTE `late`: per contract, what is late of its overdue payables (due before today, net of its
 * credits: overdueCtes, the tile's and the contract's rule) that fall in the asked age bucket, and
 * the oldest due date among them.
 */
function lateCte(s: AnalyticsScope, bucket: string): SQL {
  return sql`${propsCte(s)}, ${scopeContractsCte()}, ${overdueCtes(sql`scope_contracts`, s.today)},
    late AS (
      SELECT c.id AS contract_id, c.tenant_first_name, c.tenant_last_name, p.name AS property_name,
             sum(o.cents) AS cents, min(o.due_date)::text AS oldest_due
      FROM overdue o JOIN contract c ON c.id = o.contract_id JOIN props p ON p.id = c.property_id
      WHERE o.cents > 0 AND ${bucketCase(sql`(${s.today}::date - o.due_date)`)} = ${bucket}
      GROUP BY 1, 2, 3, 4)`;
}

type LateRow = {
  contract_id: string;
  tenant_first_name: string;
  tenant_last_name: string;
  property_name: string;
  cents: string | number;
  oldest_due: string;
};

/**
 * list-analytics-arrears (docs/domain.md §16, decision 119): the tenants behind one arrears bar of the
 * analytics page, largest amount first, a page at a time, with the bar's count and sum over every
 * page. Three statements whatever the portfolio's size: the properties (ownership), the page, the totals.
 */
export async function listAnalyticsArrears(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  query: AnalyticsArrearsQuery;
}) {
  const { bucket } = opts.query;
  const { page, totals } = await readAnalyticsPage(opts, {
    rows: (s) => lateCte(s, bucket),
    from: 'late',
    orderBy: sql`cents DESC, tenant_last_name, tenant_first_name, contract_id`,
    sums: sql`sum(cents) AS cents`,
    item: (r: LateRow) => ({
      contractId: r.contract_id,
      tenantName: fullName({ firstName: r.tenant_first_name, lastName: r.tenant_last_name }),
      propertyName: r.property_name,
      cents: cents(r.cents),
      oldestDueDate: r.oldest_due,
    }),
    /** The bar's amount (Σ over every page). */
    totals: (t: { n: string | number; cents: string | number | null } | undefined) => cents(t?.cents),
  });
  return { ...page, bucket, totalCents: totals };
}
