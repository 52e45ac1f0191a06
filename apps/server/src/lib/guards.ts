import { createMiddleware } from 'hono/factory';
import { AppError, MESSAGES } from './app-error';
import type { AppBindings, AppDeps } from './context';
import { readSession } from './session';

/** Dashboard API: only active users (DOMAIN §8). */
export const requireActiveUser = (deps: AppDeps) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const s = await readSession(deps, c);
    if (!s) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    if (s.user.userStatus !== 'active') throw new AppError('FORBIDDEN', MESSAGES.inactive);
    c.set('user', s.user);
    c.set('sessionToken', s.token);
    await next();
  });

/** Landlord API: active landlords only; tenants are refused with 403. */
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
