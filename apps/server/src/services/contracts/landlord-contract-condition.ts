import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { contract, property } from '../../db/schema';

/**
 * The one rule for "the landlord sees this contract" (DOMAIN §8): a live contract on one of the
 * landlord's properties (the query joins `property` on the contract's property). Its tenant-side
 * twin is tenantContractCondition; every landlord read of contracts uses this one. The past
 * contracts of a deleted property stay readable (decision 012).
 */
export function landlordContractCondition(landlordId: string): SQL {
  return and(isNull(contract.deletedAt), eq(property.landlordId, landlordId)) as SQL;
}

/**
 * The rule for "the landlord may change this contract": the read rule and a live property. A
 * contract of a deleted property is history: every write under it (edit, delete, share link,
 * invitation, adjustments, payments, settlement) answers as for a missing one (decision 045).
 */
export function landlordWritableContractCondition(landlordId: string): SQL {
  return and(landlordContractCondition(landlordId), isNull(property.deletedAt)) as SQL;
}
