import { pageQuery } from '@/lib/page-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import type { ArrearsBucketKey } from '@casaconti/core/analytics';
import type { AnalyticsPropertySort } from '@casaconti/core/schemas/analytics';
import {
  analyticsArrearsQueryKey,
  analyticsPropertiesQueryKey,
  analyticsSummaryQueryKey,
  analyticsYearQueryKey,
} from '@/lib/query-keys';

/** get-landlord-analytics (DOMAIN §16): the page's figures for a year, all properties or one. */
/** `year` null: the current year (the server's calendar). */
const scopeQuery = (year: number | null, propertyId: string | null) => ({
  ...(year === null ? {} : { year: String(year) }),
  ...(propertyId ? { property_id: propertyId } : {}),
});

export function getAnalytics(year: number | null, propertyId: string | null) {
  return call(api.analytics.$get({ query: scopeQuery(year, propertyId) }));
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

/** list-analytics-arrears (decision 119): the tenants behind one arrears bar, a page, largest first. */
export function getAnalyticsArrears(
  year: number | null,
  propertyId: string | null,
  bucket: ArrearsBucketKey,
  page: number,
  pageSize: number,
) {
  return call(
    api.analytics.arrears.$get({
      query: {
        ...scopeQuery(year, propertyId),
        bucket,
        ...pageQuery(page, pageSize),
      },
    }),
  );
}
export type AnalyticsArrearsPage = Awaited<ReturnType<typeof getAnalyticsArrears>>;

/** Read when the landlord opens a bar (not with the page's figures). */
export function useAnalyticsArrears(
  year: number | null,
  propertyId: string | null,
  bucket: ArrearsBucketKey,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: analyticsArrearsQueryKey(year, propertyId, bucket, page, pageSize),
    queryFn: () => getAnalyticsArrears(year, propertyId, bucket, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** list-analytics-summary (decision 119): the accountant's summary, a page, with its totals. */
export function getAnalyticsSummary(year: number | null, propertyId: string | null, page: number, pageSize: number) {
  return call(
    api.analytics.summary.$get({
      query: { ...scopeQuery(year, propertyId), ...pageQuery(page, pageSize) },
    }),
  );
}
export type AnalyticsSummaryPage = Awaited<ReturnType<typeof getAnalyticsSummary>>;

export function useAnalyticsSummary(year: number | null, propertyId: string | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: analyticsSummaryQueryKey(year, propertyId, page, pageSize),
    queryFn: () => getAnalyticsSummary(year, propertyId, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** list-analytics-properties (decision 125): the per-property table, a page in the chosen order. */
export function getAnalyticsProperties(
  year: number | null,
  propertyId: string | null,
  page: number,
  pageSize: number,
  sort: AnalyticsPropertySort,
) {
  return call(
    api.analytics.properties.$get({
      query: {
        ...scopeQuery(year, propertyId),
        ...pageQuery(page, pageSize),
        sort,
      },
    }),
  );
}
export type AnalyticsPropertiesPage = Awaited<ReturnType<typeof getAnalyticsProperties>>;

export function useAnalyticsProperties(
  year: number | null,
  propertyId: string | null,
  page: number,
  pageSize: number,
  sort: AnalyticsPropertySort,
) {
  return useQuery({
    queryKey: analyticsPropertiesQueryKey(year, propertyId, page, pageSize, sort),
    queryFn: () => getAnalyticsProperties(year, propertyId, page, pageSize, sort),
    placeholderData: keepPreviousData,
  });
}
