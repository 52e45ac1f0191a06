// The page table (decision 061): the pages a visitor lands on first, each declared once with its
// path, its route module, how its HTML is made and the data it is rendered with. Read by the
// route table (the paths), the client entry (main.tsx: early queries, hydration), the web server
// bundle (src/prerender.tsx: the server renders a page with `load`) and the build
// (scripts/postbuild.mjs, through that bundle: the build-time pages, the landing preloads, the
// first-load budget). A page not listed here is rendered in the browser over the splash.
import { ROUTES } from '@casaconti/core/paths';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { isActiveLandlord, type Me, meQueryOptions } from '@/features/account/api/get-me';
import { DEFAULT_PROPERTY_LIST_QUERY } from '@casaconti/core/list-defaults';
import { propertiesPageQueryOptions } from '@/features/properties/api/get-properties-page';
import { publicStatementQueryOptions } from '@/features/statement/api/get-public-statement';

/** Calls the app's own API as the page's visitor: the JSON body of a 200 answer, else null. */
export type PageApi = (path: string) => Promise<unknown>;

export type Page = {
  /** The path pattern (react-router's syntax), as the route table declares the route. */
  path: string;
  /** The route modules its first load needs, under src/app/routes (layout first). */
  modules: string[];
  /**
   * How its HTML is made: 'build' rendered once by the build (no data, decision 028), 'request'
   * rendered by the server per request with the data `load` puts in the cache (decision 030).
   * Absent: the browser renders it over index.html's splash.
   */
  render?: 'build' | 'request';
  /** Its first load counts against the first-load budget (decision 020). */
  budget?: boolean;
  /** The page never asks who is signed in (the public statement). */
  anonymous?: boolean;
  /**
   * Server, render 'request': puts the page's data in `queryClient` under the client's own query
   * keys from the API's answers; false sends index.html instead (refused, not found, limited).
   */
  load?: (args: { params: Params; api: PageApi; queryClient: QueryClient }) => Promise<boolean>;
  /** Browser, as soon as the entry runs: starts the page's queries before its code is in. */
  prefetch?: (queryClient: QueryClient) => void;
};

/** The properties list's first page, as the server renders it (no query string; decision 080). */
const firstPropertiesPage = () => propertiesPageQueryOptions(DEFAULT_PROPERTY_LIST_QUERY);

export const pages = {
  home: { path: ROUTES.home, modules: ['home'], render: 'build', budget: true },
  login: { path: ROUTES.login, modules: ['login'], render: 'build', budget: true },
  statement: {
    path: ROUTES.statement,
    modules: ['statement'],
    render: 'request',
    budget: true,
    anonymous: true,
    load: async ({ params, api, queryClient }) => {
      // The API gets the segment as sent; the client's key holds it as its router reads it (decoded).
      const segment = params.token ?? '';
      const statement = await api(`/api/statement/${segment}`);
      if (statement === null) return false;
      queryClient.setQueryData(publicStatementQueryOptions(decodeURIComponent(segment)).queryKey, statement as never);
      return true;
    },
  },
  properties: {
    path: ROUTES.landlordProperties,
    modules: ['dashboard-layout', 'landlord/properties'],
    render: 'request',
    // The landlord's landing page: its first load (layout and list) is held to the same budget
    // as the public pages (decision 143).
    budget: true,
    load: async ({ api, queryClient }) => {
      const session = (await api('/api/account/session')) as { user: Me | null } | null;
      if (!isActiveLandlord(session?.user)) return false;
      // The server renders a request without a query string (decision 061): the list's first page.
      const portfolio = await api('/api/properties/page');
      if (portfolio === null) return false;
      queryClient.setQueryData(meQueryOptions().queryKey, session?.user ?? null);
      queryClient.setQueryData(firstPropertiesPage().queryKey, portfolio as never);
      return true;
    },
    // The landlord's landing page asks for its list as soon as the session says an active
    // landlord is signed in, not once its code has rendered (decision 028).
    prefetch: (queryClient) => {
      queryClient.fetchQuery(meQueryOptions()).then(
        (user) => {
          // Another page of the list (a query string) is asked for by the list itself.
          if (isActiveLandlord(user) && !globalThis.location?.search) {
            void queryClient.prefetchQuery(firstPropertiesPage());
          }
        },
        () => {},
      );
    },
  },
} satisfies Record<string, Page>;

export const pageList: Page[] = Object.values(pages);

/** The page of the table `pathname` (as sent, not decoded) opens, with its parameters; or null. */
export function matchPage(pathname: string): { page: Page; params: Params } | null {
  // Exactly the declared path: not with a trailing slash (react-router's matchPath allows one).
  if (pathname.length > 1 && pathname.endsWith('/')) return null;
  for (const page of pageList) {
    const match = matchPath({ path: page.path, end: true, caseSensitive: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}

/**
 * The path pattern as a regular expression's source over `location.pathname`, for index.html's
 * landing script (it runs before any module): each `:param` is one non-empty segment.
 */
export function pathPatternSource(page: Page): string {
  return `^${page.path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')}$`;
}
