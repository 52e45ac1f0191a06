import { paths, ROUTES } from '@casaconti/core/paths';
import { useEffect } from 'react';

/**
 * What the app does when the server says the session is gone (decisions 051, 052). The fetch
 * client reports every 401 here; the app (main.tsx) decides: back to /login remembering the
 * page, or, when a form holds typed data, a warning that lets the user sign in again in place.
 */

let onUnauthenticated: (() => void) | null = null;

/** Installs the app's answer to a 401 (one at a time); returns the uninstaller. */
export function setUnauthenticatedHandler(handler: () => void): () => void {
  onUnauthenticated = handler;
  return () => {
    if (onUnauthenticated === handler) onUnauthenticated = null;
  };
}

let signingOut = false;

/**
 * An explicit sign-out is under way: the 401s that follow it are expected, not an expired
 * session, and must not send to a /login that leads back. Returns the function that ends it.
 */
export function beginSignOut(): () => void {
  signingOut = true;
  return () => {
    signingOut = false;
  };
}

/** Called by the fetch client (lib/api-client) for every answer 401. */
export function reportUnauthenticated(): void {
  if (!signingOut) onUnauthenticated?.();
}

const unsavedWork = new Set<symbol>();

/**
 * Marks, while `active`, that a form on screen holds typed data not yet saved: a 401 then warns
 * instead of leaving the page (decision 052).
 */
export function useUnsavedWork(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const token = Symbol('unsaved-work');
    unsavedWork.add(token);
    return () => {
      unsavedWork.delete(token);
    };
  }, [active]);
}

export function hasUnsavedWork(): boolean {
  return unsavedWork.size > 0;
}

const SITE = 'https://casaconti.invalid';

/**
 * `raw` when it is a path of this site (starts with one '/', no scheme, no host, no
 * backslash, no control character), normalised; otherwise null. /login itself is refused (no
 * loop). Guards against open redirects through `?redirectTo=`.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  if (url.pathname === ROUTES.login || url.pathname.startsWith(`${ROUTES.login}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, with the page to come back to when it is a path of this site. */
export function loginPathFor(target: string | null | undefined): string {
  const path = safeRedirectPath(target);
  return paths.login({ redirectTo: path ?? undefined });
}
