import type { InferResponseType } from 'hono/client';
import type { api } from '@/lib/api-client';

/**
 * The types of the API's answers as the typed client reads them, for test fixtures that mock an
 * answer: write them `satisfies` one of these, so a field the API renames or drops fails the
 * typecheck instead of leaving the fixture testing an answer the server no longer sends.
 */
type Call = (...args: never[]) => Promise<unknown>;

/** The success body of a typed client call (`ApiAnswer<typeof api.account.session.$get>`). */
export type ApiAnswer<F extends Call> = InferResponseType<F, 200>;

/** GET /api/account/session: the signed-in user, or null for a visitor. */
export type SessionAnswer = ApiAnswer<typeof api.account.session.$get>;

/** The signed-in user of GET /api/account/session (and the body of /me). */
export type SessionUser = NonNullable<SessionAnswer['user']>;

/** POST /api/auth/sign-in/email. */
export type SignInAnswer = ApiAnswer<(typeof api.auth)['sign-in']['email']['$post']>;

/** The API's error body (any refusal: errors are thrown, so the client's types do not carry them). */
export type { ErrorBody as ApiErrorAnswer } from '@casaconti/core/errors';
