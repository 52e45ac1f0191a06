import { createMiddleware } from 'hono/factory';
import { AppError, MESSAGES } from './app-error';
import type { AppBindings, AppDeps, SessionUser } from './context';

/** Reads the better-auth session; null when there is none. */
export async function readSession(deps: AppDeps, headers: Headers) {
  const result = await deps.auth.api.getSession({ headers });
  if (!result) return null;
  const u = result.user as typeof result.user & Partial<SessionUser>;
  const user: SessionUser = {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    isLandlord: u.isLandlord === true,
    userStatus: u.userStatus === 'invited' ? 'invited' : 'active',
  };
  return { user, token: result.session.token };
}

/** Any signed-in user, active or not (complete-account, profile read). */
export const requireSession = (deps: AppDeps) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const s = await readSession(deps, c.req.raw.headers);
    if (!s) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    c.set('user', s.user);
    c.set('sessionToken', s.token);
    await next();
  });

/** Dashboard API: only active users (DOMAIN §8). */
export const requireActiveUser = (deps: AppDeps) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const s = await readSession(deps, c.req.raw.headers);
    if (!s) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    if (s.user.userStatus !== 'active') throw new AppError('FORBIDDEN', MESSAGES.inactive);
    c.set('user', s.user);
    c.set('sessionToken', s.token);
    await next();
  });

/** Landlord API: active landlords only; tenants are refused with 403. */
export const requireLandlord = (deps: AppDeps) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const s = await readSession(deps, c.req.raw.headers);
    if (!s) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    if (s.user.userStatus !== 'active') throw new AppError('FORBIDDEN', MESSAGES.inactive);
    if (!s.user.isLandlord) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    c.set('user', s.user);
    c.set('sessionToken', s.token);
    await next();
  });
