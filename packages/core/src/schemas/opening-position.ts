/**
 * The opening position and the payments history as the API takes them (docs/domain.md §17): money in
 * integer cents, months 'yyyy-MM', dates 'yyyy-MM-dd'. What depends on the contract and on today
 * (the month within the contract, the date not in the future) is checked by core's
 * openingPositionIssue in the service, which knows both.
 */
import { z } from 'zod';
import { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS } from '../constants';
import { FIELD_MESSAGES } from '../messages/common';
import { OPENING_POSITION_MESSAGES as M } from '../messages/opening';
import { PAYMENT_LEDGER_MESSAGES } from '../messages/payments';
import { isIsoMonth } from '../opening-position';
import { MAX_PAYMENT_NOTE_LENGTH, PAYMENT_METHODS } from '../payments';
import { centsSchema, INVALID_AMOUNT_MESSAGE, isoDateSchema, optionalText } from './common';

/** A month 'yyyy-MM'. */
function monthSchema(requiredMessage: string) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
    else if (!isIsoMonth(value) || value < '1900-01') ctx.addIssue({ code: 'custom', message: M.monthInvalid });
  });
}

const conguaglioFrom = monthSchema(M.monthInvalid).nullable().optional();

/** Signed integer cents: > 0 owed by the tenant, < 0 in credit. */
const balanceCents = z
  .number({ error: (issue) => (issue.input === undefined ? M.balanceRequired : INVALID_AMOUNT_MESSAGE) })
  .int({ error: INVALID_AMOUNT_MESSAGE })
  .min(-MAX_AMOUNT_CENTS, { error: FIELD_MESSAGES.amountTooLarge })
  .max(MAX_AMOUNT_CENTS, { error: FIELD_MESSAGES.amountTooLarge });

const paidThroughShape = z.object({
  kind: z.literal('paid_through'),
  month: monthSchema(M.monthRequired),
  conguaglioFrom,
});
const balanceShape = z.object({
  kind: z.literal('balance'),
  asOf: isoDateSchema(M.asOfRequired),
  balance: balanceCents,
  conguaglioFrom,
});
const noneShape = z.object({ kind: z.literal('none') });

/** PUT /api/contracts/:id/opening-position: 'in regola fino a', 'saldo iniziale', or none (removes it). */
export const openingPositionSchema = z.discriminatedUnion('kind', [paidThroughShape, balanceShape, noneShape], {
  error: M.kindInvalid,
});
export type OpeningPositionInput = z.infer<typeof openingPositionSchema>;

/** One payment of the history: what recordPayment takes, without ticks or key. */
export const historyPaymentSchema = z.object({
  amount: centsSchema({
    requiredMessage: PAYMENT_LEDGER_MESSAGES.amountRequired,
    min: MIN_AMOUNT_CENTS,
    minMessage: PAYMENT_LEDGER_MESSAGES.amountRequired,
  }),
  receivedOn: isoDateSchema(PAYMENT_LEDGER_MESSAGES.dateRequired),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_LEDGER_MESSAGES.methodInvalid }),
  note: optionalText(MAX_PAYMENT_NOTE_LENGTH),
});
export type HistoryPaymentInput = z.infer<typeof historyPaymentSchema>;

/** At most this many payments in one history request. */
export const MAX_HISTORY_PAYMENTS = 1000;

const historyPayments = z
  .array(historyPaymentSchema, { error: M.historyEmpty })
  .min(1, { error: M.historyEmpty })
  .max(MAX_HISTORY_PAYMENTS, { error: M.historyTooLong });

/** POST /api/contracts/:id/payments/history: past payments, recorded without receipt or email. */
export const paymentHistorySchema = z.object({ payments: historyPayments });
export type PaymentHistoryInput = z.infer<typeof paymentHistorySchema>;

/** The create-contract body's `openingPosition`: one of the positions, or the history of payments. */
export const contractOpeningSchema = z.discriminatedUnion(
  'kind',
  [paidThroughShape, balanceShape, noneShape, z.object({ kind: z.literal('history'), payments: historyPayments })],
  { error: M.kindInvalid },
);
export type ContractOpeningInput = z.infer<typeof contractOpeningSchema>;
