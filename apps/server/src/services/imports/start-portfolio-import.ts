import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import type { ImportMapping } from '@casaconti/core/portfolio-import';
import { eq } from 'drizzle-orm';
import { portfolioImport } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { findLandlordImport } from './find-landlord-import';
import { importView } from './import-view';
import { planPortfolioImport } from './plan-portfolio-import';

/**
 * 'Importa': the landlord confirms a preview without errors. The import is marked running and its
 * work (runPortfolioImport) is a durable job of the same transaction (decision 184), done after
 * the answer and again after a crash (it goes on from the stored record). A preview with
 * errors is refused and nothing is stored; a second confirmation answers the import as it stands
 * (one run). A failed run may be confirmed again.
 */
export async function startPortfolioImport(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secret' | 'logger' | 'jobs'>,
  opts: { landlordId: string; importId: string },
) {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const record = await findLandlordImport({ db: tx, ...opts, lock: true });
    if (record.status === 'running' || record.status === 'done') return importView(tx, record);
    if (record.status === 'uploaded' || !record.mapping) throw new AppError('CONFLICT', IMPORT_MESSAGES.notReady);
    const planned = await planPortfolioImport({
      db: tx,
      landlordId: opts.landlordId,
      source: record,
      mapping: record.mapping as ImportMapping,
    });
    const withErrors = planned.filter((r) => r.status === 'error').length;
    if (withErrors > 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.hasErrors);
    const [running] = await tx
      .update(portfolioImport)
      .set({
        status: 'running',
        rowsTotal: planned.length,
        rowsRead: 0,
        rowsCreated: 0,
        rowsExisting: 0,
        rowsWithErrors: 0,
        errorMessage: null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(portfolioImport.id, record.id))
      .returning();
    await deps.jobs.enqueue(tx, 'portfolio-import', { importId: record.id });
    return importView(tx, running!);
  });
}
