import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { CLIENT_IP_HEADER } from '../lib/client-ip';
import type { AppBindings, AppDeps } from '../lib/context';

function clientIp(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The request path as the log shows it: a path parameter named `token` (the statement link's
 * secret) appears as `:token`, never its value. Query strings are never logged.
 */
export function loggedPath(c: Context<AppBindings>): string {
  const secretRoute = matchedRoutes(c).find((r) => r.path.includes('/:token'));
  return secretRoute ? secretRoute.path : c.req.path;
}

/**
 * Stamps the request id, puts the socket's address in CLIENT_IP_HEADER (replacing whatever the
 * client sent) and logs one line per API answer (and per answer ≥ 500).
 */
export function requestLog(logger: AppDeps['logger']): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    // The client IP used by rate limiting comes from the socket, never from the client.
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientIp(c));
    const started = performance.now();
    await next();
    // The line's fields are gathered only when it is written (LOG_LEVEL info or more verbose).
    if ((c.req.path.startsWith('/api') || c.res.status >= 500) && logger.isLevelEnabled('info')) {
      logger.info(
        {
          requestId,
          method: c.req.method,
          path: loggedPath(c),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
