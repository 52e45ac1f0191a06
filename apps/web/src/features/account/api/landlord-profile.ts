import type { LandlordProfileInput } from '@casaconti/core/schemas/landlord-profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { landlordProfileQueryKey } from '@/lib/query-keys';

/** The landlord's receipt details: fiscal code and address ('' when not given). */
export function getLandlordProfile() {
  return call(api.account['landlord-profile'].$get());
}

export const landlordProfileQueryOptions = () =>
  queryOptions({ queryKey: landlordProfileQueryKey, queryFn: getLandlordProfile, retry: false });

export function useLandlordProfile(enabled: boolean) {
  return useQuery({ ...landlordProfileQueryOptions(), enabled });
}

export function useUpdateLandlordProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: LandlordProfileInput) => call(api.account['landlord-profile'].$put({ json })),
    onSuccess: (saved) => qc.setQueryData(landlordProfileQueryKey, saved),
  });
}
