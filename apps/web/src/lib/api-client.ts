import type { ApiType } from '@casaconti/server/app';
import { type ErrorCode, isErrorCode } from '@casaconti/core/errors';
import { ERROR_MESSAGES } from '@casaconti/core/messages';
import { hc } from 'hono/client';
import { reportUnauthenticated } from './session';

/**
 * The code of a failed call: one of the server's (core/errors), NETWORK when the server could
 * not be reached, UNKNOWN when the answer carried no code of ours.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

/**
 * The one error the client throws for any failed call: the server's code and message. Ask it
 * with the predicates of '@/lib/error-message' (isNotFound, …), not by status or message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;

  constructor(status: number, code: ApiErrorCode, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const CONNECTION_ERROR = 'Errore di connessione. Controlla la rete e riprova.';

/** The one typed client, generated from the server's routes (no API types written twice). */
export const api = hc<ApiType>('/api', {
  init: { credentials: 'same-origin' },
});

type ClientResponseLike = { ok: boolean; status: number; json(): Promise<unknown> };

/**
 * Awaits a call of the typed client and returns its JSON body, or throws ApiError with the
 * server's message (network failures become a connection ApiError).
 */
export async function call<R extends ClientResponseLike>(
  request: Promise<R>,
): Promise<R extends { json(): Promise<infer T> } ? Exclude<T, { error: unknown }> : never> {
  let res: R;
  try {
    res = await request;
  } catch {
    throw new ApiError(0, 'NETWORK', CONNECTION_ERROR);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) {
    // The session is gone (expired, signed out elsewhere, password changed): the app decides
    // where the user goes (lib/session, decision 051); the caller still gets the error.
    if (res.status === 401) reportUnauthenticated();
    const err = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)
      ?.error;
    throw new ApiError(
      res.status,
      isErrorCode(err?.code) ? err.code : 'UNKNOWN',
      err?.message ?? ERROR_MESSAGES.unexpected,
      err?.fields ?? {},
    );
  }
  return body as never;
}
