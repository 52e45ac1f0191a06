import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, invitation, user } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/**
 * When a contract stops pointing at a person (contract deleted, or its tenant email changed),
 * the open links it emailed die: a link sent to a mistyped address must not open an account or
 * accept the contract. Links of other contracts live on (docs/decisions/019). Links issued
 * before links were per contract (no contract_id) die when their still-invited user has no
 * other live contract. `contractId`'s row may not reflect the change yet.
 */
export async function expireContractInvitations(opts: {
  tx: Queryable;
  clock: Clock;
  contractId: string;
  userId: string;
}): Promise<void> {
  const now = opts.clock.now();
  await opts.tx
    .update(invitation)
    .set({ expiresAt: now })
    .where(
      and(
        isNull(invitation.usedAt),
        gt(invitation.expiresAt, now),
        or(
          eq(invitation.contractId, opts.contractId),
          and(
            isNull(invitation.contractId),
            eq(invitation.userId, opts.userId),
            sql`exists (select 1 from ${user} where ${user.id} = ${opts.userId} and ${user.userStatus} = 'invited')`,
            sql`not exists (select 1 from ${contract} where ${contract.tenantId} = ${opts.userId} and ${contract.deletedAt} is null and ${ne(contract.id, opts.contractId)})`,
          ),
        ),
      ),
    );
}
