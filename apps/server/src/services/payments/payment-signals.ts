import { MAX_PENDING_SIGNALS_PER_CONTRACT, MAX_PROOF_BYTES_PER_CONTRACT } from '@casaconti/core/constants';
import { compareIso } from '@casaconti/core/dates';
import { amountExceedsMessage, PAYMENT_LEDGER_MESSAGES, PAYMENT_SIGNAL_MESSAGES } from '@casaconti/core/messages';
import { formatEuro } from '@casaconti/core/money';
import { outstandingTotal } from '@casaconti/core/payments';
import type { PaymentSignalInput } from '@casaconti/core/schemas/payment';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import { contract, document, paymentSignal, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { today } from '../../lib/clock';
import type { Storage } from '../../lib/storage';
import { attachUploadedDocument } from '../documents/attach-uploaded-document';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';
import { loadOpenLedger, recordPaymentInTransaction } from './record-payment-in-transaction';

export type PaymentSignalView = {
  id: string;
  contractId: string;
  amount: number;
  paidOn: string;
  method: PaymentSignalInput['method'];
  status: 'pending' | 'confirmed' | 'rejected';
  rejectionReason: string | null;
  paymentId: string | null;
  /** The proof file the tenant attached, opened through POST /api/documents/url (decision 090). */
  proofDocumentId: string | null;
  /** The proof of a signal rejected long ago was deleted (decision 160): the signal stays. */
  proofDeleted: boolean;
  createdAt: string;
};

const signalColumns = {
  id: paymentSignal.id,
  contractId: paymentSignal.contractId,
  amount: paymentSignal.amount,
  paidOn: paymentSignal.paidOn,
  method: paymentSignal.method,
  status: paymentSignal.status,
  rejectionReason: paymentSignal.rejectionReason,
  paymentId: paymentSignal.paymentId,
  proofDocumentId: paymentSignal.proofDocumentId,
  createdAt: paymentSignal.createdAt,
};

/** signalColumns and whether the proof was deleted, for reads joined with the proof's document. */
const signalReadColumns = { ...signalColumns, proofDeletedAt: document.deletedAt };

type SignalRow = Omit<PaymentSignalView, 'createdAt' | 'proofDeleted'> & {
  createdAt: Date | string;
  proofDeletedAt?: Date | string | null;
};

function view({ proofDeletedAt, ...row }: SignalRow): PaymentSignalView {
  const proofDeleted = proofDeletedAt != null;
  return {
    ...row,
    proofDocumentId: proofDeleted ? null : row.proofDocumentId,
    proofDeleted,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The tenant's 'Ho pagato' (docs/domain.md §12) on a contract in their area (another's → 404, as if it did
 * not exist). The payment rules apply (not in the future, not before the contract, not over what
 * is outstanding now) so that a confirmation can succeed; nothing else changes until the landlord
 * decides. An optional proof (an upload of this tenant with purpose payment_proof) becomes a
 * document of the signal (attachUploadedDocument; its rules: type by the bytes, size, single use).
 *
 * Bounds (decision 160): at most MAX_PENDING_SIGNALS_PER_CONTRACT pending signals per contract,
 * and the contract's proofs (deleted ones aside) within MAX_PROOF_BYTES_PER_CONTRACT; beyond
 * either 429 and nothing stored. With an idempotency key already used on this contract it answers
 * that signal (`created: false`) and stores nothing (decision 161).
 *
 * One transaction holding the contract's row lock FOR NO KEY UPDATE: two signals of one contract
 * take turns (so the bounds and the key hold under parallel requests), and payments, which lock
 * it FOR UPDATE, wait for a signal and the other way round.
 */
export async function signalPayment(opts: {
  db: Db;
  storage: Storage;
  clock: Clock;
  tenantId: string;
  contractId: string;
  input: PaymentSignalInput;
}): Promise<{ created: boolean; signal: PaymentSignalView }> {
  const { db, storage, clock, tenantId, contractId, input } = opts;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: contract.id, startDate: contract.startDate })
      .from(contract)
      .where(and(eq(contract.id, contractId), tenantContractCondition(tenantId)))
      .for('no key update');
    if (!found) throw new AppError('NOT_FOUND', PAYMENT_SIGNAL_MESSAGES.notFound);
    if (input.idempotencyKey) {
      const [done] = await tx
        .select(signalReadColumns)
        .from(paymentSignal)
        .leftJoin(document, eq(document.id, paymentSignal.proofDocumentId))
        .where(and(eq(paymentSignal.contractId, contractId), eq(paymentSignal.idempotencyKey, input.idempotencyKey)));
      if (done) return { created: false, signal: view(done) };
    }
    if (compareIso(input.paidOn, today(clock)) > 0) {
      throw new AppError('VALIDATION', PAYMENT_LEDGER_MESSAGES.dateInFuture, {
        paidOn: PAYMENT_LEDGER_MESSAGES.dateInFuture,
      });
    }
    if (compareIso(input.paidOn, found.startDate) < 0) {
      throw new AppError('VALIDATION', PAYMENT_LEDGER_MESSAGES.dateBeforeContract, {
        paidOn: PAYMENT_LEDGER_MESSAGES.dateBeforeContract,
      });
    }
    const outstanding = outstandingTotal(await loadOpenLedger(tx, contractId));
    if (input.amount > outstanding) {
      const message = amountExceedsMessage(formatEuro(outstanding));
      throw new AppError('VALIDATION', message, { amount: message });
    }
    const held = await heldByContract(tx, contractId);
    if (held.pending >= MAX_PENDING_SIGNALS_PER_CONTRACT) {
      throw new AppError('RATE_LIMITED', PAYMENT_SIGNAL_MESSAGES.tooManyPending);
    }
    const proof = input.proof
      ? await attachUploadedDocument({
          tx,
          storage,
          clock,
          ownerId: tenantId,
          filePath: input.proof.temp_path,
          originalFileName: input.proof.original_filename,
          purpose: 'payment_proof',
          paymentProof: true,
        })
      : null;
    // Checked on the stored size; the throw undoes the attachment (the upload expires unused and
    // deleteExpiredUploads removes its bytes).
    if (proof && held.proofBytes + proof.size > MAX_PROOF_BYTES_PER_CONTRACT) {
      throw new AppError('RATE_LIMITED', PAYMENT_SIGNAL_MESSAGES.proofSpaceFull, {
        proof: PAYMENT_SIGNAL_MESSAGES.proofSpaceFull,
      });
    }
    const [row] = await tx
      .insert(paymentSignal)
      .values({
        contractId,
        tenantId,
        amount: input.amount,
        paidOn: input.paidOn,
        method: input.method,
        proofDocumentId: proof?.id ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
      })
      .returning(signalColumns);
    return { created: true, signal: view(row!) };
  });
}

/** A contract's pending signals and the bytes of its signals' proofs not deleted (decision 160). */
async function heldByContract(tx: Tx, contractId: string): Promise<{ pending: number; proofBytes: number }> {
  const [held] = await tx
    .select({
      pending: sql<number>`count(*) filter (where ${paymentSignal.status} = 'pending')::int`,
      proofBytes: sql<number>`coalesce(sum(${document.size}) filter (where ${document.deletedAt} is null), 0)::bigint`,
    })
    .from(paymentSignal)
    .leftJoin(document, eq(document.id, paymentSignal.proofDocumentId))
    .where(eq(paymentSignal.contractId, contractId));
  return { pending: held?.pending ?? 0, proofBytes: Number(held?.proofBytes ?? 0) };
}

/** The tenant's own signals, newest first (their area shows status and rejection reason). */
export async function listTenantSignals(opts: { db: Queryable; tenantId: string }): Promise<PaymentSignalView[]> {
  const rows = await opts.db
    .select(signalReadColumns)
    .from(paymentSignal)
    .innerJoin(contract, eq(contract.id, paymentSignal.contractId))
    .leftJoin(document, eq(document.id, paymentSignal.proofDocumentId))
    .where(and(eq(paymentSignal.tenantId, opts.tenantId), tenantContractCondition(opts.tenantId)))
    .orderBy(desc(paymentSignal.createdAt));
  return rows.map(view);
}

export type PendingSignalView = PaymentSignalView & {
  tenant: { firstName: string; lastName: string };
  property: string;
};

/** The landlord's pending signals ('Pagamenti segnalati'), oldest first; `contractId` narrows to one contract. */
export async function listPendingSignals(opts: {
  db: Queryable;
  landlordId: string;
  contractId?: string;
}): Promise<PendingSignalView[]> {
  const rows = await opts.db
    .select({
      ...signalReadColumns,
      firstName: contract.tenantFirstName,
      lastName: contract.tenantLastName,
      property: property.name,
    })
    .from(paymentSignal)
    .innerJoin(contract, eq(contract.id, paymentSignal.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .leftJoin(document, eq(document.id, paymentSignal.proofDocumentId))
    .where(
      and(
        eq(paymentSignal.status, 'pending'),
        landlordContractCondition(opts.landlordId),
        opts.contractId ? eq(paymentSignal.contractId, opts.contractId) : undefined,
      ),
    )
    .orderBy(paymentSignal.createdAt, paymentSignal.id);
  return rows.map(({ firstName, lastName, property: name, ...r }) => ({
    ...view(r),
    tenant: { firstName, lastName },
    property: name,
  }));
}

/**
 * A signal on one of the landlord's contracts, locked with its contract for the decision; else
 * 404. A signal already decided → 409, unless it was decided as `decision` under this
 * `decisionKey`: then `replay` is the signal as decided, and nothing is to change (decision 162).
 */
async function lockLandlordSignal(
  tx: Tx,
  opts: { landlordId: string; signalId: string; decision: 'confirmed' | 'rejected'; decisionKey?: string },
) {
  const { landlordId, signalId } = opts;
  const [row] = await tx
    .select({ contractId: paymentSignal.contractId })
    .from(paymentSignal)
    .innerJoin(contract, eq(contract.id, paymentSignal.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(eq(paymentSignal.id, signalId), landlordContractCondition(landlordId)));
  if (!row) throw new AppError('NOT_FOUND', PAYMENT_SIGNAL_MESSAGES.notFound);
  const found = await findLandlordContract({ db: tx, landlordId, contractId: row.contractId, lock: 'update' });
  const [signal] = await tx.select().from(paymentSignal).where(eq(paymentSignal.id, signalId)).for('update');
  if (signal?.status === 'pending') return { contract: found, signal, replay: null };
  if (signal && opts.decisionKey && signal.decisionKey === opts.decisionKey && signal.status === opts.decision) {
    const [decided] = await tx.select(signalColumns).from(paymentSignal).where(eq(paymentSignal.id, signalId));
    return { contract: found, signal, replay: view(decided!) };
  }
  throw new AppError('CONFLICT', PAYMENT_SIGNAL_MESSAGES.alreadyDecided);
}

/**
 * Confirms a signal: it becomes a payment (recordPaymentInTransaction, oldest first) in the same
 * transaction, holding the contract's lock. A signal already decided → 409, nothing recorded;
 * confirmed under the same `decisionKey` → the confirmed signal again, nothing recorded
 * (so no second receipt; decision 162).
 */
export async function confirmPaymentSignal(opts: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  landlordId: string;
  signalId: string;
  decisionKey?: string;
}): Promise<{ signal: PaymentSignalView }> {
  const { db, clock, jobs, landlordId, signalId, decisionKey } = opts;
  return db.transaction(async (tx) => {
    const {
      contract: found,
      signal,
      replay,
    } = await lockLandlordSignal(tx, { landlordId, signalId, decision: 'confirmed', decisionKey });
    if (replay) return { signal: replay };
    const recorded = await recordPaymentInTransaction({
      tx,
      clock,
      jobs,
      landlordId,
      contract: found,
      amount: signal.amount,
      receivedOn: signal.paidOn,
      method: signal.method,
      note: 'Segnalato dall’inquilino',
    });
    const [row] = await tx
      .update(paymentSignal)
      .set({
        status: 'confirmed',
        paymentId: recorded.paymentId,
        decidedAt: clock.now(),
        decisionKey: decisionKey ?? null,
      })
      .where(eq(paymentSignal.id, signalId))
      .returning(signalColumns);
    return { signal: view(row!) };
  });
}

/**
 * Rejects a signal with the reason the tenant will read. Already decided → 409; rejected under
 * the same `decisionKey` → the rejected signal again, unchanged (decision 162).
 */
export async function rejectPaymentSignal(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  signalId: string;
  reason: string;
  decisionKey?: string;
}): Promise<PaymentSignalView> {
  const { db, clock, landlordId, signalId, decisionKey } = opts;
  return db.transaction(async (tx) => {
    const { replay } = await lockLandlordSignal(tx, { landlordId, signalId, decision: 'rejected', decisionKey });
    if (replay) return replay;
    const [row] = await tx
      .update(paymentSignal)
      .set({
        status: 'rejected',
        rejectionReason: opts.reason,
        decidedAt: clock.now(),
        decisionKey: decisionKey ?? null,
      })
      .where(eq(paymentSignal.id, signalId))
      .returning(signalColumns);
    return view(row!);
  });
}
