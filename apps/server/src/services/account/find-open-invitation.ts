import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, invitation, user } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';

/** The unused, unexpired invitation of `token` with its invited user and the contract's names; null if none. */
export async function findOpenInvitation(db: Queryable, clock: Clock, token: string) {
  const [row] = await db
    .select({
      id: invitation.id,
      userId: invitation.userId,
      email: user.email,
      status: user.userStatus,
      firstName: sql<string>`coalesce(${contract.tenantFirstName}, ${user.firstName})`,
      lastName: sql<string>`coalesce(${contract.tenantLastName}, ${user.lastName})`,
    })
    .from(invitation)
    .innerJoin(user, eq(user.id, invitation.userId))
    .leftJoin(contract, eq(contract.id, invitation.contractId))
    .where(
      and(eq(invitation.tokenHash, hashToken(token)), isNull(invitation.usedAt), gt(invitation.expiresAt, clock.now())),
    );
  return row ?? null;
}
