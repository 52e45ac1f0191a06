import type { ProcessBillPayload } from '@casaconti/core/schemas/bill';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/** process-uploaded-bill: records and splits the bill; the same idempotency key never records twice. */
export function processBill(input: ProcessBillPayload) {
  return call(api.bills.$post({ json: input }));
}

export type ProcessedBill = Awaited<ReturnType<typeof processBill>>;

export function useProcessBill() {
  return useMutation({ mutationFn: processBill });
}
