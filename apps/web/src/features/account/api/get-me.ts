import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/**
 * The signed-in user (docs/product.md §3 User), or null when there is no session. A signed-out visitor
 * is not an error: the session endpoint answers 200 with { user: null }.
 */
export async function getMe() {
  const { user } = await call(api.account.session.$get());
  return user;
}

export type Me = NonNullable<Awaited<ReturnType<typeof getMe>>>;

/** A landlord whose account is active: the one who sees the landlord's pages. */
export function isActiveLandlord(user: Me | null | undefined): user is Me {
  return user?.is_landlord === true && user.user_status === 'active';
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions());
}
