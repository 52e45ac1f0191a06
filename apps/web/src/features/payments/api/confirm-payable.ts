import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { invalidatePayments } from './invalidate-payments';

/**
 * Confirms one due or overdue payable (beyond the spec: landlords are often paid in parts).
 * `idempotencyKey` is the confirmation dialog's: sent again, it answers the same (decision 048).
 */
export function confirmPayable({ payableId, idempotencyKey }: { payableId: string; idempotencyKey: string }) {
  return call(api.payments.payables[':id'].confirm.$post({ param: { id: payableId }, json: { idempotencyKey } }));
}

export function useConfirmPayable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { payableId: string; contractId: string; idempotencyKey: string }) => confirmPayable(input),
    onSuccess: (_data, { contractId }) => invalidatePayments(qc, contractId),
  });
}
