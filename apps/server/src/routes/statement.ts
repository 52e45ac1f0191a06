import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../lib/context';
import { consumeTokenLookup, privateLinkHeaders } from '../lib/share-token-guard';
import { getPublicStatement } from '../services/statement/get-public-statement';

/** /api/statement/:token — get_public_invoice_details (SPEC §7), no session. */
export function statementRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().use('*', privateLinkHeaders).get('/:token', async (c) => {
    await consumeTokenLookup(deps, c);
    return c.json(await getPublicStatement({ db: deps.db, clock: deps.clock, token: c.req.param('token') }));
  });
}
