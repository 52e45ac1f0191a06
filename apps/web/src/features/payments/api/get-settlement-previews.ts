import type { SettlementPreviewListQuery } from '@casaconti/core/schemas/list';
import { api, call } from '@/lib/api-client';
import { listQueryString, pagedRead } from '@/lib/page-query';
import { settlementPreviewsPageQueryKey } from '@/lib/query-keys';

/**
 * One page of get_settlement_preview_for_landlord ('Conguagli' tab, decision 114): the contracts
 * with pending debits or credits, with the count and the sum of every page
 * (GET /api/payments/settlement-previews/page).
 */
export function getSettlementPreviewsPage(query: SettlementPreviewListQuery) {
  return call(api.payments['settlement-previews'].page.$get({ query: listQueryString(query) }));
}

export type SettlementPreviewsPage = Awaited<ReturnType<typeof getSettlementPreviewsPage>>;
export type SettlementPreview = SettlementPreviewsPage['items'][number];

const settlementPreviewsPage = pagedRead(settlementPreviewsPageQueryKey, getSettlementPreviewsPage);
export const settlementPreviewsPageQueryOptions = settlementPreviewsPage.options;
export const useSettlementPreviewsPage = settlementPreviewsPage.usePage;
