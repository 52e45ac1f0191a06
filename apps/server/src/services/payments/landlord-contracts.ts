import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, property, user } from '../../db/schema';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';

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
