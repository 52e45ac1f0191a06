import { PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, payable, payment, paymentAllocation, property, settlementItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { findContractPayment, type PaymentView } from './list-contract-payments';

/**
 * Reverses ('storno') a payment of the landlord's contract with a reason (docs/domain.md §12), in one
 * transaction holding the contract's lock: every payable it covered gets back exactly what it
 * covered (a paid one is due again when no longer covered) and the credit of an advance it made
 * paid is withdrawn. The payment and its receipt number stay, marked reversed. Already reversed
 * → 409; an advance whose credit a conguaglio already took → 409 (irreversible, docs/domain.md §6).
 * Reversed under the same `idempotencyKey` (a double click or a retry of one 'Storna' dialog,
 * decision 162) → the reversed payment again (200 as the first), nothing changed; parallel
 * requests with one key wait on the contract's lock and find the first one's reversal.
 */
export async function reversePayment(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  paymentId: string;
  reason: string;
  idempotencyKey?: string;
}): Promise<PaymentView> {
  const { db, clock, landlordId, paymentId, idempotencyKey } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ contractId: payment.contractId })
      .from(payment)
      .innerJoin(contract, eq(contract.id, payment.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(eq(payment.id, paymentId), landlordContractCondition(landlordId)));
    if (!row) throw new AppError('NOT_FOUND', PAYMENT_LEDGER_MESSAGES.paymentNotFound);
    const { contractId } = row;
    await findLandlordContract({ db: tx, landlordId, contractId, lock: 'update' });
    if (idempotencyKey) {
      const [done] = await tx
        .select({ id: payment.id })
        .from(payment)
        .where(and(eq(payment.id, paymentId), eq(payment.reversalKey, idempotencyKey)));
      if (done) return findContractPayment(tx, contractId, paymentId);
    }
    const [reversed] = await tx
      .update(payment)
      .set({ reversedAt: clock.now(), reversalReason: opts.reason, reversalKey: idempotencyKey ?? null })
      .where(and(eq(payment.id, paymentId), sql`${payment.reversedAt} IS NULL`))
      .returning({ id: payment.id });
    if (!reversed) throw new AppError('CONFLICT', PAYMENT_LEDGER_MESSAGES.alreadyReversed);

    const allocations = await tx
      .select({ payableId: paymentAllocation.payableId, amount: paymentAllocation.amount })
      .from(paymentAllocation)
      .where(eq(paymentAllocation.paymentId, paymentId));
    const ids = allocations.map((a) => a.payableId);
    if (ids.length > 0) {
      const settled = await tx
        .select({ id: settlementItem.id })
        .from(settlementItem)
        .where(and(inArray(settlementItem.payableId, ids), isNotNull(settlementItem.settlementId)))
        .limit(1);
      if (settled.length > 0) throw new AppError('CONFLICT', PAYMENT_LEDGER_MESSAGES.creditAlreadySettled);
      const back = allocations.map((a) => ({ id: a.payableId, cents: Math.abs(a.amount) }));
      // One jsonb parameter carries all rows: the same SQL on node-postgres and PGlite. A paid
      // payable is due again; a cancelled one (its contract edited since) stays cancelled.
      await tx.execute(sql`
        UPDATE payable AS p
           SET allocated_cents = p.allocated_cents - v.cents,
               status = CASE WHEN p.status = 'paid' THEN 'due' ELSE p.status END,
               paid_at = CASE WHEN p.status = 'paid' THEN NULL ELSE p.paid_at END,
               confirmation_key = CASE WHEN p.status = 'paid' THEN NULL ELSE p.confirmation_key END
          FROM jsonb_to_recordset(${JSON.stringify(back)}::jsonb) AS v(id uuid, cents bigint)
         WHERE p.id = v.id AND p.contract_id = ${contractId}`);
      await tx
        .update(settlementItem)
        .set({ deletedAt: clock.now() })
        .where(
          and(
            inArray(settlementItem.payableId, ids),
            sql`${settlementItem.settlementId} IS NULL`,
            sql`${settlementItem.deletedAt} IS NULL`,
            inArray(
              settlementItem.payableId,
              tx
                .select({ id: payable.id })
                .from(payable)
                .where(and(inArray(payable.id, ids), eq(payable.status, 'due'))),
            ),
          ),
        );
    }
    return findContractPayment(tx, contractId, paymentId);
  });
}
