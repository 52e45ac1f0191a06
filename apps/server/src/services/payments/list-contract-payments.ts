import type { PaymentMethod } from '@casaconti/core/payments';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { payable, payment, paymentAllocation } from '../../db/schema';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { payableOrderBy } from '../payables/payable-order-sql';
import { paymentColumns } from './payment-columns';

/** A payment as the contract's payments tab shows it (cents; dates 'yyyy-MM-dd'). */
export type PaymentView = {
  id: string;
  amount: number;
  receivedOn: string;
  method: PaymentMethod;
  note: string | null;
  /** Null: a payment of the history whose receipt was not asked for yet (decision 192). */
  receiptYear: number | null;
  receiptNumber: number | null;
  reversedAt: string | null;
  reversalReason: string | null;
  /** The receipt email's job ran out of tries: 'Ricevuta non inviata', 'Invia di nuovo' (decision 185). */
  receiptEmailFailed: boolean;
  createdAt: string;
  allocations: { payableId: string; type: string; periodStartDate: string | null; dueDate: string; amount: number }[];
};

/** The payments of `contractId` (all, or one) with their allocations: two statements. */
async function selectPayments(db: Queryable, contractId: string, paymentId?: string): Promise<PaymentView[]> {
  const where = and(eq(payment.contractId, contractId), paymentId ? eq(payment.id, paymentId) : undefined);
  const [rows, allocations] = await Promise.all([
    db
      .select({
        id: payment.id,
        ...paymentColumns,
        receiptEmailFailedAt: payment.receiptEmailFailedAt,
        createdAt: payment.createdAt,
      })
      .from(payment)
      .where(where)
      .orderBy(desc(payment.receivedOn), desc(payment.receiptYear), desc(payment.receiptNumber)),
    db
      .select({
        paymentId: paymentAllocation.paymentId,
        payableId: paymentAllocation.payableId,
        type: payable.type,
        periodStartDate: payable.periodStartDate,
        dueDate: payable.dueDate,
        amount: paymentAllocation.amount,
      })
      .from(paymentAllocation)
      .innerJoin(payment, eq(payment.id, paymentAllocation.paymentId))
      .innerJoin(payable, eq(payable.id, paymentAllocation.payableId))
      .where(where)
      .orderBy(...payableOrderBy()),
  ]);
  return rows.map(({ receiptEmailFailedAt, ...r }) => ({
    ...r,
    receiptEmailFailed: receiptEmailFailedAt !== null,
    reversedAt: r.reversedAt ? r.reversedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    allocations: allocations.filter((a) => a.paymentId === r.id).map(({ paymentId: _, ...a }) => a),
  }));
}

/** One payment of a contract (the caller has checked the contract). */
export async function findContractPayment(db: Queryable, contractId: string, paymentId: string): Promise<PaymentView> {
  const [view] = await selectPayments(db, contractId, paymentId);
  if (!view) throw new Error(`payment ${paymentId} not found on its contract`);
  return view;
}

/**
 * The payments recorded on the landlord's contract, newest received first, reversed ones
 * included (marked): what the contract's payments tab lists. Another landlord's contract → 404.
 */
export async function listContractPayments(opts: { db: Db; landlordId: string; contractId: string }) {
  const { db, landlordId, contractId } = opts;
  await findLandlordContract({ db, landlordId, contractId, access: 'read' });
  return selectPayments(db, contractId);
}
