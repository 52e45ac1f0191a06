import { z } from 'zod';
import { isValidFiscalCode, normalizeFiscalCode } from '../fiscal-code';
import { LANDLORD_PROFILE_MESSAGES } from '../messages';
import { nameContainsLink, TEXT_WITH_LINK_MESSAGE } from './common';

export const MAX_LANDLORD_ADDRESS_LENGTH = 200;

/**
 * The landlord's receipt details (docs/domain.md §12, decision 095): codice fiscale or partita IVA and a
 * one-line address without web addresses, both optional; blank means none. The fiscal code is stored without blanks,
 * in upper case.
 */
export const landlordProfileSchema = z.strictObject(
  {
    fiscalCode: z
      .string({ error: LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid })
      .max(40, { error: LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid })
      .transform(normalizeFiscalCode)
      .refine((v) => v === '' || isValidFiscalCode(v), { error: LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid }),
    address: z
      .string({ error: LANDLORD_PROFILE_MESSAGES.addressTooLong })
      .transform((v) => v.trim().replace(/\s+/g, ' '))
      .refine((v) => v.length <= MAX_LANDLORD_ADDRESS_LENGTH, { error: LANDLORD_PROFILE_MESSAGES.addressTooLong })
      // Printed on every receipt the tenant is emailed: no web addresses (decision 157).
      .refine((v) => !nameContainsLink(v), { error: TEXT_WITH_LINK_MESSAGE }),
  },
  { error: LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid },
);
export type LandlordProfileInput = z.input<typeof landlordProfileSchema>;
