import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { tenantContractsQueryKey } from '@/lib/query-keys';

/** get_contracts_portfolio, the items where the user is the tenant (docs/product.md §3 userRole). */
export async function getTenantContracts() {
  const { items } = await call(api.contracts.$get());
  return items.filter((item) => item.userRole === 'tenant');
}

export const tenantContractsQueryOptions = () =>
  queryOptions({ queryKey: tenantContractsQueryKey, queryFn: getTenantContracts });

export function useTenantContracts() {
  return useQuery(tenantContractsQueryOptions());
}
