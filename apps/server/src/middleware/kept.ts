import { createHmac } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { LRUCache } from 'lru-cache';
import { type Clock, today } from '../lib/clock';
import type { AppBindings } from '../lib/context';
import { compressPage, pickEncoding } from '../lib/spa-index';

/** The kept answers' bound in bytes (decision 130): about the JSON length of every kept answer. */
export const KEPT_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

/** Below this an answer goes out as it is (hono's compress() has the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * What a kept read's answer is valid under (decisions 130, 141, 144, 176): whom it is for and the
 * data version(s) it was computed after.
 */
export type KeptScope = {
  /** Whose answer it is: the key's first part, so one reader's answer never answers another. */
  reader: (c: Context<AppBindings>) => string;
  /**
   * One statement: the landlord data version the answer is valid under (a number), or for a
   * reader of several landlords' data all their versions (a string); null when there is nothing
   * to keep under (a link that opens nothing): the answer is computed each time, with no ETag.
   */
  version: (c: Context<AppBindings>) => Promise<number | string | null>;
};

/**
 * One kept answer: its version, its ETag, its JSON as UTF-8 bytes (serialized once) and its
 * compressed forms, each made once, after the answer that first asked for it (not in its way).
 */
type KeptEntry = {
  version: number | string;
  etag: string;
  utf8: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  encoding: Set<Encoding>;
};

/** The query as parsed by zod, keys sorted and absent values dropped: equal queries, equal keys. */
export function canonicalQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const keys = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort();
  return JSON.stringify(keys.map((k) => [k, query[k]]));
}

/**
 * The one seam of kept reads (decisions 130, 146, 176, 177): `keep(scope)` is a route's middleware,
 * placed after its validators, that marks the read kept; the handler stays the read's one service
 * call. Per app instance one byte-bounded cache (least recently used out first).
 *
 * A request reads the scope's version (one statement) and makes the key: the reader, the route,
 * its parameters, its parsed query (the raw one if none was validated) and the Rome day, HMACed
 * with the server secret. The ETag is `W/"<version>-<key>"`: an `If-None-Match` equal to it is
 * answered 304 with no body, whether or not this instance keeps the answer (every instance makes
 * the same ETag from the same version and key). Else an entry of that version answers from
 * memory; else the handler runs and its 200 JSON answer is kept under that version.
 *
 * Why an answer is never older than its version: the version is read first and the service reads
 * its data in later statements; a write and its bump commit together, so the data is at least as
 * new as the version. It may be newer (a write committed in between): then the version has moved
 * on too, and the next request misses. Of two concurrent misses a kept entry is never replaced by
 * one of a lower version.
 */
export function keptAnswers(opts: { clock: Clock; secret: string; maxBytes?: number }) {
  const cache = new LRUCache<string, KeptEntry>({
    maxSize: opts.maxBytes ?? KEPT_ANSWERS_MAX_BYTES,
    sizeCalculation: (entry, key) => Math.max(1, key.length + entry.utf8.byteLength),
  });
  const hash = (text: string) => createHmac('sha256', opts.secret).update(text).digest('base64url');

  // Named `kept`: a route's list of handlers shows which reads are kept (kept-etag.test.ts).
  const keep = (scope: KeptScope): MiddlewareHandler<AppBindings> =>
    async function kept(c, next) {
      const version = await scope.version(c);
      if (version === null) return next();
      const validated = (c.req.valid as (target: string) => Record<string, unknown> | undefined)('query');
      const key = hash(
        JSON.stringify([
          scope.reader(c),
          routePath(c),
          today(opts.clock),
          canonicalQuery(c.req.param() as Record<string, unknown>),
          canonicalQuery(validated ?? c.req.query()),
        ]),
      );
      const versionTag = typeof version === 'number' ? String(version) : hash(version).slice(0, 12);
      const etag = `W/"${versionTag}-${key.slice(0, 22)}"`;
      if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, { ETag: etag });

      const kept = cache.get(key);
      if (kept && kept.version === version) return send(c, kept);

      const json = c.json;
      let made: KeptEntry | undefined;
      c.json = ((object: unknown, arg?: never, headers?: Record<string, string>) => {
        if (arg !== undefined && arg !== 200) return json(object as never, arg, headers);
        const utf8 = Buffer.from(JSON.stringify(object));
        made = { version, etag, utf8, encoded: {}, encoding: new Set() };
        return send(c, made);
      }) as typeof c.json;
      await next();
      if (!made || c.res.status !== 200) return;
      const current = cache.peek(key);
      // Of two concurrent misses the later version stays; several landlords' versions have no
      // order, so there the last computed stays (an older one only misses on the next read).
      const older = typeof current?.version === 'number' && typeof version === 'number' && current.version > version;
      if (!older) cache.set(key, made);
    };

  return { keep, cache };
}

export type KeptAnswers = ReturnType<typeof keptAnswers>;

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === opaque;
  });
}

/**
 * A kept answer as the request accepts it: its compressed bytes when they are made, else its
 * text (hono's compress() then streams it as for any answer) while the compressed form is made
 * for the next request.
 */
function send(c: Context<AppBindings>, entry: KeptEntry): Response {
  const bytes = entry.utf8.byteLength;
  const encoding = bytes >= COMPRESS_FROM_BYTES ? pickEncoding(c.req.header('accept-encoding')) : null;
  const encoded = encoding ? entry.encoded[encoding] : undefined;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ETag: entry.etag };
  if (encoding && encoded) {
    return c.body(view(encoded), 200, {
      ...headers,
      'Content-Encoding': encoding,
      Vary: 'Accept-Encoding',
      'Content-Length': String(encoded.byteLength),
    });
  }
  if (encoding && !entry.encoding.has(encoding)) {
    entry.encoding.add(encoding);
    compressPage(entry.utf8, encoding).then(
      (buffer) => {
        entry.encoded[encoding] = buffer;
      },
      // Not made: this answer keeps going out through compress(), as any other.
      () => {},
    );
  }
  return c.body(view(entry.utf8), 200, { ...headers, 'Content-Length': String(bytes) });
}

/** The buffer's bytes as the Uint8Array a Response takes, not copied. */
function view(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
