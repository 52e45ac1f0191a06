import { AppError, type AppErrorCode } from './app-error';

/** better-auth's error codes, said in the user's language. */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email o password non corretti.',
  INVALID_EMAIL: 'Formato email non valido',
  EMAIL_NOT_VERIFIED:
    'Devi confermare la tua email prima di accedere: ti abbiamo inviato di nuovo il link di conferma.',
  INVALID_TOKEN: 'Il link non è valido o è scaduto.',
  PASSWORD_TOO_SHORT: 'La password deve avere almeno 8 caratteri',
  PASSWORD_TOO_LONG: 'La password è troppo lunga.',
};

const STATUS_CODES: Record<number, AppErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
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
    (statusCode === 429 ? 'Troppi tentativi di accesso. Riprova tra qualche minuto.' : 'Richiesta non valida.');
  throw new AppError(STATUS_CODES[statusCode] ?? 'BAD_REQUEST', message);
}

/** Copies the Set-Cookie headers of a better-auth answer onto ours. */
export function forwardCookies(from: Headers, to: Headers) {
  for (const cookie of from.getSetCookie()) to.append('set-cookie', cookie);
}
