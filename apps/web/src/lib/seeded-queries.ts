import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One react-query entry a server-rendered page came with (decision 030). */
export type SeededQuery = { queryKey: QueryKey; data: unknown };

/** The id of the `<script type="application/json">` block that carries them in the page. */
export const SEEDED_QUERIES_ID = 'seeded-queries';

/**
 * The block that carries the entries in the page. JSON in a script element that is never run
 * (type application/json: the CSP's script-src is untouched); `<` is escaped so no text in the
 * data can close the element, U+2028/U+2029 so the text stays valid wherever it is read.
 */
export function seededQueriesBlock(queries: SeededQuery[]): string {
  const json = JSON.stringify(queries)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SEEDED_QUERIES_ID}">${json}</script>`;
}

/**
 * Puts the data the server rendered the page with into the cache, under the client's own keys,
 * before the page is hydrated: the first client render is the server's, and nothing is fetched
 * again while it is fresh. No block (any page the server did not render with data): nothing.
 */
export function seedQueriesFromPage(queryClient: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(SEEDED_QUERIES_ID);
  if (!block?.textContent) return;
  const queries = JSON.parse(block.textContent) as SeededQuery[];
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
}
