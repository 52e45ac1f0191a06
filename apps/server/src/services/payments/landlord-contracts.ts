import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, property } from '../../db/schema';
import { contractTenantNameColumns } from '../contracts/contract-columns';
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

/**
 * The landlord's non-deleted contracts with tenant and property names (the payments page rows):
 * the tenant as the landlord typed them on the contract, never the account's names (docs/domain.md §8,
 * decision 019).
 */
export async function listLandlordContracts(db: Queryable, landlordId: string) {
  return db
    .select({ contractId: contract.id, ...contractTenantNameColumns, propertyName: property.name })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(landlordContractCondition(landlordId))
    .orderBy(contract.tenantLastName, contract.tenantFirstName, contract.id);
}

export const tenantOf = (r: { tenantFirstName: string; tenantLastName: string }) => ({
  firstName: r.tenantFirstName,
  lastName: r.tenantLastName,
});
