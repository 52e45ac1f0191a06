import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/**
 * calculate-final-settlement: one settlement and one final payable; answers finalBalance (cents).
 * `idempotencyKey` is the confirmation dialog's: sent again, it answers the same settlement
 * (decision 048).
 */
export function settleContract({ contractId, idempotencyKey }: { contractId: string; idempotencyKey: string }) {
  return call(api.payments.contracts[':id'].settle.$post({ param: { id: contractId }, json: { idempotencyKey } }));
}

export function useSettleContract() {
  return useMutation({ mutationFn: settleContract });
}
