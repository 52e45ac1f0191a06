import { PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, payment, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { JobQueue } from '../../lib/jobs';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { enqueuePaymentReceipt } from './send-payment-receipt';

/**
 * 'Invia di nuovo' on a payment marked 'Ricevuta non inviata' (decision 185): in one transaction,
 * clears the mark and enqueues a new receipt job (a new email, with its own Message-ID). Another
 * landlord's payment → 404; a receipt that has not failed (sent, or still being tried) → 409, so
 * two clicks queue one job.
 */
export async function resendPaymentReceipt(opts: {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  landlordId: string;
  paymentId: string;
}): Promise<void> {
  const { db, landlordId, paymentId } = opts;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: payment.id })
      .from(payment)
      .innerJoin(contract, eq(contract.id, payment.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(eq(payment.id, paymentId), landlordContractCondition(landlordId)));
    if (!row) throw new AppError('NOT_FOUND', PAYMENT_LEDGER_MESSAGES.paymentNotFound);
    const [cleared] = await tx
      .update(payment)
      .set({ receiptEmailFailedAt: null })
      .where(and(eq(payment.id, paymentId), isNotNull(payment.receiptEmailFailedAt)))
      .returning({ id: payment.id });
    if (!cleared) throw new AppError('CONFLICT', PAYMENT_LEDGER_MESSAGES.receiptNotFailed);
    await enqueuePaymentReceipt(tx, opts.jobs, { landlordId, paymentId });
  });
}
