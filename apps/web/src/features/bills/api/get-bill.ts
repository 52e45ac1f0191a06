import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { billQueryKey } from '@/lib/query-keys';

/** get_bill_details: the bill, its split per tenant with the criterion, its documents. */
export function getBill(id: string) {
  return call(api.bills[':id'].$get({ param: { id } }));
}

export type BillDetail = Awaited<ReturnType<typeof getBill>>;

export const billQueryOptions = (id: string) =>
  queryOptions({ queryKey: billQueryKey(id), queryFn: () => getBill(id) });

export function useBill(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...billQueryOptions(id), ...options });
}
