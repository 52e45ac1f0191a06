import {
  type ContractListQuery,
  type ContractListSort,
  LISTED_CONTRACT_STATUSES,
  type ListedContractStatus,
  type Paged,
  pageOffset,
} from '@casaconti/core/schemas/list';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, property, user } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { searchCondition } from '../lists/search';
import { propertyAddressColumns } from '../properties/property-columns';
import { contractTenantNameColumns, contractTermsColumns } from './contract-columns';
import { type ContractPortfolioItem, portfolioItem } from './get-contracts-portfolio';
import { landlordContractCondition } from './landlord-contract-condition';

export type ContractsPage = Paged<ContractPortfolioItem> & {
  /** Contracts per status under the same search and property filter (the filter chips' counts). */
  counts: Record<ListedContractStatus, number>;
};

/**
 * SQL twin of deriveContractStatus for a listed (not deleted) contract, as of `asOf`: what the
 * status filter and the counts group by. The items' own status still comes from core; the two
 * agree for any contract and day (contract-status-sql.test.ts).
 */
export function listedStatusSql(asOf: string): SQL<ListedContractStatus> {
  return sql<ListedContractStatus>`case
    when ${contract.endDate} < ${asOf}::date then 'expired'
    when ${user.userStatus} = 'invited' or ${contract.acceptedAt} is null then 'pending_acceptance'
    else 'active' end`;
}

const ORDER: Record<ContractListSort, SQL[]> = {
  start_desc: [desc(contract.startDate), desc(contract.createdAt), asc(contract.id)],
  start_asc: [asc(contract.startDate), asc(contract.createdAt), asc(contract.id)],
  tenant: [
    asc(sql`casaconti_fold(${contract.tenantLastName})`),
    asc(sql`casaconti_fold(${contract.tenantFirstName})`),
    asc(contract.id),
  ],
  property: [asc(sql`casaconti_fold(${property.name})`), desc(contract.startDate), asc(contract.id)],
  rent_desc: [desc(contract.rentAmount), desc(contract.startDate), asc(contract.id)],
  rent_asc: [asc(contract.rentAmount), desc(contract.startDate), asc(contract.id)],
};

/**
 * The landlord's contracts list, one page (decision 080): search over the contract's typed tenant
 * name and the property's name, street, postal code and province; filters by status (listedStatusSql)
 * and property; sorting, paging, all in SQL. Two statements whatever the size, started together:
 * the page (each contract's rooms aggregated in it, each item's status from core) and the counts
 * per status, from which the total comes.
 */
export async function getContractsPage(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  query: ContractListQuery;
}): Promise<ContractsPage> {
  const { db, landlordId, query } = opts;
  const asOf = today(opts.clock);
  const status = listedStatusSql(asOf);
  const scope = and(
    landlordContractCondition(landlordId),
    query.propertyId ? eq(contract.propertyId, query.propertyId) : undefined,
    query.q ? searchCondition(query.q, [contract.searchText, property.searchText]) : undefined,
  );
  const rooms = sql<{ id: string; name: string }[] | string>`(
    select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id), '[]'::json)
    from contract_room cr join room r on r.id = cr.room_id
    where cr.contract_id = ${contract.id} and cr.deleted_at is null)`;

  const pageRows = db
    .select({
      ...contractTermsColumns,
      ...contractTenantNameColumns,
      tenantStatus: user.userStatus,
      acceptedAt: contract.acceptedAt,
      propertyId: property.id,
      ...propertyAddressColumns,
      rooms,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(user, eq(user.id, contract.tenantId))
    .where(and(scope, query.status ? sql`${status} = ${query.status}` : undefined))
    .orderBy(...ORDER[query.sort])
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const countRows = db
    .select({ status, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(user, eq(user.id, contract.tenantId))
    .where(scope)
    // By position: the status expression carries a parameter, which PostgreSQL would not match.
    .groupBy(sql`1`);
  const [rows, grouped] = await Promise.all([pageRows, countRows]);

  const counts = { active: 0, pending_acceptance: 0, expired: 0 } satisfies ContractsPage['counts'];
  for (const row of grouped) counts[row.status] = row.count;
  const total = query.status ? counts[query.status] : LISTED_CONTRACT_STATUSES.reduce((sum, s) => sum + counts[s], 0);

  const items = rows.map((r) =>
    portfolioItem(
      { ...r, deletedAt: null },
      { userRole: 'landlord', rooms: typeof r.rooms === 'string' ? JSON.parse(r.rooms) : r.rooms, asOf },
    ),
  );
  return { items, total, page: query.page, pageSize: query.pageSize, counts };
}
