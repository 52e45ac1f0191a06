import { absoluteUrl, paths } from '@casaconti/core/paths';
import { EMAIL_CONFIRMATION_TTL_SECONDS } from '@casaconti/core/constants';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { user, verification } from '../../db/schema';
import { AppError, MESSAGES } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/tokens';

/** Rows of better-auth's verification table that hold landlord-role links (decision 058). */
const PREFIX = 'landlord-role:';
const identifierOf = (token: string) => `${PREFIX}${hashToken(token)}`;

/**
 * A new single-use link that makes an active tenant a landlord too (docs/domain.md §8, decision 058),
 * valid as long as the email confirmation link. An earlier open link of the same account stops
 * working. Only the token's hash is stored.
 */
export async function issueLandlordRoleLink(opts: {
  tx: Queryable;
  clock: Clock;
  appUrl: string;
  userId: string;
}): Promise<{ token: string; link: string }> {
  const now = opts.clock.now();
  await opts.tx
    .delete(verification)
    .where(and(like(verification.identifier, `${PREFIX}%`), eq(verification.value, opts.userId)));
  const token = generateToken();
  await opts.tx.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(token),
    value: opts.userId,
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return { token, link: absoluteUrl(opts.appUrl, paths.confirmLandlord(token)) };
}

/**
 * The tenant follows the link: it is used up and the account gets the landlord role, in one
 * transaction. Names, password and tenant contracts stay as they are. A used, expired or unknown
 * token, or an account that is no longer active: 404.
 */
export async function confirmLandlordRole(opts: { db: Db; clock: Clock; token: string }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const now = opts.clock.now();
    const [claimed] = await tx
      .delete(verification)
      .where(and(eq(verification.identifier, identifierOf(opts.token)), gt(verification.expiresAt, now)))
      .returning({ userId: verification.value });
    if (!claimed) throw new AppError('NOT_FOUND', MESSAGES.invalidLink);
    const updated = await tx
      .update(user)
      .set({ isLandlord: true, updatedAt: now })
      .where(and(eq(user.id, claimed.userId), eq(user.userStatus, 'active')))
      .returning({ id: user.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', MESSAGES.invalidLink);
  });
}
