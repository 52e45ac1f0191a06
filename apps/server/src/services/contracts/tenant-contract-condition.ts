import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contract } from '../../db/schema';

/**
 * The one rule for "this contract is in the viewer's tenant area" (DOMAIN §8): a live contract
 * whose tenant is the viewer and who accepted it from the emailed link (docs/decisions/019).
 * Every tenant read (portfolio, details, statements, overview, documents) uses it.
 */
export function tenantContractCondition(viewerId: string): SQL {
  return and(eq(contract.tenantId, viewerId), isNull(contract.deletedAt), isNotNull(contract.acceptedAt)) as SQL;
}
