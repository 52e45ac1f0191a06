import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractQueryKey, contractsQueryKey, propertiesQueryKey } from '@/lib/query-keys';

/** delete-contract: soft delete; the share link stops working, history stays (docs/domain.md §7). */
export function deleteContract(id: string) {
  return call(api.contracts[':id'].$delete({ param: { id } }));
}

export function useDeleteContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    // The detail page is still mounted: refresh everything but that contract (it is gone now).
    onSuccess: (_data, id) =>
      Promise.all([
        qc.invalidateQueries({
          queryKey: contractsQueryKey,
          predicate: (query) => !contractQueryKey(id).every((part, i) => query.queryKey[i] === part),
        }),
        qc.invalidateQueries({ queryKey: propertiesQueryKey }),
      ]),
  });
}
