import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { confirmationBody, type PaymentConfirmation } from './payment-confirmation';

/** mark_contract_payables_as_paid: every due or overdue payable of the contract; answers the count. */
export function confirmContractPayments(input: PaymentConfirmation & { contractId: string }) {
  return call(
    api.payments.contracts[':id'].confirm.$post({ param: { id: input.contractId }, json: confirmationBody(input) }),
  );
}

export function useConfirmContractPayments() {
  return useMutation({ mutationFn: confirmContractPayments });
}
