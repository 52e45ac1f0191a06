import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/**
 * A paged list's search (decision 080): `text` anywhere in any of the folded `columns` (stored
 * generated columns: lower case, accents removed by the database's casaconti_fold, the same
 * function the text goes through here), served by their trigram indexes, or folded expressions
 * over a few rows (a property's bills' notes). LIKE's own wildcards in
 * the text are matched literally.
 */
export function searchCondition(text: string, columns: (AnyColumn | SQL)[]): SQL {
  const escaped = text.replace(/[\\%_]/g, '\\$&');
  const pattern = sql`'%' || casaconti_fold(${escaped}) || '%'`;
  return or(...columns.map((column) => sql`${column} like ${pattern}`)) as SQL;
}
