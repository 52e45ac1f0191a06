import {
  type NetBalanceListQuery,
  type NetBalanceListSort,
  pageOffset,
  type SettlementPreviewListQuery,
} from '@casaconti/core/schemas/list';
import { type AnyColumn, and, asc, desc, eq, gte, lte, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
type ContractAmountPageQuery = Pick<
  NetBalanceListQuery & SettlementPreviewListQuery,
  'q' | 'minAmount' | 'maxAmount' | 'sort' | 'page' | 'pageSize'
>;

/** The list's condition: the landlord's contracts, the search, the amount bounds, and `extra`. */
function contractAmountCondition(
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
function contractAmountOrder(amount: SQL.Aliased<number>): Record<NetBalanceListSort, SQL[]> {
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
function contractAmountTotals(amount: SQL.Aliased<number>) {
  return {
    total: sql<number>`count(*)::int`.mapWith(Number),
    totalAmount: sql<number>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number),
  };
}

/**
 * One page of the list and its totals, two statements sent together: the landlord's contracts
 * joined to `amounts` (one row per contract: `contractId` and its `amount`, aggregated in SQL),
 * under the search, the bounds and `extra`, sorted and paged; and the count and sum over every page.
 */
export async function selectContractAmountPage(
  db: Db,
  opts: {
    landlordId: string;
    query: ContractAmountPageQuery;
    amounts: { from: Subquery; contractId: AnyColumn; amount: SQL.Aliased<number> };
    extra?: SQL;
  },
) {
  const { landlordId, query, amounts } = opts;
  const where = contractAmountCondition(landlordId, query, amounts.amount, opts.extra);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        contractId: contract.id,
        tenantFirstName: contract.tenantFirstName,
        tenantLastName: contract.tenantLastName,
        propertyName: property.name,
        amount: amounts.amount,
      })
      .from(contract)
      .innerJoin(property, eq(property.id, contract.propertyId))
      .innerJoin(amounts.from, eq(amounts.contractId, contract.id))
      .where(where)
      .orderBy(...contractAmountOrder(amounts.amount)[query.sort])
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select(contractAmountTotals(amounts.amount))
      .from(contract)
      .innerJoin(property, eq(property.id, contract.propertyId))
      .innerJoin(amounts.from, eq(amounts.contractId, contract.id))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, amount: Number(r.amount) })),
    total: totals?.total ?? 0,
    totalAmount: totals?.totalAmount ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
