/** Manual settlement adjustment (docs/product.md §5 Manual adjustment; §7 add_manual_settlement_adjustment). */
import { z } from 'zod';
import { ADJUSTMENT_TYPES, MIN_AMOUNT_CENTS } from '../constants';
import { INVALID_IDEMPOTENCY_KEY_MESSAGE, optionalIdempotencyKeySchema } from './bill';
import { FIELD_MESSAGES } from '../messages/common';
import { PAYMENT_LEDGER_MESSAGES, PAYMENT_SIGNAL_MESSAGES } from '../messages/payments';
import { MAX_PAYMENT_NOTE_LENGTH, MAX_REVERSAL_REASON_LENGTH, PAYMENT_METHODS } from '../payments';
import {
  centsSchema,
  euroInputSchema,
  euroInputToCents,
  idSchema,
  isoDateSchema,
  optionalText,
  requiredText,
} from './common';
import { documentInfoSchema } from './upload';

const AMOUNT_MUST_BE_POSITIVE = FIELD_MESSAGES.amountMustBePositive;

const adjustmentFields = {
  contractId: idSchema('Seleziona un contratto'),
  type: z.enum(ADJUSTMENT_TYPES, { error: 'Seleziona tipologia' }),
  notes: optionalText(500),
};

/**
 * API payload: amount in cents, at least 1 (0,01 €); always positive, `type` gives the sign.
 * `idempotencyKey` is created once per opening of the dialog: a double click or a retry carries
 * the same key and records one adjustment (decision 026).
 */
export const manualAdjustmentSchema = z.object({
  ...adjustmentFields,
  amount: centsSchema({
    requiredMessage: AMOUNT_MUST_BE_POSITIVE,
    min: MIN_AMOUNT_CENTS,
    minMessage: AMOUNT_MUST_BE_POSITIVE,
  }),
  idempotencyKey: idSchema(INVALID_IDEMPOTENCY_KEY_MESSAGE),
});
export type ManualAdjustmentInput = z.infer<typeof manualAdjustmentSchema>;

/**
 * The dialog's form: amount in euros as typed or from a number input (NaN, i.e. non-numeric
 * input, counts as 0 and fails the minimum).
 */
export const manualAdjustmentFormSchema = z.object({
  ...adjustmentFields,
  amount: euroInputSchema({
    requiredMessage: AMOUNT_MUST_BE_POSITIVE,
    minCents: MIN_AMOUNT_CENTS,
    minMessage: AMOUNT_MUST_BE_POSITIVE,
    invalidMessage: AMOUNT_MUST_BE_POSITIVE,
  }),
});
export type ManualAdjustmentFormValues = z.input<typeof manualAdjustmentFormSchema>;

/**
 * The body of a conguaglio or a payment confirmation (calculate-final-settlement,
 * mark_contract_payables_as_paid, one payable): `idempotencyKey` is created once per opening of
 * the confirmation dialog; the same key again answers the first success instead of "nothing left
 * to do". Optional: without it (or without a body) each request is on its own (decision 048).
 */
export const confirmationRequestSchema = z.object({
  idempotencyKey: optionalIdempotencyKeySchema,
});
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

export function manualAdjustmentFormToPayload(
  values: z.output<typeof manualAdjustmentFormSchema>,
  idempotencyKey: string,
): z.input<typeof manualAdjustmentSchema> {
  return { ...values, amount: euroInputToCents(values.amount), idempotencyKey };
}

/**
 * Recording a payment received (docs/domain.md §12), the API payload: amount in cents (> 0; the form reads
 * euros with parseEuroAmount, at most 2 decimals), the date received (the service refuses a date
 * in the future or before the contract's start: it knows today and the contract), the method,
 * an optional note, and optionally the ticked payables. `idempotencyKey`: one per opening of the
 * dialog, a resubmission answers the payment already recorded (decision 048's pattern).
 */
export const recordPaymentSchema = z.object({
  amount: centsSchema({
    requiredMessage: PAYMENT_LEDGER_MESSAGES.amountRequired,
    min: MIN_AMOUNT_CENTS,
    minMessage: PAYMENT_LEDGER_MESSAGES.amountRequired,
  }),
  receivedOn: isoDateSchema(PAYMENT_LEDGER_MESSAGES.dateRequired),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_LEDGER_MESSAGES.methodInvalid }),
  note: optionalText(MAX_PAYMENT_NOTE_LENGTH),
  payableIds: z
    .array(idSchema(PAYMENT_LEDGER_MESSAGES.payableNotOfContract))
    .min(1, { error: PAYMENT_LEDGER_MESSAGES.payableNotOfContract })
    .max(500, { error: PAYMENT_LEDGER_MESSAGES.payableNotOfContract })
    .optional(),
  idempotencyKey: idSchema(INVALID_IDEMPOTENCY_KEY_MESSAGE).optional(),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/** The 'Registra pagamento' dialog's form: the amount as typed in euros. */
export const recordPaymentFormSchema = recordPaymentSchema.omit({ amount: true, idempotencyKey: true }).extend({
  amount: euroInputSchema({
    requiredMessage: PAYMENT_LEDGER_MESSAGES.amountRequired,
    minCents: MIN_AMOUNT_CENTS,
    minMessage: PAYMENT_LEDGER_MESSAGES.amountRequired,
    invalidMessage: PAYMENT_LEDGER_MESSAGES.amountRequired,
  }),
});
export type RecordPaymentFormValues = z.input<typeof recordPaymentFormSchema>;

/**
 * The confirmations' body (mark_contract_payables_as_paid, one payable): the idempotency key, and
 * the date received and method the dialog shows (defaults: today, bonifico).
 */
export const paymentConfirmationSchema = confirmationRequestSchema.extend({
  receivedOn: isoDateSchema(PAYMENT_LEDGER_MESSAGES.dateRequired).optional(),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_LEDGER_MESSAGES.methodInvalid }).optional(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

/**
 * Reversing a payment ('storno'): the reason is required. `idempotencyKey`: one per opening of the
 * dialog; the same key again answers the reversal already made with 200 (decision 162).
 */
export const paymentReversalSchema = z.object({
  reason: requiredText(PAYMENT_LEDGER_MESSAGES.reasonRequired, MAX_REVERSAL_REASON_LENGTH),
  idempotencyKey: optionalIdempotencyKeySchema,
});
export type PaymentReversal = z.infer<typeof paymentReversalSchema>;

/**
 * The tenant's 'Ho pagato' (docs/domain.md §12): the same amount, date and method rules as a payment, and
 * optionally the proof uploaded beforehand (create-upload-url with purpose payment_proof).
 * `idempotencyKey`: one per filled-in dialog; the same key again answers the signal already
 * stored (decision 161).
 */
export const paymentSignalSchema = z.object({
  amount: recordPaymentSchema.shape.amount,
  paidOn: isoDateSchema(PAYMENT_LEDGER_MESSAGES.dateRequired),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_LEDGER_MESSAGES.methodInvalid }),
  proof: documentInfoSchema.optional(),
  idempotencyKey: recordPaymentSchema.shape.idempotencyKey,
});
export type PaymentSignalInput = z.infer<typeof paymentSignalSchema>;

/** The 'Ho pagato' dialog's form: the amount as typed in euros. */
export const paymentSignalFormSchema = paymentSignalSchema
  .omit({ amount: true, proof: true, idempotencyKey: true })
  .extend({
    amount: recordPaymentFormSchema.shape.amount,
  });
export type PaymentSignalFormValues = z.input<typeof paymentSignalFormSchema>;

/** Rejecting a signalled payment: the reason the tenant will read is required. */
export const paymentSignalRejectionSchema = z.object({
  reason: requiredText(PAYMENT_SIGNAL_MESSAGES.rejectionReasonRequired, MAX_REVERSAL_REASON_LENGTH),
  idempotencyKey: optionalIdempotencyKeySchema,
});
export type PaymentSignalRejection = z.infer<typeof paymentSignalRejectionSchema>;
