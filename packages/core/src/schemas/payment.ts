/** Manual settlement adjustment (SPEC §5 Manual adjustment; §7 add_manual_settlement_adjustment). */
import { z } from 'zod';
import { ADJUSTMENT_TYPES, MIN_AMOUNT_CENTS } from '../constants';
import { INVALID_IDEMPOTENCY_KEY_MESSAGE } from './bill';
import { centsSchema, euroInputSchema, euroInputToCents, idSchema, optionalText } from './common';

const AMOUNT_MUST_BE_POSITIVE = "L'importo deve essere maggiore di 0";

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
  idempotencyKey: idSchema(INVALID_IDEMPOTENCY_KEY_MESSAGE).optional(),
});
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

export function manualAdjustmentFormToPayload(
  values: z.output<typeof manualAdjustmentFormSchema>,
  idempotencyKey: string,
): z.input<typeof manualAdjustmentSchema> {
  return { ...values, amount: euroInputToCents(values.amount), idempotencyKey };
}
