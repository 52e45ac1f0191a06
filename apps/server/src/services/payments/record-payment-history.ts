import { compareIso } from '@casaconti/core/dates';
import type { HistoryPaymentInput } from '@casaconti/core/schemas/opening-position';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { materializeScheduledPayables } from '../payables/materialize-scheduled-payables';
import { findContractPayment, type PaymentView } from './list-contract-payments';
import { recordPaymentInTransaction } from './record-payment-in-transaction';

/**
 * Records a contract's history of payments (docs/domain.md §17, decision 192) inside the caller's
 * transaction, which holds the contract's lock: oldest received first (the list's order among
 * equal dates), each allocated by the usual rule (recordPaymentInTransaction: oldest due first,
 * credits netted first; not in the future, not before the contract's start, not above what is
 * owed), with no receipt number and no email; issuePaymentReceipt makes a receipt when the
 * landlord asks. A refusal names the payment's place in the list (`payments.3.amount`, under
 * `fieldPrefix`) and the caller's transaction rolls back: nothing is stored.
 */
export async function recordPaymentHistoryInTx(
  tx: Tx,
  opts: {
    clock: Clock;
    landlordId: string;
    contract: { id: string; startDate: string };
    payments: readonly HistoryPaymentInput[];
    fieldPrefix?: string;
  },
): Promise<{ paymentIds: string[] }> {
  const { clock, landlordId, contract } = opts;
  const order = opts.payments
    .map((p, index) => ({ p, index }))
    .sort((a, b) => compareIso(a.p.receivedOn, b.p.receivedOn) || a.index - b.index);
  const paymentIds: string[] = [];
  for (const { p, index } of order) {
    try {
      const recorded = await recordPaymentInTransaction({
        tx,
        clock,
        landlordId,
        contract,
        amount: p.amount,
        receivedOn: p.receivedOn,
        method: p.method,
        note: p.note,
        receipt: false,
      });
      paymentIds.push(recorded.paymentId);
    } catch (err) {
      if (!(err instanceof AppError) || !err.fields) throw err;
      const at = `${opts.fieldPrefix ?? ''}payments.${index}.`;
      throw new AppError(
        err.code,
        err.message,
        Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [`${at}${k}`, v])),
      );
    }
  }
  return { paymentIds };
}

/**
 * POST /api/contracts/:id/payments/history: recordPaymentHistoryInTx in one transaction under the
 * contract's lock, on the landlord's contract (another landlord's → 404). Answers the payments
 * recorded, oldest first.
 */
export async function recordPaymentHistory(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  contractId: string;
  payments: readonly HistoryPaymentInput[];
}): Promise<{ payments: PaymentView[] }> {
  const { db, clock, landlordId, contractId } = opts;
  return db.transaction(async (tx) => {
    const found = await findLandlordContract({ db: tx, landlordId, contractId, lock: 'update' });
    await materializeScheduledPayables({ db: tx, clock, contractIds: [contractId] });
    const { paymentIds } = await recordPaymentHistoryInTx(tx, {
      clock,
      landlordId,
      contract: found,
      payments: opts.payments,
    });
    const payments: PaymentView[] = [];
    for (const id of paymentIds) payments.push(await findContractPayment(tx, contractId, id));
    return { payments };
  });
}
