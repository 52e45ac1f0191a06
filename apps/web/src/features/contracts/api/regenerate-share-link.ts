import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractShareLinkQueryKey } from '@/lib/query-keys';

/** A new statement link for the contract; the previous one stops working at once. */
export function regenerateShareLink(id: string) {
  return call(api.contracts[':id']['share-link'].$post({ param: { id } }));
}

export function useRegenerateShareLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateShareLink(id),
    onSuccess: (data) => queryClient.setQueryData(contractShareLinkQueryKey(id), data),
  });
}
