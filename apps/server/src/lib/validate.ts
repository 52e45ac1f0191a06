import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError, MESSAGES } from './app-error';

/**
 * The one request validator: a zod schema from @casaconti/core; a failure answers 400 with
 * the schema's (SPEC) message for each field and changes nothing.
 */
/** PostgreSQL text cannot hold NUL: refuse it here, for every route, instead of a 500 later. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  message?: string,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.map(String).join('.') || '_';
        fields[key] ??= issue.message;
      }
      const first = Object.values(fields)[0];
      throw new AppError('VALIDATION', message ?? first ?? MESSAGES.invalidData, fields);
    }
    if (containsNul(result.data)) throw new AppError('VALIDATION', MESSAGES.invalidData);
  });
}
