import type { PaymentReversal, RecordPaymentInput } from '@casaconti/core/schemas/payment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractFinancialsQueryKey, contractPaymentsQueryKey, paymentsQueryKey } from '@/lib/query-keys';

/** The payments received on a contract, newest first, with receipt numbers and reversals (docs/domain.md §12). */
export function getContractPayments(id: string) {
  return call(api.contracts[':id'].payments.$get({ param: { id } }));
}

export type ContractPayment = Awaited<ReturnType<typeof getContractPayments>>['payments'][number];

export const contractPaymentsQueryOptions = (id: string) =>
  queryOptions({ queryKey: contractPaymentsQueryKey(id), queryFn: () => getContractPayments(id), retry: false });

export function useContractPayments(id: string) {
  return useQuery(contractPaymentsQueryOptions(id));
}

/** A payment changes the contract's payables, its payments and the payments page's figures. */
function invalidateLedger(qc: ReturnType<typeof useQueryClient>, contractId: string) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: contractFinancialsQueryKey(contractId) }),
    qc.invalidateQueries({ queryKey: contractPaymentsQueryKey(contractId) }),
    qc.invalidateQueries({ queryKey: paymentsQueryKey }),
  ]);
}

/** 'Registra pagamento': records a payment; the dialog's key makes a resubmission answer the same one. */
export function useRecordPayment(contractId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: RecordPaymentInput) =>
      call(api.contracts[':id'].payments.$post({ param: { id: contractId }, json })),
    onSuccess: () => invalidateLedger(qc, contractId),
  });
}

/** 'Storno': reverses a payment with a reason. */
export function useReversePayment(contractId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...json }: PaymentReversal & { paymentId: string }) =>
      call(api.payments[':id'].reversal.$post({ param: { id: paymentId }, json })),
    onSuccess: () => invalidateLedger(qc, contractId),
  });
}

/** 'Invia di nuovo' on a payment whose receipt email failed (decision 185): a new receipt job. */
export function useResendReceipt(contractId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => call(api.payments[':id']['receipt-email'].$post({ param: { id: paymentId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: contractPaymentsQueryKey(contractId) }),
  });
}
