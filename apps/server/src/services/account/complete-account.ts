import { fullName } from '@casaconti/core/display';
import { COMPLETE_ACCOUNT_MESSAGES } from '@casaconti/core/schemas/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, contract, invitation, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { hashToken } from '../../lib/tokens';
import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';

/**
 * Runs one step of the completion; a failure that is not already an AppError becomes the docs/product.md §8
 * message of that step (logged with its cause), and the whole transaction is undone.
 */
async function step<T>(logger: Logger, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    logger.error({ err, step: message }, 'complete-account step failed');
    throw new AppError('INTERNAL', message);
  }
}

/**
 * Invited tenant sets names and password; the invitation is used up, the account becomes active
 * and the contract that emailed this link is accepted (docs/decisions/019; a link from before
 * migration 0005 accepts the account's contracts), in one transaction. Each step that fails answers its
 * docs/product.md §8 message (COMPLETE_ACCOUNT_MESSAGES). Returns the email so the caller can sign in.
 */
export async function completeAccount(opts: {
  db: Db;
  clock: Clock;
  logger: Logger;
  input: { token: string; firstName: string; lastName: string; password: string };
}): Promise<{ email: string }> {
  const { token, firstName, lastName, password } = opts.input;
  const { logger } = opts;
  const digest = await hashPassword(password);
  return opts.db.transaction(async (tx) => {
    const now = opts.clock.now();
    // Claim the token atomically: of two simultaneous submissions only one gets the row.
    const [claimed] = await step(logger, COMPLETE_ACCOUNT_MESSAGES.unexpected, () =>
      tx
        .update(invitation)
        .set({ usedAt: now })
        .where(
          and(
            eq(invitation.tokenHash, hashToken(token)),
            isNull(invitation.usedAt),
            gt(invitation.expiresAt, now),
            sql`not exists (select 1 from ${user} where ${user.id} = ${invitation.userId} and ${user.userStatus} = 'active')`,
          ),
        )
        .returning({ userId: invitation.userId, contractId: invitation.contractId }),
    );
    if (!claimed) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invitationInvalid);
    const [profile] = await step(logger, COMPLETE_ACCOUNT_MESSAGES.updateProfile, () =>
      tx
        .update(user)
        .set({ firstName, lastName, name: fullName({ firstName, lastName }), updatedAt: now })
        .where(eq(user.id, claimed.userId))
        .returning({ email: user.email }),
    );
    if (!profile) throw new AppError('NOT_FOUND', COMPLETE_ACCOUNT_MESSAGES.profileNotFound);
    await step(logger, COMPLETE_ACCOUNT_MESSAGES.updatePassword, async () => {
      await tx.delete(account).where(and(eq(account.userId, claimed.userId), eq(account.providerId, 'credential')));
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: claimed.userId,
        providerId: 'credential',
        userId: claimed.userId,
        password: digest,
        createdAt: now,
        updatedAt: now,
      });
    });
    await step(logger, COMPLETE_ACCOUNT_MESSAGES.updateStatus, async () => {
      await tx
        .update(user)
        .set({ userStatus: 'active', emailVerified: true, updatedAt: now })
        .where(eq(user.id, claimed.userId));
      await tx
        .update(contract)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(contract.tenantId, claimed.userId),
            isNull(contract.acceptedAt),
            isNull(contract.deletedAt),
            claimed.contractId ? eq(contract.id, claimed.contractId) : undefined,
          ),
        );
    });
    return { email: profile.email };
  });
}
