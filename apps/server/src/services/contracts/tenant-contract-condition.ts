import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { contract } from '../../db/schema';

/**
 * The one rule for "this contract is in the viewer's tenant area" (DOMAIN §8): a live contract
 * whose tenant is the viewer. Every tenant read (portfolio, details, statements, overview) uses it,
 * so the acceptance rule for existing accounts is added here once.
 */
export function tenantContractCondition(viewerId: string): SQL {
  return and(eq(contract.tenantId, viewerId), isNull(contract.deletedAt)) as SQL;
}
