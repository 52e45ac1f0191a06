import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { devStatusQueryKey } from '@/lib/query-keys';

/**
 * GET /api/dev/status: answers only on non-production servers and only to a browser on the
 * server's own machine (404 otherwise). Outside the typed client on purpose: the dev routes are
 * not part of the API the app ships.
 */
export function getDevStatus(): Promise<{ ok: true }> {
  return call(fetch('/api/dev/status', { credentials: 'same-origin' })) as Promise<{ ok: true }>;
}

export const devStatusQueryOptions = () =>
  queryOptions({ queryKey: devStatusQueryKey, queryFn: getDevStatus, retry: false, staleTime: Infinity });

export function useDevStatus() {
  return useQuery(devStatusQueryOptions());
}
