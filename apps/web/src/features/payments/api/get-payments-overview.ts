import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { paymentsOverviewQueryKey } from '@/lib/query-keys';

/** get_landlord_payables_overview: 'Conguagli da Saldare' and 'Pagamenti in Attesa', cents (docs/domain.md §6). */
export function getPaymentsOverview() {
  return call(api.payments.overview.$get());
}

export type PaymentsOverview = Awaited<ReturnType<typeof getPaymentsOverview>>;

export const paymentsOverviewQueryOptions = () =>
  queryOptions({ queryKey: paymentsOverviewQueryKey, queryFn: getPaymentsOverview });

export function usePaymentsOverview() {
  return useQuery(paymentsOverviewQueryOptions());
}
