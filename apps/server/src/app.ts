import fs from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { matchedRoutes } from 'hono/route';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { secureHeaders } from 'hono/secure-headers';
import { errorCodeForStatus, errorMessageForStatus } from '@casaconti/core/errors';
import { AppError, MESSAGES } from './lib/app-error';
import { CLIENT_IP_HEADER } from './lib/client-ip';
import { answeredHostnames, hostnameOf, localHostnames } from './lib/host-guard';
import type { AppBindings, AppDeps } from './lib/context';
import { applyPrivateLinkHeaders } from './lib/share-token-guard';
import { renderDataPage } from './lib/render-data-page';
import { compressPage, pickEncoding, type SpaIndex, spaIndexReader } from './lib/spa-index';
import { webRendererReader } from './lib/web-renderer';
import { LOCAL_DOWNLOAD_PATH, LOCAL_UPLOAD_PATH } from './lib/storage';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { billRoutes } from './routes/bills';
import { contractRoutes } from './routes/contracts';
import { devRoutes } from './routes/dev';
import { opsRoutes } from './routes/ops';
import { documentRoutes } from './routes/documents';
import { paymentRoutes } from './routes/payments';
import { propertiesRoutes, roomsRoutes } from './routes/properties';
import { statementRoutes } from './routes/statement';
import { tenantRoutes } from './routes/tenant';
import { uploadRoutes } from './routes/uploads';

/** The browser PUTs uploads straight to S3 when it is configured: allow that origin. */
function storageOrigins(env: AppDeps['env']): string[] {
  if (!env.s3) return [];
  if (env.s3.endpoint) return [new URL(env.s3.endpoint).origin];
  return [`https://${env.s3.bucket}.s3.${env.s3.region}.amazonaws.com`, `https://s3.${env.s3.region}.amazonaws.com`];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How much of a refused (over-limit) body the server reads and discards to keep the connection. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Reads and discards a request body; false when it is unreadable or longer than `max` bytes. */
async function drainBody(request: Request, max: number): Promise<boolean> {
  const body = request.body;
  if (!body || body.locked) return !body;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > max) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

function clientIp(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The socket address is this machine (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

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

/**
 * The request path as the log shows it: a path parameter named `token` (the statement link's
 * secret) appears as `:token`, never its value. Query strings are never logged.
 */
function loggedPath(c: Context<AppBindings>): string {
  const secretRoute = matchedRoutes(c).find((r) => r.path.includes('/:token'));
  return secretRoute ? secretRoute.path : c.req.path;
}

/**
 * The request's c.json() with the answer's Content-Length: hono's c.json() (same status, headers
 * and Content-Type) plus the byte length of the text it serializes.
 */
function jsonWithLength(c: Context<AppBindings>): Context<AppBindings>['json'] {
  const json = c.json;
  return ((object: unknown, arg?: never, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    if (text === undefined) return json(object as never, arg, headers);
    return c.body(text, arg, {
      'Content-Type': 'application/json',
      ...headers,
      'Content-Length': String(Buffer.byteLength(text)),
    });
  }) as Context<AppBindings>['json'];
}

/**
 * The security headers of every answer (hono's secureHeaders). Only the CSP varies, by the kind
 * of answer: an API answer allows no inline script, a local download may be shown by Chrome's PDF
 * viewer (an <embed> governed by the PDF response's own object-src), a page allows index.html's
 * inline scripts by their hashes. Each variant's header values are built once (a page's once per
 * build of index.html), not on every request.
 */
function securityHeaders(env: AppDeps['env'], readSpaIndex: () => SpaIndex | null): MiddlewareHandler<AppBindings> {
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

/** Builds the whole HTTP application: API under /api, health, and the built SPA. */
export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<AppBindings>();

  // Bench only (NODE_ENV=test, BENCH_COUNT_QUERIES=1): outermost, so the count covers everything.
  if (deps.queryCounter) app.use('*', deps.queryCounter.middleware);
  app.use('*', async (c, next) => {
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
  });

  app.use('*', applyPrivateLinkHeaders);
  const readSpaIndex = spaIndexReader(env.webDistDir, { watch: !env.isProduction });
  app.use('*', securityHeaders(env, readSpaIndex));

  // JSON answers over 1 KB go out gzip- or deflate-compressed when the client accepts it (files
  // and downloads are not JSON and keep their own encoding).
  app.use('/api/*', compress({ contentTypeFilter: /^application\/json/ }));
  // Without a Content-Length compress() would squeeze even a 40-byte answer: JSON answers get
  // their length so its 1 KB threshold applies. c.json() measures the text it has just serialized
  // (no copy of the answer); the rare JSON answer built otherwise (a Response of its own) is read
  // once to measure it.
  app.use('/api/*', async (c, next) => {
    c.json = jsonWithLength(c);
    await next();
    const res = c.res;
    if (
      res.headers.has('content-length') ||
      !res.body ||
      !/^application\/json/.test(res.headers.get('content-type') ?? '')
    ) {
      return;
    }
    const body = await res.arrayBuffer();
    const headers = new Headers(res.headers);
    headers.set('content-length', String(body.byteLength));
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  });

  // Answers of the API are personal or short-lived: never stored by a browser or proxy cache
  // (routes that set their own Cache-Control, like the private statement link, keep it).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });

  // Mutations refuse foreign origins (CSRF), whatever the content type.
  const answersHost = answeredHostnames(env);
  app.use('/api/*', async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !isAllowedOrigin(origin, c.req.url, env.trustedOrigins, answersHost)) || site === 'cross-site') {
        throw new AppError('FORBIDDEN', MESSAGES.foreignOrigin);
      }
    }
    await next();
  });

  const apiBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: async (c) => {
      // Read the rest of the refused body so the client's keep-alive connection stays usable
      // for its next request; past DRAIN_LIMIT (or a body already cancelled) the connection
      // is closed instead of reading on.
      if (!(await drainBody(c.req.raw, DRAIN_LIMIT))) c.header('connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge);
    },
  });
  // The local upload PUT streams up to 10 MB to disk with its own limit (routes/uploads.ts);
  // bodyLimit would buffer it and stop it at 1 MB. GET and HEAD have no body (the Request
  // carries none): asking for it would only build the whole Request object for nothing.
  app.use('/api/*', (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    return method === 'PUT' && c.req.path.startsWith(LOCAL_UPLOAD_PATH) ? next() : apiBodyLimit(c, next);
  });

  const api = new Hono<AppBindings>()
    .route('/auth', authRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/properties', propertiesRoutes(deps))
    .route('/rooms', roomsRoutes(deps))
    .route('/contracts', contractRoutes(deps))
    .route('/bills', billRoutes(deps))
    .route('/payments', paymentRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route('/documents', documentRoutes(deps))
    .route('/statement', statementRoutes(deps))
    .route('/tenant', tenantRoutes(deps));

  app.get('/healthz', async (c) => c.json({ status: 'ok' as const, database: deps.dbKind }));
  app.route('/api', api);
  // Only for a client on this machine that asked for this machine (a loopback name or APP_URL's
  // host: a rebound attacker's name on 127.0.0.1 is refused, decision 040); to anyone else they
  // do not exist (404).
  const isLocalHost = localHostnames(env);
  const localOnly: MiddlewareHandler<AppBindings> = async (c, next) => {
    const hostname = hostnameOf(c.req.url);
    if (!isLoopback(c.req.header(CLIENT_IP_HEADER) ?? '') || hostname === null || !isLocalHost(hostname)) {
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    }
    await next();
  };
  // Development and test builds only (decision 005).
  if (!env.isProduction) {
    app.use('/api/dev/*', localOnly);
    app.route('/api/dev', devRoutes(deps));
  }
  // `npm run backup` asks the running server for a consistent snapshot (decision 021).
  app.use('/api/ops/*', localOnly);
  app.route('/api/ops', opsRoutes(deps));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  });

  // The built SPA: files as they are, every other GET path gets index.html (client routing).
  if (fs.existsSync(env.webDistDir)) {
    // Hashed build assets: cached for good; a missing one is a 404, never index.html.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    });
    // The build writes .br and .gz beside each asset (apps/web/scripts/postbuild.mjs): sent as they are.
    app.use('/assets/*', serveStatic({ root: env.webDistDir, precompressed: true }));
    app.get('/assets/*', (c) => c.text('Not found', 404));
    const distFiles = serveStatic({ root: env.webDistDir, index: '', precompressed: true });
    // Only regular files: for a directory ('/', '/assets') serveStatic with `index: ''` would
    // read the directory itself (EISDIR); those paths get index.html below.
    app.use('*', async (c, next) => {
      const stat = await fs.promises.stat(path.join(env.webDistDir, c.req.path)).catch(() => null);
      return stat?.isFile() ? distFiles(c, next) : next();
    });
  }
  // The web app's pages rendered per request (its page table: the statement, the properties
  // list), with their data from the app's own API called as the visitor (decisions 030, 061);
  // null sends index.html as for any other page.
  const readWebRenderer = webRendererReader(env.webDistDir);
  const dataPage = async (c: Context<AppBindings>, path: string, indexHtml: string): Promise<string | null> => {
    try {
      const renderer = await readWebRenderer();
      if (!renderer) return null;
      const cookie = c.req.header('cookie') ?? '';
      const headers = new Headers(cookie ? { cookie } : {});
      const userAgent = c.req.header('user-agent');
      if (userAgent) headers.set('user-agent', userAgent);
      const page = await renderDataPage({
        path,
        cookie,
        indexHtml,
        renderer,
        // The same connection info (c.env): the API sees the visitor's address (rate limits).
        callApi: async (apiPath) => app.request(apiPath, { headers }, c.env),
      });
      for (const setCookie of page.setCookies) c.header('set-cookie', setCookie, { append: true });
      return page.html;
    } catch (err) {
      logger.error({ err, requestId: c.var.requestId, path: loggedPath(c) }, 'page not rendered');
      return null;
    }
  };

  const sendSpaPage = async (c: Context<AppBindings>) => {
    const index = readSpaIndex();
    if (!index) {
      return c.text('CasaConti: the web app is not built. Run `npm run build` (or `npm start`).', 503);
    }
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const url = new URL(c.req.url);
    const noQuery = url.search === '';
    const rendered = noQuery ? await dataPage(c, url.pathname, index.html) : null;
    if (rendered !== null) {
      // Personal: never stored, and different per session.
      c.header('cache-control', 'private, no-store');
      c.header('vary', 'Cookie, Accept-Encoding');
      if (!encoding) return c.html(rendered);
      c.header('content-encoding', encoding);
      c.header('content-type', 'text/html; charset=UTF-8');
      return c.body(new Uint8Array(await compressPage(rendered, encoding)));
    }
    // A prerendered page only for its exact path without a query (?verified=1 changes the page).
    const prerendered = noQuery ? index.prerendered.get(c.req.path) : undefined;
    const page = prerendered ?? index;
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Accept-Encoding');
    if (!encoding) return c.html(page.html);
    c.header('content-encoding', encoding);
    c.header('content-type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(page[encoding]));
  };
  // Its own route so that a log line shows the statement page's path as /statement/:token.
  app.get('/statement/:token', sendSpaPage);
  app.get('*', sendSpaPage);

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toBody(), err.status);
    if (err instanceof HTTPException) {
      const status = Math.min(err.status, 500) as ContentfulStatusCode;
      if (status === 500) logger.error({ err, requestId: c.var.requestId }, 'http exception');
      // The one status → code translation (core/errors), for refusals that come without ours.
      return c.json(new AppError(errorCodeForStatus(status), errorMessageForStatus(status)).toBody(), status);
    }
    logger.error({ err, requestId: c.var.requestId, path: c.req.path }, 'unhandled error');
    return c.json(new AppError('INTERNAL', MESSAGES.unexpected).toBody(), 500);
  });

  return { app, api };
}

export type ApiType = ReturnType<typeof createApp>['api'];
