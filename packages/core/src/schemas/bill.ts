/** Bill schemas (SPEC §5 Add bill, §7 process-uploaded-bill). */
import { z } from 'zod';
import { MIN_AMOUNT_CENTS, UTILITY_CATEGORIES } from '../constants';
import {
  centsSchema,
  euroInputSchema,
  euroInputToCents,
  idSchema,
  isoDateSchema,
  optionalText,
  withEndAfterStart,
} from './common';
import { documentInfoSchema } from './upload';

export const AMOUNT_MUST_BE_POSITIVE_MESSAGE = "L'importo deve essere maggiore di 0";
const CATEGORY_REQUIRED = 'Seleziona una categoria';
const START_REQUIRED = 'Seleziona la data di inizio';
const END_REQUIRED = 'Seleziona la data di fine';
export const SPLITTABLE_EXCEEDS_TOTAL_MESSAGE = "L'importo da ripartire non può superare l'importo totale";
export const INVALID_IDEMPOTENCY_KEY_MESSAGE = 'Invio non valido: ricarica la pagina e riprova.';
export const INVALID_BILL_ID_MESSAGE = 'ID spesa non valido';

const billCategorySchema = z.enum(UTILITY_CATEGORIES, { error: CATEGORY_REQUIRED });

/** The add-expense form: amount as typed (string or number input). The file is handled apart. */
export const billFormSchema = withEndAfterStart(
  z.object({
    category: billCategorySchema,
    periodStartDate: isoDateSchema(START_REQUIRED),
    periodEndDate: isoDateSchema(END_REQUIRED),
    totalAmount: euroInputSchema({
      requiredMessage: AMOUNT_MUST_BE_POSITIVE_MESSAGE,
      minCents: MIN_AMOUNT_CENTS,
      minMessage: AMOUNT_MUST_BE_POSITIVE_MESSAGE,
      invalidMessage: AMOUNT_MUST_BE_POSITIVE_MESSAGE,
    }),
    notes: optionalText(1000),
  }),
  'periodStartDate',
  'periodEndDate',
);
export type BillFormValues = z.input<typeof billFormSchema>;

const billDetailsSchema = withEndAfterStart(
  z.object({
    propertyId: idSchema('ID proprietà non valido'),
    category: billCategorySchema,
    totalAmount: centsSchema({
      requiredMessage: AMOUNT_MUST_BE_POSITIVE_MESSAGE,
      min: MIN_AMOUNT_CENTS,
      minMessage: AMOUNT_MUST_BE_POSITIVE_MESSAGE,
    }),
    /** The part split across contracts; the app sends it equal to totalAmount. */
    splittableAmount: centsSchema(),
    notes: optionalText(1000),
    periodStartDate: isoDateSchema(START_REQUIRED),
    periodEndDate: isoDateSchema(END_REQUIRED),
  }),
  'periodStartDate',
  'periodEndDate',
).refine((details) => details.splittableAmount <= details.totalAmount, {
  error: SPLITTABLE_EXCEEDS_TOTAL_MESSAGE,
  path: ['splittableAmount'],
});

/**
 * process-uploaded-bill payload (amounts in cents). `idempotencyKey` is created once per filled-in
 * form: a double click, a retry or a resubmission carries the same key and records one bill.
 */
export const processBillSchema = z.object({
  billDetails: billDetailsSchema,
  documentInfo: documentInfoSchema.default(null),
  idempotencyKey: idSchema(INVALID_IDEMPOTENCY_KEY_MESSAGE),
});
export type ProcessBillInput = z.infer<typeof processBillSchema>;
/** What the client sends (before the schema's defaults). */
export type ProcessBillPayload = z.input<typeof processBillSchema>;

/** Validated form values → process-uploaded-bill payload; splittable amount = total (SPEC §7). */
export function billFormToPayload(
  values: z.output<typeof billFormSchema>,
  propertyId: string,
  idempotencyKey: string,
  documentInfo: z.input<typeof documentInfoSchema> = null,
): ProcessBillPayload {
  const totalAmount = euroInputToCents(values.totalAmount);
  return {
    billDetails: {
      propertyId,
      category: values.category,
      totalAmount,
      splittableAmount: totalAmount,
      notes: values.notes,
      periodStartDate: values.periodStartDate,
      periodEndDate: values.periodEndDate,
    },
    documentInfo,
    idempotencyKey,
  };
}
