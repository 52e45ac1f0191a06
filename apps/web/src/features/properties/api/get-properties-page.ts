import { pageQuery } from '@/lib/page-query';
import type { PropertyListQuery } from '@casaconti/core/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { propertiesPageQueryKey } from '@/lib/query-keys';

/** One page of the landlord's properties list with the portfolio's tiles (GET /api/properties/page, decision 080). */
export function getPropertiesPage(query: PropertyListQuery) {
  const { page, pageSize, q, occupancy, sort } = query;
  return call(
    api.properties.page.$get({
      query: {
        ...pageQuery(page, pageSize),
        sort,
        ...(q ? { q } : {}),
        ...(occupancy ? { occupancy } : {}),
      },
    }),
  );
}

export type PropertiesPage = Awaited<ReturnType<typeof getPropertiesPage>>;

export const propertiesPageQueryOptions = (query: PropertyListQuery) =>
  queryOptions({ queryKey: propertiesPageQueryKey(query), queryFn: () => getPropertiesPage(query) });

/** The previous page stays on screen while the next one loads (no skeleton flash on paging). */
export function usePropertiesPage(query: PropertyListQuery) {
  return useQuery({ ...propertiesPageQueryOptions(query), placeholderData: keepPreviousData });
}
export type PortfolioItem = PropertiesPage['items'][number];
