import { INVITATION_TTL_DAYS } from '@casaconti/core/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invitation, user } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/tokens';

export type InvitationResult =
  | { userId: string; created: true; token: string; link: string }
  | { userId: string; created: false; token: null; link: null };

/**
 * Finds the tenant by email or creates an `invited` user with a single-use invitation token
 * (7 days). Runs inside the caller's transaction (contract creation); the caller sends the
 * email after commit.
 */
export async function findOrInviteTenant(opts: {
  tx: Queryable;
  clock: Clock;
  appUrl: string;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<InvitationResult> {
  const email = opts.email.trim().toLowerCase();
  const [existing] = await opts.tx.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`);
  if (existing) return { userId: existing.id, created: false, token: null, link: null };

  const now = opts.clock.now();
  const userId = crypto.randomUUID();
  await opts.tx.insert(user).values({
    id: userId,
    email,
    name: `${opts.firstName} ${opts.lastName}`,
    firstName: opts.firstName,
    lastName: opts.lastName,
    emailVerified: false,
    isLandlord: false,
    userStatus: 'invited',
    createdAt: now,
    updatedAt: now,
  });
  const { token, link } = await issueInvitation({ tx: opts.tx, clock: opts.clock, appUrl: opts.appUrl, userId });
  return { userId, created: true, token, link };
}

/**
 * A new single-use invitation token (7 days) for an invited user; any earlier open invitation
 * of that user stops working. Runs in the caller's transaction; only the token's hash is stored.
 */
export async function issueInvitation(opts: { tx: Queryable; clock: Clock; appUrl: string; userId: string }) {
  const now = opts.clock.now();
  await opts.tx
    .update(invitation)
    .set({ usedAt: now })
    .where(and(eq(invitation.userId, opts.userId), isNull(invitation.usedAt)));
  const token = generateToken();
  await opts.tx.insert(invitation).values({
    userId: opts.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    createdAt: now,
  });
  return { token, link: `${opts.appUrl}/complete-account?token=${encodeURIComponent(token)}` };
}
