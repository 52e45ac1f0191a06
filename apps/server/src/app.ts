import { ROUTES } from '@casaconti/core/paths';
import { type Context, Hono } from 'hono';
import type { AppBindings, AppDeps } from './lib/context';
import { renderDataPage } from './lib/render-data-page';
import { compressPage, pickEncoding, spaIndexReader } from './lib/spa-index';
import { webRendererReader } from './lib/web-renderer';
import { AppError, MESSAGES } from './lib/app-error';
import { applyPrivateLinkHeaders } from './lib/share-token-guard';
import { limitApiBody } from './middleware/body-limit';
import { refuseForeignOrigins } from './middleware/csrf';
import { answerErrors } from './middleware/errors';
import { compressJson, jsonContentLength, noStore } from './middleware/json';
import { localOnly } from './middleware/local-only';
import { loggedPath, requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { serveBuiltFiles } from './middleware/static';
import { accountRoutes } from './routes/account';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { bankAccountRoutes } from './routes/bank-accounts';
import { billRoutes } from './routes/bills';
import { contractPaymentRoutes } from './routes/contract-payments';
import { contractReminderRoutes } from './routes/contract-reminders';
import { contractDepositRoutes, legalRateRoutes } from './routes/deposit';
import { contractRoutes } from './routes/contracts';
import { calendarFeedRoutes, contractRentUpdateRoutes, deadlineRoutes } from './routes/lease';
import { devRoutes } from './routes/dev';
import { importRoutes } from './routes/imports';
import { opsRoutes } from './routes/ops';
import { documentRoutes } from './routes/documents';
import { paymentRoutes } from './routes/payments';
import { paymentSignalRoutes, tenantPaymentSignalRoutes } from './routes/payment-signals';
import { propertiesRoutes, roomsRoutes } from './routes/properties';
import { statementRoutes } from './routes/statement';
import { keptReads } from './routes/kept-reads';
import { tenantRoutes } from './routes/tenant';
import { uploadRoutes } from './routes/uploads';

/**
 * Builds the whole HTTP application: API under /api, health, and the built SPA. Only the wiring
 * lives here, in the order a request meets it; each middleware is in middleware/ (docs/architecture.md).
 */
export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<AppBindings>();

  // Bench only (NODE_ENV=test, BENCH_COUNT_QUERIES=1): outermost, so the count covers everything.
  if (deps.queryCounter) app.use('*', deps.queryCounter.middleware);
  app.use('*', requestLog(logger));
  app.use('*', applyPrivateLinkHeaders);
  const readSpaIndex = spaIndexReader(env.webDistDir, { watch: !env.isProduction });
  app.use('*', securityHeaders(env, readSpaIndex));

  app.use('/api/*', compressJson);
  app.use('/api/*', jsonContentLength);
  app.use('/api/*', noStore);
  app.use('/api/*', refuseForeignOrigins(env));
  app.use('/api/*', limitApiBody);

  // The kept reads' whole answers, one cache per app instance (decisions 130, 176).
  const kept = keptReads(deps);
  const api = new Hono<AppBindings>()
    .route('/auth', authRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/properties', propertiesRoutes(deps, kept))
    .route('/rooms', roomsRoutes(deps))
    .route('/contracts', contractRoutes(deps, kept))
    .route('/contracts', contractPaymentRoutes(deps))
    .route('/contracts', contractReminderRoutes(deps))
    .route('/contracts', contractRentUpdateRoutes(deps))
    .route('/deadlines', deadlineRoutes(deps, kept))
    .route('/calendar', calendarFeedRoutes(deps))
    .route('/contracts', contractDepositRoutes(deps))
    .route('/deposit', legalRateRoutes(deps))
    .route('/bank-accounts', bankAccountRoutes(deps))
    .route('/bills', billRoutes(deps, kept))
    .route('/analytics', analyticsRoutes(deps, kept))
    .route('/payments', paymentRoutes(deps, kept))
    .route('/imports', importRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route('/documents', documentRoutes(deps))
    .route('/statement', statementRoutes(deps, kept))
    .route('/payment-signals', paymentSignalRoutes(deps))
    .route('/tenant', tenantRoutes(deps, kept))
    .route('/tenant', tenantPaymentSignalRoutes(deps));

  app.get('/healthz', async (c) => c.json({ status: 'ok' as const, database: deps.dbKind }));
  app.route('/api', api);
  // Development and test builds only (decision 005).
  if (!env.isProduction) {
    app.use('/api/dev/*', localOnly(env));
    app.route('/api/dev', devRoutes(deps));
  }
  // `npm run backup` asks the running server for a consistent snapshot (decision 021).
  app.use('/api/ops/*', localOnly(env));
  app.route('/api/ops', opsRoutes(deps));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  });

  // The built SPA: files as they are, every other GET path gets index.html (client routing).
  serveBuiltFiles(app, env.webDistDir);
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
  app.get(ROUTES.statement, sendSpaPage);
  app.get('*', sendSpaPage);

  app.onError(answerErrors(logger));

  return { app, api };
}

export type ApiType = ReturnType<typeof createApp>['api'];
