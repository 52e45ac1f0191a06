import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { session, user } from '../db/schema';
import type { Auth } from './auth';
import type { AppDeps, SessionUser } from './context';

/**
 * The signed-in user of a request (docs/decisions/029). The common case costs ONE statement: the
 * signed session cookie is verified here (HMAC-SHA256 with better-auth's own secret, compared in
 * constant time, exactly as better-call's getSignedCookie signs it) and the session is read with
 * its user in one select. Whenever this path cannot decide by itself — no live row, a session due
 * for better-auth's `updateAge` refresh, a signature it does not recognise, a cookie-cache cookie
 * to clean, a cookie named twice — better-auth's getSession answers instead (its refresh and its
 * Set-Cookie included), so the outcome is always better-auth's. No cache: a session deleted in the
 * database (sign-out, password change or reset) is refused by the next request on every instance.
 */

export type SessionRead = { user: SessionUser; token: string };

/** What better-auth resolved at start-up: its cookie names, secret and session ages. */
type AuthSettings = {
  tokenCookie: string;
  dataCookie: string;
  secret: string;
  /** A session whose expiry is at or before this many ms from now is due for refresh. */
  refreshWithinMs: number;
};

const settingsOf = new WeakMap<Auth, Promise<AuthSettings>>();

function authSettings(auth: Auth): Promise<AuthSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    settings = auth.$context.then((ctx) => ({
      tokenCookie: ctx.authCookies.sessionToken.name,
      dataCookie: ctx.authCookies.sessionData.name,
      secret: ctx.secret,
      refreshWithinMs: (ctx.sessionConfig.expiresIn - ctx.sessionConfig.updateAge) * 1000,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

type CookieScan = { kind: 'none' } | { kind: 'token'; value: string } | { kind: 'unusual' };

/** The session cookie's value (URI-decoded like better-call's parseCookies); 'unusual' hands over to better-auth. */
function scanCookies(header: string | undefined, settings: AuthSettings): CookieScan {
  if (!header) return { kind: 'none' };
  let token: string | undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name.startsWith(settings.dataCookie)) return { kind: 'unusual' };
    if (name !== settings.tokenCookie) continue;
    if (token !== undefined) return { kind: 'unusual' };
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      token = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return { kind: 'unusual' };
    }
  }
  return token === undefined ? { kind: 'none' } : { kind: 'token', value: token };
}

/** `<token>.<base64 HMAC-SHA256(secret, token)>`: the token when the signature is the server's, else null. */
export function verifySignedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'utf8');
  const expected = Buffer.from(createHmac('sha256', secret).update(token, 'utf8').digest('base64'), 'utf8');
  if (given.length !== expected.length) return null;
  return timingSafeEqual(given, expected) ? token : null;
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

const sessionUserColumns = {
  token: session.token,
  expiresAt: session.expiresAt,
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  isLandlord: user.isLandlord,
  userStatus: user.userStatus,
};

/**
 * A session reader whose single statement also selects `extra` (SQL over the joined user row,
 * e.g. a profile flag): `extra` is undefined when better-auth answered instead (the caller then
 * reads it itself). One prepared statement per database.
 */
export function sessionReader<E extends Record<string, SQL>>(name: string, extra: E) {
  type Extra = { [K in keyof E]: E[K] extends SQL<infer T> ? T : unknown };
  const build = (db: Db) =>
    db
      .select({ ...sessionUserColumns, ...extra })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(session.token, sql.placeholder('token')))
      .prepare(name);
  const prepared = new WeakMap<Db, ReturnType<typeof build>>();

  return async function read(
    deps: Pick<AppDeps, 'auth' | 'db'>,
    c: Context,
  ): Promise<(SessionRead & { extra: Extra | undefined }) | null> {
    const settings = await authSettings(deps.auth);
    const cookies = scanCookies(c.req.header('cookie'), settings);
    if (cookies.kind === 'none') return null;
    const token = cookies.kind === 'token' ? verifySignedToken(cookies.value, settings.secret) : null;
    if (token !== null) {
      let statement = prepared.get(deps.db);
      if (!statement) {
        statement = build(deps.db);
        prepared.set(deps.db, statement);
      }
      const [row] = (await statement.execute({ token })) as Record<string, unknown>[];
      // Live and not yet due for better-auth's refresh (expiresAt − expiresIn + updateAge > now).
      if (row && row.expiresAt instanceof Date && row.expiresAt.getTime() - settings.refreshWithinMs > Date.now()) {
        const picked: Record<string, unknown> = {};
        for (const key of Object.keys(extra)) picked[key] = row[key];
        return {
          user: toSessionUser(row as Parameters<typeof toSessionUser>[0]),
          token: row.token as string,
          extra: picked as Extra,
        };
      }
    }
    return fallback(deps.auth, c);
  };
}

/** better-auth decides (refresh, clean-up, refusal); its Set-Cookie headers go out with our answer. */
async function fallback(auth: Auth, c: Context) {
  const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  if (!response) return null;
  return { user: toSessionUser(response.user), token: response.session.token, extra: undefined };
}

/** The session and its user (one statement on the common path); null when signed out. */
export const readSession = sessionReader('casaconti_session_user', {});
