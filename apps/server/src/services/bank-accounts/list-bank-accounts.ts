import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bankAccount, property, propertyBankAccount } from '../../db/schema';
import { landlordPropertyCondition } from '../properties/landlord-property-condition';
import { type BankAccountView, bankAccountColumns, landlordBankAccountCondition } from './bank-account-columns';

/** The landlord's live accounts, the default first, then by creation (decision 202). */
export async function listBankAccounts(opts: { db: Queryable; landlordId: string }): Promise<BankAccountView[]> {
  const accounts = await opts.db
    .select(bankAccountColumns)
    .from(bankAccount)
    .where(landlordBankAccountCondition(opts.landlordId))
    .orderBy(desc(bankAccount.isDefault), asc(bankAccount.createdAt), asc(bankAccount.id));
  if (accounts.length === 0) return [];
  const links = await opts.db
    .select({ propertyId: propertyBankAccount.propertyId, bankAccountId: propertyBankAccount.bankAccountId })
    .from(propertyBankAccount)
    .innerJoin(property, eq(property.id, propertyBankAccount.propertyId))
    .where(
      and(
        landlordPropertyCondition(opts.landlordId),
        inArray(
          propertyBankAccount.bankAccountId,
          accounts.map((a) => a.id),
        ),
      ),
    )
    .orderBy(asc(property.name), asc(property.id));
  return accounts.map((a) => ({
    ...a,
    propertyIds: links.filter((l) => l.bankAccountId === a.id).map((l) => l.propertyId),
  }));
}

/** One of them, or undefined. */
export async function findBankAccountView(opts: { db: Queryable; landlordId: string; accountId: string }) {
  return (await listBankAccounts(opts)).find((a) => a.id === opts.accountId);
}

/** The landlord's live properties by name (the settings' picker of which property names an account). */
export async function listPropertyChoices(opts: { db: Queryable; landlordId: string }) {
  return opts.db
    .select({ id: property.id, name: property.name })
    .from(property)
    .where(landlordPropertyCondition(opts.landlordId))
    .orderBy(asc(property.name), asc(property.id));
}
