import type { WebRenderer } from './web-renderer';

/** Calls the app's own API in-process, as the page's visitor (their cookie and address). */
export type CallApi = (path: string) => Promise<Response>;

export type DataPage = {
  /** The rendered page, or null: send index.html as for any other path. */
  html: string | null;
  /** Set-Cookie headers the API calls answered with (a refreshed session): sent with the page. */
  setCookies: string[];
};

/**
 * A page of the web app's page table rendered on the server with its data (decisions 030, 061):
 * which paths, which API calls and which answers make a page are the table's (its `load`); here
 * the data comes from the app's own API, called as the browser would have called it, so its
 * authorization, the statement token guard and its rate limit decide exactly as they would for
 * the browser's request, and the page carries exactly the JSON the browser would have fetched.
 * Anything else (not a page of the table, or an answer other than 200) leaves html null: the
 * client then does what it does for any page.
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
  const api = async (apiPath: string) => {
    const res = await callApi(apiPath);
    setCookies.push(...res.headers.getSetCookie());
    return res.status === 200 ? res.json() : null;
  };
  return { html: await renderer.renderRequestPage({ indexHtml, path, cookie, api }), setCookies };
}
