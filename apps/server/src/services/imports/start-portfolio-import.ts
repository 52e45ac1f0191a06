import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import type { ImportMapping } from '@casaconti/core/portfolio-import';
import { eq } from 'drizzle-orm';
import { portfolioImport } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { findLandlordImport } from './find-landlord-import';
import { importView } from './import-view';
import { planPortfolioImport } from './plan-portfolio-import';
import { runPortfolioImport } from './run-portfolio-import';

/**
 * 'Importa': the landlord confirms a preview without errors. The import is marked running and its
 * work (runPortfolioImport) starts after the answer, the way the code base starts background work
 * (lib/background.ts; a durable job later: only the `background.run` line changes). A preview with
 * errors is refused and nothing is stored; a second confirmation answers the import as it stands
 * (one run). A failed run may be confirmed again.
 */
export async function startPortfolioImport(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secret' | 'logger' | 'background'>,
  opts: { landlordId: string; importId: string },
) {
  const { db } = deps;
  const { view, start } = await db.transaction(async (tx) => {
    const record = await findLandlordImport({ db: tx, ...opts, lock: true });
    if (record.status === 'running' || record.status === 'done')
      return { view: await importView(tx, record), start: false };
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
    return { view: await importView(tx, running!), start: true };
  });
  if (start) deps.background.run('portfolio import', () => runPortfolioImport(deps, opts.importId));
  return view;
}
