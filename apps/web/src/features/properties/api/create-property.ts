import type { CreatePropertyInput } from '@casaconti/core/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { portfolioQueryKey } from '@/lib/query-keys';

/** create-property: the property and its rooms in one request; answers the new id. */
export function createProperty(input: CreatePropertyInput) {
  return call(api.properties.$post({ json: input }));
}

export function useCreateProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => qc.invalidateQueries({ queryKey: portfolioQueryKey }),
  });
}
