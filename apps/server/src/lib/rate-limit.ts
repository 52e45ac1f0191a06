import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { rateLimit } from '../db/schema';
import { AppError } from './app-error';
import { CLIENT_IP_HEADER } from './auth';
import type { Clock } from './clock';
import type { AppBindings, AppDeps } from './context';

/**
 * The sign-in limiter's mechanism (decision 006) for routes outside /api/auth: the same
 * database store (`rate_limit`, shared by every server process), a fixed window per key, the
 * client address from the socket. One atomic upsert per attempt; over `max` attempts within
 * `windowSec` the attempt is refused with 429 and nothing else runs.
 */
export async function consumeRateLimit(opts: {
  db: Db;
  clock: Clock;
  key: string;
  windowSec: number;
  max: number;
  message: string;
}): Promise<void> {
  const now = opts.clock.now().getTime();
  const windowStart = now - opts.windowSec * 1000;
  const rows = await opts.db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: opts.key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${rateLimit.lastRequest} <= ${windowStart} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimit.lastRequest} <= ${windowStart} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count });
  if ((rows[0]?.count ?? 0) > opts.max) throw new AppError('RATE_LIMITED', opts.message);
}

/** The answer of every per-client limit outside sign-in. */
export const TOO_MANY_ATTEMPTS = 'Troppi tentativi. Riprova tra qualche minuto.';

/**
 * Route middleware: at most `max` requests per minute per client address (the socket's, set by
 * app.ts) for one `action`; over it, 429 with `message` before the handler runs.
 */
export function limitPerClient(deps: AppDeps, opts: { action: string; max: number; message: string }) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await consumeRateLimit({
      db: deps.db,
      clock: deps.clock,
      key: `${opts.action}:${c.req.header(CLIENT_IP_HEADER) ?? 'unknown'}`,
      windowSec: 60,
      max: opts.max,
      message: opts.message,
    });
    await next();
  });
}

/**
 * Lookups of the single-use tokens sent by email (verification link, invitation, contract
 * acceptance, account completion): at most STATEMENT_RATE_LIMIT a minute per client address,
 * the same budget as the statement links but counted apart. Placed after validation, so only
 * well-formed attempts count.
 */
export function limitEmailedTokenLookups(deps: AppDeps) {
  return limitPerClient(deps, {
    action: 'emailed-token',
    max: deps.env.statementRateLimit,
    message: TOO_MANY_ATTEMPTS,
  });
}
