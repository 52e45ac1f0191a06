import type { NetBalanceListQuery, NetBalanceListSort, SettlementPreviewListQuery } from '@casaconti/core/schemas/list';
import { and, asc, desc, gte, lte, type SQL, sql } from 'drizzle-orm';
import { contract, property } from '../../db/schema';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { searchCondition } from '../lists/search';

/**
 * What the payments page's two paged tabs share (decisions 113, 114): a list of the landlord's
 * contracts, each with one amount aggregated in SQL (`amount`: the net owed or the net to settle),
 * searched by tenant and property, bounded by `minAmount`/`maxAmount`, sorted by tenant, property
 * or amount, with the count and the sum of the amounts over every page.
 */
type ContractAmountQuery = Pick<NetBalanceListQuery & SettlementPreviewListQuery, 'q' | 'minAmount' | 'maxAmount'>;

/** The list's condition: the landlord's contracts, the search, the amount bounds, and `extra`. */
export function contractAmountCondition(
  landlordId: string,
  query: ContractAmountQuery,
  amount: SQL.Aliased<number>,
  extra?: SQL,
): SQL {
  return and(
    landlordContractCondition(landlordId),
    query.q ? searchCondition(query.q, [contract.searchText, property.searchText]) : undefined,
    query.minAmount !== undefined ? gte(amount, query.minAmount) : undefined,
    query.maxAmount !== undefined ? lte(amount, query.maxAmount) : undefined,
    extra,
  ) as SQL;
}

/** Each sort's ORDER BY: ties by the tenant's folded last and first name, then the contract's id. */
export function contractAmountOrder(amount: SQL.Aliased<number>): Record<NetBalanceListSort, SQL[]> {
  const tenantOrder = [
    asc(sql`casaconti_fold(${contract.tenantLastName})`),
    asc(sql`casaconti_fold(${contract.tenantFirstName})`),
    asc(contract.id),
  ];
  return {
    tenant: tenantOrder,
    property: [asc(sql`casaconti_fold(${property.name})`), ...tenantOrder],
    amount_desc: [desc(amount), ...tenantOrder],
    amount_asc: [asc(amount), ...tenantOrder],
  };
}

/** The count and the sum of the amounts of the listed contracts (over every page). */
export function contractAmountTotals(amount: SQL.Aliased<number>) {
  return {
    total: sql<number>`count(*)::int`.mapWith(Number),
    totalAmount: sql<number>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number),
  };
}
