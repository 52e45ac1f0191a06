import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractQueryKey } from '@/lib/query-keys';

/** get_contract_details. */
export function getContract(id: string) {
  return call(api.contracts[':id'].$get({ param: { id } }));
}

export type ContractDetail = Awaited<ReturnType<typeof getContract>>;

export const contractQueryOptions = (id: string) =>
  queryOptions({ queryKey: contractQueryKey(id), queryFn: () => getContract(id) });

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
