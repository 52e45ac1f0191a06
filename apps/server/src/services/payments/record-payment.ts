import type { RecordPaymentInput } from '@casaconti/core/schemas/payment';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payment } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { findContractPayment, type PaymentView } from './list-contract-payments';
import { recordPaymentInTransaction } from './record-payment-in-transaction';

/**
 * Records a payment the landlord received on their contract (docs/domain.md §12), in one transaction
 * holding the contract's lock: two payments on one contract take turns and never cover a cent
 * twice. With an idempotency key already used on this contract it answers that payment
 * (`created: false`) and records nothing. Its receipt job is enqueued in the same transaction.
 */
export async function recordPayment(opts: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  landlordId: string;
  contractId: string;
  input: RecordPaymentInput;
}): Promise<{ created: boolean; payment: PaymentView }> {
  const { db, clock, jobs, landlordId, contractId, input } = opts;
  return db.transaction(async (tx) => {
    const found = await findLandlordContract({ db: tx, landlordId, contractId, lock: 'update' });
    if (input.idempotencyKey) {
      const [done] = await tx
        .select({ id: payment.id })
        .from(payment)
        .where(and(eq(payment.contractId, contractId), eq(payment.idempotencyKey, input.idempotencyKey)));
      if (done) return { created: false, payment: await findContractPayment(tx, contractId, done.id) };
    }
    const recorded = await recordPaymentInTransaction({
      tx,
      clock,
      jobs,
      landlordId,
      contract: found,
      amount: input.amount,
      receivedOn: input.receivedOn,
      method: input.method,
      note: input.note,
      payableIds: input.payableIds,
      idempotencyKey: input.idempotencyKey,
    });
    return {
      created: true,
      payment: await findContractPayment(tx, contractId, recorded.paymentId),
    };
  });
}
