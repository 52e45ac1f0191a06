import { STATEMENT_PATH_PREFIX } from '@casaconti/core/paths';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CLIENT_IP_HEADER } from './client-ip';
import type { AppBindings, AppDeps } from './context';
import { consumeRateLimit, TOO_MANY_ATTEMPTS } from './rate-limit';

/** Headers of every answer to a share-token request, error or not (docs/domain.md §8, issue 11). */
export const PRIVATE_LINK_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/**
 * Marks the answer as a private-link one; app.ts sets PRIVATE_LINK_HEADERS on it after the
 * security headers (which would otherwise overwrite Referrer-Policy), also on errors.
 */
export const privateLinkHeaders = createMiddleware<AppBindings>(async (c, next) => {
  c.set('privateLink', true);
  await next();
});

/** Outermost middleware (before secureHeaders): the SPA page /statement/* and marked answers. */
export const applyPrivateLinkHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (c.var.privateLink || c.req.path.startsWith(STATEMENT_PATH_PREFIX)) {
    for (const [name, value] of Object.entries(PRIVATE_LINK_HEADERS)) {
      // A server-rendered statement page says 'private, no-store' (decision 030): stricter, kept.
      if (name === 'Cache-Control' && c.res.headers.get(name)?.includes('no-store')) continue;
      c.res.headers.set(name, value);
    }
  }
});

export const TOKEN_LOOKUP_MESSAGE = TOO_MANY_ATTEMPTS;

/**
 * Counts one share-token lookup of the client (statement or document) against
 * STATEMENT_RATE_LIMIT per minute: guessing tokens is refused with 429 before any lookup.
 */
export async function consumeTokenLookup(deps: AppDeps, c: Context<AppBindings>): Promise<void> {
  await consumeRateLimit({
    db: deps.db,
    clock: deps.clock,
    key: `share-token:${c.req.header(CLIENT_IP_HEADER) ?? 'unknown'}`,
    windowSec: 60,
    max: deps.env.statementRateLimit,
    message: TOKEN_LOOKUP_MESSAGE,
  });
}
