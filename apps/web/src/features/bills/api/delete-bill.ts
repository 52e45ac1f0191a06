import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { removeQueriesWhenUnused } from '@/lib/query-client';
import { billQueryKey, contractsQueryKey, propertyBillsQueryKey } from '@/lib/query-keys';

/** delete-bill: refused (409, with the reason) once a share is paid or settled. */
export function deleteBill(id: string) {
  return call(api.bills[':id'].$delete({ param: { id } }));
}

export function useDeleteBill(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBill,
    onSuccess: (_data, id) => {
      removeQueriesWhenUnused(qc, billQueryKey(id));
      return Promise.all([
        qc.invalidateQueries({ queryKey: propertyBillsQueryKey(propertyId) }),
        qc.invalidateQueries({ queryKey: contractsQueryKey }),
      ]);
    },
  });
}
