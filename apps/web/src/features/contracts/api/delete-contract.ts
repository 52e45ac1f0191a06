import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractQueryKey } from '@/lib/query-keys';

/** delete-contract: soft delete; the share link stops working, history stays (docs/domain.md §7). */
export function deleteContract(id: string) {
  return call(api.contracts[':id'].$delete({ param: { id } }));
}

/** The detail page is still mounted until the dialog leaves it: that contract's queries are dropped, not asked again. */
export function useDeleteContract() {
  return useMutation({ mutationFn: deleteContract, meta: { deletes: (id: string) => [contractQueryKey(id)] } });
}
