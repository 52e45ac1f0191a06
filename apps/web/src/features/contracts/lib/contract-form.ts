import { DEFAULT_NUMBER_OF_OCCUPANTS } from '@casaconti/core/constants';
import { contractTermsFormSchema, emptyUtilityAgreements, tenantInfoSchema } from '@casaconti/core/schemas/contract';
import { EMPTY_LEASE_FORM_VALUES } from '@casaconti/core/schemas/lease';
import { z } from 'zod';
import type { ServerPrefix } from '@/lib/form-errors';

/** Tenant data + terms: the fields the contract wizard (steps 1–2) and the edit form share. */
export const contractFormSchema = z.object({
  tenant: tenantInfoSchema,
  terms: contractTermsFormSchema,
});
export type ContractFormValues = z.input<typeof contractFormSchema>;
export type ContractFormOutput = z.output<typeof contractFormSchema>;

/** Wizard start: occupants 1, fees 0, no cost model chosen yet (docs/product.md §9). */
export function emptyContractFormValues() {
  return {
    tenant: { email: '', firstName: '', lastName: '' },
    terms: {
      rent_amount: '',
      fixed_fee_amount: '0',
      settlement_base_amount: '0',
      start_date: '',
      end_date: '',
      number_of_occupants: String(DEFAULT_NUMBER_OF_OCCUPANTS),
      utilityAgreements: emptyUtilityAgreements(),
      ...EMPTY_LEASE_FORM_VALUES,
    },
  };
}

/** How the contract form nests the request's fields (for applyServerFieldErrors). */
export const CONTRACT_SERVER_PREFIXES: readonly ServerPrefix[] = [
  ['tenantInfo.', 'tenant.'],
  ['contractDetails.', 'terms.'],
  ['utilityAgreements', 'terms.utilityAgreements'],
];
