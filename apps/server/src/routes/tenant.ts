import { PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import { tenantPayableListQuerySchema } from '@casaconti/core/schemas/list';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { requireActiveUser } from '../lib/guards';
import { validate } from '../lib/validate';
import { getTenantStatements } from '../services/statement/get-tenant-statements';
import { getTenantOverview } from '../services/tenant/get-tenant-overview';
import { getTenantPayablesPage } from '../services/tenant/get-tenant-payables-page';
import type { KeptReads } from './kept-reads';
import { receiptPdfResponse } from './receipt-pdf-response';

const paymentParam = z.object({ id: idSchema(PAYMENT_LEDGER_MESSAGES.invalidPaymentId) });

/**
 * /api/tenant: the signed-in user's own tenant area (read-only). Anyone active may call it and
 * gets only the contracts where they are the tenant (a landlord who rents nothing gets nothing).
 */
export function tenantRoutes(deps: AppDeps, kept: KeptReads) {
  const activeUser = requireActiveUser(deps);
  const { db, clock } = deps;
  // Each read is kept per tenant, query and day while their landlords' data is unchanged (141).
  return (
    new Hono<AppBindings>()
      .get('/overview', activeUser, kept.tenant, async (c) =>
        c.json(await getTenantOverview({ db, clock, tenantId: c.var.user.id })),
      )
      .get('/statements', activeUser, kept.tenant, async (c) => {
        const items = await getTenantStatements({ db, clock, tenantId: c.var.user.id });
        return c.json({ items });
      })
      // The tenant's payables, paged (decision 121): their own contracts' only.
      .get('/payables/page', activeUser, validate('query', tenantPayableListQuerySchema), kept.tenant, async (c) =>
        c.json(await getTenantPayablesPage({ db, clock, tenantId: c.var.user.id, query: c.req.valid('query') })),
      )
      // The receipt of a payment on one of the user's own contracts (docs/domain.md §12); any other → 404.
      .get('/payments/:id/receipt', activeUser, validate('param', paymentParam), async (c) =>
        receiptPdfResponse(c, { db, paymentId: c.req.valid('param').id, viewer: { tenantId: c.var.user.id } }),
      )
  );
}
