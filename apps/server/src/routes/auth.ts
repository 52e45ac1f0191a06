import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '@casaconti/core/schemas/auth';
import { Hono } from 'hono';
import { AppError, MESSAGES } from '../lib/app-error';
import { authFailure, forwardCookies, SIGN_IN_RATE_LIMITED } from '../lib/auth-errors';
import type { AppBindings, AppDeps } from '../lib/context';
import { refusingCommonPasswords } from '../lib/password-strength';
import { limitEmailedTokenLookups, limitPerClient } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requestPasswordReset } from '../services/account/request-password-reset';
import { signIn } from '../services/account/sign-in';

/**
 * The authentication operations of the SPA, validated with the shared schemas, rate limited
 * per client address (decision 006), answered in our one error shape. The one better-auth path
 * a browser reaches directly is the email-confirmation link (GET /verify-email, opened from an
 * email); every other /api/auth path answers 404 (decision 017).
 */
/** The reset's schema with the server's common-password check (decision 041). */
const resetBody = refusingCommonPasswords(resetPasswordSchema, 'password');

export function authRoutes(deps: AppDeps) {
  const limit = (action: string, max: number) => limitPerClient(deps, { action, max, message: SIGN_IN_RATE_LIMITED });

  return new Hono<AppBindings>()
    .post('/sign-in/email', limit('sign-in', deps.env.signInRateLimit), validate('json', loginSchema), async (c) => {
      const { headers, userId } = await signIn({
        db: deps.db,
        clock: deps.clock,
        auth: deps.auth,
        jobs: deps.jobs,
        logger: deps.logger,
        headers: c.req.raw.headers,
        input: c.req.valid('json'),
      });
      forwardCookies(headers, c.res.headers);
      return c.json({ user: { id: userId } });
    })
    .post('/request-password-reset', limit('password-reset', 5), validate('json', forgotPasswordSchema), async (c) => {
      await requestPasswordReset({ auth: deps.auth, email: c.req.valid('json').email });
      return c.json({ status: true as const });
    })
    .post('/reset-password', limit('reset-password', 10), validate('json', resetBody), async (c) => {
      const { token, password } = c.req.valid('json');
      await deps.auth.api.resetPassword({ body: { token, newPassword: password } }).catch(authFailure);
      return c.json({ status: true as const });
    })
    .get('/verify-email', limitEmailedTokenLookups(deps), (c) => passToBetterAuth(deps, c.req.raw, c.var.requestId))
    .all('/*', () => {
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    });
}

/**
 * An allow-listed request handled by better-auth itself. Its redirects pass through; its
 * errors become our error shape; a 5xx caused by the request (better-auth fails on some
 * malformed query values) is logged with its cause and answered as a bad request.
 */
async function passToBetterAuth(deps: AppDeps, request: Request, requestId: string): Promise<Response> {
  let res: Response;
  try {
    res = await deps.auth.handler(request);
  } catch (err) {
    deps.logger.warn({ err, requestId, path: new URL(request.url).pathname }, 'auth request failed');
    throw new AppError('BAD_REQUEST', MESSAGES.badRequest);
  }
  if (res.status < 400) return res;
  if (res.status >= 500) {
    deps.logger.warn(
      { requestId, path: new URL(request.url).pathname, status: res.status, body: await res.text().catch(() => '') },
      'auth request failed',
    );
    throw new AppError('BAD_REQUEST', MESSAGES.badRequest);
  }
  const body = (await res.json().catch(() => null)) as { code?: string } | null;
  return authFailure({ statusCode: res.status, body });
}
