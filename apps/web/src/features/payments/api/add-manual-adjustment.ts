import type { manualAdjustmentSchema } from '@casaconti/core/schemas/payment';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '@/lib/api-client';

/** add_manual_settlement_adjustment: a pending credit or debit waiting for the next conguaglio. */
export type ManualAdjustmentPayload = z.input<typeof manualAdjustmentSchema>;

export function addManualAdjustment(input: ManualAdjustmentPayload) {
  return call(api.payments.adjustments.$post({ json: input }));
}

export function useAddManualAdjustment() {
  return useMutation({ mutationFn: addManualAdjustment });
}
