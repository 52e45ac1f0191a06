/**
 * The analytics page's and the exports' query string (docs/domain.md §16): a year (none: the current
 * year of the server's clock) and optionally one of the landlord's properties (blank: all of them).
 */
import { z } from 'zod';
import { ANALYTICS_MESSAGES } from '../messages';
import { ARREARS_BUCKETS, type ArrearsBucketKey } from '../analytics';
import { idSchema } from './common';
import { pageSchema, pageSizeSchema, sortSchema } from './list';

export const MIN_ANALYTICS_YEAR = 2000;
export const MAX_ANALYTICS_YEAR = 2100;

const yearSchema = z
  .string({ error: ANALYTICS_MESSAGES.invalidYear })
  .regex(/^\d{4}$/, { error: ANALYTICS_MESSAGES.invalidYear })
  .transform(Number)
  .refine((y) => y >= MIN_ANALYTICS_YEAR && y <= MAX_ANALYTICS_YEAR, { error: ANALYTICS_MESSAGES.invalidYear })
  .optional()
  .transform((y) => y ?? null);

/** A blank property is no filter (the select's 'Tutti gli immobili'). */
const propertySchema = z
  .union([z.literal(''), idSchema(ANALYTICS_MESSAGES.invalidPropertyId)], {
    error: ANALYTICS_MESSAGES.invalidPropertyId,
  })
  .optional()
  .transform((v) => (v ? v : null));

export const analyticsQuerySchema = z.object({ year: yearSchema, property_id: propertySchema });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The three tables of the exports: one CSV each, one sheet each in the XLSX. */
export const EXPORT_TABLES = ['payables', 'payments', 'bills'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

export const analyticsExportQuerySchema = analyticsQuerySchema
  .extend({
    format: z.enum(['csv', 'xlsx'], { error: ANALYTICS_MESSAGES.invalidFormat }),
    /** CSV only (one table per file); the XLSX holds the three sheets. */
    table: z.enum(EXPORT_TABLES, { error: ANALYTICS_MESSAGES.invalidTable }).optional(),
  })
  .refine((q) => q.format === 'xlsx' || q.table !== undefined, {
    error: ANALYTICS_MESSAGES.invalidTable,
    path: ['table'],
  });
export type AnalyticsExportQuery = z.output<typeof analyticsExportQuerySchema>;

const BUCKET_KEYS = ARREARS_BUCKETS.map((b) => b.key) as [ArrearsBucketKey, ...ArrearsBucketKey[]];

/**
 * GET /api/analytics/arrears (decision 119): the tenants behind one arrears bar, a page at a time
 * (the paged-list shape of decision 080), largest amount first.
 */
export const analyticsArrearsQuerySchema = analyticsQuerySchema.extend({
  bucket: z.enum(BUCKET_KEYS, { error: ANALYTICS_MESSAGES.invalidBucket }),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type AnalyticsArrearsQuery = z.output<typeof analyticsArrearsQuerySchema>;

/** GET /api/analytics/summary (decision 119): the accountant's yearly summary, a page at a time, with its totals. */
export const analyticsSummaryQuerySchema = analyticsQuerySchema.extend({ page: pageSchema, pageSize: pageSizeSchema });
export type AnalyticsSummaryQuery = z.output<typeof analyticsSummaryQuerySchema>;

/**
 * The per-property table's sorts (decision 125): every column both ways, the property's name
 * (A-Z) by default; occupancy puts the properties without room-days last when descending.
 */
export const ANALYTICS_PROPERTY_SORTS = [
  'name_asc',
  'name_desc',
  'accrued_desc',
  'accrued_asc',
  'collected_desc',
  'collected_asc',
  'owner_expenses_desc',
  'owner_expenses_asc',
  'net_desc',
  'net_asc',
  'occupancy_desc',
  'occupancy_asc',
] as const;
export type AnalyticsPropertySort = (typeof ANALYTICS_PROPERTY_SORTS)[number];

/** GET /api/analytics/properties (decision 125): the per-property table, a page at a time, sorted in SQL. */
export const analyticsPropertiesQuerySchema = analyticsQuerySchema.extend({
  page: pageSchema,
  pageSize: pageSizeSchema,
  sort: sortSchema(ANALYTICS_PROPERTY_SORTS),
});
export type AnalyticsPropertiesQuery = z.output<typeof analyticsPropertiesQuerySchema>;
