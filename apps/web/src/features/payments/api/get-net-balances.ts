import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { netBalancesQueryKey } from '@/lib/query-keys';

/**
 * get_contracts_net_balance: the contracts with something due or overdue ('Pagamenti' tab), each
 * with netAmountDue and those payables (get_contract_payables' answer comes with it).
 */
export async function getNetBalances() {
  const { contracts } = await call(api.payments['net-balances'].$get());
  return contracts;
}

export type NetBalance = Awaited<ReturnType<typeof getNetBalances>>[number];
export type OpenPayable = NetBalance['payables'][number];

export const netBalancesQueryOptions = () => queryOptions({ queryKey: netBalancesQueryKey, queryFn: getNetBalances });

export function useNetBalances() {
  return useQuery(netBalancesQueryOptions());
}
