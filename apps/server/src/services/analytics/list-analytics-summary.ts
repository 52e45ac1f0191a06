import { fullName } from '@casaconti/core/display';
import type { AnalyticsSummaryQuery } from '@casaconti/core/schemas/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type AnalyticsScope, cents, propsCte } from './analytics-scope';
import { readAnalyticsPage } from './read-analytics-page';

/**
 * The rows of the yearly summary for the accountant (docs/domain.md §16) as the CTE `summary`: per
 * contract in force in the year (or with money in it), the rents accrued and collected (the live
 * payments of the year allocated to rent), everything accrued and collected, cedolare secca and
 * the registration data. The page and the totals both read it.
 */
function summaryCte(s: AnalyticsScope): SQL {
  return sql`${propsCte(s)},
    acc AS (
      SELECT py.contract_id, sum(py.amount_cents) AS accrued,
             sum(py.amount_cents) FILTER (WHERE py.type = 'rent') AS rent_accrued
      FROM payable py JOIN contract c ON c.id = py.contract_id JOIN props p ON p.id = c.property_id
      WHERE py.status <> 'cancelled' AND py.due_date BETWEEN ${s.from}::date AND ${s.to}::date
      GROUP BY 1),
    col AS (
      SELECT pm.contract_id, sum(pm.amount_cents) AS collected
      FROM payment pm JOIN contract c ON c.id = pm.contract_id JOIN props p ON p.id = c.property_id
      WHERE pm.reversed_at IS NULL AND pm.received_on BETWEEN ${s.from}::date AND ${s.to}::date
      GROUP BY 1),
    rent_col AS (
      SELECT pm.contract_id, sum(a.amount_cents) AS rent_collected
      FROM payment pm JOIN contract c ON c.id = pm.contract_id JOIN props p ON p.id = c.property_id
      JOIN payment_allocation a ON a.payment_id = pm.id
      JOIN payable py ON py.id = a.payable_id AND py.type = 'rent'
      WHERE pm.reversed_at IS NULL AND pm.received_on BETWEEN ${s.from}::date AND ${s.to}::date
      GROUP BY 1),
    summary AS (
      SELECT c.id AS contract_id, c.tenant_first_name, c.tenant_last_name, p.name AS property_name,
             c.start_date::text AS start_date, c.end_date::text AS end_date, c.contract_type, c.cedolare_secca,
             c.registration_date::text AS registration_date, c.registration_code,
             acc.accrued, acc.rent_accrued, col.collected, rc.rent_collected
      FROM contract c JOIN props p ON p.id = c.property_id
      LEFT JOIN acc ON acc.contract_id = c.id
      LEFT JOIN col ON col.contract_id = c.id
      LEFT JOIN rent_col rc ON rc.contract_id = c.id
      WHERE (c.deleted_at IS NULL AND c.start_date <= ${s.to}::date AND (c.end_date IS NULL OR c.end_date >= ${s.from}::date))
         OR acc.contract_id IS NOT NULL OR col.contract_id IS NOT NULL)`;
}

type SummaryRow = {
  contract_id: string;
  tenant_first_name: string;
  tenant_last_name: string;
  property_name: string;
  start_date: string;
  end_date: string | null;
  contract_type: string;
  cedolare_secca: boolean;
  registration_date: string | null;
  registration_code: string | null;
  accrued: string | number | null;
  rent_accrued: string | number | null;
  collected: string | number | null;
  rent_collected: string | number | null;
};

type TotalsRow = {
  n: string | number;
  accrued: string | number | null;
  rent_accrued: string | number | null;
  collected: string | number | null;
  rent_collected: string | number | null;
};

/**
 * list-analytics-summary (docs/domain.md §16, decision 119): one page of the accountant's yearly summary,
 * by property, tenant, then contract, and its totals over every page (SQL aggregates). Three
 * statements whatever the portfolio's size: the properties (ownership), the page, the totals.
 */
export async function listAnalyticsSummary(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  query: AnalyticsSummaryQuery;
}) {
  const { scope, page, totals } = await readAnalyticsPage(opts, {
    rows: summaryCte,
    from: 'summary',
    orderBy: sql`property_name, tenant_last_name, tenant_first_name, contract_id`,
    sums: sql`sum(accrued) AS accrued, sum(rent_accrued) AS rent_accrued,
              sum(collected) AS collected, sum(rent_collected) AS rent_collected`,
    item: (r: SummaryRow) => ({
      contractId: r.contract_id,
      tenantName: fullName({ firstName: r.tenant_first_name, lastName: r.tenant_last_name }),
      propertyName: r.property_name,
      startDate: r.start_date,
      endDate: r.end_date,
      contractType: r.contract_type,
      cedolareSecca: r.cedolare_secca,
      registrationDate: r.registration_date,
      registrationCode: r.registration_code,
      rentAccruedCents: cents(r.rent_accrued),
      rentCollectedCents: cents(r.rent_collected),
      accruedCents: cents(r.accrued),
      collectedCents: cents(r.collected),
    }),
    /** Σ over every page of the summary. */
    totals: (t: TotalsRow | undefined) => ({
      rentAccruedCents: cents(t?.rent_accrued),
      rentCollectedCents: cents(t?.rent_collected),
      accruedCents: cents(t?.accrued),
      collectedCents: cents(t?.collected),
    }),
  });
  return { ...page, year: scope.year, totals };
}

export type AnalyticsSummaryPage = Awaited<ReturnType<typeof listAnalyticsSummary>>;
