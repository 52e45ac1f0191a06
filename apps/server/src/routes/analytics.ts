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
import { getLandlordAnalytics } from '../services/analytics/get-landlord-analytics';
import { listAnalyticsArrears } from '../services/analytics/list-analytics-arrears';
import { listAnalyticsProperties } from '../services/analytics/list-analytics-properties';
import { listAnalyticsSummary } from '../services/analytics/list-analytics-summary';
import type { KeptReads } from './kept-reads';

/** /api/analytics: the analytics page and the accountant's exports (docs/domain.md §16, issue 24). */
export function analyticsRoutes(deps: AppDeps, kept: KeptReads) {
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .use(requireLandlord(deps))
    .get('/', validate('query', analyticsQuerySchema), kept.landlord, async (c) => {
      const { year, property_id } = c.req.valid('query');
      return c.json(await getLandlordAnalytics({ ...asLandlord(c), year, propertyId: property_id }));
    })
    .get('/arrears', validate('query', analyticsArrearsQuerySchema), kept.landlord, async (c) =>
      c.json(await listAnalyticsArrears({ ...asLandlord(c), query: c.req.valid('query') })),
    )
    .get('/properties', validate('query', analyticsPropertiesQuerySchema), kept.landlord, async (c) =>
      c.json(await listAnalyticsProperties({ ...asLandlord(c), query: c.req.valid('query') })),
    )
    .get('/summary', validate('query', analyticsSummaryQuerySchema), kept.landlord, async (c) =>
      c.json(await listAnalyticsSummary({ ...asLandlord(c), query: c.req.valid('query') })),
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
