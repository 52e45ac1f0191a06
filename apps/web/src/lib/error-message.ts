import { ApiError } from '@/lib/api-client';

/**
 * The message to show for a failed call: the server's own reason when it refused the request
 * (4xx, e.g. a 409 explaining why a deletion is not possible), otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

/** True when the server answered that the resource does not exist or the id is malformed. */
export function isNotFoundOrInvalid(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** True when the call never reached the server (network down, connection refused). */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
