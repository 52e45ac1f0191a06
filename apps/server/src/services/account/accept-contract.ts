import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, invitation, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';

/**
 * The tenant accepts a contract from the link emailed to their existing account
 * (docs/decisions/019): the single-use token is claimed and the contract enters their tenant
 * area, in one transaction. A used, expired or unknown token, a token of a still-invited account
 * (that one completes the account instead) or of a deleted contract: 404.
 */
export async function acceptContract(opts: { db: Db; clock: Clock; token: string }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const now = opts.clock.now();
    const [claimed] = await tx
      .update(invitation)
      .set({ usedAt: now })
      .where(
        and(
          eq(invitation.tokenHash, hashToken(opts.token)),
          isNull(invitation.usedAt),
          gt(invitation.expiresAt, now),
          isNotNull(invitation.contractId),
          sql`exists (select 1 from ${user} where ${user.id} = ${invitation.userId} and ${user.userStatus} = 'active')`,
        ),
      )
      .returning({ userId: invitation.userId, contractId: invitation.contractId });
    if (!claimed?.contractId) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invitationInvalid);
    const accepted = await tx
      .update(contract)
      .set({ acceptedAt: now })
      .where(
        and(eq(contract.id, claimed.contractId), eq(contract.tenantId, claimed.userId), isNull(contract.deletedAt)),
      )
      .returning({ id: contract.id });
    if (accepted.length === 0) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invitationInvalid);
  });
}
