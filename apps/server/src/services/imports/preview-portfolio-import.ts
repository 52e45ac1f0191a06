import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import { type ImportMapping, mappingProblem } from '@casaconti/core/portfolio-import';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { portfolioImport } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findLandlordImport, type StoredImport } from './find-landlord-import';
import { type PlannedRow, planPortfolioImport } from './plan-portfolio-import';

/** A preview row as the page shows it: what it creates, and each error on its cell (header named). */
function previewRow(r: PlannedRow, headers: readonly string[]) {
  const c = r.contract;
  return {
    row: r.row,
    status: r.status,
    propertyName: r.property.name,
    address: r.property.street_address,
    roomNames: r.roomNames,
    tenantName: r.tenant ? `${r.tenant.firstName} ${r.tenant.lastName}`.trim() : null,
    email: c?.tenantInfo.email ?? r.tenant?.email ?? null,
    startDate: c?.contractDetails.start_date ?? null,
    endDate: c?.contractDetails.end_date ?? null,
    rentAmount: c?.contractDetails.rent_amount ?? null,
    errors: r.errors.map((e) => ({
      column: e.column,
      header: e.column === null ? null : (headers[e.column] ?? null),
      field: e.field,
      message: e.message,
    })),
  };
}

/** The preview of an import with its mapping: every row as it will be created, with its errors. */
export async function previewOf(db: Queryable, record: StoredImport) {
  const mapping = (record.mapping ?? {}) as ImportMapping;
  const planned = await planPortfolioImport({ db, landlordId: record.landlordId, source: record, mapping });
  const headers = record.cells[record.headerRow] ?? [];
  const rows = planned.map((r) => previewRow(r, headers));
  return {
    id: record.id,
    rows,
    counts: {
      rows: rows.length,
      create: rows.filter((r) => r.status === 'create').length,
      exists: rows.filter((r) => r.status === 'exists').length,
      errors: rows.filter((r) => r.status === 'error').length,
    },
  };
}

/** The columns' mapping the landlord chose: checked, stored (remembered for their next file), and the preview. */
export async function setImportMapping(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  importId: string;
  mapping: ImportMapping;
}) {
  const record = await findLandlordImport(opts);
  if (record.status !== 'uploaded' && record.status !== 'ready') {
    throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadyStarted);
  }
  const headers = record.cells[record.headerRow] ?? [];
  const problem = mappingProblem(opts.mapping, headers.length);
  if (problem) throw new AppError('VALIDATION', problem, { mapping: problem });
  const withMapping: StoredImport = { ...record, mapping: opts.mapping as Record<string, number>, status: 'ready' };
  const preview = await previewOf(opts.db, withMapping);
  await opts.db
    .update(portfolioImport)
    .set({
      mapping: withMapping.mapping,
      status: 'ready',
      rowsTotal: preview.counts.rows,
      rowsWithErrors: preview.counts.errors,
      updatedAt: opts.clock.now(),
    })
    .where(eq(portfolioImport.id, record.id));
  return preview;
}

/** The preview again (after a reload), from the stored mapping. */
export async function getImportPreview(opts: { db: Db; landlordId: string; importId: string }) {
  const record = await findLandlordImport(opts);
  if (record.status === 'uploaded') throw new AppError('CONFLICT', IMPORT_MESSAGES.notReady);
  return previewOf(opts.db, record);
}
