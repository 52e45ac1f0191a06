import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { contract, property } from '../../db/schema';

/**
 * The one rule for "the landlord sees this contract" (DOMAIN §8): a live contract on one of the
 * landlord's properties (the query joins `property` on the contract's property). Its tenant-side
 * twin is tenantContractCondition; every landlord read or write of contracts uses this one.
 */
export function landlordContractCondition(landlordId: string): SQL {
  return and(isNull(contract.deletedAt), eq(property.landlordId, landlordId)) as SQL;
}
