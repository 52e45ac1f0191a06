import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { analyticsYearQueryKey } from '@/lib/query-keys';

/** get-landlord-analytics (DOMAIN §16): the page's figures for a year, all properties or one. */
/** `year` null: the current year (the server's calendar). */
export function getAnalytics(year: number | null, propertyId: string | null) {
  const query = {
    ...(year === null ? {} : { year: String(year) }),
    ...(propertyId ? { property_id: propertyId } : {}),
  };
  return call(api.analytics.$get({ query }));
}

export type Analytics = Awaited<ReturnType<typeof getAnalytics>>;

export const analyticsQueryOptions = (year: number | null, propertyId: string | null) =>
  queryOptions({ queryKey: analyticsYearQueryKey(year, propertyId), queryFn: () => getAnalytics(year, propertyId) });

/** Keeps the previous figures on screen while another year or property loads. */
export function useAnalytics(year: number | null, propertyId: string | null) {
  return useQuery({ ...analyticsQueryOptions(year, propertyId), placeholderData: keepPreviousData });
}

/** The export's address (a plain download: the browser sends the session cookie). */
export function exportUrl(
  year: number,
  propertyId: string | null,
  format: 'csv' | 'xlsx',
  table?: 'payables' | 'payments' | 'bills',
) {
  const query = new URLSearchParams({ year: String(year), format });
  if (propertyId) query.set('property_id', propertyId);
  if (table) query.set('table', table);
  return `/api/analytics/export?${query}`;
}
