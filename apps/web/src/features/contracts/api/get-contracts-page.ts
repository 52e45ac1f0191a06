import { pageQuery } from '@/lib/page-query';
import type { ContractListQuery } from '@casaconti/core/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractsPageQueryKey } from '@/lib/query-keys';

/** One page of the landlord's contracts list (GET /api/contracts/page, decision 080). */
export function getContractsPage(query: ContractListQuery) {
  const { page, pageSize, q, status, propertyId, sort } = query;
  return call(
    api.contracts.page.$get({
      query: {
        ...pageQuery(page, pageSize),
        sort,
        ...(q ? { q } : {}),
        ...(status ? { status } : {}),
        ...(propertyId ? { propertyId } : {}),
      },
    }),
  );
}

export type ContractsPage = Awaited<ReturnType<typeof getContractsPage>>;
export type ContractListItem = ContractsPage['items'][number];

export const contractsPageQueryOptions = (query: ContractListQuery) =>
  queryOptions({ queryKey: contractsPageQueryKey(query), queryFn: () => getContractsPage(query) });

/** The previous page stays on screen while the next one loads (no skeleton flash on paging). */
export function useContractsPage(query: ContractListQuery) {
  return useQuery({ ...contractsPageQueryOptions(query), placeholderData: keepPreviousData });
}
