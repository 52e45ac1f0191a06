import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { portfolioQueryKey } from '@/lib/query-keys';

/** Root of every properties query key: invalidating it refreshes list and details. */
/** get_landlord_portfolio: the landlord's properties with units, occupancy and revenue (cents). */
export function getPortfolio() {
  return call(api.properties.$get());
}

export type Portfolio = Awaited<ReturnType<typeof getPortfolio>>;
export type PortfolioItem = Portfolio['items'][number];

export const portfolioQueryOptions = () => queryOptions({ queryKey: portfolioQueryKey, queryFn: getPortfolio });

export function usePortfolio() {
  return useQuery(portfolioQueryOptions());
}
