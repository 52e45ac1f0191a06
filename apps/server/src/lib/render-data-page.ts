import { paths, STATEMENT_PATH_PREFIX } from '@casaconti/core/paths';
import type { WebRenderer } from './web-renderer';

/** The properties list, a landlord's landing page. */
const PROPERTIES_LIST_PATH = paths.landlord.properties();
const STATEMENT_PATH = new RegExp(`^${STATEMENT_PATH_PREFIX}([^/]+)$`);

/** Whether `path` (as sent) is one of the pages rendered here with their data. */
export function isDataPagePath(path: string): boolean {
  return path === PROPERTIES_LIST_PATH || STATEMENT_PATH.test(path);
}

/** Calls the app's own API in-process, as the page's visitor (their cookie and address). */
export type CallApi = (path: string) => Promise<Response>;

export type DataPage = {
  /** The rendered page, or null: send index.html as for any other path. */
  html: string | null;
  /** Set-Cookie headers the API calls answered with (a refreshed session): sent with the page. */
  setCookies: string[];
};

/**
 * The statement and the properties list rendered on the server with their data (decision 030).
 * The data comes from the app's own API, called as the browser would have called it, so its
 * authorization, the statement token guard and its rate limit decide exactly as they would for
 * the browser's request, and the page carries exactly the JSON the browser would have fetched.
 * Anything but the answers the page needs (no session, not an active landlord, an unknown or
 * expired token, too many lookups) leaves html null: the client then does what it does today.
 */
export async function renderDataPage({
  path,
  cookie,
  indexHtml,
  renderer,
  callApi,
}: {
  /** The request's path as sent (not decoded). */
  path: string;
  cookie: string;
  indexHtml: string;
  renderer: WebRenderer;
  callApi: CallApi;
}): Promise<DataPage> {
  const setCookies: string[] = [];
  const call = async (apiPath: string) => {
    const res = await callApi(apiPath);
    setCookies.push(...res.headers.getSetCookie());
    return res;
  };
  const queries = await (async () => {
    const statement = STATEMENT_PATH.exec(path);
    if (statement) {
      const segment = statement[1] ?? '';
      const res = await call(`/api/statement/${segment}`);
      // The client's key holds the token as its router reads it (decoded).
      return res.status === 200
        ? renderer.seededQueries.statement(decodeURIComponent(segment), await res.json())
        : null;
    }
    if (path === PROPERTIES_LIST_PATH) {
      const session = await call('/api/account/session');
      if (session.status !== 200) return null;
      const { user } = (await session.json()) as { user: { is_landlord: boolean; user_status: string } | null };
      if (!user?.is_landlord || user.user_status !== 'active') return null;
      const portfolio = await call('/api/properties');
      return portfolio.status === 200 ? renderer.seededQueries.properties(user, await portfolio.json()) : null;
    }
    return null;
  })();
  if (!queries) return { html: null, setCookies };
  return { html: await renderer.renderDataPage(indexHtml, path, queries, cookie), setCookies };
}
