import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { portfolioQueryKey, propertyBillsQueryKey, propertyQueryKey } from '@/lib/query-keys';
import type { PropertiesPage } from './get-properties-page';

/** delete-property: refused (409, with the reason) while current or future contracts exist. */
export function deleteProperty(id: string) {
  return call(api.properties[':id'].$delete({ param: { id } }));
}

/**
 * The deleted property leaves the cache instead of being fetched again: out of the lists at once
 * (then refreshed for the totals), its detail and bills dropped once the page showing them is left.
 */
export function useDeleteProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    meta: { deletes: (id: string) => [propertyQueryKey(id), propertyBillsQueryKey(id)] },
    onSuccess: (_data, id) => {
      qc.setQueriesData<PropertiesPage>({ queryKey: [...portfolioQueryKey, 'page'] }, (old) =>
        old ? { ...old, items: old.items.filter((item) => item.id !== id) } : old,
      );
    },
  });
}
