import { OPENING_POSITION_MESSAGES, PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, payment, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { findContractPayment, type PaymentView } from './list-contract-payments';
import { takeReceiptNumber } from './record-payment-in-transaction';

/**
 * The receipt of a payment of the history, made when the landlord asks (docs/domain.md §17,
 * decision 192): in one transaction under the contract's lock it takes the next number of the
 * landlord's year of the payment's date (gapless, like any receipt). A payment that has its
 * receipt answers it unchanged (`issued: false`); a reversed payment without one → 409; another
 * landlord's → 404. No email: the landlord downloads it; the tenant finds it in their area.
 */
export async function issuePaymentReceipt(opts: {
  db: Db;
  landlordId: string;
  paymentId: string;
}): Promise<{ issued: boolean; payment: PaymentView }> {
  const { db, landlordId, paymentId } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ contractId: payment.contractId })
      .from(payment)
      .innerJoin(contract, eq(contract.id, payment.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .where(and(eq(payment.id, paymentId), landlordContractCondition(landlordId)));
    if (!row) throw new AppError('NOT_FOUND', PAYMENT_LEDGER_MESSAGES.paymentNotFound);
    await findLandlordContract({ db: tx, landlordId, contractId: row.contractId, lock: 'update', access: 'read' });
    const [current] = await tx
      .select({ receiptNumber: payment.receiptNumber, receivedOn: payment.receivedOn, reversedAt: payment.reversedAt })
      .from(payment)
      .where(eq(payment.id, paymentId));
    if (current!.receiptNumber !== null) {
      return { issued: false, payment: await findContractPayment(tx, row.contractId, paymentId) };
    }
    if (current!.reversedAt !== null) throw new AppError('CONFLICT', OPENING_POSITION_MESSAGES.receiptOfReversed);
    const receiptYear = Number(current!.receivedOn.slice(0, 4));
    const receiptNumber = await takeReceiptNumber(tx, landlordId, receiptYear);
    await tx
      .update(payment)
      .set({ receiptYear, receiptNumber })
      .where(and(eq(payment.id, paymentId), isNull(payment.receiptNumber)));
    return { issued: true, payment: await findContractPayment(tx, row.contractId, paymentId) };
  });
}
