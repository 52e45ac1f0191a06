/**
 * The 'portfolio import' case of `npm run bench` (issue 50): a spreadsheet of 300 contracts on 60
 * properties of 5 rooms each (and 60 free rooms) imported into an empty account, in process over
 * the server's own services: the upload (XLSX decoded), the preview (the mapping chosen) and the
 * run (`runPortfolioImport`: the rows read, then one transaction of batched inserts). Times each
 * step and counts the SQL statements of the run, which must not grow with the rows (decision 196).
 * The target: ≤ 10 s on PGlite.
 */
import {
  IMPORT_EXAMPLE_ROW,
  IMPORT_FIELDS,
  type ImportMapping,
  importFieldHeader,
} from '@casaconti/core/portfolio-import';
import ExcelJS from 'exceljs';
import { openDatabase } from '../apps/server/src/db/client';
import { portfolioImport, user } from '../apps/server/src/db/schema';
import { fixedClock } from '../apps/server/src/lib/clock';
import type { JobQueue } from '../apps/server/src/lib/jobs';
import { createLogger } from '../apps/server/src/lib/logger';
import { setImportMapping } from '../apps/server/src/services/imports/preview-portfolio-import';
import { runPortfolioImport } from '../apps/server/src/services/imports/run-portfolio-import';
import { startPortfolioImport } from '../apps/server/src/services/imports/start-portfolio-import';
import { uploadPortfolioImport } from '../apps/server/src/services/imports/upload-portfolio-import';

export const IMPORT_BENCH_CONTRACTS = 300;
const ROOMS_PER_PROPERTY = 5;
const CONTRACTS_PER_PROPERTY = 5;

/** The bench's file: 300 contracts (one room each, begun over the last year) and a free room per property. */
export async function portfolioWorkbook(contracts = IMPORT_BENCH_CONTRACTS): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Portafoglio');
  sheet.addRow(IMPORT_FIELDS.map(importFieldHeader));
  const properties = Math.ceil(contracts / CONTRACTS_PER_PROPERTY);
  for (let p = 0; p < properties; p++) {
    for (let r = 0; r <= ROOMS_PER_PROPERTY; r++) {
      const i = p * CONTRACTS_PER_PROPERTY + r;
      const cells: Record<string, string> = {
        ...IMPORT_EXAMPLE_ROW,
        property_name: `Casa ${p + 1}`,
        street_address: `Via del Bench ${p + 1}`,
        room_name: `Stanza ${r + 1}`,
        tenant_email: `inquilino.${i}@bench.example.com`,
        tenant_first_name: `Nome${i}`,
        start_date: `01/${String((i % 12) + 1).padStart(2, '0')}/2025`,
        end_date: '31/12/2027',
        rent_amount: `${400 + (i % 50) * 5},50`,
      };
      if (r === ROOMS_PER_PROPERTY || i >= contracts) {
        for (const f of IMPORT_FIELDS.slice(IMPORT_FIELDS.indexOf('tenant_first_name'))) cells[f] = '';
      }
      sheet.addRow(IMPORT_FIELDS.map((f) => cells[f] ?? ''));
    }
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export type ImportBenchResult = {
  contracts: number;
  rows: number;
  uploadMs: number;
  previewMs: number;
  runMs: number;
  totalMs: number;
  /** SQL statements of runPortfolioImport (the rows read, the transaction). */
  runStatements: number;
};

/** One import of the bench's file into an empty account on a fresh database (PGlite, or DATABASE_URL). */
export async function benchPortfolioImport(contracts = IMPORT_BENCH_CONTRACTS): Promise<ImportBenchResult> {
  // The drizzle query hook counts every statement, those inside transactions included.
  let statements = 0;
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: null,
    onQuery: () => {
      statements++;
    },
  });
  await database.migrate();
  const logger = createLogger('silent');
  const deps = {
    db: database.db,
    clock: fixedClock('2026-03-15T10:00:00Z'),
    logger,
    secret: 'bench-secret-bench-secret-bench-secret',
    // Started as the route does (its job enqueued and left: no worker here), then run below to time
    // and count it alone.
    jobs: { enqueue: async () => 'bench' } as unknown as JobQueue,
  };
  try {
    const landlordId = crypto.randomUUID();
    const now = new Date();
    await deps.db.insert(user).values({
      id: landlordId,
      email: `bench.import.${landlordId.slice(0, 8)}@example.com`,
      name: 'Bench Import',
      firstName: 'Bench',
      lastName: 'Import',
      emailVerified: true,
      isLandlord: true,
      userStatus: 'active',
      createdAt: now,
      updatedAt: now,
    });
    const bytes = await portfolioWorkbook(contracts);
    const t0 = performance.now();
    const uploaded = await uploadPortfolioImport({ db: deps.db, landlordId, fileName: 'bench.xlsx', bytes });
    const t1 = performance.now();
    const preview = await setImportMapping({
      db: deps.db,
      clock: deps.clock,
      landlordId,
      importId: uploaded.id,
      mapping: uploaded.mapping as ImportMapping,
    });
    if (preview.counts.errors > 0)
      throw new Error(`bench file has errors: ${JSON.stringify(preview.rows.find((r) => r.errors.length))}`);
    const t2 = performance.now();
    await startPortfolioImport(deps, { landlordId, importId: uploaded.id });
    const t3 = performance.now();
    statements = 0;
    await runPortfolioImport(deps, uploaded.id);
    const runStatements = statements;
    const t4 = performance.now();
    const [done] = await deps.db
      .select({ status: portfolioImport.status, created: portfolioImport.rowsCreated })
      .from(portfolioImport);
    if (done?.status !== 'done') throw new Error(`the bench import ended ${done?.status}`);
    return {
      contracts,
      rows: preview.counts.rows,
      uploadMs: Math.round(t1 - t0),
      previewMs: Math.round(t2 - t1),
      runMs: Math.round(t4 - t3),
      totalMs: Math.round(t4 - t0 - (t3 - t2)),
      runStatements,
    };
  } finally {
    await database.close();
  }
}

// `node --import tsx bench/portfolio-import.ts [contracts]`: this case alone, without the server.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  console.log(await benchPortfolioImport(Number(process.argv[2] ?? IMPORT_BENCH_CONTRACTS)));
}
