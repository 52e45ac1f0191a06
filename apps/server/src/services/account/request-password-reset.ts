import { sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import { authFailure } from '../../lib/auth-errors';
import type { AppDeps } from '../../lib/context';
import { invitedAccountEmail } from '../../lib/emails';

/**
 * Forgot password (SPEC forgot-password). An account still `invited` gets no reset link (its
 * way in is the invitation: DOMAIN §8) but an email saying so; every other address is handled
 * by better-auth (a single-use link for an account, nothing for an unknown address). The answer
 * is the same in every case.
 */
export async function requestPasswordReset(opts: { deps: AppDeps; email: string }): Promise<void> {
  const { deps, email } = opts;
  const [found] = await deps.db
    .select({ userStatus: user.userStatus })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  if (found?.userStatus === 'invited') {
    await deps.mailer
      .send(invitedAccountEmail(email, { registering: false }))
      .catch((err) => deps.logger.error({ err, to: email }, 'email not sent'));
    return;
  }
  await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } }).catch(authFailure);
}
