/**
 * Contract schemas (docs/product.md §5 Contract forms, §7 create-complete-contract / edit_contract).
 * API payloads carry integer cents; `contractTermsFormSchema` keeps amounts as typed strings and
 * `contractTermsFormToPayload` converts them.
 */
import { z } from 'zod';
import { contractOpeningSchema } from './opening-position';
import { type CostModel, COST_MODELS, UTILITY_CATEGORIES, type UtilityCategory } from '../constants';
import { CONTRACT_MESSAGES } from '../messages/contracts';
import { formatEuroInput } from '../money';
import {
  centsSchema,
  emailSchema,
  euroInputSchema,
  euroInputToCents,
  idSchema,
  isoDateSchema,
  personName,
  withEndAfterStart,
} from './common';
import { PROPERTY_MESSAGES } from '../messages/properties';
import { documentInfoSchema } from './upload';
import {
  EMPTY_LEASE_FORM_VALUES,
  type LeaseTerms,
  leaseFormIssues,
  leaseFormToPayload,
  leaseTermsFormShape,
  leaseTermsShape,
  leaseToFormValues,
  withLeaseChecks,
} from './lease';

export { stripNonNumeric } from './common';
export { documentInfoSchema } from './upload';

export const MAX_OCCUPANTS = 1000;
const OCCUPANTS_REQUIRED = 'Numero occupanti obbligatorio';
const OCCUPANTS_INVALID = 'Inserire solo numeri positivi';
const OCCUPANTS_TOO_MANY = `Massimo ${MAX_OCCUPANTS} occupanti`;
export const COST_MODEL_REQUIRED_MESSAGE = 'Seleziona un modello di gestione per ogni categoria';
export const ROOMS_REQUIRED_MESSAGE = 'Seleziona almeno una stanza';
export const FIXED_FEE_NOT_ALLOWED_MESSAGE = 'La quota fissa richiede almeno una categoria Forfettaria';
export const SETTLEMENT_BASE_NOT_ALLOWED_MESSAGE = "L'anticipo conguaglio richiede almeno una categoria A conguaglio";

export const tenantInfoSchema = z.object({
  email: emailSchema('Email non valida', 'Email non valida'),
  firstName: personName('Nome obbligatorio'),
  lastName: personName('Cognome obbligatorio'),
});
export type TenantInfoInput = z.infer<typeof tenantInfoSchema>;

const termsShape = {
  rent_amount: centsSchema({ requiredMessage: 'Importo affitto obbligatorio' }),
  start_date: isoDateSchema(CONTRACT_MESSAGES.startDateRequired),
  end_date: isoDateSchema(CONTRACT_MESSAGES.endDateRequired),
  number_of_occupants: z
    .number({ error: (issue) => (issue.input === undefined ? OCCUPANTS_REQUIRED : OCCUPANTS_INVALID) })
    .int({ error: OCCUPANTS_INVALID })
    .min(1, { error: OCCUPANTS_INVALID })
    .max(MAX_OCCUPANTS, { error: OCCUPANTS_TOO_MANY }),
  fixed_fee_amount: centsSchema().default(0),
  settlement_base_amount: centsSchema().default(0),
  ...leaseTermsShape,
};

/** Terms of an existing contract (edit): no property. Amounts in cents. */
export const contractTermsSchema = withLeaseChecks(withEndAfterStart(z.object(termsShape), 'start_date', 'end_date'));
export type ContractTermsInput = z.infer<typeof contractTermsSchema>;

/** create-complete-contract's contractDetails. */
export const contractDetailsSchema = withLeaseChecks(
  withEndAfterStart(
    z.object({ property_id: idSchema(PROPERTY_MESSAGES.invalidPropertyId), ...termsShape }),
    'start_date',
    'end_date',
  ),
);
export type ContractDetailsInput = z.infer<typeof contractDetailsSchema>;

export const utilityAgreementSchema = z.object({
  category: z.enum(UTILITY_CATEGORIES, { error: 'Categoria non valida' }),
  cost_model: z.enum(COST_MODELS, { error: COST_MODEL_REQUIRED_MESSAGE }),
});
export type UtilityAgreementInput = z.infer<typeof utilityAgreementSchema>;

/** Exactly one cost model per each of the six categories (docs/product.md §4 Expense management). */
export const utilityAgreementsSchema = z
  .array(utilityAgreementSchema, { error: COST_MODEL_REQUIRED_MESSAGE })
  .refine(
    (agreements) =>
      agreements.length === UTILITY_CATEGORIES.length &&
      UTILITY_CATEGORIES.every((category) => agreements.some((agreement) => agreement.category === category)),
    { error: COST_MODEL_REQUIRED_MESSAGE },
  );
export type UtilityAgreementsInput = z.infer<typeof utilityAgreementsSchema>;

/** The six categories with no model chosen yet: initial value of the wizard's agreements field. */
export function emptyUtilityAgreements(): { category: UtilityCategory; cost_model: CostModel | undefined }[] {
  return UTILITY_CATEGORIES.map((category) => ({ category, cost_model: undefined }));
}

export function usesCostModel(agreements: readonly { cost_model?: string | null }[], costModel: CostModel): boolean {
  return agreements.some((agreement) => agreement.cost_model === costModel);
}

export const roomIdsSchema = z
  .array(idSchema(ROOMS_REQUIRED_MESSAGE), { error: ROOMS_REQUIRED_MESSAGE })
  .min(1, { error: ROOMS_REQUIRED_MESSAGE })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Stanza selezionata più volte' });

type TermsWithAgreements = {
  contractDetails: { fixed_fee_amount: number; settlement_base_amount: number };
  utilityAgreements: readonly { cost_model: CostModel }[];
};

/** Fixed fee only with a fixed_fee category, settlement advance only with a settlement one (docs/product.md §4). */
function checkFeesMatchCostModels(data: TermsWithAgreements, ctx: z.RefinementCtx): void {
  const { contractDetails, utilityAgreements } = data;
  if (contractDetails.fixed_fee_amount > 0 && !usesCostModel(utilityAgreements, 'fixed_fee')) {
    ctx.addIssue({
      code: 'custom',
      message: FIXED_FEE_NOT_ALLOWED_MESSAGE,
      path: ['contractDetails', 'fixed_fee_amount'],
    });
  }
  if (contractDetails.settlement_base_amount > 0 && !usesCostModel(utilityAgreements, 'settlement')) {
    ctx.addIssue({
      code: 'custom',
      message: SETTLEMENT_BASE_NOT_ALLOWED_MESSAGE,
      path: ['contractDetails', 'settlement_base_amount'],
    });
  }
}

export const createCompleteContractSchema = z
  .object({
    tenantInfo: tenantInfoSchema,
    contractDetails: contractDetailsSchema,
    utilityAgreements: utilityAgreementsSchema,
    roomIds: roomIdsSchema,
    documentInfo: documentInfoSchema.default(null),
    /** Where a contract begun before today stands (docs/domain.md §17); absent: as `none`. */
    openingPosition: contractOpeningSchema.optional(),
  })
  .superRefine(checkFeesMatchCostModels);
export type CreateCompleteContractInput = z.infer<typeof createCompleteContractSchema>;

/** edit_contract: tenant data, terms and agreements; property and rooms do not change. */
export const editContractSchema = z
  .object({
    tenantInfo: tenantInfoSchema,
    contractDetails: contractTermsSchema,
    utilityAgreements: utilityAgreementsSchema,
  })
  .superRefine(checkFeesMatchCostModels);
export type EditContractInput = z.infer<typeof editContractSchema>;

// Form side: wizard step 2 / edit form, amounts as typed

export const contractTermsFormSchema = withEndAfterStart(
  z.object({
    rent_amount: euroInputSchema({ requiredMessage: 'Importo affitto obbligatorio' }),
    fixed_fee_amount: euroInputSchema(),
    settlement_base_amount: euroInputSchema(),
    start_date: isoDateSchema(CONTRACT_MESSAGES.startDateRequired),
    end_date: isoDateSchema(CONTRACT_MESSAGES.endDateRequired),
    number_of_occupants: z
      .string({ error: OCCUPANTS_REQUIRED })
      .trim()
      .superRefine((value, ctx) => {
        if (value === '') ctx.addIssue({ code: 'custom', message: OCCUPANTS_REQUIRED });
        else if (!/^[1-9]\d*$/.test(value)) ctx.addIssue({ code: 'custom', message: OCCUPANTS_INVALID });
        else if (Number(value) > MAX_OCCUPANTS) ctx.addIssue({ code: 'custom', message: OCCUPANTS_TOO_MANY });
      }),
    utilityAgreements: utilityAgreementsSchema,
    ...leaseTermsFormShape,
  }),
  'start_date',
  'end_date',
).superRefine((values, ctx) => {
  for (const issue of leaseFormIssues(values))
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
});
export type ContractTermsFormValues = z.input<typeof contractTermsFormSchema>;

/** Validated form values → API terms (cents) and agreements. Blank optional amounts become 0. */
export function contractTermsFormToPayload(values: z.output<typeof contractTermsFormSchema>): {
  contractDetails: z.input<typeof contractTermsSchema>;
  utilityAgreements: UtilityAgreementsInput;
} {
  return {
    contractDetails: {
      rent_amount: euroInputToCents(values.rent_amount),
      fixed_fee_amount: euroInputToCents(values.fixed_fee_amount),
      settlement_base_amount: euroInputToCents(values.settlement_base_amount),
      start_date: values.start_date,
      end_date: values.end_date,
      number_of_occupants: Number(values.number_of_occupants),
      ...leaseFormToPayload(values),
    },
    utilityAgreements: values.utilityAgreements,
  };
}

/** Stored terms → form values (edit form prefill), amounts as the amount input shows them ('600,50'). */
export function contractTermsToFormValues(
  terms: Omit<ContractTermsInput, keyof LeaseTerms> & Partial<LeaseTerms>,
  utilityAgreements: UtilityAgreementsInput,
): ContractTermsFormValues {
  const lease = terms.contract_type === undefined ? EMPTY_LEASE_FORM_VALUES : leaseToFormValues(terms as LeaseTerms);
  return {
    rent_amount: formatEuroInput(terms.rent_amount),
    fixed_fee_amount: formatEuroInput(terms.fixed_fee_amount),
    settlement_base_amount: formatEuroInput(terms.settlement_base_amount),
    start_date: terms.start_date,
    end_date: terms.end_date,
    number_of_occupants: String(terms.number_of_occupants),
    utilityAgreements,
    ...lease,
  };
}
