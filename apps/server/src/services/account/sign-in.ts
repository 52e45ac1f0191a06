import { sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import { authFailure } from '../../lib/auth-errors';
import type { AppDeps } from '../../lib/context';
import { invitedAccountEmail } from '../../lib/emails';

/**
 * Sign-in with email and password through better-auth; returns its headers (session cookie) and
 * the user id. A refused attempt on an address still `invited` (its way in is the invitation, it
 * has no password) also emails that person the way in; the answer is the usual refusal, so it
 * says nothing about the address.
 */
export async function signIn(opts: { deps: AppDeps; headers: Headers; input: { email: string; password: string } }) {
  const { deps, input } = opts;
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      headers: opts.headers,
      body: input,
      returnHeaders: true,
    });
    return { headers, userId: response.user.id };
  } catch (err) {
    const [found] = await deps.db
      .select({ userStatus: user.userStatus })
      .from(user)
      .where(sql`lower(${user.email}) = ${input.email}`);
    if (found?.userStatus === 'invited') {
      await deps.mailer
        .send(invitedAccountEmail(input.email, { registering: false }))
        .catch((mailErr) => deps.logger.error({ err: mailErr, to: input.email }, 'email not sent'));
    }
    return authFailure(err);
  }
}
