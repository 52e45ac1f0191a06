import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The id of the `<script type="application/json">` block in which a page the server rendered with
 * its data carries that data: TanStack Query's own dehydrated cache (decision 061).
 */
export const QUERY_STATE_ID = 'query-state';

/**
 * The block for a page: `dehydrate(queryClient)` as JSON in a script element that is never run
 * (type application/json: the CSP's script-src is untouched); `<` is escaped so no text in the
 * data can close the element, U+2028/U+2029 so the text stays valid wherever it is read.
 */
export function queryStateBlock(queryClient: QueryClient): string {
  const json = JSON.stringify(dehydrate(queryClient))
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${QUERY_STATE_ID}">${json}</script>`;
}

/**
 * Puts the data the server rendered the page with into the cache before the page is hydrated
 * (TanStack Query's `hydrate`): the first client render is the server's, and nothing is fetched
 * again while it is fresh. No block (any page the server did not render with data): nothing.
 */
export function hydrateFromPage(queryClient: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(QUERY_STATE_ID);
  if (!block?.textContent) return;
  hydrate(queryClient, JSON.parse(block.textContent) as DehydratedState);
}
