import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isRefusal } from './error-message';
import { derivedQueryKeys } from './query-keys';

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // The one place every mutation invalidates the read models derived from everything
    // (decision 118); each mutation's own onSuccess refreshes its feature's queries.
    mutationCache: new MutationCache({
      onSuccess: () => {
        for (const queryKey of derivedQueryKeys) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !isRefusal(error) && count < 2,
      },
    },
  });
  return queryClient;
}

/**
 * Drops the cached queries under `queryKey` of something that no longer exists (a deleted
 * property): at once when no component shows them, else as soon as the last one stops (the page
 * that deleted it navigates away). Removing a query a mounted component still reads would make
 * it fetch the deleted thing again (a 404 before the redirect).
 */
export function removeQueriesWhenUnused(queryClient: QueryClient, queryKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ queryKey })) {
    if (query.getObserversCount() === 0) {
      cache.remove(query);
      continue;
    }
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query) return;
      if (event.type === 'removed') unsubscribe();
      else if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
        unsubscribe();
        cache.remove(query);
      }
    });
  }
}
