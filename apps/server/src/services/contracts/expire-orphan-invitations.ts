import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, invitation, user } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/**
 * When a contract stops pointing at a still-invited user (contract deleted, or its tenant email
 * changed) and that user has no other live contract, their open invitation links die: a link
 * sent to a mistyped address must not open an account. `exceptContractId` is the contract
 * being changed, whose row may not reflect the change yet.
 */
export async function expireOrphanInvitations(opts: {
  tx: Queryable;
  clock: Clock;
  userId: string;
  exceptContractId: string;
}): Promise<void> {
  const now = opts.clock.now();
  await opts.tx
    .update(invitation)
    .set({ expiresAt: now })
    .where(
      and(
        eq(invitation.userId, opts.userId),
        isNull(invitation.usedAt),
        gt(invitation.expiresAt, now),
        sql`exists (select 1 from ${user} where ${user.id} = ${opts.userId} and ${user.userStatus} = 'invited')`,
        sql`not exists (select 1 from ${contract} where ${contract.tenantId} = ${opts.userId} and ${contract.deletedAt} is null and ${ne(contract.id, opts.exceptContractId)})`,
      ),
    );
}
