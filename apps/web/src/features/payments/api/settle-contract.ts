import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { invalidatePayments } from './invalidate-payments';

/** calculate-final-settlement: one settlement and one final payable; answers finalBalance (cents). */
export function settleContract(contractId: string) {
  return call(api.payments.contracts[':id'].settle.$post({ param: { id: contractId } }));
}

export function useSettleContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: settleContract,
    onSuccess: (_data, contractId) => invalidatePayments(qc, contractId),
  });
}
