import type { TenantPayableListQuery } from '@casaconti/core/schemas/list';
import { api, call } from '@/lib/api-client';
import { listQueryString, pagedRead } from '@/lib/page-query';
import { tenantPayablesPageQueryKey } from '@/lib/query-keys';

/** One page of the tenant's payables with their count and sum (GET /api/tenant/payables/page, decision 121). */
export function getTenantPayablesPage(query: TenantPayableListQuery) {
  return call(api.tenant.payables.page.$get({ query: listQueryString(query) }));
}

export type TenantPayablesPage = Awaited<ReturnType<typeof getTenantPayablesPage>>;
export type TenantPayableItem = TenantPayablesPage['items'][number];

const tenantPayablesPage = pagedRead(tenantPayablesPageQueryKey, getTenantPayablesPage);
export const tenantPayablesPageQueryOptions = tenantPayablesPage.options;
export const useTenantPayablesPage = tenantPayablesPage.usePage;
