import { ARREARS_BUCKETS, type ArrearsBucketKey, netCents } from '@casaconti/core/analytics';
import { categoryLabel } from '@casaconti/core/labels';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type Clock, today as todayOf } from '../../lib/clock';
import { figuresWith } from './analytics-figures';
import {
  type AnalyticsScope,
  analyticsScope,
  bucketCase,
  cents,
  propsCte,
  readAnalyticsProperties,
  rowsOf,
  scopeContractsCte,
} from './analytics-scope';
import { overdueCtes } from '../contracts/overdue-sql';

type MonthRow = {
  m: number;
  accrued: string | number | null;
  collected: string | number | null;
  owner_expenses: string | number | null;
  arrears: string | number | null;
};

/** The money of each month, all the scope's properties together (the `grid` of analytics-figures). */
function readMoney(db: Queryable, s: AnalyticsScope) {
  return rowsOf<MonthRow>(
    db,
    sql`${figuresWith(s)}
    SELECT m, sum(accrued) AS accrued, sum(collected) AS collected,
           sum(owner_expenses) AS owner_expenses, sum(arrears) AS arrears
    FROM grid GROUP BY m`,
  );
}

type OccupancyRow = { m: number; room_days: string | number | null; held: string | number | null };

/** Occupancy's terms of each month, all the scope's properties together (the `occ` of analytics-figures). */
function readOccupancy(db: Queryable, s: AnalyticsScope) {
  return rowsOf<OccupancyRow>(
    db,
    sql`${figuresWith(s)}
    SELECT m, sum(room_days) AS room_days, sum(held) AS held FROM occ GROUP BY m`,
  );
}

type ArrearsBucketRow = { bucket: ArrearsBucketKey; cents: string | number; tenants: string | number };

/**
 * Arrears now per age bucket: what is late of every overdue payable (due before today, net of its
 * contract's credits: overdueCtes, core sumOverdue's rule, docs/domain.md §13), its sum and the number of
 * contracts (tenants) with some of it. The tenants themselves are read when the landlord opens a
 * bar (list-analytics-arrears, decision 119).
 */
function readArrearsNow(db: Queryable, s: AnalyticsScope) {
  return rowsOf<ArrearsBucketRow>(
    db,
    sql`WITH ${propsCte(s)}, ${scopeContractsCte()}, ${overdueCtes(sql`scope_contracts`, s.today)}
    SELECT ${bucketCase(sql`(${s.today}::date - o.due_date)`)} AS bucket,
           sum(o.cents) AS cents, count(DISTINCT o.contract_id) AS tenants
    FROM overdue o WHERE o.cents > 0
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
 * get-landlord-analytics (docs/domain.md §16, issue 24): the analytics page of one year, for all the
 * landlord's live properties or one of them. Five statements whatever the portfolio's size. The
 * lists that grow with the portfolio are paged reads of their own: the tenants behind each arrears
 * bar and the accountant's summary rows (list-analytics-arrears, list-analytics-summary; decision
 * 119), the per-property table (list-analytics-properties) and the property filter's choices (the
 * properties list's search; decision 125).
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
  const { firstYear, propertyName } = await readAnalyticsProperties(opts.db, opts.landlordId, opts.propertyId);
  const s = analyticsScope(opts.landlordId, opts.year, opts.propertyId, today);
  const [money, occupancy, arrears, expenses] = await Promise.all([
    readMoney(opts.db, s),
    readOccupancy(opts.db, s),
    readArrearsNow(opts.db, s),
    readExpenses(opts.db, s),
  ]);

  const buckets = ARREARS_BUCKETS.map((b) => {
    const row = arrears.find((r) => r.bucket === b.key);
    /** tenantCount: the contracts behind the bar (GET /api/analytics/arrears lists them). */
    return { key: b.key, label: b.label, cents: cents(row?.cents), tenantCount: cents(row?.tenants) };
  });
  const arrearsNowCents = buckets.reduce((t, b) => t + b.cents, 0);
  // The month whose as-of date is today (none for a past year): its arrears are the tile's.
  const currentMonth = today.slice(0, 4) === String(s.year) ? Number(today.slice(5, 7)) : null;

  const monthOcc = new Map(occupancy.map((r) => [Number(r.m), r]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const m = i + 1;
    const row = money.find((r) => Number(r.m) === m);
    const occ = monthOcc.get(m);
    return {
      month: m,
      accruedCents: cents(row?.accrued),
      collectedCents: cents(row?.collected),
      /**
       * Overdue at the month's end (today for the current month: the 'Morosità oggi' tile, net of
       * credits); null for a month to come.
       */
      arrearsCents:
        row?.arrears === null || row?.arrears === undefined
          ? null
          : m === currentMonth
            ? arrearsNowCents
            : cents(row.arrears),
      ownerExpensesCents: cents(row?.owner_expenses),
      roomDaysHeld: cents(occ?.held),
      roomDays: cents(occ?.room_days),
    };
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
    /** The chosen property's name (the filter box shows it; a shared link carries only the id). */
    propertyName,
    years: Array.from({ length: lastYear - startYear + 1 }, (_, i) => lastYear - i),
    tiles: {
      accruedCents: sum((m) => m.accruedCents),
      collectedCents,
      arrearsNowCents,
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
  };
}

export type LandlordAnalytics = Awaited<ReturnType<typeof getLandlordAnalytics>>;
