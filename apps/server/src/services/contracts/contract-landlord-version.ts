import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, landlordDataVersion, property } from '../../db/schema';

/**
 * The data version of the landlord of the contract `where` selects (decision 131), one statement;
 * null when it selects none. Everything one contract's reads show is that landlord's data (its
 * tenant's account too: a tenant's update bumps their landlords), so a read of one contract is
 * kept under it, whoever asks (decisions 141, 144).
 */
export async function readContractLandlordVersion(db: Queryable, where: SQL): Promise<number | null> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(${landlordDataVersion.version}, 0)`.mapWith(Number) })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .leftJoin(landlordDataVersion, eq(landlordDataVersion.landlordId, property.landlordId))
    .where(where)
    .limit(1);
  return row ? row.version : null;
}
