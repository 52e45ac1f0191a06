/** Deposit routes (docs/domain.md §14): legal rate overrides and the closing of the deposit. */
import { z } from 'zod';
import { parsePercentInput } from '../deposit-input';
import { FIELD_MESSAGES } from '../messages/common';
import { DEPOSIT_MESSAGES } from '../messages/deposit';
import { centsSchema, euroInputSchema, isoDateSchema, requiredText, TOO_MANY_DECIMALS_MESSAGE } from './common';
import { optionalIdempotencyKeySchema } from './bill';
import { documentInfoSchema } from './upload';

export const MAX_DEDUCTIONS = 20;

/** :year of /api/deposit/legal-rates/:year. */
export const legalRateYearParamSchema = z.object({
  year: z
    .string({ error: DEPOSIT_MESSAGES.yearInvalid })
    .regex(/^\d{4}$/, { error: DEPOSIT_MESSAGES.yearInvalid })
    .transform(Number)
    .pipe(
      z.number().min(1900, { error: DEPOSIT_MESSAGES.yearInvalid }).max(2200, { error: DEPOSIT_MESSAGES.yearInvalid }),
    ),
});

/** A rate typed as a percent ('2,5', 2.5): 0 … 20 %, at most 2 decimals → hundredths. */
export const legalRatePercentSchema = z
  .union([z.string(), z.number()], { error: DEPOSIT_MESSAGES.rateInvalid })
  .transform((raw, ctx) => {
    const parsed = parsePercentInput(typeof raw === 'number' ? String(raw) : raw);
    if (parsed.ok) return parsed.hundredths;
    ctx.addIssue({
      code: 'custom',
      message:
        parsed.error === 'decimals'
          ? TOO_MANY_DECIMALS_MESSAGE
          : parsed.error === 'range'
            ? DEPOSIT_MESSAGES.rateRange
            : typeof raw === 'string' && raw.trim().startsWith('-')
              ? DEPOSIT_MESSAGES.rateRange
              : DEPOSIT_MESSAGES.rateInvalid,
    });
    return z.NEVER;
  });

export const legalRateOverrideSchema = z.strictObject(
  { rate: legalRatePercentSchema },
  { error: DEPOSIT_MESSAGES.rateInvalid },
);
export type LegalRateOverrideInput = z.input<typeof legalRateOverrideSchema>;

const deductionShape = {
  reason: requiredText(DEPOSIT_MESSAGES.deductionReasonRequired, 300),
  documentInfo: documentInfoSchema.default(null),
};

/** POST /api/contracts/:id/deposit/closing: amounts in cents. */
export const closeDepositSchema = z.object({
  closed_on: isoDateSchema('Data di chiusura obbligatoria'),
  deductions: z
    .array(
      z.object({
        ...deductionShape,
        amount: centsSchema({
          requiredMessage: FIELD_MESSAGES.amountMustBePositive,
          min: 1,
          minMessage: FIELD_MESSAGES.amountMustBePositive,
        }),
      }),
      { error: 'Trattenute non valide' },
    )
    .max(MAX_DEDUCTIONS, { error: `Massimo ${MAX_DEDUCTIONS} trattenute` })
    .default([]),
  tenant_owes_rest: z.boolean({ error: 'Valore non valido' }).default(false),
  /** One per opening of 'Chiudi deposito': the same key again answers the closing (decision 162). */
  idempotencyKey: optionalIdempotencyKeySchema,
});
export type CloseDepositInput = z.infer<typeof closeDepositSchema>;

/** The closing dialog's form: amounts as typed. */
export const closeDepositFormSchema = z.object({
  closed_on: isoDateSchema('Data di chiusura obbligatoria'),
  deductions: z
    .array(
      z.object({
        reason: requiredText(DEPOSIT_MESSAGES.deductionReasonRequired, 300),
        /** The uploaded document (PDF) of the deduction, if any. */
        documentInfo: documentInfoSchema,
        amount: euroInputSchema({
          requiredMessage: FIELD_MESSAGES.amountMustBePositive,
          minCents: 1,
          minMessage: FIELD_MESSAGES.amountMustBePositive,
        }),
      }),
    )
    .max(MAX_DEDUCTIONS),
  tenant_owes_rest: z.boolean(),
});
export type CloseDepositFormValues = z.input<typeof closeDepositFormSchema>;
