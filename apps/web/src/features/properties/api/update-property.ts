import type { UpdatePropertyInput } from '@casaconti/core/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import type { PropertyDetailsResponse } from './get-property';
import { propertyQueryKey } from '@/lib/query-keys';

/** update_property_details: answers the saved propertyDetails. */
export function updateProperty({ id, input }: { id: string; input: UpdatePropertyInput }) {
  return call(api.properties[':id'].$patch({ param: { id }, json: input }));
}

export function useUpdateProperty(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePropertyInput) => updateProperty({ id, input }),
    onSuccess: (propertyDetails) => {
      // Merge the saved values locally (docs/product.md §4 Edit property): no reload of the page.
      qc.setQueryData<PropertyDetailsResponse>(propertyQueryKey(id), (old) =>
        old ? { ...old, propertyDetails: { ...old.propertyDetails, ...propertyDetails } } : old,
      );
    },
  });
}
