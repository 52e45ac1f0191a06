import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodType as ZodType } from 'zod/v4/core';
import { AppError, MESSAGES } from './app-error';

/** PostgreSQL text cannot hold NUL: refuse it here, for every route, instead of a 500 later. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/**
 * The one request validator, over a zod schema from @casaconti/core; it changes nothing. A JSON
 * target sent with another content type, or a body that is not an object, answers 400
 * BAD_REQUEST; failed fields answer 400 VALIDATION with `fields` (each field's first message, the
 * schema's SPEC wording) and as `error` `message` when given, else the first field's message; a
 * string holding NUL anywhere in the data answers VALIDATION with MESSAGES.invalidData.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  message?: string,
) {
  return validator(target, schema, message, false);
}

/**
 * A JSON body the client may leave out: a request with no body at all (no Content-Type, no
 * length), or an empty one sent as JSON (clients that set the header on every request), is
 * validated as `{}`. For routes that took no body before and now accept optional fields (the
 * confirmations' idempotency key, decision 048); a body that is there is checked like any other.
 */
export function validateOptionalJson<T extends ZodType>(schema: T) {
  const inner = validator('json', schema, undefined, true);
  const middleware: typeof inner = async (c, next) => {
    if (/json/i.test(c.req.header('content-type') ?? '') && (await c.req.text()).trim() === '') {
      // Hono reads every JSON body through its cached text (typed as the value, held as a promise).
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve('{}');
    }
    return inner(c, next);
  };
  return middleware;
}

function hasNoBody(c: { req: { header: (name: string) => string | undefined } }): boolean {
  const length = c.req.header('content-length');
  return !c.req.header('content-type') && !c.req.header('transfer-encoding') && (!length || length === '0');
}

function validator<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  message: string | undefined,
  bodyIsOptional: boolean,
) {
  return zValidator(target, schema, (result, c) => {
    // A JSON route given another content type, or a body that is not an object (a string, an
    // array, null): the request itself is wrong, not a field (zod would answer in English).
    if (
      target === 'json' &&
      !/^application\/([a-z-]+\+)?json/i.test(c.req.header('content-type') ?? '') &&
      !(bodyIsOptional && hasNoBody(c))
    ) {
      throw new AppError('BAD_REQUEST', MESSAGES.badRequest);
    }
    if (!result.success) {
      if (result.error.issues.some((issue) => issue.path.length === 0)) {
        throw new AppError('BAD_REQUEST', MESSAGES.badRequest);
      }
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
