import { fullName } from '@casaconti/core/display';
import { sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import { sendAccountEmail } from '../../lib/account-email';
import { hashPassword, VERIFIED_CALLBACK } from '../../lib/auth';
import { authFailure } from '../../lib/auth-errors';
import type { AppDeps } from '../../lib/context';
import { invitedAccountEmail, landlordRoleEmail } from '../../lib/emails';
import { issueLandlordRoleLink } from './confirm-landlord-role';

/**
 * Landlord self-registration (SPEC register-landlord). The account needs its email confirmed
 * before the first sign-in; an already registered address answers the same way (no account
 * enumeration) and its owner gets an email instead. An address invited as a tenant and not yet
 * completed keeps its one account: it is marked as a landlord too and its owner is told that
 * the invitation link completes it (decision 017). An active tenant's address gets a link that
 * adds the landlord role once followed (DOMAIN §8, decision 058); names and password typed here
 * are not used. Every branch hashes the password once and at most a few emails go to one address
 * per hour (decisions 041, 042).
 */
export async function registerLandlord(opts: {
  deps: AppDeps;
  headers: Headers;
  input: { firstName: string; lastName: string; email: string; password: string };
}): Promise<void> {
  const { deps } = opts;
  const { firstName, lastName, email, password } = opts.input;
  const [invited] = await deps.db
    .update(user)
    .set({ isLandlord: true, updatedAt: deps.clock.now() })
    .where(sql`lower(${user.email}) = ${email} and ${user.userStatus} = 'invited'`)
    .returning({ id: user.id });
  if (invited) {
    // The same work as the other branches, where better-auth hashes the password (a new or an
    // existing account): the time of the answer does not tell an invited address (decision 041).
    await hashPassword(password);
    await sendAccountEmail(deps, invitedAccountEmail(email, { registering: true }));
    return;
  }
  const [tenant] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email} and ${user.userStatus} = 'active' and not ${user.isLandlord}`);
  if (tenant) {
    // The same work as a sign-up (a password hash), so the answer's timing tells nothing either.
    await hashPassword(password);
    const { link } = await issueLandlordRoleLink({
      tx: deps.db,
      clock: deps.clock,
      appUrl: deps.env.appUrl,
      userId: tenant.id,
    });
    await sendAccountEmail(deps, landlordRoleEmail(email, link));
    return;
  }
  await deps.auth.api
    .signUpEmail({
      headers: opts.headers,
      body: {
        name: fullName({ firstName, lastName }),
        email,
        password,
        firstName,
        lastName,
        callbackURL: VERIFIED_CALLBACK,
      },
    })
    .catch(authFailure);
}
