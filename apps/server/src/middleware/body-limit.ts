import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, MESSAGES } from '../lib/app-error';
import type { AppBindings } from '../lib/context';
import { LOCAL_UPLOAD_PATH } from '../lib/storage';

/** The portfolio import's upload (routes/imports.ts). */
const IMPORT_UPLOAD_PATH = '/api/imports';

/** How much of a refused (over-limit) body the server reads and discards to keep the connection. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Reads and discards a request body; false when it is unreadable or longer than `max` bytes. */
async function drainBody(request: Request, max: number): Promise<boolean> {
  const body = request.body;
  if (!body || body.locked) return !body;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > max) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

const apiBodyLimit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: async (c) => {
    // Read the rest of the refused body so the client's keep-alive connection stays usable
    // for its next request; past DRAIN_LIMIT (or a body already cancelled) the connection
    // is closed instead of reading on.
    if (!(await drainBody(c.req.raw, DRAIN_LIMIT))) c.header('connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge);
  },
});

/**
 * An API request body is at most 1 MB. The local upload PUT streams up to 10 MB to disk with its
 * own limit (routes/uploads.ts), the portfolio import's file up to 5 MB with its own (routes/imports.ts); bodyLimit would buffer it and stop it at 1 MB. GET and HEAD have
 * no body (the Request carries none): asking for it would only build the whole Request object for
 * nothing.
 */
export const limitApiBody: MiddlewareHandler<AppBindings> = (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return next();
  if (method === 'PUT' && c.req.path.startsWith(LOCAL_UPLOAD_PATH)) return next();
  // The portfolio import's file: up to 5 MB, limited by its route (routes/imports.ts).
  if (method === 'POST' && c.req.path === IMPORT_UPLOAD_PATH) return next();
  return apiBodyLimit(c, next);
};
