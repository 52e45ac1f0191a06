import type { manualAdjustmentSchema } from '@casaconti/core/schemas/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '@/lib/api-client';
import { invalidatePayments } from './invalidate-payments';

/** add_manual_settlement_adjustment: a pending credit or debit waiting for the next conguaglio. */
export type ManualAdjustmentPayload = z.input<typeof manualAdjustmentSchema>;

export function addManualAdjustment(input: ManualAdjustmentPayload) {
  return call(api.payments.adjustments.$post({ json: input }));
}

export function useAddManualAdjustment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addManualAdjustment,
    onSuccess: (_data, input) => invalidatePayments(qc, input.contractId),
  });
}
