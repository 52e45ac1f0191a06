import { ApiError, type ApiErrorCode, CONNECTION_ERROR } from '@/lib/api-client';

/**
 * How components read a failed call: by the server's typed code (core/errors), never by
 * comparing status numbers or message text.
 */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** The resource does not exist (or belongs to someone else: the server answers the same). */
export function isNotFound(error: unknown): error is ApiError {
  return hasErrorCode(error, 'NOT_FOUND');
}

/** The server refused the request's data or shape (a malformed id, an invalid field). */
export function isInvalidRequest(error: unknown): error is ApiError {
  return hasErrorCode(error, 'VALIDATION', 'BAD_REQUEST');
}

/** True when the server answered that the resource does not exist or the id is malformed. */
export function isNotFoundOrInvalid(error: unknown): error is ApiError {
  return isNotFound(error) || isInvalidRequest(error);
}

/** The server could not be reached (no answer at all). */
export function isConnectionError(error: unknown): boolean {
  return hasErrorCode(error, 'NETWORK');
}

/** The server refused the request (a 4xx with one of its codes): retrying the same call cannot help. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The message to show for a failed call: the server's own reason when it refused the request
 * (4xx, e.g. a 409 explaining why a deletion is not possible), otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isRefusal(error) && error.message) return error.message;
  return fallback;
}

/**
 * The message a form shows above its buttons when saving failed: the connection message when
 * the server could not be reached, else the server's own message (a refusal such as 'L'importo
 * supera il totale da pagare (X €).'), else `fallback`.
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (isConnectionError(error)) return CONNECTION_ERROR;
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
