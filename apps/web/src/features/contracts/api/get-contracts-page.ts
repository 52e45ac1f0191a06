import type { ContractListQuery } from '@casaconti/core/schemas/list';
import { api, call } from '@/lib/api-client';
import { listQueryString, pagedRead } from '@/lib/page-query';
import { contractsPageQueryKey } from '@/lib/query-keys';

/** One page of the landlord's contracts list (GET /api/contracts/page, decision 080). */
export function getContractsPage(query: ContractListQuery) {
  return call(api.contracts.page.$get({ query: listQueryString(query) }));
}

export type ContractsPage = Awaited<ReturnType<typeof getContractsPage>>;
export type ContractListItem = ContractsPage['items'][number];

const contractsPage = pagedRead(contractsPageQueryKey, getContractsPage);
export const contractsPageQueryOptions = contractsPage.options;
export const useContractsPage = contractsPage.usePage;
