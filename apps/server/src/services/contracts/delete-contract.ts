import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, contractRoom, payable } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { expireContractInvitations } from './expire-contract-invitations';
import { findLandlordContract } from './find-landlord-contract';

/**
 * delete-contract (docs/domain.md §7), one transaction: the contract is soft-deleted, its share link
 * dies (hash nulled), its rooms are free at once, its unpaid payables are cancelled. Paid
 * payables, bill splits, settlement items and settlements stay as history.
 */
export async function deleteContract(opts: { db: Db; clock: Clock; landlordId: string; contractId: string }) {
  const { clock, contractId } = opts;
  await opts.db.transaction(async (tx) => {
    const found = await findLandlordContract({ db: tx, landlordId: opts.landlordId, contractId, lock: 'update' });
    const now = clock.now();
    await tx
      .update(contract)
      .set({ deletedAt: now, shareTokenHash: null, updatedAt: now })
      .where(eq(contract.id, contractId));
    await tx
      .update(contractRoom)
      .set({ deletedAt: now })
      .where(and(eq(contractRoom.contractId, contractId), isNull(contractRoom.deletedAt)));
    await tx
      .update(payable)
      .set({ status: 'cancelled' })
      .where(and(eq(payable.contractId, contractId), eq(payable.status, 'due')));
    await expireContractInvitations({ tx, clock, contractId, userId: found.tenantId });
  });
}
