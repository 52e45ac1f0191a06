import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractListQueryKey } from '@/lib/query-keys';

/** get_contracts_portfolio; only the contracts where the user is the landlord (SPEC §2 Contracts list). */
export async function getContracts() {
  const { items } = await call(api.contracts.$get());
  return items.filter((item) => item.userRole === 'landlord');
}

export type ContractListItem = Awaited<ReturnType<typeof getContracts>>[number];

export const contractsQueryOptions = () => queryOptions({ queryKey: contractListQueryKey, queryFn: getContracts });

export function useContracts() {
  return useQuery(contractsQueryOptions());
}
