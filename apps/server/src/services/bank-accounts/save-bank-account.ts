import { BANK_ACCOUNT_MESSAGES, PROPERTY_MESSAGES } from '@casaconti/core/messages';
import type { BankAccountValues } from '@casaconti/core/schemas/bank-account';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bankAccount, property, propertyBankAccount } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isPgError, SQLSTATE } from '../contracts/pg-error';
import { landlordPropertyCondition } from '../properties/landlord-property-condition';
import { type BankAccountView, landlordBankAccountCondition } from './bank-account-columns';
import { findBankAccountView } from './list-bank-accounts';

/**
 * One landlord's account writes run one at a time (a transaction-scoped advisory lock): "is there
 * a default yet", "who else is default" and the write that follows see each other's commits, so two
 * requests at once never make two defaults (the partial unique index is the last word) nor none.
 */
export async function lockLandlordBankAccounts(tx: Tx, landlordId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bank_account'), hashtext(${landlordId}))`);
}

/** A live account of the landlord, locked, or 404 as if it did not exist (docs/domain.md §8). */
export async function findLandlordBankAccount(tx: Tx, landlordId: string, accountId: string) {
  const [row] = await tx
    .select({ id: bankAccount.id, isDefault: bankAccount.isDefault })
    .from(bankAccount)
    .where(and(eq(bankAccount.id, accountId), landlordBankAccountCondition(landlordId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', BANK_ACCOUNT_MESSAGES.notFound);
  return row;
}

/** The account `accountId` becomes the default; the previous default stops being it. */
async function makeDefault(tx: Tx, landlordId: string, accountId: string, clock: Clock) {
  await tx
    .update(bankAccount)
    .set({ isDefault: false, updatedAt: clock.now() })
    .where(
      and(landlordBankAccountCondition(landlordId), eq(bankAccount.isDefault, true), ne(bankAccount.id, accountId)),
    );
  await tx.update(bankAccount).set({ isDefault: true, updatedAt: clock.now() }).where(eq(bankAccount.id, accountId));
}

/**
 * The properties named by the account are exactly `propertyIds` (the landlord's live ones, else 404):
 * each listed property's rent goes to it (moved from another account if it named one); a property
 * it named before and no longer lists falls back to the default.
 */
async function linkProperties(tx: Tx, landlordId: string, accountId: string, propertyIds: string[]) {
  const wanted = [...new Set(propertyIds)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: property.id })
      .from(property)
      .where(and(inArray(property.id, wanted), landlordPropertyCondition(landlordId)));
    if (found.length !== wanted.length) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.propertyNotFoundView);
  }
  await tx
    .delete(propertyBankAccount)
    .where(
      wanted.length > 0
        ? and(eq(propertyBankAccount.bankAccountId, accountId), notInArray(propertyBankAccount.propertyId, wanted))
        : eq(propertyBankAccount.bankAccountId, accountId),
    );
  if (wanted.length === 0) return;
  await tx
    .insert(propertyBankAccount)
    .values(wanted.map((propertyId) => ({ propertyId, bankAccountId: accountId })))
    .onConflictDoUpdate({ target: propertyBankAccount.propertyId, set: { bankAccountId: accountId } });
}

/** A second live account with the same IBAN is refused in Italian (the unique index decides). */
async function refusingTakenIban<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isPgError(err, SQLSTATE.uniqueViolation, 'bank_account_iban_uniq')) {
      throw new AppError('CONFLICT', BANK_ACCOUNT_MESSAGES.ibanTaken, { iban: BANK_ACCOUNT_MESSAGES.ibanTaken });
    }
    throw err;
  }
}

async function answer(tx: Tx, landlordId: string, accountId: string): Promise<BankAccountView> {
  const view = await findBankAccountView({ db: tx, landlordId, accountId });
  if (!view) throw new AppError('NOT_FOUND', BANK_ACCOUNT_MESSAGES.notFound);
  return view;
}

/**
 * create-bank-account (decision 202): the landlord's first account is the default whatever the
 * request says; a later one only when `isDefault` is true. One transaction.
 */
export async function createBankAccount(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  input: BankAccountValues;
}): Promise<BankAccountView> {
  const { landlordId, input, clock } = opts;
  return refusingTakenIban(() =>
    opts.db.transaction(async (tx) => {
      await lockLandlordBankAccounts(tx, landlordId);
      const [existing] = await tx
        .select({ id: bankAccount.id })
        .from(bankAccount)
        .where(landlordBankAccountCondition(landlordId))
        .limit(1);
      const [created] = await tx
        .insert(bankAccount)
        .values({ landlordId, name: input.name, holderName: input.holderName, iban: input.iban })
        .returning({ id: bankAccount.id });
      if (!created) throw new Error('bank account not inserted');
      if (!existing || input.isDefault === true) await makeDefault(tx, landlordId, created.id, clock);
      await linkProperties(tx, landlordId, created.id, input.propertyIds ?? []);
      return answer(tx, landlordId, created.id);
    }),
  );
}

/**
 * update-bank-account: name, holder and IBAN replaced; `isDefault: true` makes it the default (a
 * default stays one until another account is made the default); `propertyIds`, when given,
 * replaces the properties that name it. One transaction.
 */
export async function updateBankAccount(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  accountId: string;
  input: BankAccountValues;
}): Promise<BankAccountView> {
  const { landlordId, input, clock } = opts;
  return refusingTakenIban(() =>
    opts.db.transaction(async (tx) => {
      await lockLandlordBankAccounts(tx, landlordId);
      const target = await findLandlordBankAccount(tx, landlordId, opts.accountId);
      await tx
        .update(bankAccount)
        .set({ name: input.name, holderName: input.holderName, iban: input.iban, updatedAt: clock.now() })
        .where(eq(bankAccount.id, target.id));
      if (input.isDefault === true && !target.isDefault) await makeDefault(tx, landlordId, target.id, clock);
      if (input.propertyIds) await linkProperties(tx, landlordId, target.id, input.propertyIds);
      return answer(tx, landlordId, target.id);
    }),
  );
}
