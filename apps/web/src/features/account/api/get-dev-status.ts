import { queryOptions, useQuery } from '@tanstack/react-query';
import { callJson } from '@/lib/api-client';
import { devStatusQueryKey } from '@/lib/query-keys';

/**
 * GET /api/dev/status: answers only on non-production servers (the dev routes are not mounted
 * in production, so the call fails with 404 there). Outside the typed client on purpose: the
 * dev routes are not part of the API the app ships.
 */
export function getDevStatus() {
  return callJson<{ ok: true }>('/api/dev/status', { method: 'GET' });
}

export const devStatusQueryOptions = () =>
  queryOptions({ queryKey: devStatusQueryKey, queryFn: getDevStatus, retry: false, staleTime: Infinity });

export function useDevStatus() {
  return useQuery(devStatusQueryOptions());
}
