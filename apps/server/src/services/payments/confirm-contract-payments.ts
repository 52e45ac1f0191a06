import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { countConfirmedWithKey, markPayablesPaid } from './mark-payables-paid';
import { PAYMENT_MESSAGES } from '@casaconti/core/messages';

/**
 * mark_contract_payables_as_paid (SPEC §7, DOMAIN §6): every due or overdue payable of the
 * landlord's contract becomes paid, in one transaction under the contract's lock, so two
 * simultaneous confirmations never mark a payable twice. Nothing due → 409, unless the request
 * carries the idempotency key of a confirmation already made: then it answers that confirmation's
 * count and does nothing (decision 048).
 */
export async function confirmContractPayments(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  contractId: string;
  idempotencyKey?: string;
}): Promise<{ count: number }> {
  const { db, clock, landlordId, contractId, idempotencyKey } = opts;
  return db.transaction(async (tx) => {
    await findLandlordContract({ db: tx, landlordId, contractId, lock: 'update' });
    if (idempotencyKey) {
      const done = await countConfirmedWithKey({ tx, contractId, confirmationKey: idempotencyKey });
      if (done > 0) return { count: done };
    }
    const due = await tx
      .select({ id: payable.id })
      .from(payable)
      .where(and(eq(payable.contractId, contractId), eq(payable.status, 'due')));
    const count = await markPayablesPaid({
      tx,
      clock,
      contractId,
      payableIds: due.map((p) => p.id),
      confirmationKey: idempotencyKey,
    });
    if (count === 0) throw new AppError('CONFLICT', PAYMENT_MESSAGES.nothingToConfirm);
    return { count };
  });
}
