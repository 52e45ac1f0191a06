import { ARREARS_BUCKETS, type ArrearsBucketKey, netCents } from '@casaconti/core/analytics';
import { categoryLabel } from '@casaconti/core/labels';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type Clock, today as todayOf } from '../../lib/clock';
import {
  type AnalyticsScope,
  analyticsScope,
  bucketCase,
  cents,
  propsCte,
  readAnalyticsProperties,
  rowsOf,
} from './analytics-scope';

/** The months of the year with the year's own calendar (SQL). */
const monthsCte = (s: AnalyticsScope) => sql`months AS (
    SELECT m, make_date(${s.year}::int, m, 1) AS first,
           (make_date(${s.year}::int, m, 1) + interval '1 month' - interval '1 day')::date AS last
    FROM generate_series(1, 12) AS m)`;

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

type MoneyRow = {
  property_id: string | null;
  m: number | null;
  accrued: string | number | null;
  collected: string | number | null;
  owner_expenses: string | number | null;
  arrears: string | number | null;
};

/**
 * Accrued (payables due in the month, any type, not cancelled), collected (live payments by the
 * date received), the owner's share of the bills (by the month their period ends) and the
 * arrears at the month's end (or today for the current month; none for months to come),
 * per month and per property in one statement (GROUPING SETS). Arrears at a past date come from
 * the ledger: a payable due by then less its allocations from live payments received by then
 * (a payable paid before the ledger counts as paid from its paid_at, decision 107).
 */
function readMoney(db: Queryable, s: AnalyticsScope) {
  return rowsOf<MoneyRow>(
    db,
    sql`WITH ${propsCte(s)}, ${monthsCte(s)},
    acc AS (
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
        AND py.due_date <= least(${s.to}::date, ${s.today}::date)
        AND (py.status = 'due' OR py.paid_at >= ${s.from}::date - 7)),
    arr_charged AS (
      SELECT g.property_id, e.m, sum(g.cents) AS cents
      FROM (SELECT cand.property_id, ${firstEndFrom(s, sql`cand.due_date`)} AS since,
                   ${firstEndFrom(s, sql`cand.legacy_paid_on`)} AS until, sum(cand.amount) AS cents
            FROM cand GROUP BY 1, 2, 3) g
      JOIN ends e ON e.m >= g.since AND e.m < g.until
      GROUP BY 1, 2),
    arr_paid AS (
      SELECT g.property_id, e.m, sum(g.cents) AS cents
      FROM (SELECT cand.property_id, ${firstEndFrom(s, sql`greatest(cand.due_date, pm.received_on)`)} AS since,
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
      LEFT JOIN arr_paid ap ON ap.property_id = p.id AND ap.m = mo.m)
    SELECT property_id, m, sum(accrued) AS accrued, sum(collected) AS collected,
           sum(owner_expenses) AS owner_expenses, sum(arrears) AS arrears
    FROM grid GROUP BY GROUPING SETS ((m), (property_id))`,
  );
}

type OccupancyRow = {
  property_id: string | null;
  m: number | null;
  room_days: string | number | null;
  held: string | number | null;
};

/**
 * Occupancy (DOMAIN §16): room-days held by live contracts ÷ room-days of the property's live
 * rooms, over the days of the year up to today (decision 107), per month and per property.
 */
function readOccupancy(db: Queryable, s: AnalyticsScope) {
  return rowsOf<OccupancyRow>(
    db,
    sql`WITH ${propsCte(s)}, ${monthsCte(s)},
    spans AS (SELECT m, first, least(last, ${s.today}::date) AS last FROM months WHERE first <= ${s.today}::date),
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
      GROUP BY 1, 2)
    SELECT cap.property_id, cap.m, sum(cap.room_days) AS room_days, sum(coalesce(held.room_days, 0)) AS held
    FROM cap LEFT JOIN held ON held.property_id = cap.property_id AND held.m = cap.m
    GROUP BY GROUPING SETS ((cap.m), (cap.property_id))`,
  );
}

type ArrearsBucketRow = { bucket: ArrearsBucketKey; cents: string | number; tenants: string | number };

/**
 * Arrears now per age bucket: the outstanding part of every due payable (due today or before),
 * its sum and the number of contracts (tenants) with some of it. The tenants themselves are read
 * when the landlord opens a bar (list-analytics-arrears, decision 119).
 */
function readArrearsNow(db: Queryable, s: AnalyticsScope) {
  return rowsOf<ArrearsBucketRow>(
    db,
    sql`WITH ${propsCte(s)}
    SELECT ${bucketCase(sql`(${s.today}::date - py.due_date)`)} AS bucket,
           sum(py.amount_cents - py.allocated_cents) AS cents, count(DISTINCT c.id) AS tenants
    FROM payable py JOIN contract c ON c.id = py.contract_id JOIN props p ON p.id = c.property_id
    WHERE py.status = 'due' AND py.amount_cents > 0 AND py.due_date <= ${s.today}::date
    GROUP BY 1`,
  );
}

type ExpenseRow = {
  category: string;
  bills: string | number;
  total: string | number;
  tenants: string | number;
  owner_kept: string | number;
};

/** The year's bills (by the month their period ends) per category: total, tenants' shares, the owner's. */
function readExpenses(db: Queryable, s: AnalyticsScope) {
  return rowsOf<ExpenseRow>(
    db,
    sql`WITH ${propsCte(s)}
    SELECT b.category, count(*) AS bills, sum(b.total_amount_cents) AS total,
           sum(coalesce(sp.cents, 0)) AS tenants, sum(b.owner_kept_amount_cents) AS owner_kept
    FROM bill b JOIN props p ON p.id = b.property_id
    LEFT JOIN LATERAL (
      SELECT sum(x.calculated_amount_cents) AS cents FROM bill_split x WHERE x.bill_id = b.id AND x.deleted_at IS NULL
    ) sp ON true
    WHERE b.deleted_at IS NULL AND b.period_end_date BETWEEN ${s.from}::date AND ${s.to}::date
    GROUP BY b.category ORDER BY b.category`,
  );
}

/**
 * get-landlord-analytics (DOMAIN §16, issue 24): the analytics page of one year, for all the
 * landlord's live properties or one of them. Five statements whatever the portfolio's size. The
 * tenants behind each arrears bar and the accountant's summary rows grow with the portfolio: they
 * are paged lists of their own (list-analytics-arrears, list-analytics-summary; decision 119).
 */
export async function getLandlordAnalytics(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  /** null: the current year (Europe/Rome). */
  year: number | null;
  propertyId: string | null;
}) {
  const today = todayOf(opts.clock);
  const { properties, firstYear } = await readAnalyticsProperties(opts.db, opts.landlordId, opts.propertyId);
  const s = analyticsScope(opts.landlordId, opts.year, opts.propertyId, today);
  const [money, occupancy, arrears, expenses] = await Promise.all([
    readMoney(opts.db, s),
    readOccupancy(opts.db, s),
    readArrearsNow(opts.db, s),
    readExpenses(opts.db, s),
  ]);

  const monthOcc = new Map(occupancy.filter((r) => r.m !== null).map((r) => [Number(r.m), r]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const m = i + 1;
    const row = money.find((r) => r.m !== null && Number(r.m) === m);
    const occ = monthOcc.get(m);
    return {
      month: m,
      accruedCents: cents(row?.accrued),
      collectedCents: cents(row?.collected),
      /** Outstanding at the month's end (today for the current month); null for a month to come. */
      arrearsCents: row?.arrears === null || row?.arrears === undefined ? null : cents(row.arrears),
      ownerExpensesCents: cents(row?.owner_expenses),
      roomDaysHeld: cents(occ?.held),
      roomDays: cents(occ?.room_days),
    };
  });

  const propOcc = new Map(occupancy.filter((r) => r.m === null).map((r) => [r.property_id, r]));
  const shown = opts.propertyId ? properties.filter((p) => p.id === opts.propertyId) : properties;
  const perProperty = shown.map((p) => {
    const row = money.find((r) => r.m === null && r.property_id === p.id);
    const occ = propOcc.get(p.id);
    const collectedCents = cents(row?.collected);
    const ownerExpensesCents = cents(row?.owner_expenses);
    return {
      propertyId: p.id,
      name: p.name,
      accruedCents: cents(row?.accrued),
      collectedCents,
      ownerExpensesCents,
      netCents: netCents(collectedCents, ownerExpensesCents),
      roomDaysHeld: cents(occ?.held),
      roomDays: cents(occ?.room_days),
    };
  });

  const buckets = ARREARS_BUCKETS.map((b) => {
    const row = arrears.find((r) => r.bucket === b.key);
    /** tenantCount: the contracts behind the bar (GET /api/analytics/arrears lists them). */
    return { key: b.key, label: b.label, cents: cents(row?.cents), tenantCount: cents(row?.tenants) };
  });

  const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((t, m) => t + pick(m), 0);
  const collectedCents = sum((m) => m.collectedCents);
  const ownerExpensesCents = sum((m) => m.ownerExpensesCents);
  const currentYear = Number(today.slice(0, 4));
  const lastYear = Math.max(currentYear, s.year);
  const startYear = Math.min(firstYear ?? currentYear, s.year);

  return {
    year: s.year,
    propertyId: opts.propertyId,
    today,
    years: Array.from({ length: lastYear - startYear + 1 }, (_, i) => lastYear - i),
    properties,
    tiles: {
      accruedCents: sum((m) => m.accruedCents),
      collectedCents,
      arrearsNowCents: buckets.reduce((t, b) => t + b.cents, 0),
      roomDaysHeld: sum((m) => m.roomDaysHeld),
      roomDays: sum((m) => m.roomDays),
      ownerExpensesCents,
      netCents: netCents(collectedCents, ownerExpensesCents),
    },
    months,
    arrears: buckets,
    expenses: expenses.map((r) => {
      const total = cents(r.total);
      const tenantsShareCents = cents(r.tenants);
      return {
        category: r.category,
        label: categoryLabel(r.category),
        bills: cents(r.bills),
        totalCents: total,
        tenantsShareCents,
        ownerShareCents: total - tenantsShareCents,
        ownerKeptCents: cents(r.owner_kept),
      };
    }),
    perProperty,
  };
}

export type LandlordAnalytics = Awaited<ReturnType<typeof getLandlordAnalytics>>;
