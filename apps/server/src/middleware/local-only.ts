import type { MiddlewareHandler } from 'hono';
import { AppError, MESSAGES } from '../lib/app-error';
import { CLIENT_IP_HEADER } from '../lib/client-ip';
import type { AppBindings, AppDeps } from '../lib/context';
import { hostnameOf, localHostnames } from '../lib/host-guard';

/** The socket address is this machine (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * Only for a client on this machine that asked for this machine (a loopback name or APP_URL's
 * host: a rebound attacker's name on 127.0.0.1 is refused, decision 040); to anyone else the
 * routes behind it do not exist (404).
 */
export function localOnly(env: AppDeps['env']): MiddlewareHandler<AppBindings> {
  const isLocalHost = localHostnames(env);
  return async (c, next) => {
    const hostname = hostnameOf(c.req.url);
    if (!isLoopback(c.req.header(CLIENT_IP_HEADER) ?? '') || hostname === null || !isLocalHost(hostname)) {
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    }
    await next();
  };
}
