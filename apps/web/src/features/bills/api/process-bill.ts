import type { ProcessBillPayload } from '@casaconti/core/schemas/bill';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractsQueryKey, propertyBillsQueryKey } from '@/lib/query-keys';

/** process-uploaded-bill: records and splits the bill; the same idempotency key never records twice. */
export function processBill(input: ProcessBillPayload) {
  return call(api.bills.$post({ json: input }));
}

export type ProcessedBill = Awaited<ReturnType<typeof processBill>>;

export function useProcessBill(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: processBill,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: propertyBillsQueryKey(propertyId) }),
        // New payables and settlement debits on the property's contracts.
        qc.invalidateQueries({ queryKey: contractsQueryKey }),
      ]),
  });
}
