import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError, MESSAGES } from './app-error';
import type { AppBindings, AppDeps } from './context';
import { readSession } from './session';

/** Dashboard API: only active users (docs/domain.md §8). */
export const requireActiveUser = (deps: AppDeps) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const s = await readSession(deps, c);
    if (!s) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    if (s.user.userStatus !== 'active') throw new AppError('FORBIDDEN', MESSAGES.inactive);
    c.set('user', s.user);
    c.set('sessionToken', s.token);
    await next();
  });

/**
 * Landlord API: a signed-in, active user whose account is a landlord's (`isLandlord`). No
 * session answers 401; an account not yet active 403 (MESSAGES.inactive); a tenant's account 403
 * (MESSAGES.forbidden). Sets `user` and `sessionToken` like requireActiveUser.
 */
export const requireLandlord = (deps: AppDeps) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const s = await readSession(deps, c);
    if (!s) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    if (s.user.userStatus !== 'active') throw new AppError('FORBIDDEN', MESSAGES.inactive);
    if (!s.user.isLandlord) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    c.set('user', s.user);
    c.set('sessionToken', s.token);
    await next();
  });

/**
 * The one way a route behind requireLandlord passes the signed-in landlord to a service: the
 * database, the clock and the landlord's id (never one from the request). Each router makes
 * `const asLandlord = landlordCall(deps)` once and calls `service({ ...asLandlord(c), ... })`
 * (a service that takes no clock ignores it); where only the id is wanted, in a nested object,
 * `asLandlord(c).landlordId`. Routes never write `landlordId: c.var.user.id` themselves.
 */
export const landlordCall = (deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>) => (c: Context<AppBindings>) => ({
  db: deps.db,
  clock: deps.clock,
  jobs: deps.jobs,
  landlordId: c.var.user.id,
});
