import { MutationCache, matchQuery, QueryClient, type QueryKey } from '@tanstack/react-query';
import { forgetHeldAnswers } from './api-client';
import { isRefusal } from './error-message';

/** What a mutation may say about itself to the one place that refreshes after it (decision 181). */
export type AppMutationMeta = {
  /**
   * The queries of what the mutation deleted or used up (a contract, a single-use invitation
   * link), from its variables: its page is still on screen until the caller navigates away, and
   * asking for them again would answer 404. They are dropped instead (removeQueriesWhenUnused)
   * and left out of the refresh.
   */
  deletes?: (variables: never) => readonly QueryKey[];
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMutationMeta;
  }
}

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // The one place that knows what a write changes (decision 181): after any successful mutation
    // every query of the signed-in user is stale. The ones on screen are fetched again (a kept
    // answer or a 304, decision 180) and keep showing their data meanwhile; the others when shown.
    // It runs once the mutation's own onSuccess has merged its answer (cache onSettled comes after
    // it), and the mutation settles once the screen is fresh, as its toast says.
    mutationCache: new MutationCache({
      onSettled: (_data, error, variables, _context, mutation) => {
        if (error) return;
        const deleted = mutation.meta?.deletes?.(variables as never) ?? [];
        for (const queryKey of deleted) removeQueriesWhenUnused(queryClient, queryKey);
        return queryClient.invalidateQueries({
          predicate: (query) => !deleted.some((queryKey) => matchQuery({ queryKey }, query)),
        });
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
 * Forgets everything of the signed-in user (another user may sign in next): the cache and the
 * answers the fetch client holds for If-None-Match.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  forgetHeldAnswers();
}

/**
 * Drops the cached queries under `queryKey` of something that no longer exists (a deleted
 * property): at once when no component shows them, else as soon as the last one stops (the page
 * that deleted it navigates away). Removing a query a mounted component still reads would make
 * it fetch the deleted thing again (a 404 before the redirect).
 */
function removeQueriesWhenUnused(queryClient: QueryClient, queryKey: QueryKey): void {
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
