import { ARREARS_BUCKETS } from '@casaconti/core/analytics';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';

/** What every analytics statement reads: the landlord's live properties (or one of them) over one calendar year. */
export type AnalyticsScope = {
  landlordId: string;
  propertyId: string | null;
  year: number;
  /** 'yyyy-01-01' and 'yyyy-12-31' of the year. */
  from: string;
  to: string;
  /** Today in Europe/Rome (docs/domain.md §1). */
  today: string;
};

/** `year` null: the current year of `today`. */
export function analyticsScope(landlordId: string, asked: number | null, propertyId: string | null, today: string) {
  const year = asked ?? Number(today.slice(0, 4));
  return { landlordId, propertyId, year, from: `${year}-01-01`, to: `${year}-12-31`, today } satisfies AnalyticsScope;
}

/**
 * The CTE `props`: the landlord's live properties, or the one asked for (its ownership is checked
 * first by readAnalyticsProperties). Every statement starts from it: only the landlord's own rows.
 */
export function propsCte(s: AnalyticsScope): SQL {
  return sql`props AS (
    SELECT id, name FROM property
    WHERE landlord_id = ${s.landlordId} AND deleted_at IS NULL
      AND (${s.propertyId}::uuid IS NULL OR id = ${s.propertyId}::uuid))`;
}

/** The CTE `scope_contracts`: the contracts on the scope's properties (after `props`). */
export function scopeContractsCte(): SQL {
  return sql`scope_contracts AS (SELECT c.id FROM contract c JOIN props p ON p.id = c.property_id)`;
}

/** The SQL of an arrears' age bucket from its days overdue, from core's ARREARS_BUCKETS (one definition). */
export function bucketCase(ageDays: SQL): SQL {
  const whens = ARREARS_BUCKETS.filter((b) => b.max !== null).map(
    (b) => sql`WHEN ${ageDays} <= ${sql.raw(String(b.max))} THEN ${sql.raw(`'${b.key}'`)}`,
  );
  const last = ARREARS_BUCKETS[ARREARS_BUCKETS.length - 1]!.key;
  return sql`CASE ${sql.join(whens, sql` `)} ELSE ${sql.raw(`'${last}'`)} END`;
}

/** Both drivers answer a raw query with { rows }; the shared Db type cannot say so. */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Sums come back as bigint text (node-postgres) or numbers (PGlite); null stays null. */
export const cents = (v: string | number | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

/**
 * One statement: the number of the landlord's live properties in the scope (all, or the one asked
 * for: the per-property table's total), the name of the one asked for (the filter box names it),
 * and the year of the landlord's first contract (the year picker's start). A property asked for
 * that is not among them: 404, the same answer as a missing id (docs/domain.md §8). The properties
 * themselves are not read: the filter searches the properties list, the table reads a page
 * (decision 125).
 */
export async function readAnalyticsProperties(db: Queryable, landlordId: string, propertyId: string | null) {
  const rows = await rowsOf<{ n: number | string; name: string | null; first_year: number | string | null }>(
    db,
    sql`SELECT count(p.id) AS n, max(p.name) FILTER (WHERE p.id = ${propertyId}::uuid) AS name,
               (SELECT extract(year FROM min(c.start_date))::int
                  FROM contract c JOIN property q ON q.id = c.property_id
                 WHERE q.landlord_id = ${landlordId} AND q.deleted_at IS NULL) AS first_year
        FROM property p
        WHERE p.landlord_id = ${landlordId} AND p.deleted_at IS NULL
          AND (${propertyId}::uuid IS NULL OR p.id = ${propertyId}::uuid)`,
  );
  const row = rows[0];
  const propertyCount = cents(row?.n);
  if (propertyId && propertyCount === 0) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.propertyNotFoundView);
  const firstYear = row?.first_year;
  return {
    propertyCount,
    propertyName: propertyId ? (row?.name ?? null) : null,
    firstYear: firstYear === null || firstYear === undefined ? null : Number(firstYear),
  };
}
