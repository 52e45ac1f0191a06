import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppBindings, AppDeps } from '../lib/context';
import type { SpaIndex } from '../lib/spa-index';
import { LOCAL_DOWNLOAD_PATH } from '../lib/storage';

/** The browser PUTs uploads straight to S3 when it is configured: allow that origin. */
function storageOrigins(env: AppDeps['env']): string[] {
  if (!env.s3) return [];
  if (env.s3.endpoint) return [new URL(env.s3.endpoint).origin];
  return [`https://${env.s3.bucket}.s3.${env.s3.region}.amazonaws.com`, `https://s3.${env.s3.region}.amazonaws.com`];
}

/**
 * The security headers of every answer (hono's secureHeaders). Only the CSP varies, by the kind
 * of answer: an API answer allows no inline script, a local download may be shown by Chrome's PDF
 * viewer (an <embed> governed by the PDF response's own object-src), a page allows index.html's
 * inline scripts by their hashes. Each variant's header values are built once (a page's once per
 * build of index.html), not on every request.
 */
export function securityHeaders(
  env: AppDeps['env'],
  readSpaIndex: () => SpaIndex | null,
): MiddlewareHandler<AppBindings> {
  const variant = (scriptSrc: string[], objectSrc: string) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storageOrigins(env)],
        objectSrc: [objectSrc],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      strictTransportSecurity: env.appUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginResourcePolicy: 'same-origin',
      // Our pages in a browsing context group (and, where the browser isolates by it, a process)
      // of their own, out of reach of an opener's window handle. It costs a fresh renderer process
      // per page load, which Lighthouse counts (decision 151); kept for the data behind the pages.
      crossOriginOpenerPolicy: 'same-origin',
    });
  const api = variant([], "'none'");
  const download = variant([], "'self'");
  const pages = new WeakMap<SpaIndex, MiddlewareHandler>();
  return (c, next) => {
    const p = c.req.path;
    if (p.startsWith('/api/')) return (p.startsWith(LOCAL_DOWNLOAD_PATH) ? download : api)(c, next);
    const index = readSpaIndex();
    if (!index) return api(c, next);
    let page = pages.get(index);
    if (!page) {
      page = variant(index.scriptHashes, "'none'");
      pages.set(index, page);
    }
    return page(c, next);
  };
}
