import { AsyncLocalStorage } from 'node:async_hooks';
import { type AnyColumn, Param, SQL, StringChunk, eq, is, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session } from '../db/schema';

/** The rule "this user is someone's tenant" over the user's id column (services/account). */
export type TenantFlag = (userId: AnyColumn) => SQL<boolean>;

type FindFirst = Db['query']['session']['findFirst'];
type FindFirstConfig = NonNullable<Parameters<FindFirst>[0]>;

/** What the session read of the current request learnt besides better-auth's own fields. */
type SessionExtras = { hasTenantContracts?: boolean };
const sessionExtras = new AsyncLocalStorage<SessionExtras>();

/**
 * Runs better-auth's session lookup so that its one statement also answers has_tenant_contracts
 * (decision 067); `undefined` when no session row was read (no cookie, bad signature, no row).
 */
export async function withTenantFlag<T>(
  lookup: () => Promise<T>,
): Promise<{ result: T; hasTenantContracts?: boolean }> {
  const extras: SessionExtras = {};
  const result = await sessionExtras.run(extras, lookup);
  return { result, hasTenantContracts: extras.hasTenantContracts };
}

/**
 * The database better-auth's adapter reads through (decision 067): the same Drizzle instance,
 * except that its session read — `findFirst` on the session joined with its user
 * (`advanced.database.joins`, decision 066) — made inside `withTenantFlag` also selects
 * has_tenant_contracts for that user, in that same statement. better-auth keeps only the fields
 * of its schema in what it answers, so the value is handed back through the request's
 * `withTenantFlag` instead. Every other query passes through untouched. The rule itself is the
 * service's (`hasTenantContracts`, services/account/get-current-user.ts), given by bootstrap.
 */
export function authDatabase(db: Db, hasTenantContracts: TenantFlag): Db {
  const sessions = db.query.session;
  const userExtras = {
    extras: (u: { id: AnyColumn }) => ({ hasTenantContracts: hasTenantContracts(u.id).as('has_tenant_contracts') }),
  };
  // better-auth's getSession reads `token = $1` with the user every time: its SQL is built once
  // here and prepared (decision 137); any other read goes through the relational query as before.
  let byToken: ReturnType<typeof prepareByToken> | undefined;
  const prepareByToken = () =>
    sessions
      .findFirst({ where: eq(session.token, sql.placeholder('token')), with: { user: userExtras } })
      .prepare('auth_session_by_token');
  const findFirst = (async (config?: FindFirstConfig) => {
    const extras = sessionExtras.getStore();
    if (!extras || config?.with?.user !== true) return sessions.findFirst(config);
    const token = sessionReadToken(config);
    byToken ??= token === undefined ? undefined : prepareByToken();
    const row =
      token !== undefined && byToken
        ? await byToken.execute({ token })
        : await sessions.findFirst({ ...config, with: { ...config.with, user: userExtras } } as FindFirstConfig);
    const flag = (row as { user?: { hasTenantContracts?: unknown } } | undefined)?.user?.hasTenantContracts;
    if (typeof flag === 'boolean') extras.hasTenantContracts = flag;
    return row;
  }) as unknown as FindFirst;
  const sessionQuery = new Proxy(sessions, {
    get: (target, prop) => (prop === 'findFirst' ? findFirst : Reflect.get(target, prop, target)),
  });
  const query = new Proxy(db.query, {
    get: (target, prop) => (prop === 'session' ? sessionQuery : Reflect.get(target, prop, target)),
  });
  return new Proxy(db, { get: (target, prop) => (prop === 'query' ? query : Reflect.get(target, prop, target)) });
}

const text = (chunk: unknown) => (is(chunk, StringChunk) ? chunk.value.join('') : undefined);

/**
 * The token of a session read shaped exactly as better-auth's getSession sends it — the session
 * with its user (`with: { user: true }`, nothing else) where `session.token = <a string>` (drizzle's
 * `eq`: the chunks '', the column, ' = ', the parameter, '') — or undefined for any other shape.
 */
export function sessionReadToken(config: FindFirstConfig): string | undefined {
  const keys = Object.keys(config).filter((k) => config[k as keyof FindFirstConfig] !== undefined);
  if (keys.length !== 2 || !keys.includes('where') || !keys.includes('with')) return undefined;
  if (Object.keys(config.with ?? {}).length !== 1 || config.with?.user !== true) return undefined;
  const where = config.where;
  if (!is(where, SQL) || where.queryChunks.length !== 5) return undefined;
  const [head, column, op, param, tail] = where.queryChunks;
  if (text(head) !== '' || column !== session.token || text(op) !== ' = ' || text(tail) !== '') return undefined;
  return is(param, Param) && typeof param.value === 'string' ? param.value : undefined;
}
