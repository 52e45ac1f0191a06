import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { propertyBillsQueryKey } from '@/lib/query-keys';

/** The bills table of a property, newest first (SPEC §7 bills read). */
export async function getPropertyBills(propertyId: string) {
  const { bills } = await call(api.bills.$get({ query: { property_id: propertyId } }));
  return bills;
}

export type PropertyBill = Awaited<ReturnType<typeof getPropertyBills>>[number];

export const propertyBillsQueryOptions = (propertyId: string) =>
  queryOptions({ queryKey: propertyBillsQueryKey(propertyId), queryFn: () => getPropertyBills(propertyId) });

export function usePropertyBills(propertyId: string) {
  return useQuery(propertyBillsQueryOptions(propertyId));
}
