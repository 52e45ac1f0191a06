import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, property, user } from '../../db/schema';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';

/**
 * The ids of the landlord's non-deleted contracts as a subquery (the same rule as
 * listLandlordContracts): the payments page's other queries filter on it in SQL, so they need not
 * wait for the contracts list nor send its ids back as one parameter each.
 */
export function landlordContractIds(db: Queryable, landlordId: string) {
  return db
    .select({ id: contract.id })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(landlordContractCondition(landlordId));
}

/** The landlord's non-deleted contracts with tenant and property names (the payments page rows). */
export async function listLandlordContracts(db: Queryable, landlordId: string) {
  return db
    .select({
      contractId: contract.id,
      tenantFirstName: user.firstName,
      tenantLastName: user.lastName,
      propertyName: property.name,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(user, eq(user.id, contract.tenantId))
    .where(landlordContractCondition(landlordId))
    .orderBy(user.lastName, user.firstName, contract.id);
}

export const tenantOf = (r: { tenantFirstName: string; tenantLastName: string }) => ({
  firstName: r.tenantFirstName,
  lastName: r.tenantLastName,
});
