import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@casaconti/core/payments';
import { api, call } from '@/lib/api-client';
import { invalidatePayments } from './invalidate-payments';

/**
 * mark_contract_payables_as_paid: every due or overdue payable of the contract; answers the count.
 * `idempotencyKey` is the confirmation dialog's: sent again, it answers the same count (decision 048).
 */
export function confirmContractPayments({
  contractId,
  idempotencyKey,
  receivedOn,
  method,
}: {
  contractId: string;
  idempotencyKey: string;
  /** Sent only when the landlord changed it: the server's today applies otherwise. */
  receivedOn?: string;
  method?: PaymentMethod;
}) {
  return call(
    api.payments.contracts[':id'].confirm.$post({
      param: { id: contractId },
      json: { idempotencyKey, receivedOn, method },
    }),
  );
}

export function useConfirmContractPayments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmContractPayments,
    onSuccess: (_data, { contractId }) => invalidatePayments(qc, contractId),
  });
}
