import { compressPage, pickEncoding } from './spa-index';

type Encoding = 'br' | 'gzip';

/**
 * The JSON text of an answer the server keeps across requests (a kept answer, decision 146),
 * serialized once, and its compressed forms, each made once, after the answer that first asked
 * for it (not in its way).
 */
export type KeptJson = {
  /** The JSON as UTF-8 bytes, encoded once (a large answer's encoding costs milliseconds a time). */
  utf8: Buffer;
  bytes: number;
  encoded: Partial<Record<Encoding, Buffer>>;
  encoding: Set<Encoding>;
};

/** Held by the kept answer itself: an answer dropped from the cache takes its text with it. */
const texts = new WeakMap<object, KeptJson>();

/** Below this an answer goes out as it is (hono's compress() has the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** The kept JSON of `answer`, serialized now if it was not yet. */
export function keepJson(answer: object): KeptJson {
  let kept = texts.get(answer);
  if (!kept) {
    const utf8 = Buffer.from(JSON.stringify(answer));
    kept = { utf8, bytes: utf8.byteLength, encoded: {}, encoding: new Set() };
    texts.set(answer, kept);
  }
  return kept;
}

/** The kept JSON of `value` when it is a kept answer (keepJson was called on it), else undefined. */
export function keptJsonOf(value: unknown): KeptJson | undefined {
  return typeof value === 'object' && value !== null ? texts.get(value) : undefined;
}

/**
 * What to send for a kept answer to a client accepting `acceptEncoding`: its compressed bytes
 * when they are made, else its text (hono's compress() then streams it as for any answer) while
 * the compressed form is made for the next request.
 */
export function keptJsonBody(
  kept: KeptJson,
  acceptEncoding: string | undefined,
): { body: Uint8Array<ArrayBuffer>; encoding: Encoding | null; bytes: number } {
  const encoding = kept.bytes >= COMPRESS_FROM_BYTES ? pickEncoding(acceptEncoding) : null;
  const encoded = encoding ? kept.encoded[encoding] : undefined;
  if (encoding && encoded) {
    return { body: view(encoded), encoding, bytes: encoded.byteLength };
  }
  if (encoding && !kept.encoding.has(encoding)) {
    kept.encoding.add(encoding);
    compressPage(kept.utf8, encoding).then(
      (buffer) => {
        kept.encoded[encoding] = buffer;
      },
      // Not made: this answer keeps going out through compress(), as any other.
      () => {},
    );
  }
  return { body: view(kept.utf8), encoding: null, bytes: kept.bytes };
}

/** The buffer's bytes as the Uint8Array a Response takes, not copied. */
function view(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
