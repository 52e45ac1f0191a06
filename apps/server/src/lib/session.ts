import type { Context } from 'hono';
import { withTenantFlag } from './auth-database';
import type { AppDeps, SessionUser } from './context';

/**
 * The signed-in user of a request: better-auth's own `getSession` (decision 066) — it checks the
 * signed cookie, reads the session with its user in one statement (the adapter's join), deletes
 * an expired session and refreshes one due for its `updateAge`; its Set-Cookie headers go out
 * with our answer. No cookie cache: a session deleted in the database (sign-out, password change
 * or reset) is refused by the next request on every instance. The same statement answers
 * whether the user is someone's tenant (lib/auth-database.ts, decision 067).
 */

export type SessionRead = { user: SessionUser; token: string; hasTenantContracts: boolean };

/** docs/product.md §3 User as the client reads it (/me, /session), from the session read alone. */
export function toCurrentUser(s: SessionRead) {
  return {
    id: s.user.id,
    email: s.user.email,
    first_name: s.user.firstName,
    last_name: s.user.lastName,
    is_landlord: s.user.isLandlord,
    user_status: s.user.userStatus,
    has_tenant_contracts: s.hasTenantContracts,
  };
}

/** better-auth's user row → the user the guards and routes see. */
export function toSessionUser(u: {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  isLandlord?: boolean | null;
  userStatus?: string | null;
}): SessionUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    isLandlord: u.isLandlord === true,
    userStatus: u.userStatus === 'invited' ? 'invited' : 'active',
  };
}

/** The session and its user (one statement); null when signed out. */
export async function readSession(deps: Pick<AppDeps, 'auth'>, c: Context): Promise<SessionRead | null> {
  const {
    result: { headers, response },
    hasTenantContracts,
  } = await withTenantFlag(() => deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }));
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  if (!response) return null;
  // A session answered without the flag means the adapter no longer reads it through
  // `authDatabase` (lib/auth-database.ts): a defect, not a signed-out visitor.
  if (hasTenantContracts === undefined) throw new Error('The session read did not answer has_tenant_contracts');
  return { user: toSessionUser(response.user), token: response.session.token, hasTenantContracts };
}
