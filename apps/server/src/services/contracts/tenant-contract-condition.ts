import { type AnyColumn, and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contract } from '../../db/schema';

/** The columns tenantContractCondition reads: those of `contract`, or of an alias of it. */
type ContractTenantColumns = { tenantId: AnyColumn; deletedAt: AnyColumn; acceptedAt: AnyColumn };

/**
 * The one rule for "this contract is in the viewer's tenant area" (docs/domain.md §8): a live contract
 * whose tenant is the viewer and who accepted it from the emailed link (docs/decisions/019).
 * Every tenant read (portfolio, details, statements, overview, documents) uses it. `viewerId`: the
 * viewer's id, or the column holding it (the session's user row: lib/session.ts); `table`: an
 * alias of `contract` when the query joins it under another name (document access).
 */
export function tenantContractCondition(viewerId: string | AnyColumn, table: ContractTenantColumns = contract): SQL {
  return and(eq(table.tenantId, viewerId), isNull(table.deletedAt), isNotNull(table.acceptedAt)) as SQL;
}
