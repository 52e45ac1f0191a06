import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../lib/context';
import { requireActiveUser } from '../lib/guards';
import { getTenantStatements } from '../services/statement/get-tenant-statements';
import { getTenantOverview } from '../services/tenant/get-tenant-overview';

/**
 * /api/tenant: the signed-in user's own tenant area (read-only). Anyone active may call it and
 * gets only the contracts where they are the tenant (a landlord who rents nothing gets nothing).
 */
export function tenantRoutes(deps: AppDeps) {
  const activeUser = requireActiveUser(deps);
  return new Hono<AppBindings>()
    .get('/overview', activeUser, async (c) =>
      c.json(await getTenantOverview({ db: deps.db, clock: deps.clock, tenantId: c.var.user.id })),
    )
    .get('/statements', activeUser, async (c) => {
      const items = await getTenantStatements({ db: deps.db, clock: deps.clock, tenantId: c.var.user.id });
      return c.json({ items });
    });
}
