import type { PaymentSignalInput } from '@casaconti/core/schemas/payment';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { tenantPaymentSignalsQueryKey } from '@/lib/query-keys';

/** The tenant's own 'Ho pagato' signals, newest first, with status and any rejection reason. */
export function useTenantSignals() {
  return useQuery({
    queryKey: tenantPaymentSignalsQueryKey,
    queryFn: async () => (await call(api.tenant['payment-signals'].$get())).signals,
  });
}

export type TenantSignal = NonNullable<ReturnType<typeof useTenantSignals>['data']>[number];

/** 'Ho pagato' on one of the tenant's contracts (docs/domain.md §12, decisions 085 and 090). */
export function useSignalPayment(contractId: string) {
  return useMutation({
    mutationFn: (json: PaymentSignalInput) =>
      call(api.tenant.contracts[':id']['payment-signals'].$post({ param: { id: contractId }, json })),
  });
}
