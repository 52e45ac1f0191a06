// Server rendering (decisions 028 and 030), built for Node by `vite build --ssr` into dist-ssr.
// - At build time apps/web/scripts/postbuild.mjs renders the static landing pages
//   (`renderStaticPage`).
// - At request time the server (apps/server/src/lib/render-data-page.ts) renders the pages that
//   show data (`renderDataPage`): it fetches the data from its own API, asks `seededQueries` for
//   the react-query entries the client reads that data under, and sends them in the page;
//   main.tsx puts them in its cache before hydrating. The tree is main.tsx's, with the static router.
import type { QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/route-table';
import { meQueryOptions } from './features/account/api/get-me';
import { portfolioQueryOptions } from './features/properties/api/get-portfolio';
import { publicStatementQueryOptions } from './features/statement/api/get-public-statement';
import { createQueryClient } from './lib/query-client';
import { RequestCookieContext } from './lib/request-cookie';
import { type SeededQuery, seededQueriesBlock } from './lib/seeded-queries';

export type { SeededQuery };

/**
 * The react-query entries a server-rendered page reads, built from the client's own query options
 * (so the first client render finds the data under the same keys).
 */
export const seededQueries = {
  /** /statement/{token}: the body of GET /api/statement/{token}. */
  statement: (token: string, statement: unknown): SeededQuery[] => [
    { queryKey: publicStatementQueryOptions(token).queryKey, data: statement },
  ],
  /** /dashboard/landlord/properties: GET /api/account/session's user and GET /api/properties. */
  properties: (me: unknown, portfolio: unknown): SeededQuery[] => [
    { queryKey: meQueryOptions().queryKey, data: me },
    { queryKey: portfolioQueryOptions().queryKey, data: portfolio },
  ],
};

async function render(path: string, queries: SeededQuery[], cookie: string | null): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`render ${path}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey as QueryKey, data);
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

/** index.html's splash, inside #root: a rendered page takes its place. */
const SPLASH = /<div id="root">(<div data-slot="splash"[\s\S]*?<\/div>)<\/div>/;

/** index.html with `body` in #root, marked for main.tsx to hydrate, and `after` right behind it. */
function pageWith(indexHtml: string, body: string, after = ''): string {
  if (!SPLASH.test(indexHtml)) throw new Error('render: no splash inside #root in index.html');
  return indexHtml.replace(SPLASH, () => `<div id="root" data-prerendered>${body}</div>${after}`);
}

/** A static page at build time (no data, no cookie): index.html with the page in #root. */
export async function renderStaticPage(indexHtml: string, path: string): Promise<string> {
  return pageWith(indexHtml, await render(path, [], null));
}

/** index.html's entry script (vite writes exactly one) and its static module preloads. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's HTML is painted before any JavaScript is asked for: the entry `<script
 * type="module">` becomes `<link rel="x-entry">` and its static preloads `<link
 * rel="x-modulepreload">` (rel values the browser ignores, so nothing is fetched), and the landing
 * script of index.html (postbuild.mjs) adds the preloads and the entry after the first frame.
 * Otherwise Chromium fetched the ~130 KB of JavaScript at high priority alongside the HTML, ran it
 * and started hydrating before painting the HTML it already had (decision 030).
 */
function entryAfterPaint(indexHtml: string): string {
  if (!ENTRY_SCRIPT.test(indexHtml)) throw new Error('render: no entry script in index.html');
  return indexHtml
    .replace(ENTRY_SCRIPT, (_, src: string) => `<link rel="x-entry" href="${src}">`)
    .replace(MODULE_PRELOAD, (_, href: string) => `<link rel="x-modulepreload" href="${href}">`);
}

/**
 * A page at request time: index.html with the page rendered from `queries` (`seededQueries`) and
 * the request's Cookie header in #root, the queries in a JSON block for main.tsx, and the
 * JavaScript asked for after the first paint.
 */
export async function renderDataPage(
  indexHtml: string,
  path: string,
  queries: SeededQuery[],
  cookie: string,
): Promise<string> {
  return pageWith(entryAfterPaint(indexHtml), await render(path, queries, cookie), seededQueriesBlock(queries));
}
