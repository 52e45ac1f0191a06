import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, payable, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { countConfirmedWithKey, markPayablesPaid } from './mark-payables-paid';
import { PAYMENT_MESSAGES } from '@casaconti/core/messages';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';

/**
 * Confirms one due or overdue payable of the landlord's contract (beyond the spec: landlords are
 * often paid in parts). Same rules as confirming the whole contract, under the same lock.
 * Another landlord's payable → the same 404 as a missing one; already paid → 409, unless it was
 * paid by a confirmation with this request's idempotency key: then the answer is that
 * confirmation's, `{ count: 1 }` (decision 048).
 */
export async function confirmPayable(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  payableId: string;
  idempotencyKey?: string;
}): Promise<{ count: number }> {
  const { db, clock, landlordId, payableId, idempotencyKey } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ contractId: payable.contractId })
      .from(payable)
      .innerJoin(contract, eq(contract.id, payable.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(eq(payable.id, payableId), landlordContractCondition(landlordId)));
    if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.payableNotFound);
    await findLandlordContract({ db: tx, landlordId, contractId: row.contractId, lock: 'update' });
    if (idempotencyKey) {
      const payableIds = [payableId];
      const done = await countConfirmedWithKey({
        tx,
        contractId: row.contractId,
        confirmationKey: idempotencyKey,
        payableIds,
      });
      if (done > 0) return { count: done };
    }
    const count = await markPayablesPaid({
      tx,
      clock,
      contractId: row.contractId,
      payableIds: [payableId],
      confirmationKey: idempotencyKey,
    });
    if (count === 0) throw new AppError('CONFLICT', PAYMENT_MESSAGES.payableNotDue);
    return { count };
  });
}
