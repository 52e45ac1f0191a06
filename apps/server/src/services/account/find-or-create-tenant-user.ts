import { fullName } from '@casaconti/core/display';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { user } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/**
 * The account behind a tenant email, or a new `invited` one. Whatever the address is (unknown,
 * invited, an active tenant, a landlord) the caller treats it alike (docs/decisions/019): only
 * `accountActive` decides which link the contract's email carries. Runs in the caller's
 * transaction.
 */
export async function findOrCreateTenantUser(opts: {
  tx: Queryable;
  clock: Clock;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<{ userId: string; accountActive: boolean; created: boolean }> {
  const email = opts.email.trim().toLowerCase();
  const [existing] = await opts.tx
    .select({ id: user.id, status: user.userStatus })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  if (existing) return { userId: existing.id, accountActive: existing.status === 'active', created: false };

  const now = opts.clock.now();
  const userId = crypto.randomUUID();
  await opts.tx.insert(user).values({
    id: userId,
    email,
    name: fullName(opts),
    firstName: opts.firstName,
    lastName: opts.lastName,
    emailVerified: false,
    isLandlord: false,
    userStatus: 'invited',
    createdAt: now,
    updatedAt: now,
  });
  return { userId, accountActive: false, created: true };
}
