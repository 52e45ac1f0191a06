import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { listQueryString, pagedRead } from '@/lib/page-query';
import type { ArrearsBucketKey } from '@casaconti/core/analytics';
import type { AnalyticsPropertySort } from '@casaconti/core/schemas/analytics';
import type { PageSize } from '@casaconti/core/schemas/list';
import {
  analyticsArrearsQueryKey,
  analyticsPropertiesQueryKey,
  analyticsSummaryQueryKey,
  analyticsYearQueryKey,
} from '@/lib/query-keys';

/** get-landlord-analytics (docs/domain.md §16): the page's figures for a year, all properties or one. */
/** `year` null: the current year (the server's calendar). */
const scopeQuery = (year: number | null, propertyId: string | null) => ({
  ...(year === null ? {} : { year: String(year) }),
  ...(propertyId ? { property_id: propertyId } : {}),
});

/** An analytics list's query: the scope, the page, and the list's own parameters (its bar, its order). */
function listQuery<P extends object>(
  year: number | null,
  propertyId: string | null,
  page: number,
  pageSize: number,
  own: P,
) {
  return { ...scopeQuery(year, propertyId), ...listQueryString({ page, pageSize: pageSize as PageSize, ...own }) };
}

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
  return call(api.analytics.arrears.$get({ query: listQuery(year, propertyId, page, pageSize, { bucket }) }));
}
export type AnalyticsArrearsPage = Awaited<ReturnType<typeof getAnalyticsArrears>>;

/** Read when the landlord opens a bar (not with the page's figures). */
export const useAnalyticsArrears = pagedRead(analyticsArrearsQueryKey, getAnalyticsArrears).usePage;

/** list-analytics-summary (decision 119): the accountant's summary, a page, with its totals. */
export function getAnalyticsSummary(year: number | null, propertyId: string | null, page: number, pageSize: number) {
  return call(api.analytics.summary.$get({ query: listQuery(year, propertyId, page, pageSize, {}) }));
}
export type AnalyticsSummaryPage = Awaited<ReturnType<typeof getAnalyticsSummary>>;

export const useAnalyticsSummary = pagedRead(analyticsSummaryQueryKey, getAnalyticsSummary).usePage;

/** list-analytics-properties (decision 125): the per-property table, a page in the chosen order. */
export function getAnalyticsProperties(
  year: number | null,
  propertyId: string | null,
  page: number,
  pageSize: number,
  sort: AnalyticsPropertySort,
) {
  return call(api.analytics.properties.$get({ query: listQuery(year, propertyId, page, pageSize, { sort }) }));
}
export type AnalyticsPropertiesPage = Awaited<ReturnType<typeof getAnalyticsProperties>>;

export const useAnalyticsProperties = pagedRead(analyticsPropertiesQueryKey, getAnalyticsProperties).usePage;
