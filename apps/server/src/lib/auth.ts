import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { EMAIL_CONFIRMATION_TTL_SECONDS, RESET_TTL_SECONDS } from '@casaconti/core/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from './emails';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mailer';

/** OWASP's argon2id baseline (m=19456 KiB, t=2, p=1). */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;
export const hashPassword = (password: string) => hash(password, ARGON2);
export const verifyPassword = (digest: string, password: string) => verify(digest, password);

/** Header the server itself sets from the socket address (any client value is replaced). */
export const CLIENT_IP_HEADER = 'x-casaconti-client-ip';
export const VERIFIED_CALLBACK = '/login?verified=1';
export const SESSION_COOKIE = 'casaconti.session_token';

export function createAuth(opts: { db: Db; env: Env; secret: string; mailer: Mailer; logger: Logger }) {
  const { env, mailer, logger } = opts;
  const send = (m: Parameters<Mailer['send']>[0]) =>
    mailer.send(m).catch((err) => logger.error({ err, to: m.to }, 'email not sent'));

  return betterAuth({
    appName: 'CasaConti',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(opts.db, {
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
        hash: hashPassword,
        verify: ({ hash: digest, password }) => verifyPassword(digest, password),
      },
      resetPasswordTokenExpiresIn: RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link opens the SPA's reset page directly (better-auth's redirecting GET path is not
      // reachable: decision 017). Only a hash of the token is stored (verification below).
      sendResetPassword: async ({ user, token }) => {
        await send(resetPasswordEmail(user.email, `${env.appUrl}/reset-password?token=${encodeURIComponent(token)}`));
      },
      onExistingUserSignUp: async ({ user }) => {
        await send(existingAccountEmail(user.email, `${env.appUrl}/login`, `${env.appUrl}/forgot-password`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        const firstName = (user as { firstName?: string }).firstName ?? '';
        // Whichever path sent it (sign-up or a sign-in before confirming), the link lands on
        // the sign-in page with the success banner.
        const link = new URL(url);
        link.searchParams.set('callbackURL', VERIFIED_CALLBACK);
        await send(verificationEmail(user.email, link.toString(), firstName));
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
          // Self-registration through better-auth is only for landlords (SPEC §1); tenants
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
      database: { generateId: () => randomUUID() },
    },
    logger: {
      log: (level, message) => {
        logger[level]({ component: 'auth' }, message);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
