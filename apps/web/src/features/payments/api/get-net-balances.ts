import { pageQuery } from '@/lib/page-query';
import type { NetBalanceListQuery } from '@casaconti/core/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { netBalancesPageQueryKey } from '@/lib/query-keys';

/**
 * One page of get_contracts_net_balance ('Pagamenti' tab, decision 113): the contracts with
 * something due or overdue, each with netAmountDue and those payables, with the count and the sum
 * of every page (GET /api/payments/net-balances/page).
 */
export function getNetBalancesPage(query: NetBalanceListQuery) {
  const { page, pageSize, q, overdue, minAmount, maxAmount, sort } = query;
  return call(
    api.payments['net-balances'].page.$get({
      query: {
        ...pageQuery(page, pageSize),
        sort,
        ...(q ? { q } : {}),
        ...(overdue ? { overdue } : {}),
        ...(minAmount !== undefined ? { minAmount: String(minAmount) } : {}),
        ...(maxAmount !== undefined ? { maxAmount: String(maxAmount) } : {}),
      },
    }),
  );
}

export type NetBalancesPage = Awaited<ReturnType<typeof getNetBalancesPage>>;
export type NetBalance = NetBalancesPage['items'][number];
export type OpenPayable = NetBalance['payables'][number];

export const netBalancesPageQueryOptions = (query: NetBalanceListQuery) =>
  queryOptions({ queryKey: netBalancesPageQueryKey(query), queryFn: () => getNetBalancesPage(query) });

/** The previous page stays on screen while the next one loads (no skeleton flash on paging). */
export function useNetBalancesPage(query: NetBalanceListQuery) {
  return useQuery({ ...netBalancesPageQueryOptions(query), placeholderData: keepPreviousData });
}
