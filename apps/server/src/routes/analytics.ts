import {
  analyticsArrearsQuerySchema,
  analyticsExportQuerySchema,
  analyticsPropertiesQuerySchema,
  analyticsQuerySchema,
  analyticsSummaryQuerySchema,
} from '@casaconti/core/schemas/analytics';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { validate } from '../lib/validate';
import { exportLandlordRecords } from '../services/analytics/export-landlord-records';
import { getKeptLandlordAnalytics } from '../services/analytics/get-landlord-analytics';
import { listKeptAnalyticsArrears } from '../services/analytics/list-analytics-arrears';
import { listKeptAnalyticsProperties } from '../services/analytics/list-analytics-properties';
import { listKeptAnalyticsSummary } from '../services/analytics/list-analytics-summary';
import type { KeptAnswers } from '../services/lists/kept-answers';

/** /api/analytics: the analytics page and the accountant's exports (docs/domain.md §16, issue 24). */
export function analyticsRoutes(deps: AppDeps, kept: KeptAnswers) {
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .use(requireLandlord(deps))
    .get('/', validate('query', analyticsQuerySchema), async (c) => {
      const { year, property_id } = c.req.valid('query');
      return c.json(await getKeptLandlordAnalytics({ ...asLandlord(c), year, propertyId: property_id, kept }));
    })
    .get('/arrears', validate('query', analyticsArrearsQuerySchema), async (c) =>
      c.json(await listKeptAnalyticsArrears({ ...asLandlord(c), query: c.req.valid('query'), kept })),
    )
    .get('/properties', validate('query', analyticsPropertiesQuerySchema), async (c) =>
      c.json(await listKeptAnalyticsProperties({ ...asLandlord(c), query: c.req.valid('query'), kept })),
    )
    .get('/summary', validate('query', analyticsSummaryQuerySchema), async (c) =>
      c.json(await listKeptAnalyticsSummary({ ...asLandlord(c), query: c.req.valid('query'), kept })),
    )
    .get('/export', validate('query', analyticsExportQuerySchema), async (c) => {
      const { year, property_id, format, table } = c.req.valid('query');
      const file = await exportLandlordRecords({
        ...asLandlord(c),
        year,
        propertyId: property_id,
        format,
        table: table ?? null,
      });
      return c.body(file.body, 200, {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
      });
    });
}
