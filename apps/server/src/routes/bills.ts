import { processBillSchema } from '@casaconti/core/schemas/bill';
import { idSchema } from '@casaconti/core/schemas/common';
import { billListQuerySchema } from '@casaconti/core/schemas/list';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { validate } from '../lib/validate';
import { BILL_MESSAGES, PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { deleteBill } from '../services/bills/delete-bill';
import { getBillDetails } from '../services/bills/get-bill-details';
import { getBillsPage } from '../services/bills/get-bills-page';
import type { KeptReads } from './kept-reads';
import { getPropertyBills } from '../services/bills/get-property-bills';
import { previewBillSplit } from '../services/bills/preview-bill-split';
import { processUploadedBill } from '../services/bills/process-uploaded-bill';

const billParam = z.object({ id: idSchema(BILL_MESSAGES.invalidBillId) });
const propertyQuery = z.object({ property_id: idSchema(PROPERTY_MESSAGES.invalidPropertyId) });

/** /api/bills: the bills table, process-uploaded-bill, its preview, get_bill_details, delete-bill (docs/product.md §7). */
export function billRoutes(deps: AppDeps, kept: KeptReads) {
  const { storage, logger } = deps;
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .use(requireLandlord(deps))
    .get('/', validate('query', propertyQuery), async (c) => {
      const bills = await getPropertyBills({ ...asLandlord(c), propertyId: c.req.valid('query').property_id });
      return c.json({ bills });
    })
    .get('/page', validate('query', billListQuerySchema), kept.landlord, async (c) => {
      return c.json(await getBillsPage({ ...asLandlord(c), query: c.req.valid('query') }));
    })
    .post('/', validate('json', processBillSchema), async (c) => {
      const { created, result } = await processUploadedBill({
        ...asLandlord(c),
        storage,
        input: c.req.valid('json'),
      });
      return c.json(result, created ? 201 : 200);
    })
    .post('/preview', validate('json', processBillSchema), async (c) => {
      return c.json(await previewBillSplit({ ...asLandlord(c), input: c.req.valid('json') }));
    })
    .get('/:id', validate('param', billParam), kept.landlord, async (c) => {
      const billId = c.req.valid('param').id;
      return c.json(await getBillDetails({ ...asLandlord(c), billId }));
    })
    .delete('/:id', validate('param', billParam), async (c) => {
      await deleteBill({ ...asLandlord(c), storage, logger, billId: c.req.valid('param').id });
      return c.json({ ok: true as const });
    });
}
