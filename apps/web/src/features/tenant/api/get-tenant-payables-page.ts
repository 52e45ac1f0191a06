import { pageQuery } from '@/lib/page-query';
import type { TenantPayableListQuery } from '@casaconti/core/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { tenantPayablesPageQueryKey } from '@/lib/query-keys';

/** One page of the tenant's payables with their count and sum (GET /api/tenant/payables/page, decision 121). */
export function getTenantPayablesPage(query: TenantPayableListQuery) {
  const { page, pageSize, status, contractId, sort } = query;
  return call(
    api.tenant.payables.page.$get({
      query: {
        ...pageQuery(page, pageSize),
        sort,
        ...(status ? { status } : {}),
        ...(contractId ? { contractId } : {}),
      },
    }),
  );
}

export type TenantPayablesPage = Awaited<ReturnType<typeof getTenantPayablesPage>>;
export type TenantPayableItem = TenantPayablesPage['items'][number];

export const tenantPayablesPageQueryOptions = (query: TenantPayableListQuery) =>
  queryOptions({ queryKey: tenantPayablesPageQueryKey(query), queryFn: () => getTenantPayablesPage(query) });

/** The previous page stays on screen while the next one loads (no skeleton flash on paging). */
export function useTenantPayablesPage(query: TenantPayableListQuery) {
  return useQuery({ ...tenantPayablesPageQueryOptions(query), placeholderData: keepPreviousData });
}
