import { and, gte, isNull, lte, or, type Placeholder } from 'drizzle-orm';
import { contract } from '../../db/schema';

/**
 * SQL twin of isCurrentContract (@casaconti/core/contract-status, docs/domain.md §2): not deleted and
 * start ≤ today ≤ end (or no end). Kept in SQL so that portfolio figures aggregate in one query.
 * `today` may be a placeholder of a prepared statement. Agrees with isCurrentContract for any
 * contract and day (contract-status-sql.test.ts).
 */
export function currentContractCondition(today: string | Placeholder) {
  return and(
    isNull(contract.deletedAt),
    lte(contract.startDate, today),
    or(isNull(contract.endDate), gte(contract.endDate, today)),
  )!;
}
