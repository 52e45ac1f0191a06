import { type AnyColumn, eq, exists, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { contract, user } from '../../db/schema';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';

/**
 * Whether the person is someone's tenant (an accepted, live contract): docs/domain.md §8, decision 023.
 * The subquery is a query builder, not a template: inside a relational query's `extras` (the
 * session read, lib/auth-database.ts) Drizzle re-aliases every column of a template to the outer
 * table, which would turn `contract.tenant_id` into the user's.
 */
export const hasTenantContracts = (userId: string | AnyColumn): SQL<boolean> =>
  exists(
    new QueryBuilder().select({ one: sql`1` }).from(contract).where(tenantContractCondition(userId)),
  ) as SQL<boolean>;

/**
 * docs/product.md §3 User, as the client reads it, plus has_tenant_contracts, so a landlord who is also a
 * tenant reaches the tenant area too (docs/domain.md §8). One query (users table by id).
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
