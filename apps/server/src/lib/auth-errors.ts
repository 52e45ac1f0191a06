import { type ErrorCode, errorCodeForStatus } from '@casaconti/core/errors';
import { ACCOUNT_MESSAGES, ERROR_MESSAGES } from '@casaconti/core/messages';
import { AppError } from './app-error';

export const SIGN_IN_RATE_LIMITED = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

/** better-auth's error codes, said in the user's language. */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email o password non corretti.',
  INVALID_EMAIL: ACCOUNT_MESSAGES.emailInvalid,
  EMAIL_NOT_VERIFIED:
    'Devi confermare la tua email prima di accedere: ti abbiamo inviato di nuovo il link di conferma.',
  INVALID_TOKEN: ERROR_MESSAGES.invalidLink,
  PASSWORD_TOO_SHORT: ACCOUNT_MESSAGES.passwordMin8,
  PASSWORD_TOO_LONG: 'La password è troppo lunga.',
};

/** better-auth codes that have one of ours; any other takes the code of its status. */
const AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_TOKEN: 'INVALID_LINK',
};

/**
 * Turns a better-auth refusal (an APIError thrown by `auth.api.*`, or the status and body of
 * one of its responses) into our AppError. Anything else — a real failure — is rethrown as it
 * is, so app.ts logs it with the request id and answers 500.
 */
export function authFailure(err: unknown): never {
  const statusCode = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode !== 'number' || statusCode >= 500) throw err;
  const authCode = (err as { body?: { code?: unknown } | null }).body?.code;
  const message =
    (typeof authCode === 'string' ? AUTH_MESSAGES[authCode] : undefined) ??
    (statusCode === 429 ? SIGN_IN_RATE_LIMITED : ERROR_MESSAGES.badRequest);
  const code = (typeof authCode === 'string' ? AUTH_CODES[authCode] : undefined) ?? errorCodeForStatus(statusCode);
  throw new AppError(code, message);
}

/** Copies the Set-Cookie headers of a better-auth answer onto ours. */
export function forwardCookies(from: Headers, to: Headers) {
  for (const cookie of from.getSetCookie()) to.append('set-cookie', cookie);
}
