import type { PropertyListQuery } from '@casaconti/core/schemas/list';
import { api, call } from '@/lib/api-client';
import { listQueryString, pagedRead } from '@/lib/page-query';
import { propertiesPageQueryKey } from '@/lib/query-keys';

/** One page of the landlord's properties list with the portfolio's tiles (GET /api/properties/page, decision 080). */
export function getPropertiesPage(query: PropertyListQuery) {
  return call(api.properties.page.$get({ query: listQueryString(query) }));
}

export type PropertiesPage = Awaited<ReturnType<typeof getPropertiesPage>>;
export type PortfolioItem = PropertiesPage['items'][number];

const propertiesPage = pagedRead(propertiesPageQueryKey, getPropertiesPage);
export const propertiesPageQueryOptions = propertiesPage.options;
export const usePropertiesPage = propertiesPage.usePage;
