import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import {
  findHeaderRow,
  guessMapping,
  type ImportMapping,
  MAX_IMPORT_ROWS,
  type RememberedMapping,
  rememberMapping,
} from '@casaconti/core/portfolio-import';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portfolioImport } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { decodeSpreadsheet } from '../../lib/spreadsheet-file';
import { importView } from './import-view';

/**
 * An uploaded spreadsheet, stored as an import waiting for its mapping (nothing of the portfolio
 * is written): the file decoded (XLSX or CSV), the header found (not necessarily on row 1), the
 * columns guessed from their names and from the landlord's last mapping. A file that is not a
 * spreadsheet, empty, without rows under the header or over 5,000 rows is refused with its message.
 */
export async function uploadPortfolioImport(opts: { db: Db; landlordId: string; fileName: string; bytes: Uint8Array }) {
  const sheet = await decodeSpreadsheet(opts.bytes);
  const headerRow = findHeaderRow(sheet.rows);
  if (headerRow < 0)
    throw new AppError('VALIDATION', IMPORT_MESSAGES.notASpreadsheet, { file: IMPORT_MESSAGES.notASpreadsheet });
  const dataRows = sheet.rows.length - headerRow - 1;
  if (dataRows <= 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.noDataRows, { file: IMPORT_MESSAGES.noDataRows });
  if (dataRows > MAX_IMPORT_ROWS)
    throw new AppError('VALIDATION', IMPORT_MESSAGES.tooManyRows, { file: IMPORT_MESSAGES.tooManyRows });

  const headers = sheet.rows[headerRow]!;
  const mapping = guessMapping(headers, await lastMapping(opts.db, opts.landlordId));
  const [created] = await opts.db
    .insert(portfolioImport)
    .values({
      landlordId: opts.landlordId,
      fileName: opts.fileName,
      headerRow,
      cells: sheet.rows,
      cellIssues: sheet.cellIssues,
      mapping: mapping as Record<string, number>,
      rowsTotal: dataRows,
    })
    .returning();
  return importView(opts.db, created!);
}

/** The mapping the landlord chose last (an import past its upload), by header name. */
async function lastMapping(db: Db, landlordId: string): Promise<RememberedMapping> {
  const [last] = await db
    .select({ cells: portfolioImport.cells, headerRow: portfolioImport.headerRow, mapping: portfolioImport.mapping })
    .from(portfolioImport)
    .where(and(eq(portfolioImport.landlordId, landlordId), ne(portfolioImport.status, 'uploaded')))
    .orderBy(desc(portfolioImport.updatedAt))
    .limit(1);
  if (!last?.mapping) return {};
  return rememberMapping(last.cells[last.headerRow] ?? [], last.mapping as ImportMapping);
}
