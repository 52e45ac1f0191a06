// The web app's server bundle (decisions 028, 030, 061), built for Node by `vite build --ssr` into
// dist-ssr. It renders the pages of the page table (app/pages.ts) into the built index.html:
// - at build time, apps/web/scripts/postbuild.mjs renders the pages with `render: 'build'`
//   (`renderStaticPage`) and reads the table for the landing preloads and the budget;
// - at request time, the server (apps/server/src/lib/render-data-page.ts) renders the pages with
//   `render: 'request'` (`renderRequestPage`): the page's `load` fills a query cache from the
//   app's own API, the page is rendered from it, and the cache goes in the page dehydrated;
//   main.tsx hydrates it before hydrating the page. The tree is main.tsx's, with the static router.
// index.html is filled only at its marker comments (MARKERS), by plain string slicing.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { matchPage, type PageApi } from './app/pages';
import { Providers } from './app/providers';
import { routes } from './app/route-table';
import { createQueryClient } from './lib/query-client';
import { queryStateBlock } from './lib/query-state';
import { RequestCookieContext } from './lib/request-cookie';

export { prerenderedPageFile } from '@casaconti/core/paths';
export { pageList, pathPatternSource } from './app/pages';

/**
 * The marker comments of the built index.html: index.html's source has APP around #root and its
 * splash. (The entry script is not in the built page: index.html's landing script adds it, after
 * the first contentful paint on a page of the table: decisions 030, 135.)
 */
export const MARKERS = {
  app: ['<!--app-->', '<!--/app-->'],
} as const;

/** `html` with what lies between the two markers (both included) replaced by `replacement`. */
function replaceBetween(html: string, [start, end]: readonly [string, string], replacement: string): string {
  const from = html.indexOf(start);
  const to = from === -1 ? -1 : html.indexOf(end, from + start.length);
  if (to === -1) throw new Error(`render: no ${start}…${end} in index.html`);
  return html.slice(0, from) + replacement + html.slice(to + end.length);
}

async function render(path: string, queryClient: QueryClient, cookie: string | null): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`render ${path}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <RequestCookieContext.Provider value={cookie}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </RequestCookieContext.Provider>
    </StrictMode>,
  );
}

/** index.html with `body` in #root, marked for main.tsx to hydrate, and `after` right behind it. */
function pageWith(indexHtml: string, body: string, after = ''): string {
  return replaceBetween(indexHtml, MARKERS.app, `<div id="root" data-prerendered>${body}</div>${after}`);
}

/** A static page at build time (no data, no cookie): index.html with the page in #root. */
export async function renderStaticPage(indexHtml: string, path: string): Promise<string> {
  return pageWith(indexHtml, await render(path, createQueryClient(), null));
}

/**
 * A page of the table rendered per request, or null when `path` is not one (or its `load` says
 * no): index.html with the page rendered from the data its `load` read through `api` (the app's
 * own API, as the visitor) and the request's Cookie header in #root, and that data dehydrated in
 * a JSON block for main.tsx. index.html's landing script asks for the JavaScript after the first
 * paint (decisions 030, 135).
 */
export async function renderRequestPage({
  indexHtml,
  path,
  cookie,
  api,
}: {
  indexHtml: string;
  /** The request's path as sent (not decoded), without a query string. */
  path: string;
  cookie: string;
  api: PageApi;
}): Promise<string | null> {
  const match = matchPage(path);
  if (match?.page.render !== 'request' || !match.page.load) return null;
  const queryClient = createQueryClient();
  if (!(await match.page.load({ params: match.params, api, queryClient }))) return null;
  const body = await render(path, queryClient, cookie);
  return pageWith(indexHtml, body, queryStateBlock(queryClient));
}
