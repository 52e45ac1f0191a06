import { DEFAULT_PAYMENT_METHOD, outstandingTotal, type PaymentMethod } from '@casaconti/core/payments';
import { PAYMENT_MESSAGES } from '@casaconti/core/messages';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contract, payable, payment, paymentAllocation, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { today } from '../../lib/clock';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { countConfirmedWithKey, markPayablesPaid } from './mark-payables-paid';
import { loadOpenLedger, recordPaymentInTransaction } from './record-payment-in-transaction';
import type { JobQueue } from '../../lib/jobs';

/** The date received and method of a confirmation (defaults: today, bonifico) and its key. */
export type ConfirmationDetails = {
  idempotencyKey?: string;
  receivedOn?: string;
  method?: PaymentMethod;
};

/** How many items the confirmation covered. */
export type ConfirmationResult = { count: number };

type Target = { kind: 'contract'; contractId: string } | { kind: 'payable'; payableId: string };

/**
 * mark_contract_payables_as_paid (docs/product.md §7, docs/domain.md §6, §12): records one payment of the whole
 * outstanding amount of the landlord's contract (credits netted), dated `receivedOn` (default
 * today), method bonifico unless chosen; every due and overdue payable becomes paid. When the
 * contract's settlement credits cover all it owes, no money is received: the items are marked
 * paid with no payment (decision 072). Nothing due → 409, unless the request carries the
 * idempotency key of a confirmation already made: then it answers that confirmation's count
 * (decision 048).
 */
export function confirmContractPayments(opts: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  landlordId: string;
  contractId: string;
  details: ConfirmationDetails;
}): Promise<ConfirmationResult> {
  return confirm({ ...opts, target: { kind: 'contract', contractId: opts.contractId } });
}

/**
 * Confirms one due or overdue payable of the landlord's contract: a payment of what it still
 * needs (beyond the spec: landlords are often paid in parts). A settlement credit (the landlord
 * paid the tenant back) is marked paid with no payment. Another landlord's payable → 404;
 * already paid → 409 unless it was this key's confirmation: `{ count: 1 }` (decision 048).
 */
export function confirmPayable(opts: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  landlordId: string;
  payableId: string;
  details: ConfirmationDetails;
}): Promise<ConfirmationResult> {
  return confirm({ ...opts, target: { kind: 'payable', payableId: opts.payableId } });
}

async function confirm(opts: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  landlordId: string;
  target: Target;
  details: ConfirmationDetails;
}): Promise<ConfirmationResult> {
  const { db, clock, jobs, landlordId, target, details } = opts;
  const key = details.idempotencyKey;
  return db.transaction(async (tx) => {
    const contractId =
      target.kind === 'contract' ? target.contractId : await contractOfPayable(tx, landlordId, target.payableId);
    const found = await findLandlordContract({ db: tx, landlordId, contractId, lock: 'update' });
    const payableIds = target.kind === 'payable' ? [target.payableId] : undefined;
    let keyTaken = false;
    if (key) {
      const replay = await paymentWithKey(tx, contractId, key, payableIds?.[0]);
      if (replay?.matches) return { count: replay.count };
      keyTaken = replay !== null;
      const done = await countConfirmedWithKey({ tx, contractId, confirmationKey: key, payableIds });
      if (done > 0) return { count: done };
    }
    const ledger = await loadOpenLedger(tx, contractId);
    const notDue = target.kind === 'contract' ? PAYMENT_MESSAGES.nothingToConfirm : PAYMENT_MESSAGES.payableNotDue;
    const open = target.kind === 'payable' ? ledger.payables.some((p) => p.id === target.payableId) : true;
    const amount = open ? outstandingTotal({ ...ledger, payableIds }) : 0;
    if (amount === 0) {
      // No money to receive: what is open (a credit paid back, credits covering everything) is
      // marked paid as before the ledger.
      const ids =
        target.kind === 'payable'
          ? ledger.credits.filter((c) => c.id === target.payableId).map((c) => c.id)
          : [...ledger.payables, ...ledger.credits].map((p) => p.id);
      const marked = await markPayablesPaid({ tx, clock, contractId, payableIds: ids, confirmationKey: key });
      if (marked === 0) throw new AppError('CONFLICT', notDue);
      return { count: marked };
    }
    const recorded = await recordPaymentInTransaction({
      tx,
      clock,
      jobs,
      landlordId,
      contract: found,
      amount,
      receivedOn: details.receivedOn ?? today(clock),
      method: details.method ?? DEFAULT_PAYMENT_METHOD,
      note: null,
      payableIds,
      idempotencyKey: keyTaken ? null : key,
    });
    return { count: recorded.paidCount };
  });
}

/** The contract of a payable of the landlord's contracts, or the payable's 404. */
async function contractOfPayable(tx: Tx, landlordId: string, payableId: string): Promise<string> {
  const [row] = await tx
    .select({ contractId: payable.contractId })
    .from(payable)
    .innerJoin(contract, eq(contract.id, payable.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(eq(payable.id, payableId), landlordContractCondition(landlordId)));
  if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.payableNotFound);
  return row.contractId;
}

/**
 * The payment recorded on the contract under `key`, if any: `matches` when it is this
 * confirmation's (for one payable: it covered that payable), with how many items it covered.
 */
async function paymentWithKey(tx: Tx, contractId: string, key: string, payableId?: string) {
  const [row] = await tx
    .select({
      n: count(paymentAllocation.id),
      covers: payableId ? sql<boolean>`bool_or(${paymentAllocation.payableId} = ${payableId})` : sql<boolean>`true`,
    })
    .from(payment)
    .leftJoin(paymentAllocation, eq(paymentAllocation.paymentId, payment.id))
    .where(and(eq(payment.contractId, contractId), eq(payment.idempotencyKey, key)))
    .groupBy(payment.id);
  if (!row) return null;
  return { matches: row.covers === true, count: row.n };
}
