import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { settlementQueryKey } from '@/lib/query-keys';

/** get_settlement_details ('Dettaglio Calcolo Conguaglio'): totals, period, included debits, applied credits. */
export function getSettlementDetails(id: string) {
  return call(api.payments.settlements[':id'].$get({ param: { id } }));
}

export type SettlementDetails = Awaited<ReturnType<typeof getSettlementDetails>>;

export const settlementDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: settlementQueryKey(id),
    queryFn: () => getSettlementDetails(id),
    // A settlement never changes once made.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSettlementDetails(id: string | null) {
  return useQuery({ ...settlementDetailsQueryOptions(id ?? ''), enabled: id != null });
}
