import { absoluteUrl, paths } from '@casaconti/core/paths';
import { INVITATION_TTL_DAYS } from '@casaconti/core/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invitation } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/tokens';

/**
 * A new single-use link (7 days) for a contract's tenant: to /complete-account while the account
 * is still invited, to /accept-contract once it is active. Links are per contract
 * (docs/decisions/019): an earlier open link of the same contract stops working, a link another
 * contract issued does not. `contractId` null only for a bare account invitation (test set-up).
 * Runs in the caller's transaction; only the token's hash is stored.
 */
export async function issueInvitation(opts: {
  tx: Queryable;
  clock: Clock;
  appUrl: string;
  userId: string;
  contractId: string | null;
  accountActive: boolean;
}): Promise<{ token: string; link: string }> {
  const now = opts.clock.now();
  if (opts.contractId) {
    await opts.tx
      .update(invitation)
      .set({ usedAt: now })
      .where(and(eq(invitation.contractId, opts.contractId), isNull(invitation.usedAt)));
  }
  const token = generateToken();
  await opts.tx.insert(invitation).values({
    userId: opts.userId,
    contractId: opts.contractId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    createdAt: now,
  });
  const page = opts.accountActive ? paths.acceptContract(token) : paths.completeAccount(token);
  return { token, link: absoluteUrl(opts.appUrl, page) };
}
