import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from './file-names';
import { assertKey, type Storage, ttl } from './storage';

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Presigned PUT/GET URLs on a bucket. URL signing uses the real time (the object store checks
 * expiry against its own clock), not the injectable domain clock.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(opts: {
    bucket: string;
    region: string;
    endpoint?: string | undefined;
    forcePathStyle: boolean;
    accessKeyId?: string | undefined;
    secretAccessKey?: string | undefined;
  }) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle,
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
      // Otherwise the presigned PUT carries the CRC32 of an empty body and real S3 refuses the upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async createUploadUrl(key: string, contentType: string, maxBytes: number, expiresInSec: number) {
    assertKey(key);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: maxBytes,
    });
    // Signing both headers makes the store itself refuse another type or size.
    return getSignedUrl(this.client, command, {
      expiresIn: ttl(expiresInSec),
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  async createDownloadUrl(key: string, fileName: string, contentType: string, expiresInSec: number) {
    assertKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(fileName),
      ResponseContentType: contentType,
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: ttl(expiresInSec) });
  }

  async head(key: string) {
    assertKey(key);
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async readFirstBytes(key: string, count: number) {
    assertKey(key);
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${count - 1}` }),
      );
      const bytes = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      return bytes.subarray(0, count);
    } catch (err) {
      if (isNotFound(err)) return null;
      // An empty object has no byte 0: the range is unsatisfiable.
      if ((err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 416)
        return new Uint8Array();
      throw err;
    }
  }

  async delete(key: string) {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
