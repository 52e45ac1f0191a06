import type { PageSize } from '@casaconti/core/schemas/list';
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';

// The paged reads' shared parts (decision 080). Their own module, zod-free: the api files use it
// on the first load (the properties list's page), without list-params' zod.

/** A list's value as its query string writes it: a number as its digits, the page size as one of its three. */
type QueryText<V> = V extends PageSize ? `${PageSize}` : V extends number ? string : V;
type Unset = null | undefined;
/** A paged list's query (its schema's output) as its query string: what may be unset is optional. */
export type ListQueryString<Q> = {
  [K in keyof Q as Extract<Q[K], Unset> extends never ? K : never]: QueryText<Q[K]>;
} & {
  [K in keyof Q as Extract<Q[K], Unset> extends never ? never : K]?: QueryText<Exclude<Q[K], Unset>>;
};

/**
 * A paged list's query (page, size, search, filters, sort: its schema's output) as the query
 * string its read sends: numbers written as text, and a value that is not set (no search, a
 * cleared filter) left out, so the server applies its default.
 */
export function listQueryString<Q extends { page: number; pageSize: PageSize }>(query: Q): ListQueryString<Q> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value != null && value !== '') text[name] = String(value);
  }
  return text as ListQueryString<Q>;
}

/**
 * A paged read's query options and its hook, from the read and its query key (both of the same
 * arguments): the previous page stays on screen while the next one loads (no skeleton flash on
 * paging). `options` is what a loader or a prefetch puts in the cache under the hook's key.
 */
export function pagedRead<Args extends unknown[], Page>(
  key: (...args: Args) => QueryKey,
  read: (...args: Args) => Promise<Page>,
) {
  const options = (...args: Args) => queryOptions({ queryKey: key(...args), queryFn: () => read(...args) });
  function usePage(...args: Args) {
    return useQuery({ ...options(...args), placeholderData: keepPreviousData });
  }
  return { options, usePage };
}
