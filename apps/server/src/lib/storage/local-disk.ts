import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Clock } from '../clock';
import { sanitizeFileName } from './file-names';
import { assertKey, isValidStorageKey, SNIFF_BYTES, type Storage, ttl } from './storage';

export const LOCAL_UPLOAD_PATH = '/api/uploads/blob/';
export const LOCAL_DOWNLOAD_PATH = '/api/documents/blob/';

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

export class UploadTooLargeError extends Error {
  constructor() {
    super('upload exceeds the allowed size');
    this.name = 'UploadTooLargeError';
  }
}

/**
 * Files under `root/<key>`. Signed URLs point at our own endpoints and carry
 * exp (unix seconds) and an HMAC-SHA256 over method, key, exp (and, for downloads, the name and
 * type the response will carry), keyed by a sub-key of the server secret.
 */
export class LocalDiskStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;
  readonly #key: Buffer;
  readonly #clock: Clock;

  constructor(opts: { root: string; secret: string; clock: Clock }) {
    this.root = path.resolve(opts.root);
    // A purpose-bound sub-key: the auth secret itself never signs URLs.
    this.#key = createHmac('sha256', opts.secret).update('casaconti:storage-url:v1').digest();
    this.#clock = opts.clock;
  }

  #path(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  #sign(parts: string[]): string {
    return createHmac('sha256', this.#key).update(parts.join('\n')).digest('base64url');
  }

  #expiry(expiresInSec: number): number {
    return Math.floor(this.#clock.now().getTime() / 1000) + ttl(expiresInSec);
  }

  async createUploadUrl(key: string, _contentType: string, _maxBytes: number, expiresInSec: number) {
    assertKey(key);
    const exp = String(this.#expiry(expiresInSec));
    const sig = this.#sign(['PUT', key, exp]);
    return `${LOCAL_UPLOAD_PATH}${key}?${new URLSearchParams({ exp, sig })}`;
  }

  async createDownloadUrl(key: string, fileName: string, contentType: string, expiresInSec: number) {
    assertKey(key);
    const exp = String(this.#expiry(expiresInSec));
    const name = sanitizeFileName(fileName);
    const sig = this.#sign(['GET', key, exp, name, contentType]);
    return `${LOCAL_DOWNLOAD_PATH}${key}?${new URLSearchParams({ exp, name, type: contentType, sig })}`;
  }

  /** Checks a URL this storage issued: the signature first (constant time), then the expiry. */
  verify(
    method: 'PUT' | 'GET',
    key: string,
    params: { exp?: string; sig?: string; name?: string; type?: string },
  ): SignatureCheck {
    const { exp, sig } = params;
    if (!isValidStorageKey(key) || !exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
    const parts = method === 'PUT' ? ['PUT', key, exp] : ['GET', key, exp, params.name ?? '', params.type ?? ''];
    const expected = Buffer.from(this.#sign(parts));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    if (Math.floor(this.#clock.now().getTime() / 1000) > Number(exp)) return 'expired';
    return 'ok';
  }

  /**
   * Streams `body` to disk, refusing (and deleting) it past `maxBytes` without ever holding more
   * than one chunk plus the first SNIFF_BYTES in memory. Written to a temporary name and renamed,
   * so a half-written file is never visible under the key.
   */
  async write(
    key: string,
    body: ReadableStream<Uint8Array> | null,
    maxBytes: number,
  ): Promise<{ size: number; head: Uint8Array }> {
    const target = this.#path(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.part-${crypto.randomUUID()}`;
    const handle = await fs.promises.open(temp, 'wx', 0o600);
    let size = 0;
    const head: Uint8Array[] = [];
    let headSize = 0;
    let ok = false;
    try {
      if (body) {
        const reader = body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > maxBytes) {
            await reader.cancel().catch(() => {});
            throw new UploadTooLargeError();
          }
          if (headSize < SNIFF_BYTES) {
            const piece = value.subarray(0, SNIFF_BYTES - headSize);
            head.push(piece);
            headSize += piece.byteLength;
          }
          await handle.write(value);
        }
      }
      ok = true;
    } finally {
      await handle.close();
      if (!ok) await fs.promises.rm(temp, { force: true });
    }
    await fs.promises.rename(temp, target);
    return { size, head: Buffer.concat(head) };
  }

  /** A web stream of the file, or null when it does not exist. */
  async openRead(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
    const file = this.#path(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      const { size } = await handle.stat();
      const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { stream, size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async head(key: string) {
    try {
      const stat = await fs.promises.stat(this.#path(key));
      return stat.isFile() ? { size: stat.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async readFirstBytes(key: string, count: number) {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.#path(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      const buffer = Buffer.alloc(count);
      const { bytesRead } = await handle.read(buffer, 0, count, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** While a backup copies the files, deletions wait (every file the database snapshot names stays). */
  #deletesHeld: Promise<void> | null = null;

  async delete(key: string) {
    const file = this.#path(key);
    while (this.#deletesHeld) await this.#deletesHeld.catch(() => undefined);
    await fs.promises.rm(file, { force: true });
  }

  /** Runs `work` with deletions held back until it ends (uploads go on: extra files are harmless). */
  async holdDeletes<T>(work: () => Promise<T>): Promise<T> {
    while (this.#deletesHeld) await this.#deletesHeld.catch(() => undefined);
    // Held before `work` starts: a deletion asked for during its first synchronous step waits too.
    let release = () => {};
    this.#deletesHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      return await work();
    } finally {
      this.#deletesHeld = null;
      release();
    }
  }
}
