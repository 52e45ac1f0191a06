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
 * adds the landlord role once followed (docs/domain.md §8, decision 058); names and password typed here
 * are not used. Every branch hashes the password once and at most a few emails go to one address
 * per hour (decisions 041, 042).
 */
export async function registerLandlord(opts: {
  db: AppDeps['db'];
  clock: AppDeps['clock'];
  auth: AppDeps['auth'];
  jobs: AppDeps['jobs'];
  logger: AppDeps['logger'];
  appUrl: string;
  headers: Headers;
  input: { firstName: string; lastName: string; email: string; password: string };
}): Promise<void> {
  const { firstName, lastName, email, password } = opts.input;
  const [invited] = await opts.db
    .update(user)
    .set({ isLandlord: true, updatedAt: opts.clock.now() })
    .where(sql`lower(${user.email}) = ${email} and ${user.userStatus} = 'invited'`)
    .returning({ id: user.id });
  if (invited) {
    // The same work as the other branches, where better-auth hashes the password (a new or an
    // existing account): the time of the answer does not tell an invited address (decision 041).
    await hashPassword(password);
    await sendAccountEmail(opts, invitedAccountEmail(email, { registering: true }));
    return;
  }
  const [tenant] = await opts.db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email} and ${user.userStatus} = 'active' and not ${user.isLandlord}`);
  if (tenant) {
    // The same work as a sign-up (a password hash), so the answer's timing tells nothing either.
    await hashPassword(password);
    const { link } = await issueLandlordRoleLink({
      tx: opts.db,
      clock: opts.clock,
      appUrl: opts.appUrl,
      userId: tenant.id,
    });
    await sendAccountEmail(opts, landlordRoleEmail(email, link));
    return;
  }
  await opts.auth.api
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
