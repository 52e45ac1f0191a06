import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { tenantOverviewQueryKey } from '@/lib/query-keys';

/** The signed-in tenant's summary: owed now, overdue, next due date, pending settlement. */
export function getTenantOverview() {
  return call(api.tenant.overview.$get());
}

export const tenantOverviewQueryOptions = () =>
  queryOptions({ queryKey: tenantOverviewQueryKey, queryFn: getTenantOverview });

export function useTenantOverview() {
  return useQuery(tenantOverviewQueryOptions());
}
