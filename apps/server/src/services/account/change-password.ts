import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, session } from '../../db/schema';
import { hashPassword } from '../../lib/auth';
import type { Clock } from '../../lib/clock';

/**
 * Sets a new password (SPEC: password only) and ends every other session of the user,
 * in one transaction. The current session stays signed in.
 */
export async function changePassword(opts: {
  db: Db;
  clock: Clock;
  userId: string;
  currentSessionToken: string;
  newPassword: string;
}) {
  const digest = await hashPassword(opts.newPassword);
  await opts.db.transaction(async (tx) => {
    const updated = await tx
      .update(account)
      .set({ password: digest, updatedAt: opts.clock.now() })
      .where(and(eq(account.userId, opts.userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: opts.userId,
        providerId: 'credential',
        userId: opts.userId,
        password: digest,
      });
    }
    await tx.delete(session).where(and(eq(session.userId, opts.userId), ne(session.token, opts.currentSessionToken)));
  });
}
