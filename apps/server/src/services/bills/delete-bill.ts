import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bill, billSplit, document, payable, settlementItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import { findLandlordBill } from './find-landlord-bill';
import { BILL_MESSAGES } from '@casaconti/core/messages';

/**
 * delete-bill (docs/domain.md §5), one transaction: refused (409, with the reason) once a split is settled
 * or a payable of it is paid or partly paid (an allocation on it, decision 089); otherwise the bill, its splits, their unpaid payables and pending
 * settlement debits and its documents are removed. The rows checked are locked (FOR UPDATE), so
 * a simultaneous conguaglio or payment confirmation either happens first (and the delete is
 * refused) or finds them gone. The stored files are deleted once the transaction has committed;
 * a storage failure then leaves an unreferenced file, logged, never a reference to a missing one.
 */
export async function deleteBill(opts: {
  db: Db;
  storage: Storage;
  logger: Logger;
  landlordId: string;
  billId: string;
}): Promise<void> {
  const { db, storage, logger, landlordId, billId } = opts;
  const storageKeys = await db.transaction(async (tx) => {
    await findLandlordBill({ db: tx, landlordId, billId, lock: 'update' });
    const splitIds = (await tx.select({ id: billSplit.id }).from(billSplit).where(eq(billSplit.billId, billId))).map(
      (s) => s.id,
    );
    if (splitIds.length > 0) {
      const items = await tx
        .select({ settlementId: settlementItem.settlementId })
        .from(settlementItem)
        .where(inArray(settlementItem.billSplitId, splitIds))
        .for('update');
      if (items.some((i) => i.settlementId !== null)) throw new AppError('CONFLICT', BILL_MESSAGES.deleteSettled);
      const payables = await tx
        .select({ status: payable.status, allocated: payable.allocatedAmount })
        .from(payable)
        .where(inArray(payable.billSplitId, splitIds))
        .for('update');
      // A partly paid share (decision 089) is refused like a paid one.
      if (payables.some((p) => p.status === 'paid' || p.allocated > 0))
        throw new AppError('CONFLICT', BILL_MESSAGES.deletePaid);
      await tx.delete(settlementItem).where(inArray(settlementItem.billSplitId, splitIds));
      await tx.delete(payable).where(inArray(payable.billSplitId, splitIds));
      await tx.delete(billSplit).where(inArray(billSplit.id, splitIds));
    }
    const documents = await tx
      .delete(document)
      .where(eq(document.billId, billId))
      .returning({ storageKey: document.storageKey });
    await tx.delete(bill).where(eq(bill.id, billId));
    return documents.map((d) => d.storageKey);
  });
  for (const key of storageKeys) {
    try {
      await storage.delete(key);
    } catch (err) {
      logger.error({ err, key }, 'bill document file left behind after delete');
    }
  }
}
