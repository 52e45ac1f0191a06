import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { tenantContractQueryKey } from '@/lib/query-keys';

/** get_contract_details, as the contract's tenant. */
export function getTenantContract(id: string) {
  return call(api.contracts[':id'].$get({ param: { id } }));
}

export const tenantContractQueryOptions = (id: string) =>
  queryOptions({ queryKey: tenantContractQueryKey(id), queryFn: () => getTenantContract(id), retry: false });

export function useTenantContract(id: string) {
  return useQuery(tenantContractQueryOptions(id));
}
