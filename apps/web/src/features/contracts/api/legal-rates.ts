import type { LegalRateOverrideInput } from '@casaconti/core/schemas/deposit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { legalRatesQueryKey } from '@/lib/query-keys';

/** The 'tasso di interesse legale' of each year: shipped rate and decree, the landlord's override. */
export function getLegalRates() {
  return call(api.deposit['legal-rates'].$get());
}
export type LegalRate = Awaited<ReturnType<typeof getLegalRates>>[number];

export const legalRatesQueryOptions = () => queryOptions({ queryKey: legalRatesQueryKey, queryFn: getLegalRates });

export function useLegalRates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...legalRatesQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * A change answers the whole list (stored in the cache as it is) and changes the interest of every
 * deposit of the landlord: their cards refresh with every query after the mutation.
 */
function useLegalRateMutation<TInput>(mutationFn: (input: TInput) => Promise<LegalRate[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (rates) => queryClient.setQueryData(legalRatesQueryKey, rates),
  });
}

/** Sets the landlord's rate for a year (typed as a percent: '2,5'). */
export function useSetLegalRate() {
  return useLegalRateMutation(({ year, rate }: { year: number } & LegalRateOverrideInput) =>
    call(api.deposit['legal-rates'][':year'].$put({ param: { year: String(year) }, json: { rate } })),
  );
}

/** Removes the landlord's rate for a year: the shipped one applies again. */
export function useDeleteLegalRate() {
  return useLegalRateMutation((year: number) =>
    call(api.deposit['legal-rates'][':year'].$delete({ param: { year: String(year) } })),
  );
}
