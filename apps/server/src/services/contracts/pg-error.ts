/**
 * Drizzle wraps driver errors (node-postgres and PGlite alike): the SQLSTATE and constraint
 * name sit on `cause`. Older paths may throw the driver error itself, so both are checked.
 */
type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown };

function driverError(err: unknown): PgLikeError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as PgLikeError;
  if (typeof e.code === 'string') return e;
  if (typeof e.cause === 'object' && e.cause !== null && typeof (e.cause as PgLikeError).code === 'string') {
    return e.cause as PgLikeError;
  }
  return null;
}

export const SQLSTATE = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
} as const;

export function isPgError(err: unknown, code: string, constraint?: string): boolean {
  const e = driverError(err);
  if (!e || e.code !== code) return false;
  return constraint === undefined || e.constraint === constraint;
}
