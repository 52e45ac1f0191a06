import { pageQuery } from '@/lib/page-query';
import type { SettlementPreviewListQuery } from '@casaconti/core/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { settlementPreviewsPageQueryKey } from '@/lib/query-keys';

/**
 * One page of get_settlement_preview_for_landlord ('Conguagli' tab, decision 114): the contracts
 * with pending debits or credits, with the count and the sum of every page
 * (GET /api/payments/settlement-previews/page).
 */
export function getSettlementPreviewsPage(query: SettlementPreviewListQuery) {
  const { page, pageSize, q, minAmount, maxAmount, sort } = query;
  return call(
    api.payments['settlement-previews'].page.$get({
      query: {
        ...pageQuery(page, pageSize),
        sort,
        ...(q ? { q } : {}),
        ...(minAmount !== undefined ? { minAmount: String(minAmount) } : {}),
        ...(maxAmount !== undefined ? { maxAmount: String(maxAmount) } : {}),
      },
    }),
  );
}

export type SettlementPreviewsPage = Awaited<ReturnType<typeof getSettlementPreviewsPage>>;
export type SettlementPreview = SettlementPreviewsPage['items'][number];

export const settlementPreviewsPageQueryOptions = (query: SettlementPreviewListQuery) =>
  queryOptions({
    queryKey: settlementPreviewsPageQueryKey(query),
    queryFn: () => getSettlementPreviewsPage(query),
  });

/** The previous page stays on screen while the next one loads (no skeleton flash on paging). */
export function useSettlementPreviewsPage(query: SettlementPreviewListQuery) {
  return useQuery({ ...settlementPreviewsPageQueryOptions(query), placeholderData: keepPreviousData });
}
