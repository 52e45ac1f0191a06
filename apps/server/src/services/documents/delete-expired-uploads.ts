import { and, asc, eq, gt, inArray, isNull, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { document, upload } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage';
import { deleteStoredInBatches } from './delete-stored-in-batches';

/**
 * The upload cleanup (decision 046): deletes the bytes, then the row, of every upload slot that
 * expired without being attached to a contract or bill, on either storage (deleting an object
 * that was never uploaded is harmless). Attached uploads and unexpired ones are kept, and so is
 * any key a document names. Bytes go first: a storage failure leaves the row, so the next run
 * retries it, and is counted in `failed`. A slot that expired can no longer be attached
 * (attachUploadedDocument refuses it), so nothing races the deletion of a row it finds.
 */
export async function deleteExpiredUploads(opts: {
  db: Db;
  storage: Storage;
  clock: Clock;
}): Promise<{ deleted: number; failed: number }> {
  const { db, storage } = opts;
  const now = opts.clock.now();
  const expiredUnattached = and(isNull(upload.claimedAt), lt(upload.expiresAt, now));
  return deleteStoredInBatches({
    storage,
    readBatch: (after, limit) =>
      db
        .select({ id: upload.id, storageKey: upload.storageKey })
        .from(upload)
        .where(
          and(
            expiredUnattached,
            after === null ? undefined : gt(upload.id, after),
            notExists(db.select({ id: document.id }).from(document).where(eq(document.storageKey, upload.storageKey))),
          ),
        )
        .orderBy(asc(upload.id))
        .limit(limit),
    markGone: async (ids) =>
      (
        await db
          .delete(upload)
          .where(and(inArray(upload.id, ids), expiredUnattached))
          .returning({ id: upload.id })
      ).length,
  });
}
