import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@casaconti/core/payments';
import { api, call } from '@/lib/api-client';
import { invalidatePayments } from './invalidate-payments';

/**
 * Confirms one due or overdue payable (beyond the spec: landlords are often paid in parts).
 * `idempotencyKey` is the confirmation dialog's: sent again, it answers the same (decision 048).
 */
export function confirmPayable({
  payableId,
  idempotencyKey,
  receivedOn,
  method,
}: {
  payableId: string;
  idempotencyKey: string;
  receivedOn?: string;
  method?: PaymentMethod;
}) {
  return call(
    api.payments.payables[':id'].confirm.$post({
      param: { id: payableId },
      json: { idempotencyKey, receivedOn, method },
    }),
  );
}

export function useConfirmPayable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof confirmPayable>[0] & { contractId: string }) => confirmPayable(input),
    onSuccess: (_data, { contractId }) => invalidatePayments(qc, contractId),
  });
}
