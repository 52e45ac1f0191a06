import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractShareLinkQueryKey } from '@/lib/query-keys';

/** get_sharable_link: the public statement link of a contract. */
export function getShareLink(id: string) {
  return call(api.contracts[':id']['share-link'].$get({ param: { id } }));
}

export const shareLinkQueryOptions = (id: string) =>
  queryOptions({ queryKey: contractShareLinkQueryKey(id), queryFn: () => getShareLink(id), retry: false });

export function useShareLink(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shareLinkQueryOptions(id), enabled });
}
