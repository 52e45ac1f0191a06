import { allocatePayment, type OpenCredit, type OpenPayable, type PaymentMethod } from '@casaconti/core/payments';
import { amountExceedsMessage, PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { formatEuro } from '@casaconti/core/money';
import { compareIso } from '@casaconti/core/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payable, payment, paymentAllocation, receiptCounter } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import { today } from '../../lib/clock';
import { payableOrderBy } from '../payables/payable-order-sql';
import { enqueuePaymentReceipt } from './send-payment-receipt';
import { giveSettlementCredits } from './settlement-credits';

/** The open payables and settlement credits of a contract, as core's allocation reads them, in the one order. */
export async function loadOpenLedger(tx: Tx, contractId: string) {
  const rows = await tx
    .select({
      id: payable.id,
      type: payable.type,
      dueDate: payable.dueDate,
      createdAt: payable.createdAt,
      amount: payable.amount,
      allocated: payable.allocatedAmount,
    })
    .from(payable)
    .where(and(eq(payable.contractId, contractId), eq(payable.status, 'due')))
    .orderBy(...payableOrderBy());
  const payables: OpenPayable[] = [];
  const credits: OpenCredit[] = [];
  for (const r of rows) {
    const row = { id: r.id, type: r.type, dueDate: r.dueDate, createdAt: r.createdAt.toISOString() };
    if (r.amount > 0) payables.push({ ...row, amount: r.amount, allocated: r.allocated });
    else if (r.amount < 0) credits.push({ ...row, amount: -r.amount, allocated: r.allocated });
  }
  return { payables, credits };
}

/** The next receipt number of the landlord's year: one statement, the row lock keeps it gapless. */
export async function takeReceiptNumber(tx: Tx, landlordId: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounter)
    .values({ landlordId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounter.landlordId, receiptCounter.year],
      set: { lastNumber: sql`${receiptCounter.lastNumber} + 1` },
    })
    .returning({ n: receiptCounter.lastNumber });
  return row!.n;
}

export type RecordedPayment = {
  paymentId: string;
  /** Null for a payment of the history (`receipt: false`): its receipt is made when asked for. */
  receiptYear: number | null;
  receiptNumber: number | null;
  /** How many payables (settlement credits included) the payment made paid. */
  paidCount: number;
};

/**
 * Records one payment inside the caller's transaction, which holds the contract's lock
 * (findLandlordContract with lock 'update'): checks the date (not in the future, not before the
 * contract's start), allocates it with core's allocatePayment (the one order of docs/domain.md §12, or the
 * ticked payables; credits netted first), takes the receipt number, writes the payment and its
 * allocations, raises the payables' covered cents and marks paid the ones now covered; a
 * settlement_base_fee fully paid gives its credit (docs/domain.md §6, §12), and enqueues the payment's
 * receipt job. Refusals are Italian 4xx and nothing is written (the transaction rolls back).
 * `receipt: false` (a payment of the history, docs/domain.md §17, decision 192): no receipt number
 * is taken and no receipt job is enqueued; issuePaymentReceipt takes the number later.
 */
export async function recordPaymentInTransaction(opts: {
  tx: Tx;
  clock: Clock;
  /** The queue its receipt job goes to; not needed with `receipt: false`. */
  jobs?: Pick<JobQueue, 'enqueue'>;
  landlordId: string;
  contract: { id: string; startDate: string };
  amount: number;
  receivedOn: string;
  method: PaymentMethod;
  note: string | null;
  payableIds?: readonly string[];
  idempotencyKey?: string | null;
  receipt?: boolean;
}): Promise<RecordedPayment> {
  const { tx, clock, contract, amount, receivedOn } = opts;
  if (compareIso(receivedOn, today(clock)) > 0) {
    throw new AppError('VALIDATION', PAYMENT_LEDGER_MESSAGES.dateInFuture, {
      receivedOn: PAYMENT_LEDGER_MESSAGES.dateInFuture,
    });
  }
  if (compareIso(receivedOn, contract.startDate) < 0) {
    throw new AppError('VALIDATION', PAYMENT_LEDGER_MESSAGES.dateBeforeContract, {
      receivedOn: PAYMENT_LEDGER_MESSAGES.dateBeforeContract,
    });
  }
  const ledger = await loadOpenLedger(tx, contract.id);
  const payableIds = opts.payableIds ? [...new Set(opts.payableIds)] : undefined;
  const result = allocatePayment({ ...ledger, amount, payableIds });
  if (!result.ok) {
    if (result.reason === 'unknown_payable') {
      throw new AppError('VALIDATION', PAYMENT_LEDGER_MESSAGES.payableNotOfContract, {
        payableIds: PAYMENT_LEDGER_MESSAGES.payableNotOfContract,
      });
    }
    const message = amountExceedsMessage(formatEuro(result.outstanding));
    throw new AppError('VALIDATION', message, { amount: message });
  }
  const receiptYear = opts.receipt === false ? null : Number(receivedOn.slice(0, 4));
  const receiptNumber = receiptYear === null ? null : await takeReceiptNumber(tx, opts.landlordId, receiptYear);
  const [row] = await tx
    .insert(payment)
    .values({
      landlordId: opts.landlordId,
      contractId: contract.id,
      amount,
      receivedOn,
      method: opts.method,
      note: opts.note,
      receiptYear,
      receiptNumber,
      idempotencyKey: opts.idempotencyKey ?? null,
    })
    .returning({ id: payment.id });
  const paymentId = row!.id;
  await tx
    .insert(paymentAllocation)
    .values(result.allocations.map((a) => ({ paymentId, payableId: a.payableId, amount: a.amount })));
  const paid = await coverPayables(tx, clock, contract.id, result.allocations, opts.idempotencyKey ?? null);
  // Its receipt (PDF and email) is a job of this transaction: both commit or neither (decision 185).
  // A payment of the history has none until the landlord asks (decision 192).
  if (receiptNumber !== null) {
    if (!opts.jobs) throw new Error('recordPaymentInTransaction: a payment with a receipt needs the job queue');
    await enqueuePaymentReceipt(tx, opts.jobs, { landlordId: opts.landlordId, paymentId });
  }
  return { paymentId, receiptYear, receiptNumber, paidCount: paid };
}

/**
 * Raises each payable's covered cents by its allocation (one statement), marks paid the ones now
 * fully covered (with paid_at and the confirmation key) and gives the credit of each
 * settlement_base_fee that became paid. Returns how many became paid.
 */
async function coverPayables(
  tx: Tx,
  clock: Clock,
  contractId: string,
  allocations: readonly { payableId: string; amount: number }[],
  confirmationKey: string | null,
): Promise<number> {
  const cover = allocations.map((a) => ({ id: a.payableId, cents: Math.abs(a.amount) }));
  const paidAt = clock.now().toISOString();
  // One jsonb parameter carries all rows: the same SQL on node-postgres and PGlite.
  const result = await tx.execute(sql`
    UPDATE payable AS p
       SET allocated_cents = p.allocated_cents + v.cents,
           status = CASE WHEN p.allocated_cents + v.cents >= abs(p.amount_cents) THEN 'paid' ELSE p.status END,
           paid_at = CASE WHEN p.allocated_cents + v.cents >= abs(p.amount_cents) THEN ${paidAt}::timestamptz ELSE p.paid_at END,
           confirmation_key = CASE WHEN p.allocated_cents + v.cents >= abs(p.amount_cents) THEN ${confirmationKey}::uuid ELSE p.confirmation_key END
      FROM jsonb_to_recordset(${JSON.stringify(cover)}::jsonb) AS v(id uuid, cents bigint)
     WHERE p.id = v.id AND p.contract_id = ${contractId} AND p.status = 'due'
    RETURNING p.id, p.type, p.amount_cents AS amount, p.status = 'paid' AS paid`);
  // Both drivers answer a raw query with { rows }; the shared Db type cannot say so.
  const rows = (result as unknown as { rows: { id: string; type: string; amount: string | number; paid: boolean }[] })
    .rows;
  if (rows.length !== allocations.length) {
    // The contract's lock makes this unreachable: the rows were read under it as 'due'.
    throw new Error('payment allocation: a payable changed under the contract lock');
  }
  const nowPaid = rows.filter((r) => r.paid).map((r) => ({ id: r.id, type: r.type, amount: Number(r.amount) }));
  await giveSettlementCredits(tx, contractId, nowPaid);
  return nowPaid.length;
}
