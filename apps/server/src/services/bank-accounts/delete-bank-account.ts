import { BANK_ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccount, propertyBankAccount } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { landlordBankAccountCondition } from './bank-account-columns';
import { findLandlordBankAccount, lockLandlordBankAccounts } from './save-bank-account';

/**
 * delete-bank-account (decision 202): soft-deleted; the properties that named it fall back to the
 * default account. The default itself is refused while another account remains (the landlord
 * first makes another one the default); the last account may go (then no request to pay shows an
 * IBAN or a QR code). One transaction.
 */
export async function deleteBankAccount(opts: { db: Db; clock: Clock; landlordId: string; accountId: string }) {
  await opts.db.transaction(async (tx) => {
    await lockLandlordBankAccounts(tx, opts.landlordId);
    const target = await findLandlordBankAccount(tx, opts.landlordId, opts.accountId);
    if (target.isDefault) {
      const [other] = await tx
        .select({ id: bankAccount.id })
        .from(bankAccount)
        .where(and(landlordBankAccountCondition(opts.landlordId), ne(bankAccount.id, target.id)))
        .limit(1);
      if (other) throw new AppError('CONFLICT', BANK_ACCOUNT_MESSAGES.defaultDeleteRefused);
    }
    await tx.delete(propertyBankAccount).where(eq(propertyBankAccount.bankAccountId, target.id));
    await tx
      .update(bankAccount)
      .set({ deletedAt: opts.clock.now(), isDefault: false, updatedAt: opts.clock.now() })
      .where(eq(bankAccount.id, target.id));
  });
}
