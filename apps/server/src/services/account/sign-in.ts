import { sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import { sendAccountEmail } from '../../lib/account-email';
import { authFailure, SIGN_IN_RATE_LIMITED } from '../../lib/auth-errors';
import type { AppDeps } from '../../lib/context';
import { invitedAccountEmail } from '../../lib/emails';
import { clearRateLimit, consumeRateLimit } from '../../lib/rate-limit';

/** Failed sign-ins per account (email address) per window, whatever the client address. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_ACCOUNT_WINDOW_SEC = 15 * 60;

/**
 * Sign-in with email and password through better-auth; returns its headers (session cookie) and
 * the user id. A refused attempt on an address still `invited` (its way in is the invitation, it
 * has no password) also emails that person the way in; the answer is the usual refusal, so it
 * says nothing about the address.
 *
 * On top of the per-address limit (routes/auth.ts), an account takes at most
 * SIGN_IN_FAILURES_PER_ACCOUNT attempts per 15 minutes from all addresses together: each attempt
 * is counted before it runs (simultaneous guesses cannot slip through) and a success clears the
 * count, so only failures add up (decision 043). Any address, known or not, is counted alike.
 */
export async function signIn(opts: {
  db: AppDeps['db'];
  clock: AppDeps['clock'];
  auth: AppDeps['auth'];
  jobs: AppDeps['jobs'];
  logger: AppDeps['logger'];
  headers: Headers;
  input: { email: string; password: string };
}) {
  const { input } = opts;
  const accountKey = `sign-in-account:${input.email.trim().toLowerCase()}`;
  await consumeRateLimit({
    db: opts.db,
    clock: opts.clock,
    key: accountKey,
    windowSec: SIGN_IN_ACCOUNT_WINDOW_SEC,
    max: SIGN_IN_FAILURES_PER_ACCOUNT,
    message: SIGN_IN_RATE_LIMITED,
  });
  let signedIn: { headers: Headers; userId: string };
  try {
    const { headers, response } = await opts.auth.api.signInEmail({
      headers: opts.headers,
      body: input,
      returnHeaders: true,
    });
    signedIn = { headers, userId: response.user.id };
  } catch (err) {
    const [found] = await opts.db
      .select({ userStatus: user.userStatus })
      .from(user)
      .where(sql`lower(${user.email}) = ${input.email}`);
    if (found?.userStatus === 'invited') {
      await sendAccountEmail(opts, invitedAccountEmail(input.email, { registering: false }));
    }
    return authFailure(err);
  }
  await clearRateLimit(opts.db, accountKey);
  return signedIn;
}
