import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { settlementPreviewsQueryKey } from '@/lib/query-keys';

/** get_settlement_preview_for_landlord: one entry per contract with pending debits or credits ('Conguagli' tab). */
export async function getSettlementPreviews() {
  const { previews } = await call(api.payments['settlement-previews'].$get());
  return previews;
}

export type SettlementPreview = Awaited<ReturnType<typeof getSettlementPreviews>>[number];

export const settlementPreviewsQueryOptions = () =>
  queryOptions({ queryKey: settlementPreviewsQueryKey, queryFn: getSettlementPreviews });

export function useSettlementPreviews() {
  return useQuery(settlementPreviewsQueryOptions());
}
