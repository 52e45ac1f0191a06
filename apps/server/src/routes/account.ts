import {
  completeAccountSchema,
  passwordChangeSchema,
  profileSchema,
  registerLandlordSchema,
} from '@casaconti/core/schemas/auth';
import { landlordProfileSchema } from '@casaconti/core/schemas/landlord-profile';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, MESSAGES } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireActiveUser, requireLandlord } from '../lib/guards';
import { refusingCommonPasswords } from '../lib/password-strength';
import { limitEmailedTokenLookups, limitPerClient, TOO_MANY_ATTEMPTS } from '../lib/rate-limit';
import { readSession, toCurrentUser } from '../lib/session';
import { validate } from '../lib/validate';
import { acceptContract } from '../services/account/accept-contract';
import { changePassword } from '../services/account/change-password';
import { completeAccount } from '../services/account/complete-account';
import { confirmLandlordRole } from '../services/account/confirm-landlord-role';
import { getInvitation } from '../services/account/get-invitation';
import { getCurrentUser } from '../services/account/get-current-user';
import { registerLandlord } from '../services/account/register-landlord';
import { signOutEverywhere } from '../services/account/sign-out-everywhere';
import { getLandlordProfile, updateLandlordProfile } from '../services/account/landlord-profile';
import { updateProfile } from '../services/account/update-profile';

const tokenQuery = z.object({ token: z.string().min(10).max(200) });

/** The shared schemas, with the server's common-password check (decision 041). */
const registerBody = refusingCommonPasswords(registerLandlordSchema, 'password', ['firstName', 'lastName', 'email']);
const passwordBody = refusingCommonPasswords(passwordChangeSchema, 'newPassword');
const completeBody = refusingCommonPasswords(completeAccountSchema, 'password', ['firstName', 'lastName']);

/** Copies the Set-Cookie headers of a better-auth response onto ours. */
function forwardCookies(from: Response, to: Headers) {
  for (const cookie of from.headers.getSetCookie()) to.append('set-cookie', cookie);
}

export function accountRoutes(deps: AppDeps) {
  const active = requireActiveUser(deps);
  const landlordOnly = requireLandlord(deps);
  const asLandlord = landlordCall(deps);
  // Registration hashes a password and sends an email: limited per client address like sign-in.
  const registerLimit = limitPerClient(deps, {
    action: 'register',
    max: deps.env.signInRateLimit,
    message: TOO_MANY_ATTEMPTS,
  });
  const tokenLookups = limitEmailedTokenLookups(deps);
  return (
    new Hono<AppBindings>()
      .post('/register-landlord', registerLimit, validate('json', registerBody), async (c) => {
        await registerLandlord({
          db: deps.db,
          clock: deps.clock,
          auth: deps.auth,
          jobs: deps.jobs,
          logger: deps.logger,
          appUrl: deps.env.appUrl,
          headers: c.req.raw.headers,
          input: c.req.valid('json'),
        });
        return c.json({ ok: true as const }, 201);
      })
      // The SPA's "who am I": 200 with the user, or { user: null } for a signed-out visitor (no
      // console error on every public page). /me stays for callers that need a session.
      .get('/session', async (c) => {
        const s = await readSession(deps, c);
        c.header('cache-control', 'no-store');
        return c.json({ user: s ? toCurrentUser(s) : null });
      })
      // Any signed-in user, active or not (an invited user completes the account).
      .get('/me', async (c) => {
        const s = await readSession(deps, c);
        if (!s) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
        return c.json(toCurrentUser(s));
      })
      .patch('/profile', active, validate('json', profileSchema), async (c) => {
        await updateProfile({ db: deps.db, clock: deps.clock, userId: c.var.user.id, input: c.req.valid('json') });
        const me = await getCurrentUser({ db: deps.db, userId: c.var.user.id });
        return c.json(me);
      })
      // The landlord's receipt details (docs/domain.md §12, decision 095): fiscal code and address.
      .get('/landlord-profile', landlordOnly, async (c) => c.json(await getLandlordProfile(asLandlord(c))))
      .put('/landlord-profile', landlordOnly, validate('json', landlordProfileSchema), async (c) =>
        c.json(await updateLandlordProfile({ ...asLandlord(c), input: c.req.valid('json') })),
      )
      .post('/password', active, validate('json', passwordBody), async (c) => {
        await changePassword({
          db: deps.db,
          clock: deps.clock,
          userId: c.var.user.id,
          currentSessionToken: c.var.sessionToken,
          newPassword: c.req.valid('json').newPassword,
        });
        return c.json({ ok: true as const });
      })
      .post('/sign-out', async (c) => {
        const s = await readSession(deps, c);
        if (s) await signOutEverywhere({ db: deps.db, userId: s.user.id });
        const res = await deps.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
        forwardCookies(res, c.res.headers);
        return c.json({ ok: true as const });
      })
      .get('/invitation', validate('query', tokenQuery), tokenLookups, async (c) => {
        return c.json(await getInvitation({ db: deps.db, clock: deps.clock, token: c.req.valid('query').token }));
      })
      .post('/accept-contract', validate('json', tokenQuery), tokenLookups, async (c) => {
        await acceptContract({ db: deps.db, clock: deps.clock, token: c.req.valid('json').token });
        return c.json({ ok: true as const });
      })
      // An active tenant who registered as a landlord follows the emailed link (decision 058).
      .post('/confirm-landlord', validate('json', tokenQuery), tokenLookups, async (c) => {
        await confirmLandlordRole({ db: deps.db, clock: deps.clock, token: c.req.valid('json').token });
        return c.json({ ok: true as const });
      })
      .post('/complete', validate('json', completeBody), tokenLookups, async (c) => {
        const input = c.req.valid('json');
        const { email } = await completeAccount({ db: deps.db, clock: deps.clock, logger: deps.logger, input });
        const res = await deps.auth.api.signInEmail({
          headers: c.req.raw.headers,
          body: { email, password: input.password },
          asResponse: true,
        });
        const headers = new Headers({ 'content-type': 'application/json' });
        forwardCookies(res, headers);
        return new Response(JSON.stringify({ ok: true, signedIn: res.ok }), { status: 200, headers });
      })
  );
}
