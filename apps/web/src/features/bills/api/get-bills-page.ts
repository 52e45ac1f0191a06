import type { BillListQuery } from '@casaconti/core/schemas/list';
import { api, call } from '@/lib/api-client';
import { listQueryString, pagedRead } from '@/lib/page-query';
import { propertyBillsPageQueryKey } from '@/lib/query-keys';

/** One page of a property's bills with their count and sum (GET /api/bills/page, decision 098). */
export function getBillsPage(query: BillListQuery) {
  return call(api.bills.page.$get({ query: listQueryString(query) }));
}

export type BillsPage = Awaited<ReturnType<typeof getBillsPage>>;
export type BillListItem = BillsPage['items'][number];

const billsPage = pagedRead(propertyBillsPageQueryKey, getBillsPage);
export const billsPageQueryOptions = billsPage.options;
export const useBillsPage = billsPage.usePage;
