import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { invalidatePayments } from './invalidate-payments';

/** Confirms one due or overdue payable (beyond the spec: landlords are often paid in parts). */
export function confirmPayable(payableId: string) {
  return call(api.payments.payables[':id'].confirm.$post({ param: { id: payableId } }));
}

export function useConfirmPayable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ payableId }: { payableId: string; contractId: string }) => confirmPayable(payableId),
    onSuccess: (_data, { contractId }) => invalidatePayments(qc, contractId),
  });
}
