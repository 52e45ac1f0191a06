import { ARREARS_BUCKETS, type ArrearsBucketKey } from '@casaconti/core/analytics';
import { ANALYTICS_PROPERTY_SORTS, type AnalyticsPropertySort } from '@casaconti/core/schemas/analytics';
import { pageSchema, pageSizeSchema, sortSchema } from '@casaconti/core/schemas/list';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

const BUCKET_KEYS = ARREARS_BUCKETS.map((b) => b.key) as [ArrearsBucketKey, ...ArrearsBucketKey[]];

/**
 * The analytics page's state in the address (decision 126), so a reload or a shared link opens the
 * same view: the year and property (`year`, `property`), the per-property table's page, size and
 * sort (`propertiesPage`, `propertiesPageSize`, `propertiesSort`), the accountant's summary's page
 * and size (`summaryPage`, `summaryPageSize`), the open arrears bar and its tenants' page
 * (`arrears`, `arrearsPage`, `arrearsPageSize`). Each value is read on its own (an unreadable one
 * is its default); a value equal to its default leaves the address.
 */
const analyticsParamsSchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number)
    .optional()
    .transform((y) => y ?? null),
  property: z
    .string()
    .optional()
    .transform((v) => v || null),
  propertiesPage: pageSchema,
  propertiesPageSize: pageSizeSchema,
  propertiesSort: sortSchema(ANALYTICS_PROPERTY_SORTS),
  summaryPage: pageSchema,
  summaryPageSize: pageSizeSchema,
  arrears: z
    .enum(BUCKET_KEYS)
    .optional()
    .transform((v) => v ?? null),
  arrearsPage: pageSchema,
  arrearsPageSize: pageSizeSchema,
});
export type AnalyticsParams = z.output<typeof analyticsParamsSchema>;
type Key = keyof AnalyticsParams;

/** The pages each change goes back to the first of: a new year or property, sort, bar or page size. */
const RESETS: Partial<Record<Key, Key[]>> = {
  year: ['propertiesPage', 'summaryPage', 'arrearsPage'],
  property: ['propertiesPage', 'summaryPage', 'arrearsPage'],
  propertiesSort: ['propertiesPage'],
  propertiesPageSize: ['propertiesPage'],
  summaryPageSize: ['summaryPage'],
  arrears: ['arrearsPage'],
  arrearsPageSize: ['arrearsPage'],
};

export function readAnalyticsParams(search: URLSearchParams): AnalyticsParams {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(analyticsParamsSchema.shape) as Key[]) {
    const value = search.get(key);
    if (value !== null && z.safeParse(analyticsParamsSchema.shape[key], value).success) raw[key] = value;
  }
  return analyticsParamsSchema.parse(raw);
}

/** One table's page and size, and how to change them. */
export type Paging = {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

export function useAnalyticsParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readAnalyticsParams(search), [search]);
  const defaults = useMemo(() => analyticsParamsSchema.parse({}) as Record<string, unknown>, []);

  /** A filter (year, property) replaces the entry, as before; a page, a sort or a bar is a step Back undoes. */
  const set = useCallback(
    (patch: Partial<Record<Key, string | number | null>>, opts: { replace?: boolean } = {}) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [Key, string | number | null][]) {
            const text = value === null ? '' : String(value);
            if (text === '' || text === String(defaults[key] ?? '')) next.delete(key);
            else next.set(key, text);
            for (const reset of RESETS[key] ?? []) if (!(reset in patch)) next.delete(reset);
          }
          return next;
        },
        { replace: opts.replace ?? false, preventScrollReset: true },
      ),
    [setSearch, defaults],
  );

  const paging = (page: 'propertiesPage' | 'summaryPage' | 'arrearsPage', size: Key): Paging => ({
    page: params[page],
    pageSize: params[size] as number,
    onPage: (n) => set({ [page]: n } as Partial<Record<Key, number>>),
    onPageSize: (n) => set({ [size]: n } as Partial<Record<Key, number>>),
  });

  return {
    params,
    setYear: (year: string) => set({ year }, { replace: true }),
    setProperty: (id: string) => set({ property: id }, { replace: true }),
    setPropertiesSort: (sort: AnalyticsPropertySort) => set({ propertiesSort: sort }),
    /** Opening a bar (or another one) shows its first page of tenants. */
    setArrears: (bucket: ArrearsBucketKey) => set({ arrears: bucket }),
    propertiesPaging: paging('propertiesPage', 'propertiesPageSize'),
    summaryPaging: paging('summaryPage', 'summaryPageSize'),
    arrearsPaging: paging('arrearsPage', 'arrearsPageSize'),
  };
}
