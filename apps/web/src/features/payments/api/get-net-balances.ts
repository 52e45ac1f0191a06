import type { NetBalanceListQuery } from '@casaconti/core/schemas/list';
import { api, call } from '@/lib/api-client';
import { listQueryString, pagedRead } from '@/lib/page-query';
import { netBalancesPageQueryKey } from '@/lib/query-keys';

/**
 * One page of get_contracts_net_balance ('Pagamenti' tab, decision 113): the contracts with
 * something due or overdue, each with netAmountDue and those payables, with the count and the sum
 * of every page (GET /api/payments/net-balances/page).
 */
export function getNetBalancesPage(query: NetBalanceListQuery) {
  return call(api.payments['net-balances'].page.$get({ query: listQueryString(query) }));
}

export type NetBalancesPage = Awaited<ReturnType<typeof getNetBalancesPage>>;
export type NetBalance = NetBalancesPage['items'][number];
export type OpenPayable = NetBalance['payables'][number];

const netBalancesPage = pagedRead(netBalancesPageQueryKey, getNetBalancesPage);
export const netBalancesPageQueryOptions = netBalancesPage.options;
export const useNetBalancesPage = netBalancesPage.usePage;
