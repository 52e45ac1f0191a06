import type { CadastreInput, ReplaceOwnersInput } from '@casaconti/core/schemas/property-tax';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { propertyTaxDataQueryKey, propertyTaxYearQueryKey } from '@/lib/query-keys';

/** GET /api/properties/:id/tax-data: cadastral data (null: none yet) and owners ([]: the landlord alone). */
export function getPropertyTaxData(id: string) {
  return call(api.properties[':id']['tax-data'].$get({ param: { id } }));
}

export type PropertyTaxData = Awaited<ReturnType<typeof getPropertyTaxData>>;

export function usePropertyTaxData(id: string) {
  return useQuery({ queryKey: propertyTaxDataQueryKey(id), queryFn: () => getPropertyTaxData(id) });
}

/** PUT /api/properties/:id/owners: the whole list; the answer is merged into the query. */
export function useReplaceOwners(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceOwnersInput) => call(api.properties[':id'].owners.$put({ param: { id }, json: input })),
    // The year's rows (and every other query) are marked stale by the one rule (decision 181).
    onSuccess: ({ owners }) =>
      qc.setQueryData<PropertyTaxData>(propertyTaxDataQueryKey(id), (old) => (old ? { ...old, owners } : old)),
  });
}

/** PUT /api/properties/:id/cadastre. */
export function useSaveCadastre(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CadastreInput) => call(api.properties[':id'].cadastre.$put({ param: { id }, json: input })),
    onSuccess: (cadastre) =>
      qc.setQueryData<PropertyTaxData>(propertyTaxDataQueryKey(id), (old) => (old ? { ...old, cadastre } : old)),
  });
}

/**
 * GET /api/properties/:id/tax-year?year=: the year's rows per owner and contract. Read again each
 * time the card shows (staleTime 0): a contract's edit or rent update elsewhere changes them.
 */
export function usePropertyTaxYear(id: string, year: number) {
  return useQuery({
    queryKey: propertyTaxYearQueryKey(id, year),
    staleTime: 0,
    queryFn: () => call(api.properties[':id']['tax-year'].$get({ param: { id }, query: { year: String(year) } })),
  });
}
