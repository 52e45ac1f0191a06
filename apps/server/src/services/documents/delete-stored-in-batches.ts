import type { Storage } from '../../lib/storage';

/** How many rows one round reads; the clean-up goes on until none is left. */
const BATCH = 200;

/**
 * The one way a clean-up deletes stored files (decisions 046, 160): rows are read in id order,
 * BATCH at a time (`readBatch(after)`: the next rows after that id, at most `limit`); each row's
 * bytes are deleted first, then `markGone` records the rows whose bytes went (deletes or marks
 * them, and returns how many it changed). A storage failure leaves its row as it was, so the next
 * run retries it, and is counted in `failed`.
 */
export async function deleteStoredInBatches(opts: {
  storage: Storage;
  readBatch: (after: string | null, limit: number) => Promise<{ id: string; storageKey: string }[]>;
  markGone: (ids: string[]) => Promise<number>;
}): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  let after: string | null = null;
  for (;;) {
    const rows = await opts.readBatch(after, BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const gone: string[] = [];
    for (const row of rows) {
      try {
        await opts.storage.delete(row.storageKey);
        gone.push(row.id);
      } catch {
        failed++;
      }
    }
    if (gone.length > 0) deleted += await opts.markGone(gone);
    if (rows.length < BATCH) break;
  }
  return { deleted, failed };
}
