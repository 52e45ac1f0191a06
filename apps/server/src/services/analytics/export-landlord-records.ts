import type { ExportTable } from '@casaconti/core/schemas/analytics';
import { formatDateIt } from '@casaconti/core/dates';
import {
  categoryLabel,
  costModelLabel,
  landlordPayableStatusLabel,
  payableItemLabel,
  splitCriterionLabel,
} from '@casaconti/core/labels';
import { derivePayableStatus } from '@casaconti/core/payable-status';
import { centsToInputString } from '@casaconti/core/money';
import { formatReceiptNumber } from '@casaconti/core/receipts';
import { openingEntryLabel } from '@casaconti/core/opening-position';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type Clock, today as todayOf } from '../../lib/clock';
import type { RecordsCell as Cell, RecordsTable as Table } from '../../lib/documents/records-xlsx';
import { renderDocument } from '../../lib/documents/render-document';
import { groupBy } from '../../lib/group-by';
import { mapInSlices } from '../../lib/in-slices';
import {
  type AnalyticsScope,
  analyticsScope,
  cents,
  propsCte,
  readAnalyticsProperties,
  rowsOf,
} from './analytics-scope';

/** A date cell (a real date in the XLSX, dd/mm/yyyy in the CSV); none: an empty cell. */
const date = (iso: string | null): Cell => (iso ? { date: iso } : '');
const name = (first: string, last: string) => `${first} ${last}`.trim();

/** The payables of the year (due date in it, not cancelled): the rows 'accrued' sums. */
async function payablesTable(db: Queryable, s: AnalyticsScope): Promise<Table> {
  const rows = await rowsOf<{
    property_name: string;
    first: string;
    last: string;
    type: string;
    period_start: string | null;
    period_end: string | null;
    due: string;
    amount: string | number;
    allocated: string | number;
    status: string;
    category: string | null;
  }>(
    db,
    sql`WITH ${propsCte(s)}
    SELECT p.name AS property_name, c.tenant_first_name AS first, c.tenant_last_name AS last, py.type,
           py.period_start_date::text AS period_start, py.period_end_date::text AS period_end, py.due_date::text AS due,
           py.amount_cents AS amount, py.allocated_cents AS allocated, py.status, b.category
    FROM payable py JOIN contract c ON c.id = py.contract_id JOIN props p ON p.id = c.property_id
    LEFT JOIN bill_split x ON x.id = py.bill_split_id LEFT JOIN bill b ON b.id = x.bill_id
    WHERE py.status <> 'cancelled' AND py.due_date BETWEEN ${s.from}::date AND ${s.to}::date
    ORDER BY py.due_date, p.name, c.tenant_last_name, c.tenant_first_name, py.type, py.id`,
  );
  return {
    title: 'Scadenze',
    columns: ['Immobile', 'Inquilino', 'Tipo', 'Dal', 'Al', 'Scadenza', 'Importo', 'Pagato', 'Stato'],
    rows: await mapInSlices(rows, (r) => {
      const amount = cents(r.amount);
      // 'In ritardo': due before today, the one definition (core derivePayableStatus, docs/domain.md §13).
      const status = derivePayableStatus({ status: r.status === 'paid' ? 'paid' : 'due', dueDate: r.due }, s.today);
      return [
        r.property_name,
        name(r.first, r.last),
        payableItemLabel(r.type, r.category),
        date(r.period_start),
        date(r.period_end),
        date(r.due),
        { cents: amount },
        // A payable paid before the ledger has no allocation: paid is its amount (decision 073).
        { cents: r.status === 'paid' && cents(r.allocated) === 0 ? amount : Math.sign(amount) * cents(r.allocated) },
        landlordPayableStatusLabel(status, amount),
      ];
    }),
  };
}

/**
 * The payments received in the year, reversed ones marked: the live ones are what 'collected' sums.
 * The opening entries of the year (docs/domain.md §17) are listed among them as what they are, not
 * payments: no receipt, no method, 'Saldo iniziale' as their state, the entry's label as the
 * note, before the payments of their day; 'collected' never sums them. One statement.
 */
async function paymentsTable(db: Queryable, s: AnalyticsScope): Promise<Table> {
  const rows = await rowsOf<{
    opening: boolean;
    receipt_year: number | null;
    receipt_number: number | null;
    received_on: string;
    property_name: string;
    first: string;
    last: string;
    method: string | null;
    amount: string | number;
    reversed: boolean;
    reversal_reason: string | null;
    note: string | null;
  }>(
    db,
    sql`WITH ${propsCte(s)}
    SELECT false AS opening, pm.receipt_year, pm.receipt_number, pm.received_on::text AS received_on,
           p.name AS property_name, c.tenant_first_name AS first, c.tenant_last_name AS last, pm.method,
           pm.amount_cents AS amount, pm.reversed_at IS NOT NULL AS reversed, pm.reversal_reason, pm.note
    FROM payment pm JOIN contract c ON c.id = pm.contract_id JOIN props p ON p.id = c.property_id
    WHERE pm.received_on BETWEEN ${s.from}::date AND ${s.to}::date
    UNION ALL
    SELECT true, NULL::integer, NULL::integer, o.entry_date::text, p.name, c.tenant_first_name, c.tenant_last_name,
           NULL::text, o.settled_cents, false, NULL::text, NULL::text
    FROM opening_entry o JOIN contract c ON c.id = o.contract_id JOIN props p ON p.id = c.property_id
    WHERE o.entry_date BETWEEN ${s.from}::date AND ${s.to}::date
    ORDER BY received_on, opening DESC, receipt_year, receipt_number, property_name, last, first`,
  );
  return {
    title: 'Pagamenti',
    columns: ['Ricevuta', 'Data', 'Immobile', 'Inquilino', 'Metodo', 'Importo', 'Stato', 'Motivo storno', 'Note'],
    rows: await mapInSlices(rows, (r) => [
      // A payment of the history has no receipt until the landlord asks for one (decision 192).
      r.receipt_number === null ? '' : formatReceiptNumber(Number(r.receipt_year), Number(r.receipt_number)),
      date(r.received_on),
      r.property_name,
      name(r.first, r.last),
      r.method ?? '',
      { cents: cents(r.amount) },
      r.opening ? OPENING_ENTRY_STATE : r.reversed ? 'Stornato' : 'Valido',
      r.reversal_reason ?? '',
      r.opening ? openingEntryLabel(r.received_on) : (r.note ?? ''),
    ]),
  };
}

/** The 'Stato' of an opening entry's row in the payments export. */
export const OPENING_ENTRY_STATE = 'Saldo iniziale';

export const OWNER_ROW_LABEL = 'Proprietario';

/**
 * The bills of the year (by the day their period ends) with their splits: one row per tenant's
 * share and one for the owner's (the total less the tenants' shares), so a bill's rows sum to it.
 */
async function billsTable(db: Queryable, s: AnalyticsScope): Promise<Table> {
  const rows = await rowsOf<{
    bill_id: string;
    property_name: string;
    category: string;
    period_start: string;
    period_end: string;
    criterion: string;
    total: string | number;
    first: string | null;
    last: string | null;
    cost_model: string | null;
    share: string | number | null;
  }>(
    db,
    sql`WITH ${propsCte(s)},
    bills AS (
      SELECT b.* FROM bill b JOIN props p ON p.id = b.property_id
      WHERE b.deleted_at IS NULL AND b.period_end_date BETWEEN ${s.from}::date AND ${s.to}::date)
    SELECT b.id AS bill_id, p.name AS property_name, b.category, b.period_start_date::text AS period_start,
           b.period_end_date::text AS period_end, b.split_criterion AS criterion, b.total_amount_cents AS total,
           c.tenant_first_name AS first, c.tenant_last_name AS last, x.cost_model_applied AS cost_model,
           x.calculated_amount_cents AS share
    FROM bills b JOIN props p ON p.id = b.property_id
    LEFT JOIN bill_split x ON x.bill_id = b.id AND x.deleted_at IS NULL
    LEFT JOIN contract c ON c.id = x.contract_id
    ORDER BY b.period_end_date, p.name, b.category, b.id, c.start_date, x.id`,
  );
  const groups = await mapInSlices([...groupBy(rows, (r) => r.bill_id).values()], (group) => {
    const b = group[0]!;
    const head = [
      b.property_name,
      categoryLabel(b.category),
      date(b.period_start),
      date(b.period_end),
      splitCriterionLabel(b.criterion),
      { cents: cents(b.total) },
    ];
    const out: Cell[][] = [];
    let tenants = 0;
    for (const r of group) {
      if (r.share === null) continue;
      tenants += cents(r.share);
      out.push([...head, name(r.first ?? '', r.last ?? ''), costModelLabel(r.cost_model), { cents: cents(r.share) }]);
    }
    out.push([...head, OWNER_ROW_LABEL, '', { cents: cents(b.total) - tenants }]);
    return out;
  });
  return {
    title: 'Spese',
    columns: ['Immobile', 'Categoria', 'Dal', 'Al', 'Criterio', 'Totale', 'Quota di', 'Modello', 'Importo'],
    rows: groups.flat(),
  };
}

/** Italian decimals, no thousands separator: 123456 → '1234,56'. */
function csvAmount(c: number) {
  return centsToInputString(c).replace('.', ',');
}

/**
 * A text field that a spreadsheet would read as a formula ('=', '+', '-', '@', tab or CR first)
 * gets a leading apostrophe, so it is shown as the text it is (OWASP's advice on CSV injection,
 * decision 167); amounts and dates are written apart and stay numbers and dates.
 */
export function csvText(v: string) {
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

function csvField(v: string) {
  return /[";\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

function csvCell(c: Cell) {
  if (typeof c === 'string') return csvText(c);
  return 'cents' in c ? csvAmount(c.cents) : formatDateIt(c.date);
}

/**
 * UTF-8 with BOM, ';' between fields, CRLF: Excel in Italian opens it as columns and numbers.
 * The lines are made a slice at a time (decision 152), as the rows were.
 */
export async function toCsv(table: Table): Promise<string> {
  const line = (cells: string[]) => cells.map(csvField).join(';');
  const lines = await mapInSlices(table.rows, (r) => line(r.map(csvCell)));
  return `\uFEFF${[line(table.columns), ...lines].join('\r\n')}\r\n`;
}

const TABLES: Record<ExportTable, (db: Queryable, s: AnalyticsScope) => Promise<Table>> = {
  payables: payablesTable,
  payments: paymentsTable,
  bills: billsTable,
};

const FILE_PART: Record<ExportTable, string> = { payables: 'scadenze', payments: 'pagamenti', bills: 'spese' };

/**
 * export-landlord-records (docs/domain.md §16): payables, payments and bills with their splits of one
 * year, all the landlord's live properties or one. CSV: one table (`table`); XLSX: a sheet each.
 */
export async function exportLandlordRecords(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  /** null: the current year (Europe/Rome). */
  year: number | null;
  propertyId: string | null;
  format: 'csv' | 'xlsx';
  table: ExportTable | null;
}) {
  await readAnalyticsProperties(opts.db, opts.landlordId, opts.propertyId);
  const s = analyticsScope(opts.landlordId, opts.year, opts.propertyId, todayOf(opts.clock));
  if (opts.format === 'csv') {
    const table = opts.table ?? 'payables';
    return {
      body: await toCsv(await TABLES[table](opts.db, s)),
      contentType: 'text/csv; charset=utf-8',
      fileName: `casaconti-${FILE_PART[table]}-${s.year}.csv`,
    };
  }
  const tables = await Promise.all([payablesTable(opts.db, s), paymentsTable(opts.db, s), billsTable(opts.db, s)]);
  return {
    // exceljs takes seconds over a large portfolio's year: made on the documents worker (decision 150).
    body: await renderDocument({ kind: 'records-xlsx', data: tables }),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `casaconti-${s.year}.xlsx`,
  };
}
