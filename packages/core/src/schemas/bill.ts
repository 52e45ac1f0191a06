/** Bill schemas (docs/product.md §5 Add bill, §7 process-uploaded-bill). */
import { z } from 'zod';
import {
  DEFAULT_SPLIT_CRITERION,
  MAX_METER_READING,
  MIN_AMOUNT_CENTS,
  SPLIT_CRITERIA,
  UTILITY_CATEGORIES,
} from '../constants';
import { parseThousandths, quantityProblem, THOUSANDTHS_PER_UNIT, thousandthsToDecimal } from '../quantity';
import {
  centsSchema,
  euroInputSchema,
  euroInputToCents,
  idSchema,
  isoDateSchema,
  optionalText,
  withEndAfterStart,
} from './common';
import { FIELD_MESSAGES } from '../messages/common';
import { PROPERTY_MESSAGES } from '../messages/properties';
import { documentInfoSchema } from './upload';

// Issue 21 (decision 060): split criterion, owner's quota and meter readings. The fields are
// exported for billDetails to take in when the server switches to splitBillByCriterion.
export const INVALID_SPLIT_CRITERION_MESSAGE = 'Scegli un criterio di ripartizione valido';
export const READING_REQUIRED_MESSAGE = 'Inserisci la lettura';
export const READING_NEGATIVE_MESSAGE = 'La lettura non può essere negativa';
export const READING_INVALID_MESSAGE = 'Lettura non valida: inserisci un numero';
export const THREE_DECIMALS_MESSAGE = 'Massimo 3 decimali';
export const READING_TOO_LARGE_MESSAGE = 'Lettura troppo grande';
export const READING_NOT_A_PARTICIPANT_MESSAGE = 'Questo contratto non partecipa alla ripartizione della spesa';
export const INVALID_CONTRACT_ID_MESSAGE = 'ID contratto non valido';
export const OWNER_KEPT_EXCEEDS_TOTAL_MESSAGE = "La quota a carico del proprietario non può superare l'importo totale";

export const AMOUNT_MUST_BE_POSITIVE_MESSAGE = FIELD_MESSAGES.amountMustBePositive;
const CATEGORY_REQUIRED = 'Seleziona una categoria';
const START_REQUIRED = 'Seleziona la data di inizio';
const END_REQUIRED = 'Seleziona la data di fine';
export const SPLITTABLE_EXCEEDS_TOTAL_MESSAGE = "L'importo da ripartire non può superare l'importo totale";
export const INVALID_IDEMPOTENCY_KEY_MESSAGE = 'Invio non valido: ricarica la pagina e riprova.';

/**
 * The optional key of one opening of a dialog (decision 162): the same key again answers the
 * first result and changes nothing; without it a route behaves as before.
 */
export const optionalIdempotencyKeySchema = idSchema(INVALID_IDEMPOTENCY_KEY_MESSAGE).optional();

const billCategorySchema = z.enum(UTILITY_CATEGORIES, { error: CATEGORY_REQUIRED });

export const splitCriterionSchema = z.enum(SPLIT_CRITERIA, { error: INVALID_SPLIT_CRITERION_MESSAGE });

/**
 * One meter reading (consumption for the period): a non-negative decimal with at most 3 decimals,
 * '.' or ',' as separator, sent as a string ('412.5'; a JSON number is read through its shortest
 * form). Parsed to the canonical decimal string ('412,50' → '412.5'), never to a float.
 */
export const meterReadingSchema = z
  .union([z.string(), z.number()], { error: READING_INVALID_MESSAGE })
  .superRefine((raw, ctx) => {
    const problem = quantityProblem(raw);
    if (problem === null) {
      if ((parseThousandths(raw) ?? 0n) > BigInt(MAX_METER_READING) * THOUSANDTHS_PER_UNIT) {
        ctx.addIssue({ code: 'custom', message: READING_TOO_LARGE_MESSAGE });
      }
      return;
    }
    const messages = {
      empty: READING_REQUIRED_MESSAGE,
      negative: READING_NEGATIVE_MESSAGE,
      decimals: THREE_DECIMALS_MESSAGE,
      invalid: READING_INVALID_MESSAGE,
    } as const;
    ctx.addIssue({ code: 'custom', message: messages[problem] });
  })
  .transform((raw) => thousandthsToDecimal(parseThousandths(raw) ?? 0n));

/** `{ [contractId]: "412.5" }`; which ids take part is checked against the bill (readingsOutsideParticipants). */
export const meterReadingsSchema = z.record(idSchema(INVALID_CONTRACT_ID_MESSAGE), meterReadingSchema, {
  error: (issue) => (issue.code === 'invalid_key' ? INVALID_CONTRACT_ID_MESSAGE : READING_INVALID_MESSAGE),
});

/** Cents the owner keeps out of the split; at most the total (checked by ownerKeptWithinTotal). */
export const ownerKeptAmountSchema = centsSchema();

/**
 * The split fields of billDetails (issue 21), to spread into its z.object; the criterion defaults
 * from the category (defaultSplitCriterion) where the payload omits it.
 */
export const billSplitFields = {
  splitCriterion: splitCriterionSchema.optional(),
  ownerKeptAmount: ownerKeptAmountSchema.optional(),
  meterReadings: meterReadingsSchema.optional(),
};

/** Refinement for an object with totalAmount and ownerKeptAmount (cents): the quota ≤ the total. */
export function ownerKeptWithinTotal<
  S extends z.ZodType<{ totalAmount: number; ownerKeptAmount?: number | undefined }>,
>(schema: S): S {
  return schema.refine((value) => (value.ownerKeptAmount ?? 0) <= value.totalAmount, {
    error: OWNER_KEPT_EXCEEDS_TOTAL_MESSAGE,
    path: ['ownerKeptAmount'],
    when: ({ value }) => {
      const record = value as Record<string, unknown> | null | undefined;
      return Number.isSafeInteger(record?.totalAmount) && Number.isSafeInteger(record?.ownerKeptAmount ?? 0);
    },
  });
}

/**
 * The add-expense form: amount as typed (string or number input). The file is handled apart.
 * Issue 21: the criterion ('' until the category gives its default), the owner's quota as typed
 * (blank = 0) and the readings as typed per contract (checked by the server, shown on the preview).
 */
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
    splitCriterion: z.union([splitCriterionSchema, z.literal('')]).default(''),
    ownerKeptAmount: euroInputSchema({}).default(''),
    meterReadings: z.record(z.string(), z.string()).default({}),
  }),
  'periodStartDate',
  'periodEndDate',
);
export type BillFormValues = z.input<typeof billFormSchema>;

export const SPLITTABLE_MISMATCH_MESSAGE =
  "L'importo da ripartire deve essere l'importo totale meno la quota a carico del proprietario";

/**
 * billDetails (issue 21, decision 069): the criterion (default from the category), the owner's
 * quota and the meter readings are optional, so a client that sends only `splittableAmount` (the
 * pre-issue-21 payload) keeps working: its quota is total − splittable. Output: both amounts
 * resolved (splittable = total − quota), the criterion chosen, the readings (possibly empty).
 */
const billDetailsSchema = ownerKeptWithinTotal(
  withEndAfterStart(
    z.object({
      propertyId: idSchema(PROPERTY_MESSAGES.invalidPropertyId),
      category: billCategorySchema,
      totalAmount: centsSchema({
        requiredMessage: AMOUNT_MUST_BE_POSITIVE_MESSAGE,
        min: MIN_AMOUNT_CENTS,
        minMessage: AMOUNT_MUST_BE_POSITIVE_MESSAGE,
      }),
      /** S, the part split across contracts: total − ownerKeptAmount (optional since issue 21). */
      splittableAmount: centsSchema().optional(),
      notes: optionalText(1000),
      periodStartDate: isoDateSchema(START_REQUIRED),
      periodEndDate: isoDateSchema(END_REQUIRED),
      ...billSplitFields,
    }),
    'periodStartDate',
    'periodEndDate',
  ),
)
  .refine((details) => (details.splittableAmount ?? 0) <= details.totalAmount, {
    error: SPLITTABLE_EXCEEDS_TOTAL_MESSAGE,
    path: ['splittableAmount'],
  })
  .refine(
    (details) =>
      details.splittableAmount === undefined ||
      details.ownerKeptAmount === undefined ||
      details.splittableAmount + details.ownerKeptAmount === details.totalAmount,
    { error: SPLITTABLE_MISMATCH_MESSAGE, path: ['splittableAmount'] },
  )
  .transform(({ splittableAmount, ownerKeptAmount, splitCriterion, meterReadings, ...details }) => {
    const kept = ownerKeptAmount ?? details.totalAmount - (splittableAmount ?? details.totalAmount);
    return {
      ...details,
      splitCriterion: splitCriterion ?? DEFAULT_SPLIT_CRITERION[details.category],
      ownerKeptAmount: kept,
      splittableAmount: details.totalAmount - kept,
      meterReadings: meterReadings ?? {},
    };
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

/**
 * Validated form values → process-uploaded-bill payload (also the preview's body): splittable =
 * total − the owner's quota; readings only under `meter_readings`, blank ones left out (none).
 */
export function billFormToPayload(
  values: z.output<typeof billFormSchema>,
  propertyId: string,
  idempotencyKey: string,
  documentInfo: z.input<typeof documentInfoSchema> = null,
): ProcessBillPayload {
  const totalAmount = euroInputToCents(values.totalAmount);
  const ownerKeptAmount = euroInputToCents(values.ownerKeptAmount);
  const splitCriterion = values.splitCriterion || DEFAULT_SPLIT_CRITERION[values.category];
  const meterReadings =
    splitCriterion === 'meter_readings'
      ? Object.fromEntries(Object.entries(values.meterReadings).filter(([, reading]) => reading.trim() !== ''))
      : undefined;
  return {
    billDetails: {
      propertyId,
      category: values.category,
      totalAmount,
      splittableAmount: totalAmount - ownerKeptAmount,
      ownerKeptAmount,
      splitCriterion,
      ...(meterReadings ? { meterReadings } : {}),
      notes: values.notes,
      periodStartDate: values.periodStartDate,
      periodEndDate: values.periodEndDate,
    },
    documentInfo,
    idempotencyKey,
  };
}
