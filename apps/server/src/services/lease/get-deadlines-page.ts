import { addDays } from '@casaconti/core/dates';
import { fullName } from '@casaconti/core/display';
import {
  DEADLINE_KINDS,
  type DeadlineKind,
  type DeadlineTiming,
  deadlineTiming,
} from '@casaconti/core/lease-deadlines';
import { type Paged, pageOffset } from '@casaconti/core/schemas/list';
import type { DeadlineListQuery } from '@casaconti/core/schemas/rent-update';
import { and, asc, eq, getTableColumns, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { contract, leaseDeadline, property } from '../../db/schema';
import { type Clock, today as todayOf } from '../../lib/clock';
import { contractTenantNameColumns } from '../contracts/contract-columns';
import { DEADLINES_HORIZON_DAYS, type DeadlineItem } from './load-lease-deadlines';
import { leaseDeadlinesFreshSql, refreshLeaseDeadlines } from './refresh-lease-deadlines';

/** timing: 'late' (its date has passed), 'today' or 'upcoming' (core deadlineTiming, decision 168). */
export type DeadlinesPageItem = Omit<DeadlineItem, 'landlordId'> & { timing: DeadlineTiming };
export type DeadlinesPage = Paged<DeadlinesPageItem> & { horizonDays: number };

/**
 * A kept deadline as the page lists it: its row (decision 123), less the landlord (the page's
 * scope) and the contract's end (a filter: an ended contract's rows are not listed).
 */
const { landlordId: _landlord, contractEnd: _contractEnd, ...listedDeadlineColumns } = getTableColumns(leaseDeadline);

/** The kinds' order (core's DEADLINE_KINDS) as SQL: the second sort key. */
const kindRank = sql.raw(
  `array_position(ARRAY[${DEADLINE_KINDS.map((k) => `'${k}'`).join(', ')}]::text[], "lease_deadline"."kind")`,
);

/**
 * 'Scadenze' (docs/domain.md §15): the landlord's upcoming deadlines, soonest first (so the late ones, a
 * registration not yet recorded past its date, come first, each with its timing), paged (decision 080),
 * read from the kept table (decision 123). Two statements read the page and the total, whatever the
 * number of contracts, the total's with whether the kept table is up to date; when it is not, one
 * transaction refreshes it (few contracts, or all once a year) and the two are read again.
 * [today, today + horizon] (a registration not yet recorded also before), filtered by kind and
 * property, ordered by date, kind, property and tenant (case- and accent-folded, as the lists sort
 * names) and contract.
 */
export async function getDeadlinesPage(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  query: DeadlineListQuery;
}): Promise<DeadlinesPage> {
  const { db, landlordId, query } = opts;
  const today = todayOf(opts.clock);
  const read = () => {
    const { pageRows, countRows } = deadlinesPageStatements({ db, landlordId, today, query });
    return Promise.all([pageRows, countRows]);
  };
  let [rows, [counted]] = await read();
  if (counted?.fresh !== true) {
    await refreshLeaseDeadlines(db, landlordId, today);
    [rows, [counted]] = await read();
  }

  return {
    items: rows.map(({ tenantFirstName, tenantLastName, ...row }) => ({
      ...row,
      kind: row.kind as DeadlineKind,
      timing: deadlineTiming(row.date, today),
      tenantName: fullName({ firstName: tenantFirstName, lastName: tenantLastName }),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    horizonDays: DEADLINES_HORIZON_DAYS,
  };
}

/** The page's two statements on the kept table, unsent (a test reads their plan); the count's row says whether the table is fresh. */
export function deadlinesPageStatements(opts: {
  db: Queryable;
  landlordId: string;
  today: string;
  query: DeadlineListQuery;
}) {
  const { db, landlordId, today, query } = opts;
  const to = addDays(today, DEADLINES_HORIZON_DAYS);
  const scope = and(
    eq(leaseDeadline.landlordId, landlordId),
    lte(leaseDeadline.date, to),
    or(gte(leaseDeadline.date, today), eq(leaseDeadline.kind, 'registration')),
    or(isNull(leaseDeadline.contractEnd), gte(leaseDeadline.contractEnd, today)),
    query.kind ? eq(leaseDeadline.kind, query.kind) : undefined,
    query.propertyId ? eq(leaseDeadline.propertyId, query.propertyId) : undefined,
  );
  const pageRows = db
    .select({ ...listedDeadlineColumns, propertyName: property.name, ...contractTenantNameColumns })
    .from(leaseDeadline)
    .innerJoin(contract, eq(contract.id, leaseDeadline.contractId))
    .innerJoin(property, eq(property.id, leaseDeadline.propertyId))
    .where(scope)
    .orderBy(
      asc(leaseDeadline.date),
      asc(kindRank),
      asc(sql`casaconti_fold(${property.name})`),
      asc(sql`casaconti_fold(${contract.tenantFirstName} || ' ' || ${contract.tenantLastName})`),
      asc(leaseDeadline.contractId),
    )
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const countRows = db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      fresh: sql<boolean>`${leaseDeadlinesFreshSql(landlordId, today)}`,
    })
    .from(leaseDeadline)
    .where(scope);
  return { pageRows, countRows };
}
