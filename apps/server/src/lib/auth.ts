import { absoluteUrl, paths } from '@casaconti/core/paths';
import { createHash, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { EMAIL_CONFIRMATION_TTL_SECONDS, RESET_TTL_SECONDS } from '@casaconti/core/constants';
import { betterAuth } from 'better-auth';
import { and, eq, ne } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { sendAccountEmail } from './account-email';
import { authDatabase, type TenantFlag } from './auth-database';
import { CLIENT_IP_HEADER } from './client-ip';
import type { Clock } from './clock';
import { existingAccountEmail, invitedAccountEmail, resetPasswordEmail, verificationEmail } from './emails';
import type { Env } from './env';
import type { Logger } from './logger';
import type { JobQueue } from './jobs';
import type { Mailer } from './mailer';

/** OWASP's argon2id baseline (m=19456 KiB, t=2, p=1). */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;
/**
 * The one password hasher (better-auth's and ours). An object, so that a test can count the
 * hashes a request computes (decision 041: every branch of registration hashes once).
 */
export const passwords = {
  hash: (password: string) => hash(password, ARGON2),
  verify: (digest: string, password: string) => verify(digest, password),
};
export const hashPassword = (password: string) => passwords.hash(password);
export const verifyPassword = (digest: string, password: string) => passwords.verify(digest, password);

export { CLIENT_IP_HEADER };

/** How better-auth stores a verification identifier with `storeIdentifier: 'hashed'` (SHA-256, base64url). */
function storedIdentifier(identifier: string): string {
  return createHash('sha256').update(identifier).digest('base64url');
}
export const VERIFIED_CALLBACK = paths.login({ verified: true });
export const SESSION_COOKIE = 'casaconti.session_token';

export function createAuth(opts: {
  db: Db;
  env: Env;
  clock: Clock;
  secret: string;
  jobs: JobQueue;
  logger: Logger;
  /** Read with the session, in its one statement (decision 067). */
  hasTenantContracts: TenantFlag;
}) {
  const { env } = opts;
  // Every email better-auth sends is about an account: at most a few per address per hour.
  const send = (m: Parameters<Mailer['send']>[0]) => sendAccountEmail(opts, m);

  return betterAuth({
    appName: 'CasaConti',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: env.trustedOrigins,
    // The session read also answers has_tenant_contracts, in its one statement (decision 067).
    database: drizzleAdapter(authDatabase(opts.db, opts.hasTenantContracts), {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        isLandlord: { type: 'boolean', required: false, input: false, defaultValue: false },
        userStatus: { type: 'string', required: false, input: false, defaultValue: 'active' },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The shared schemas validate before better-auth is called; this is the second guard.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: {
        hash: (password) => passwords.hash(password),
        verify: ({ hash: digest, password }) => passwords.verify(digest, password),
      },
      resetPasswordTokenExpiresIn: RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link opens the SPA's reset page directly (better-auth's redirecting GET path is not
      // reachable: decision 017). Only a hash of the token is stored (verification below).
      // Every reset request takes this one path and does the same work (decision 041): the
      // account's other reset tokens are deleted (a new link replaces the earlier ones) and one
      // email goes out. An account still `invited` keeps no token at all and gets, instead of a
      // link, the email saying its invitation is the way in (docs/domain.md §8).
      sendResetPassword: async ({ user, token }) => {
        const invited = (user as { userStatus?: string }).userStatus === 'invited';
        const kept = storedIdentifier(`reset-password:${token}`);
        await opts.db
          .delete(schema.verification)
          .where(
            and(eq(schema.verification.value, user.id), invited ? undefined : ne(schema.verification.identifier, kept)),
          );
        if (invited) {
          await send(invitedAccountEmail(user.email, { registering: false }));
          return;
        }
        await send(resetPasswordEmail(user.email, absoluteUrl(env.appUrl, paths.resetPassword(token))));
      },
      onExistingUserSignUp: async ({ user }) => {
        await send(
          existingAccountEmail(
            user.email,
            absoluteUrl(env.appUrl, paths.login()),
            absoluteUrl(env.appUrl, paths.forgotPassword()),
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        // Whichever path sent it (sign-up or a sign-in before confirming), the link lands on
        // the sign-in page with the success banner.
        const link = new URL(url);
        link.searchParams.set('callbackURL', VERIFIED_CALLBACK);
        await send(verificationEmail(user.email, link.toString()));
      },
    },
    // Reset tokens are kept as SHA-256 hashes: a database dump opens no account (decision 017).
    verification: { storeIdentifier: 'hashed' },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      user: {
        create: {
          // Self-registration through better-auth is only for landlords (docs/product.md §1); tenants
          // are created by the invitation service, never through this path.
          before: async (data) => ({ data: { ...data, isLandlord: true, userStatus: 'active' } }),
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: env.signInRateLimit },
        '/request-password-reset': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'casaconti',
      useSecureCookies: env.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // A session with its user (every authenticated request) in one statement: the adapter
      // joins through the schema's relations (db/schema.ts, decision 066).
      database: { generateId: () => randomUUID(), joins: true },
    },
    logger: {
      log: (level, message) => {
        opts.logger[level]({ component: 'auth' }, message);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
