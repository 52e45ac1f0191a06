import type { PaymentMethod } from '@casaconti/core/payments';

/**
 * What confirming a payment sends, for one payable or a whole contract. `idempotencyKey` is the
 * confirmation dialog's: sent again, it answers the same (decision 048).
 */
export type PaymentConfirmation = {
  idempotencyKey: string;
  /** Sent only when the landlord changed it: the server's today applies otherwise. */
  receivedOn?: string;
  method?: PaymentMethod;
};

/** The request body of a confirmation: exactly its three fields, whatever else the caller holds. */
export function confirmationBody({ idempotencyKey, receivedOn, method }: PaymentConfirmation): PaymentConfirmation {
  return { idempotencyKey, receivedOn, method };
}
