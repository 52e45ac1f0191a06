import type { Context } from 'hono';
import type { AppDeps, SessionUser } from './context';

/**
 * The signed-in user of a request: better-auth's own `getSession` (decision 066) — it checks the
 * signed cookie, reads the session with its user in one statement (the adapter's join), deletes
 * an expired session and refreshes one due for its `updateAge`; its Set-Cookie headers go out
 * with our answer. No cookie cache: a session deleted in the database (sign-out, password change
 * or reset) is refused by the next request on every instance.
 */

export type SessionRead = { user: SessionUser; token: string };

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
  const { headers, response } = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  if (!response) return null;
  return { user: toSessionUser(response.user), token: response.session.token };
}
