import { useMutation, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { paymentSignalsQueryKey } from '@/lib/query-keys';

/** The tenants' pending 'Ho pagato' signals (decision 085): all (payments page) or one contract's. */
export function usePendingSignals(contractId?: string) {
  return useQuery({
    queryKey: paymentSignalsQueryKey(contractId),
    queryFn: async () => (await call(api['payment-signals'].$get({ query: contractId ? { contractId } : {} }))).signals,
  });
}

export type PendingSignal = NonNullable<ReturnType<typeof usePendingSignals>['data']>[number];

export function useConfirmSignal() {
  return useMutation({
    mutationFn: ({ signal, idempotencyKey }: { signal: PendingSignal; idempotencyKey: string }) =>
      call(api['payment-signals'][':id'].confirm.$post({ param: { id: signal.id }, json: { idempotencyKey } })),
  });
}

export function useRejectSignal() {
  return useMutation({
    mutationFn: ({
      signal,
      reason,
      idempotencyKey,
    }: {
      signal: PendingSignal;
      reason: string;
      idempotencyKey: string;
    }) =>
      call(api['payment-signals'][':id'].reject.$post({ param: { id: signal.id }, json: { reason, idempotencyKey } })),
  });
}
