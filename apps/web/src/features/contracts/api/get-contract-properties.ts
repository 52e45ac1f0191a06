import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractPropertiesQueryKey } from '@/lib/query-keys';

/** The landlord's properties, to pick the one a new contract is for (SPEC §2 Select property). */
export async function getContractProperties() {
  const { items } = await call(api.properties.$get());
  return items;
}

export type ContractPropertyItem = Awaited<ReturnType<typeof getContractProperties>>[number];

export const contractPropertiesQueryOptions = () =>
  queryOptions({ queryKey: contractPropertiesQueryKey, queryFn: getContractProperties });

export function useContractProperties() {
  return useQuery(contractPropertiesQueryOptions());
}
