import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../lib/context';
import { listOutbox } from '../lib/mailer';

/** Non-production only: the local outbox, newest first (DOMAIN §9). */
export function devRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/outbox', async (c) => c.json(await listOutbox(deps.db)));
}
