import { createMiddleware } from 'hono/factory';
import { CLIENT_IP_HEADER } from './client-ip';
import type { AppBindings, AppDeps } from './context';

export { clearRateLimit, consumeRateLimit, countRateLimited, mayEmailAccount } from './rate-limit-store';
import { consumeRateLimit } from './rate-limit-store';

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
