import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { AppBindings } from '../lib/context';

/**
 * The request's c.json() with the answer's Content-Length: hono's c.json() (same status, headers
 * and Content-Type) plus the byte length of the text it serializes. (A kept read's answer is sent
 * by middleware/kept.ts, serialized and compressed once.)
 */
function jsonWithLength(c: Context<AppBindings>): Context<AppBindings>['json'] {
  const json = c.json;
  return ((object: unknown, arg?: never, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    if (text === undefined) return json(object as never, arg, headers);
    return c.body(text, arg, {
      'Content-Type': 'application/json',
      ...headers,
      'Content-Length': String(Buffer.byteLength(text)),
    });
  }) as Context<AppBindings>['json'];
}

/**
 * JSON answers over 1 KB go out gzip- or deflate-compressed when the client accepts it (files
 * and downloads are not JSON and keep their own encoding).
 */
export const compressJson: MiddlewareHandler<AppBindings> = compress({ contentTypeFilter: /^application\/json/ });

/**
 * Without a Content-Length compress() would squeeze even a 40-byte answer: JSON answers get
 * their length so its 1 KB threshold applies. c.json() measures the text it has just serialized
 * (no copy of the answer); the rare JSON answer built otherwise (a Response of its own) is read
 * once to measure it.
 */
export const jsonContentLength: MiddlewareHandler<AppBindings> = async (c, next) => {
  c.json = jsonWithLength(c);
  await next();
  const res = c.res;
  if (
    res.headers.has('content-length') ||
    !res.body ||
    !/^application\/json/.test(res.headers.get('content-type') ?? '')
  ) {
    return;
  }
  const body = await res.arrayBuffer();
  const headers = new Headers(res.headers);
  headers.set('content-length', String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
};

/**
 * Answers of the API are personal or short-lived: never stored by a browser or proxy cache
 * (routes that set their own Cache-Control, like the private statement link, keep it).
 */
export const noStore: MiddlewareHandler<AppBindings> = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};
