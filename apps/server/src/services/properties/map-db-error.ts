import { AppError, MESSAGES } from '../../lib/app-error';

/** SQLSTATEs that only client text can cause here: NUL characters or bytes PostgreSQL refuses in text. */
const CLIENT_TEXT_ERRORS = new Set(['22021', '22P05']);

/** Turns a database refusal of client text into a 400 (never a 500); rethrows anything else. */
export function mapDbError(err: unknown): never {
  const code =
    (err as { cause?: { code?: unknown }; code?: unknown })?.cause?.code ?? (err as { code?: unknown })?.code;
  if (typeof code === 'string' && CLIENT_TEXT_ERRORS.has(code)) throw new AppError('VALIDATION', MESSAGES.invalidData);
  throw err;
}
