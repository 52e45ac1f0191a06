import { APIError } from 'better-auth';
import { type Auth, VERIFIED_CALLBACK } from '../../lib/auth';
import { AppError } from '../../lib/app-error';

/**
 * Landlord self-registration (SPEC register-landlord). The account needs its email confirmed
 * before the first sign-in; an already registered address answers the same way (no account
 * enumeration) and its owner gets an email instead.
 */
export async function registerLandlord(opts: {
  auth: Auth;
  headers: Headers;
  input: { firstName: string; lastName: string; email: string; password: string };
}): Promise<void> {
  const { firstName, lastName, email, password } = opts.input;
  try {
    await opts.auth.api.signUpEmail({
      headers: opts.headers,
      body: {
        name: `${firstName} ${lastName}`,
        email,
        password,
        firstName,
        lastName,
        callbackURL: VERIFIED_CALLBACK,
      },
    });
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 429) {
      throw new AppError('RATE_LIMITED', 'Troppi tentativi. Riprova tra qualche minuto.');
    }
    if (err instanceof APIError && err.statusCode < 500) {
      throw new AppError('VALIDATION', 'Registrazione non riuscita: controlla i dati inseriti.');
    }
    throw err;
  }
}
