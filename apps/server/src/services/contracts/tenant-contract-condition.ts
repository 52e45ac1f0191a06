import { type AnyColumn, and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contract } from '../../db/schema';

/**
 * The one rule for "this contract is in the viewer's tenant area" (DOMAIN §8): a live contract
 * whose tenant is the viewer and who accepted it from the emailed link (docs/decisions/019).
 * Every tenant read (portfolio, details, statements, overview, documents) uses it. `viewerId`: the
 * viewer's id, or the column holding it (the session's user row: lib/session.ts).
 */
export function tenantContractCondition(viewerId: string | AnyColumn): SQL {
  return and(eq(contract.tenantId, viewerId), isNull(contract.deletedAt), isNotNull(contract.acceptedAt)) as SQL;
}
