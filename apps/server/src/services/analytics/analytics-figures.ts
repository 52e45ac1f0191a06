import { type SQL, sql } from 'drizzle-orm';
import { type AnalyticsScope, propsCte } from './analytics-scope';

/**
 * The one home of the analytics page's money and occupancy figures (docs/domain.md §16, decision 107):
 * the CTEs that compute them per property and month. The page's monthly figures
 * (get-landlord-analytics) and the per-property table (list-analytics-properties, decision 125)
 * both sum these rows, each its own way, so a figure has one formula.
 */

/** The months of the year with the year's own calendar (SQL). */
function monthsCte(s: AnalyticsScope) {
  return sql`months AS (
    SELECT m, make_date(${s.year}::int, m, 1) AS first,
           (make_date(${s.year}::int, m, 1) + interval '1 month' - interval '1 day')::date AS last
    FROM generate_series(1, 12) AS m)`;
}

/**
 * The first month m of the year whose as-of date (`ends`: the month's last day, today for the
 * current month) is on or after the date `d`: 1 for a date before the year, 13 (none) for a date
 * after the last as-of date (the year's end or today) or null. A row counts at the as-of date of
 * month m exactly when m is at or after this month, so each row is placed once instead of being
 * compared with every month (the statement was a join of the payables × the months).
 */
const firstEndFrom = (s: AnalyticsScope, d: SQL) => sql`(CASE
      WHEN ${d} IS NULL OR ${d} > least(${s.to}::date, ${s.today}::date) THEN 13
      WHEN ${d} < ${s.from}::date THEN 1
      ELSE extract(month FROM ${d})::int END)`;

/**
 * The CTE `grid`: per property and month of the year, accrued (payables due in the month, any
 * type, not cancelled), collected (live payments by the date received), the owner's share of the
 * bills (by the month their period ends) and the arrears at the month's end (or today for the
 * current month; null for months to come). Arrears at a past date come from the ledger: a payable
 * overdue by then (due before it, docs/domain.md §13) less its allocations from live payments received by
 * then (a payable paid before the ledger counts as paid from its paid_at, decision 107). The
 * current month's figure is read as 'Morosità oggi' instead (net of credits, decision 166).
 */
function moneyCtes(s: AnalyticsScope): SQL {
  return sql`acc AS (
      SELECT c.property_id, extract(month FROM py.due_date)::int AS m, sum(py.amount_cents) AS cents
      FROM payable py JOIN contract c ON c.id = py.contract_id JOIN props p ON p.id = c.property_id
      WHERE py.status <> 'cancelled' AND py.due_date BETWEEN ${s.from}::date AND ${s.to}::date
      GROUP BY 1, 2),
    col AS (
      SELECT c.property_id, extract(month FROM pm.received_on)::int AS m, sum(pm.amount_cents) AS cents
      FROM payment pm JOIN contract c ON c.id = pm.contract_id JOIN props p ON p.id = c.property_id
      WHERE pm.reversed_at IS NULL AND pm.received_on BETWEEN ${s.from}::date AND ${s.to}::date
      GROUP BY 1, 2),
    exp AS (
      SELECT b.property_id, extract(month FROM b.period_end_date)::int AS m,
             sum(b.total_amount_cents - coalesce(sp.cents, 0)) AS cents
      FROM bill b JOIN props p ON p.id = b.property_id
      LEFT JOIN LATERAL (
        SELECT sum(x.calculated_amount_cents) AS cents FROM bill_split x WHERE x.bill_id = b.id AND x.deleted_at IS NULL
      ) sp ON true
      WHERE b.deleted_at IS NULL AND b.period_end_date BETWEEN ${s.from}::date AND ${s.to}::date
      GROUP BY 1, 2),
    ends AS (
      SELECT m, least(last, ${s.today}::date) AS asof FROM months WHERE first <= ${s.today}::date),
    cand AS (
      SELECT py.id, c.property_id, py.amount_cents AS amount, py.due_date,
             CASE WHEN py.status = 'paid' AND py.allocated_cents = 0
                  THEN (py.paid_at AT TIME ZONE 'Europe/Rome')::date END AS legacy_paid_on
      FROM payable py JOIN contract c ON c.id = py.contract_id JOIN props p ON p.id = c.property_id
      WHERE py.status <> 'cancelled' AND py.amount_cents > 0
        AND py.due_date < least(${s.to}::date, ${s.today}::date)
        AND (py.status = 'due' OR py.paid_at >= ${s.from}::date - 7)),
    arr_charged AS (
      SELECT g.property_id, e.m, sum(g.cents) AS cents
      FROM (SELECT cand.property_id, ${firstEndFrom(s, sql`(cand.due_date + 1)`)} AS since,
                   ${firstEndFrom(s, sql`cand.legacy_paid_on`)} AS until, sum(cand.amount) AS cents
            FROM cand GROUP BY 1, 2, 3) g
      JOIN ends e ON e.m >= g.since AND e.m < g.until
      GROUP BY 1, 2),
    arr_paid AS (
      SELECT g.property_id, e.m, sum(g.cents) AS cents
      FROM (SELECT cand.property_id, ${firstEndFrom(s, sql`greatest(cand.due_date + 1, pm.received_on)`)} AS since,
                   sum(a.amount_cents) AS cents
            FROM cand JOIN payment_allocation a ON a.payable_id = cand.id
            JOIN payment pm ON pm.id = a.payment_id AND pm.reversed_at IS NULL
            GROUP BY 1, 2) g
      JOIN ends e ON e.m >= g.since
      GROUP BY 1, 2),
    grid AS (
      SELECT p.id AS property_id, mo.m,
             coalesce(acc.cents, 0) AS accrued, coalesce(col.cents, 0) AS collected,
             coalesce(exp.cents, 0) AS owner_expenses,
             CASE WHEN e.m IS NULL THEN NULL ELSE coalesce(ac.cents, 0) - coalesce(ap.cents, 0) END AS arrears
      FROM props p CROSS JOIN months mo
      LEFT JOIN acc ON acc.property_id = p.id AND acc.m = mo.m
      LEFT JOIN col ON col.property_id = p.id AND col.m = mo.m
      LEFT JOIN exp ON exp.property_id = p.id AND exp.m = mo.m
      LEFT JOIN ends e ON e.m = mo.m
      LEFT JOIN arr_charged ac ON ac.property_id = p.id AND ac.m = mo.m
      LEFT JOIN arr_paid ap ON ap.property_id = p.id AND ap.m = mo.m)`;
}

/**
 * The CTE `occ`: per property and month, occupancy's two terms (docs/domain.md §16): room-days of the
 * property's live rooms (`room_days`) and room-days held by live contracts (`held`), over the days
 * of the year up to today (decision 107).
 */
function occupancyCtes(s: AnalyticsScope): SQL {
  return sql`spans AS (SELECT m, first, least(last, ${s.today}::date) AS last FROM months WHERE first <= ${s.today}::date),
    rooms AS (SELECT r.id, r.property_id FROM room r JOIN props p ON p.id = r.property_id WHERE r.deleted_at IS NULL),
    cap AS (
      SELECT rc.property_id, sp.m, rc.n * (sp.last - sp.first + 1) AS room_days
      FROM (SELECT property_id, count(*) AS n FROM rooms GROUP BY 1) rc CROSS JOIN spans sp),
    held AS (
      SELECT r.property_id, sp.m,
             sum(least(coalesce(cr.end_date, sp.last), sp.last) - greatest(cr.start_date, sp.first) + 1) AS room_days
      FROM contract_room cr
      JOIN contract c ON c.id = cr.contract_id AND c.deleted_at IS NULL
      JOIN rooms r ON r.id = cr.room_id
      JOIN spans sp ON cr.start_date <= sp.last AND (cr.end_date IS NULL OR cr.end_date >= sp.first)
      WHERE cr.deleted_at IS NULL
      GROUP BY 1, 2),
    occ AS (
      SELECT cap.property_id, cap.m, cap.room_days, coalesce(held.room_days, 0) AS held
      FROM cap LEFT JOIN held ON held.property_id = cap.property_id AND held.m = cap.m)`;
}

/**
 * `WITH props, months, …grid, …occ`: the statement's head, to be followed by the SELECT that sums
 * `grid` (money) and `occ` (occupancy) as the reader needs them.
 */
export function figuresWith(s: AnalyticsScope): SQL {
  return sql`WITH ${propsCte(s)}, ${monthsCte(s)}, ${moneyCtes(s)}, ${occupancyCtes(s)}`;
}
