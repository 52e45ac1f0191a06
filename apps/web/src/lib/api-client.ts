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

type HeldAnswer = { etag: string; body: string; contentType: string | null };

/**
 * The answers the server tagged with an ETag, by the URL asked (decision 180): the tag and the
 * body as received, in memory only. Authenticated answers are `Cache-Control: no-store` (ASVS
 * 14.3.2: nothing of a landlord's on a shared computer's disk), so the browser keeps none: this
 * is what lets a read ask `If-None-Match` and take a 304. Never written to any storage.
 */
const heldAnswers = new Map<string, HeldAnswer>();

/**
 * Forgets every held answer: the signed-in user may change (sign-in, sign-out; a 401 does it by
 * itself), and a tag is only worth the session that received it.
 */
export function forgetHeldAnswers(): void {
  heldAnswers.clear();
}

function replay(held: HeldAnswer): Response {
  const headers = new Headers({ ETag: held.etag });
  if (held.contentType) headers.set('Content-Type', held.contentType);
  return new Response(held.body, { status: 200, headers });
}

/**
 * The fetch of the typed client. A GET sends `If-None-Match` with the tag it holds for its URL
 * and answers a 304 with the body held beside it; a 200 with an ETag replaces what is held; an
 * answer without one forgets it (a server that sends no ETag works as before). A 304 for a tag
 * no longer held (forgotten while the request was out) is asked again without `If-None-Match`.
 * Other methods go through untouched.
 */
export async function fetchWithHeldAnswers(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (typeof input !== 'string' || (init.method ?? 'GET').toUpperCase() !== 'GET') return fetch(input, init);
  const held = heldAnswers.get(input);
  const headers = new Headers(init.headers);
  if (held) headers.set('If-None-Match', held.etag);
  const res = await fetch(input, { ...init, headers });
  if (res.status === 304) {
    if (held && heldAnswers.get(input) === held) return replay(held);
    heldAnswers.delete(input);
    return fetch(input, init);
  }
  // The session is gone: nothing held belongs to whoever signs in next.
  if (res.status === 401) forgetHeldAnswers();
  const etag = res.headers.get('ETag');
  if (res.status !== 200 || !etag) {
    heldAnswers.delete(input);
    return res;
  }
  const next: HeldAnswer = { etag, body: await res.text(), contentType: res.headers.get('Content-Type') };
  heldAnswers.set(input, next);
  return replay(next);
}

/** The one typed client, generated from the server's routes (no API types written twice). */
export const api = hc<ApiType>('/api', {
  init: { credentials: 'same-origin' },
  fetch: fetchWithHeldAnswers,
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
