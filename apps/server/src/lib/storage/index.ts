/**
 * Where document bytes live: the Storage interface (storage.ts), its two implementations —
 * local disk under DATA_DIR/files (local-disk.ts) and an S3-compatible bucket (s3.ts) — and the
 * file-name rules both share (file-names.ts).
 */
import path from 'node:path';
import type { Clock } from '../clock';
import type { Env } from '../env';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export { contentDisposition, sanitizeFileName } from './file-names';
export {
  LOCAL_DOWNLOAD_PATH,
  LOCAL_UPLOAD_PATH,
  LocalDiskStorage,
  type SignatureCheck,
  UploadTooLargeError,
} from './local-disk';
export { S3Storage } from './s3';
export { isValidStorageKey, MAX_SIGNED_URL_TTL_SEC, SNIFF_BYTES, type Storage } from './storage';

/** S3 when a bucket is configured, otherwise local disk under DATA_DIR/files. */
export function createStorage(opts: { env: Env; secret: string; clock: Clock }): Storage {
  const { s3 } = opts.env;
  if (s3) {
    return new S3Storage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
  }
  return new LocalDiskStorage({ root: path.join(opts.env.dataDir, 'files'), secret: opts.secret, clock: opts.clock });
}
