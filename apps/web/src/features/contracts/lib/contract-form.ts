import { DEFAULT_NUMBER_OF_OCCUPANTS } from '@casaconti/core/constants';
import { contractTermsFormSchema, emptyUtilityAgreements, tenantInfoSchema } from '@casaconti/core/schemas/contract';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';

/** Tenant data + terms: the fields the contract wizard (steps 1–2) and the edit form share. */
export const contractFormSchema = z.object({
  tenant: tenantInfoSchema,
  terms: contractTermsFormSchema,
});
export type ContractFormValues = z.input<typeof contractFormSchema>;
export type ContractFormOutput = z.output<typeof contractFormSchema>;

/** Wizard start: occupants 1, fees 0, no cost model chosen yet (SPEC §9). */
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
    },
  };
}

const SERVER_PREFIXES: [string, string][] = [
  ['tenantInfo.', 'tenant.'],
  ['contractDetails.', 'terms.'],
  ['utilityAgreements', 'terms.utilityAgreements'],
];

/**
 * Puts the server's field messages (keys like 'tenantInfo.email', 'contractDetails.rent_amount')
 * on the matching form fields. Returns the server keys it could not place.
 */
export function applyServerFieldErrors(
  fields: Record<string, string>,
  setError: UseFormSetError<ContractFormValues>,
): string[] {
  const rest: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const prefix = SERVER_PREFIXES.find(([server]) => key.startsWith(server));
    if (!prefix || key.startsWith('contractDetails.property_id')) {
      rest.push(key);
      continue;
    }
    const name = (prefix[1] + key.slice(prefix[0].length)) as FieldPath<ContractFormValues>;
    setError(name, { type: 'server', message });
  }
  return rest;
}
