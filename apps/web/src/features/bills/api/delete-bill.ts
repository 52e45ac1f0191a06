import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { billQueryKey } from '@/lib/query-keys';

/** delete-bill: refused (409, with the reason) once a share is paid or settled. */
export function deleteBill(id: string) {
  return call(api.bills[':id'].$delete({ param: { id } }));
}

/** The bill's detail page is on screen until the dialog leaves it: its query is dropped, not asked again. */
export function useDeleteBill() {
  return useMutation({ mutationFn: deleteBill, meta: { deletes: (id: string) => [billQueryKey(id)] } });
}
