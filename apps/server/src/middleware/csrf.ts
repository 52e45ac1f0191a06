import type { MiddlewareHandler } from 'hono';
import { AppError, MESSAGES } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';
import { answeredHostnames } from '../lib/host-guard';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A mutation may come from a trusted origin (APP_URL, TRUSTED_ORIGINS) or from the origin the
 * request itself was sent to (scheme://Host as the server received it): that is same-origin,
 * not cross-site, when the Host is a name this server answers for (`answersHost`: loopback
 * names, the machine's addresses, APP_URL's and TRUSTED_ORIGINS' names). A name of anybody's
 * choosing pointed at this machine (DNS rebinding) is not same-origin (decision 040).
 */
function isAllowedOrigin(
  origin: string,
  requestUrl: string,
  trusted: string[],
  answersHost: (hostname: string) => boolean,
): boolean {
  if (trusted.includes(origin)) return true;
  try {
    const url = new URL(requestUrl);
    return url.origin === origin && answersHost(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Mutations refuse foreign origins (CSRF), whatever the content type. */
export function refuseForeignOrigins(env: AppDeps['env']): MiddlewareHandler<AppBindings> {
  const answersHost = answeredHostnames(env);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !isAllowedOrigin(origin, c.req.url, env.trustedOrigins, answersHost)) || site === 'cross-site') {
        throw new AppError('FORBIDDEN', MESSAGES.foreignOrigin);
      }
    }
    await next();
  };
}
