import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractFinancialsQueryKey } from '@/lib/query-keys';

/** get_contract_financials: payables and pending settlement items of one contract. */
export function getContractFinancials(id: string) {
  return call(api.contracts[':id'].financials.$get({ param: { id } }));
}

export type ContractFinancials = Awaited<ReturnType<typeof getContractFinancials>>;

export const contractFinancialsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractFinancialsQueryKey(id),
    queryFn: () => getContractFinancials(id),
    retry: false,
  });

/** A failure is silent (docs/product.md §8): the payments tab shows its empty state. */
export function useContractFinancials(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contractFinancialsQueryOptions(id), enabled });
}
