import { addDays } from '@casaconti/core/dates';
import { fullName } from '@casaconti/core/display';
import { DEADLINE_KINDS, type DeadlineKind } from '@casaconti/core/lease-deadlines';
import { type Paged, pageOffset } from '@casaconti/core/schemas/list';
import type { DeadlineListQuery } from '@casaconti/core/schemas/rent-update';
import { and, asc, eq, getTableColumns, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { contract, leaseDeadline, property } from '../../db/schema';
import { type Clock, today as todayOf } from '../../lib/clock';
import { contractTenantNameColumns } from '../contracts/contract-columns';
import { DEADLINES_HORIZON_DAYS, type DeadlineItem } from './load-lease-deadlines';
import { leaseDeadlinesFresh, refreshLeaseDeadlines } from './refresh-lease-deadlines';

export type DeadlinesPageItem = Omit<DeadlineItem, 'landlordId'>;
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
 * 'Scadenze' (DOMAIN §15): the landlord's upcoming deadlines, soonest first, paged (decision 080),
 * read from the kept table (decision 123). One statement checks the table is up to date (else
 * one transaction refreshes it: few contracts, or all once a year), then two read the page and
 * the total, whatever the number of contracts: [today, today + horizon] (a registration not yet
 * recorded also before), filtered by kind and property, ordered by date, kind, property and
 * tenant (case- and accent-folded, as the lists sort names) and contract.
 */
export async function getDeadlinesPage(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  query: DeadlineListQuery;
}): Promise<DeadlinesPage> {
  const { db, landlordId, query } = opts;
  const today = todayOf(opts.clock);
  if (!(await leaseDeadlinesFresh(db, landlordId, today))) await refreshLeaseDeadlines(db, landlordId, today);

  const { pageRows, countRows } = deadlinesPageStatements({ db, landlordId, today, query });
  const [rows, [counted]] = await Promise.all([pageRows, countRows]);

  return {
    items: rows.map(({ tenantFirstName, tenantLastName, ...row }) => ({
      ...row,
      kind: row.kind as DeadlineKind,
      tenantName: fullName({ firstName: tenantFirstName, lastName: tenantLastName }),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    horizonDays: DEADLINES_HORIZON_DAYS,
  };
}

/** The page's two statements on the kept table, unsent (a test reads their plan). */
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
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(leaseDeadline)
    .where(scope);
  return { pageRows, countRows };
}
