import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, user } from '../../db/schema';
import type { SessionUser } from '../../lib/context';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';

/** Whether the person is someone's tenant (an accepted, live contract): DOMAIN §8, decision 023. */
const hasTenantContracts = (userId: string | AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${contract} where ${tenantContractCondition(userId)})`;

/**
 * What /me needs beyond the session's user row, as SQL over that row: the session reader selects
 * it in the session's own statement (lib/session.ts sessionReader, decision 029).
 */
export const CURRENT_USER_SESSION_COLUMNS = { hasTenantContracts: hasTenantContracts(user.id) };

type FromSession = { user: SessionUser; extra: { hasTenantContracts: boolean } | undefined };

/**
 * SPEC §3 User, as the client reads it, plus has_tenant_contracts, so a landlord who is also a
 * tenant reaches the tenant area too (DOMAIN §8). No statement when `fromSession` carries the
 * session reader's CURRENT_USER_SESSION_COLUMNS; otherwise one query (users table by id).
 */
export async function getCurrentUser(opts: { db: Queryable; userId: string; fromSession?: FromSession }) {
  const known = opts.fromSession;
  if (known?.extra && known.user.id === opts.userId) {
    return {
      id: known.user.id,
      email: known.user.email,
      first_name: known.user.firstName,
      last_name: known.user.lastName,
      is_landlord: known.user.isLandlord,
      user_status: known.user.userStatus,
      has_tenant_contracts: known.extra.hasTenantContracts === true,
    };
  }
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
