import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { portfolioQueryKey, propertyQueryKey } from '@/lib/query-keys';

/** delete-property: refused (409, with the reason) while current or future contracts exist. */
export function deleteProperty(id: string) {
  return call(api.properties[':id'].$delete({ param: { id } }));
}

export function useDeleteProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_data, id) => {
      qc.removeQueries({ queryKey: propertyQueryKey(id) });
      return qc.invalidateQueries({ queryKey: portfolioQueryKey });
    },
  });
}
