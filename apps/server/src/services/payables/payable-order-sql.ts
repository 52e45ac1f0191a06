import { payableTypeRankCases } from '@casaconti/core/payable-order';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { payable } from '../../db/schema';

/** core's payableTypeRank as SQL over `payable.type` (the same ranks, from payableTypeRankCases). */
const typeRank = sql.join(
  [
    sql`CASE ${payable.type}`,
    ...payableTypeRankCases.ranks.map(([type, rank]) => sql`WHEN ${type} THEN ${sql.raw(String(rank))}`),
    sql`ELSE ${sql.raw(String(payableTypeRankCases.otherwise))} END`,
  ],
  sql` `,
);

/**
 * The one order of payables (docs/domain.md §12, core's comparePayableOrder) as ORDER BY terms: due date,
 * type rank, creation, id; `direction` 'desc' reverses it whole (the tenant's newest-first list).
 */
export function payableOrderBy(direction: 'asc' | 'desc' = 'asc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(payable.dueDate), by(typeRank), by(payable.createdAt), by(payable.id)];
}
