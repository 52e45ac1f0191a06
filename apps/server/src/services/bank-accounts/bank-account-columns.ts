import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { bankAccount } from '../../db/schema';

/** What the API answers of an account (the IBAN normalized; the web shows it in groups of four). */
export type BankAccountView = {
  id: string;
  name: string;
  holderName: string;
  iban: string;
  isDefault: boolean;
  /** The landlord's live properties whose rent goes to this account rather than the default. */
  propertyIds: string[];
};

export const bankAccountColumns = {
  id: bankAccount.id,
  name: bankAccount.name,
  holderName: bankAccount.holderName,
  iban: bankAccount.iban,
  isDefault: bankAccount.isDefault,
};

/** The one rule for "this landlord's live account" (docs/domain.md §8, §18). */
export function landlordBankAccountCondition(landlordId: string): SQL {
  return and(eq(bankAccount.landlordId, landlordId), isNull(bankAccount.deletedAt)) as SQL;
}
