import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, call } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/** The signed-in user (SPEC §3 User), or null when there is no session. */
export async function getMe() {
  try {
    return await call(api.account.me.$get());
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export type Me = NonNullable<Awaited<ReturnType<typeof getMe>>>;

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions());
}
