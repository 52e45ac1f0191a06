import { paths } from '@casaconti/core/paths';
import { authFailure } from '../../lib/auth-errors';
import type { AppDeps } from '../../lib/context';

/**
 * Forgot password (SPEC forgot-password). Every address takes the same path through
 * better-auth (decision 041), so the time of the answer does not tell an invited address from
 * another: an account gets a single-use link, except one still `invited`, which gets an email
 * saying the invitation is its way in (lib/auth.ts sendResetPassword; docs/domain.md §8); an unknown
 * address gets nothing. At most a few emails per address per hour (decision 042). The answer is
 * the same in every case.
 */
export async function requestPasswordReset(opts: { auth: AppDeps['auth']; email: string }): Promise<void> {
  await opts.auth.api
    .requestPasswordReset({ body: { email: opts.email, redirectTo: paths.resetPassword() } })
    .catch(authFailure);
}
