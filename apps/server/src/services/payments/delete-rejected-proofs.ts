import { REJECTED_PROOF_RETENTION_DAYS } from '@casaconti/core/constants';
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { document, paymentSignal } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage';
import { deleteStoredInBatches } from '../documents/delete-stored-in-batches';

const RETENTION_MS = REJECTED_PROOF_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * The daily clean-up of rejected signals' proofs (decision 160): the proof file of a signal
 * rejected more than REJECTED_PROOF_RETENTION_DAYS ago has its bytes deleted and its document
 * marked deleted (so nobody opens it and it leaves the contract's proof quota); the signal keeps
 * its status, reason and the reference to the (deleted) document. Pending and confirmed signals'
 * proofs stay. Bytes go first (deleteStoredInBatches): a storage failure leaves the document live,
 * so the next run retries it, and is counted in `failed`.
 */
export async function deleteRejectedProofs(opts: {
  db: Db;
  storage: Storage;
  clock: Clock;
}): Promise<{ deleted: number; failed: number }> {
  const { db, storage } = opts;
  const now = opts.clock.now();
  const rejectedBefore = new Date(now.getTime() - RETENTION_MS);
  return deleteStoredInBatches({
    storage,
    readBatch: (after, limit) =>
      db
        .select({ id: document.id, storageKey: document.storageKey })
        .from(paymentSignal)
        .innerJoin(document, eq(document.id, paymentSignal.proofDocumentId))
        .where(
          and(
            eq(paymentSignal.status, 'rejected'),
            lt(paymentSignal.decidedAt, rejectedBefore),
            isNull(document.deletedAt),
            after === null ? undefined : gt(document.id, after),
          ),
        )
        .orderBy(asc(document.id))
        .limit(limit),
    markGone: async (ids) =>
      (
        await db
          .update(document)
          .set({ deletedAt: now })
          .where(and(inArray(document.id, ids), isNull(document.deletedAt)))
          .returning({ id: document.id })
      ).length,
  });
}
