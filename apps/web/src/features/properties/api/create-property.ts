import type { CreatePropertyInput } from '@casaconti/core/schemas/property';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/** create-property: the property and its rooms in one request; answers the new id. */
export function createProperty(input: CreatePropertyInput) {
  return call(api.properties.$post({ json: input }));
}

export function useCreateProperty() {
  return useMutation({ mutationFn: createProperty });
}
