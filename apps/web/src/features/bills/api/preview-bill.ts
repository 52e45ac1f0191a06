import type { ProcessBillPayload } from '@casaconti/core/schemas/bill';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/** POST /api/bills/preview: the split the form would record, computed by the server, nothing stored. */
export function previewBill(input: ProcessBillPayload) {
  return call(api.bills.preview.$post({ json: input }));
}

export type BillPreview = Awaited<ReturnType<typeof previewBill>>;

/** The add-expense form's live preview; `payload` null while the form cannot be split yet. */
export function useBillPreview(payload: ProcessBillPayload | null) {
  return useQuery({
    queryKey: ['bill-preview', payload],
    queryFn: () => previewBill(payload!),
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
