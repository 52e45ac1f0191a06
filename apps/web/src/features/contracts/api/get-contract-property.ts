import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { propertyQueryKey } from '@/lib/query-keys';

/**
 * The property a new contract is for (docs/product.md §2 Contract wizard): get_property_details, under the
 * property's own key (the detail page's), so either screen finds it in the cache (decision 147).
 */
export function getContractProperty(id: string) {
  return call(api.properties[':id'].$get({ param: { id } }));
}

export type ContractProperty = Awaited<ReturnType<typeof getContractProperty>>;

export const contractPropertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyQueryKey(id), queryFn: () => getContractProperty(id) });

export function useContractProperty(id: string) {
  return useQuery(contractPropertyQueryOptions(id));
}
