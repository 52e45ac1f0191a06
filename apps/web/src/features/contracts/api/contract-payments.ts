import type { PaymentReversal, RecordPaymentInput } from '@casaconti/core/schemas/payment';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractPaymentsQueryKey } from '@/lib/query-keys';

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

/** 'Registra pagamento': records a payment; the dialog's key makes a resubmission answer the same one. */
export function useRecordPayment(contractId: string) {
  return useMutation({
    mutationFn: (json: RecordPaymentInput) =>
      call(api.contracts[':id'].payments.$post({ param: { id: contractId }, json })),
  });
}

/** 'Emetti ricevuta': the receipt of a payment of the history, made when asked (docs/domain.md §17). */
export function useIssueReceipt() {
  return useMutation({
    mutationFn: (paymentId: string) => call(api.payments[':id'].receipt.$post({ param: { id: paymentId } })),
  });
}

/** 'Storno': reverses a payment with a reason. */
export function useReversePayment() {
  return useMutation({
    mutationFn: ({ paymentId, ...json }: PaymentReversal & { paymentId: string }) =>
      call(api.payments[':id'].reversal.$post({ param: { id: paymentId }, json })),
  });
}

/** 'Invia di nuovo' on a payment whose receipt email failed (decision 185): a new receipt job. */
export function useResendReceipt() {
  return useMutation({
    mutationFn: (paymentId: string) => call(api.payments[':id']['receipt-email'].$post({ param: { id: paymentId } })),
  });
}
