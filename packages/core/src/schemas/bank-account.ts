import { z } from 'zod';
import { EPC_MAX_NAME } from '../epc-qr';
import { isSepaIban, isValidIban, normalizeIban } from '../iban';
import { BANK_ACCOUNT_MESSAGES } from '../messages/bank-accounts';
import { idSchema, nameContainsLink, stripUnsafeChars, TEXT_WITH_LINK_MESSAGE } from './common';

export const MAX_BANK_ACCOUNT_NAME = 60;
/** The properties one account may be named by in one request (a portfolio's whole list fits). */
export const MAX_BANK_ACCOUNT_PROPERTIES = 1000;

const line = (v: string) => stripUnsafeChars(v).trim().replace(/\s+/g, ' ');

/**
 * A landlord's account for receiving rent (docs/domain.md §18, decision 202): a name of the
 * landlord's choosing, the holder (the beneficiary on the tenant's transfer and QR code, ≤ 70 as
 * EPC069-12 allows), the IBAN (any spacing and case; checked with ibantools, SEPA countries only;
 * stored normalized), whether it is the default, and the properties whose rent goes to it.
 * The same schema checks the web form and the API.
 */
export const bankAccountSchema = z.strictObject(
  {
    name: z
      .string({ error: BANK_ACCOUNT_MESSAGES.nameRequired })
      .transform(line)
      .refine((v) => v.length > 0, { error: BANK_ACCOUNT_MESSAGES.nameRequired })
      .refine((v) => v.length <= MAX_BANK_ACCOUNT_NAME, { error: BANK_ACCOUNT_MESSAGES.nameTooLong })
      .refine((v) => !nameContainsLink(v), { error: TEXT_WITH_LINK_MESSAGE }),
    holderName: z
      .string({ error: BANK_ACCOUNT_MESSAGES.holderRequired })
      .transform(line)
      .refine((v) => v.length > 0, { error: BANK_ACCOUNT_MESSAGES.holderRequired })
      .refine((v) => v.length <= EPC_MAX_NAME, { error: BANK_ACCOUNT_MESSAGES.holderTooLong })
      .refine((v) => !nameContainsLink(v), { error: TEXT_WITH_LINK_MESSAGE }),
    iban: z
      .string({ error: BANK_ACCOUNT_MESSAGES.ibanRequired })
      .max(80, { error: BANK_ACCOUNT_MESSAGES.ibanInvalid })
      .transform(normalizeIban)
      .refine((v) => v.length > 0, { error: BANK_ACCOUNT_MESSAGES.ibanRequired })
      .refine((v) => v.length === 0 || isValidIban(v), { error: BANK_ACCOUNT_MESSAGES.ibanInvalid })
      .refine((v) => !isValidIban(v) || isSepaIban(v), { error: BANK_ACCOUNT_MESSAGES.ibanNotSepa }),
    isDefault: z.boolean({ error: BANK_ACCOUNT_MESSAGES.invalidBody }).optional(),
    propertyIds: z
      .array(idSchema(BANK_ACCOUNT_MESSAGES.propertiesInvalid), { error: BANK_ACCOUNT_MESSAGES.propertiesInvalid })
      .max(MAX_BANK_ACCOUNT_PROPERTIES, { error: BANK_ACCOUNT_MESSAGES.propertiesInvalid })
      .optional(),
  },
  { error: BANK_ACCOUNT_MESSAGES.invalidBody },
);
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccountValues = z.output<typeof bankAccountSchema>;
