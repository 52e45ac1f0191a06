import os from 'node:os';
import type { Env } from './env';

/**
 * Which `Host` names the server answers for (decision 040). A browser page on a name the
 * attacker controls can point that name at this machine (DNS rebinding): its requests then look
 * same-origin and come from 127.0.0.1. Only names that are really this server's count.
 */

/** The hostname of a URL as the URL parser writes it (lower case, IPv6 in brackets), or null. */
export function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** localhost, its subdomains, 127.0.0.0/8 and [::1]: names that only ever mean this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** The addresses of this machine's network interfaces, as URL hostnames. */
function interfaceHostnames(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) => {
      if (!entry) return [];
      const host = entry.family === 'IPv6' ? `[${entry.address.split('%')[0]}]` : entry.address;
      return hostnameOf(`http://${host}/`) ?? [];
    });
}

/**
 * A predicate: does the server answer for this hostname? APP_URL's, TRUSTED_ORIGINS', loopback
 * names and the machine's own addresses (read again when a name is not among the others, so an
 * address acquired after start-up counts).
 */
export function answeredHostnames(env: Pick<Env, 'appUrl' | 'trustedOrigins'>): (hostname: string) => boolean {
  const configured = new Set(
    [env.appUrl, ...env.trustedOrigins].map(hostnameOf).filter((h): h is string => h !== null),
  );
  return (hostname) =>
    configured.has(hostname) || isLoopbackHostname(hostname) || interfaceHostnames().includes(hostname);
}

/** The names a local-only route (/api/dev, /api/ops) may be reached by: loopback names and APP_URL's. */
export function localHostnames(env: Pick<Env, 'appUrl'>): (hostname: string) => boolean {
  const appHost = hostnameOf(env.appUrl);
  return (hostname) => isLoopbackHostname(hostname) || hostname === appHost;
}
