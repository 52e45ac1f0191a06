import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { portfolioImport } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type StoredImport = typeof portfolioImport.$inferSelect;

/** The landlord's import, or 404 with the same body as a missing id (docs/domain.md §8). `lock`: FOR UPDATE. */
export async function findLandlordImport(opts: {
  db: Queryable;
  landlordId: string;
  importId: string;
  lock?: boolean;
}): Promise<StoredImport> {
  const query = opts.db
    .select()
    .from(portfolioImport)
    .where(and(eq(portfolioImport.id, opts.importId), eq(portfolioImport.landlordId, opts.landlordId)));
  const [found] = opts.lock ? await query.for('update') : await query;
  if (!found) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
  return found;
}
