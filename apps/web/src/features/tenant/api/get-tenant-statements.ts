import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { tenantStatementsQueryKey } from '@/lib/query-keys';

/** The signed-in tenant's statements, one per contract (same content as the public page). */
export async function getTenantStatements() {
  const { items } = await call(api.tenant.statements.$get());
  return items;
}

export const tenantStatementsQueryOptions = () =>
  queryOptions({ queryKey: tenantStatementsQueryKey, queryFn: getTenantStatements });

export function useTenantStatements() {
  return useQuery(tenantStatementsQueryOptions());
}
