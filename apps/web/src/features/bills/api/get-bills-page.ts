import { pageQuery } from '@/lib/page-query';
import type { BillListQuery } from '@casaconti/core/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { propertyBillsPageQueryKey } from '@/lib/query-keys';

/** One page of a property's bills with their count and sum (GET /api/bills/page, decision 098). */
export function getBillsPage(query: BillListQuery) {
  const { propertyId, page, pageSize, q, category, sort } = query;
  return call(
    api.bills.page.$get({
      query: {
        propertyId,
        ...pageQuery(page, pageSize),
        sort,
        ...(q ? { q } : {}),
        ...(category ? { category } : {}),
      },
    }),
  );
}

export type BillsPage = Awaited<ReturnType<typeof getBillsPage>>;
export type BillListItem = BillsPage['items'][number];

export const billsPageQueryOptions = (query: BillListQuery) =>
  queryOptions({ queryKey: propertyBillsPageQueryKey(query), queryFn: () => getBillsPage(query) });

/** The previous page stays on screen while the next one loads (no skeleton flash on paging). */
export function useBillsPage(query: BillListQuery) {
  return useQuery({ ...billsPageQueryOptions(query), placeholderData: keepPreviousData });
}
