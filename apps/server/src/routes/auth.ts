import { Hono } from 'hono';
import { AppError, type ErrorBody } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';

/** better-auth's error codes, said in the user's language, in our one error shape. */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email o password non corretti.',
  INVALID_EMAIL: 'Formato email non valido',
  EMAIL_NOT_VERIFIED:
    'Devi confermare la tua email prima di accedere: ti abbiamo inviato di nuovo il link di conferma.',
  INVALID_TOKEN: 'Il link non è valido o è scaduto.',
  PASSWORD_TOO_SHORT: 'La password deve avere almeno 8 caratteri',
  PASSWORD_TOO_LONG: 'La password è troppo lunga.',
};
const RATE_LIMITED = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

export function authRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .post('/sign-up/email', () => {
      // Registration goes through /api/account/register-landlord (validated, SPEC messages).
      throw new AppError('NOT_FOUND', 'Risorsa non trovata.');
    })
    .on(['GET', 'POST'], '/*', async (c) => {
      const res = await deps.auth.handler(c.req.raw);
      if (res.ok || res.status < 400) return res;
      let code = '';
      try {
        const body = (await res.clone().json()) as { code?: string; message?: string };
        code = body.code ?? '';
      } catch {
        // not JSON
      }
      const status = res.status;
      const message =
        status === 429
          ? RATE_LIMITED
          : (AUTH_MESSAGES[code] ?? (status >= 500 ? 'Si è verificato un errore imprevisto' : 'Richiesta non valida.'));
      const appCode =
        status === 429
          ? 'RATE_LIMITED'
          : status === 401
            ? 'UNAUTHENTICATED'
            : status === 403
              ? 'FORBIDDEN'
              : status === 404
                ? 'NOT_FOUND'
                : status >= 500
                  ? 'INTERNAL'
                  : 'BAD_REQUEST';
      const body: ErrorBody & { error: { authCode?: string } } = {
        error: { code: appCode, message, ...(code ? { authCode: code } : {}) },
      };
      const headers = new Headers(res.headers);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      return new Response(JSON.stringify(body), { status: Math.min(status, 500), headers });
    });
}
