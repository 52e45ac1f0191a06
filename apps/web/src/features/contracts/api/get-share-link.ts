import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractQueryKey } from './get-contract';

/** get_sharable_link: the public statement link of a contract. */
export function getShareLink(id: string) {
  return call(api.contracts[':id']['share-link'].$get({ param: { id } }));
}

export const shareLinkQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...contractQueryKey(id), 'share-link'], queryFn: () => getShareLink(id), retry: false });

export function useShareLink(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shareLinkQueryOptions(id), enabled });
}
