import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, user } from '../../db/schema';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';

/** Whether the person is someone's tenant (an accepted, live contract): DOMAIN §8, decision 023. */
const hasTenantContracts = (userId: string | AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${contract} where ${tenantContractCondition(userId)})`;

/**
 * SPEC §3 User, as the client reads it, plus has_tenant_contracts, so a landlord who is also a
 * tenant reaches the tenant area too (DOMAIN §8). One query (users table by id).
 */
export async function getCurrentUser(opts: { db: Queryable; userId: string }) {
  const [row] = await opts.db
    .select({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      is_landlord: user.isLandlord,
      user_status: user.userStatus,
      has_tenant_contracts: hasTenantContracts(opts.userId),
    })
    .from(user)
    .where(eq(user.id, opts.userId));
  return row ?? null;
}
