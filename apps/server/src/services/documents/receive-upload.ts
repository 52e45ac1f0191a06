import { MAX_UPLOAD_BYTES } from '@casaconti/core/constants';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { upload } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type LocalDiskStorage, UploadTooLargeError } from '../../lib/storage';
import { assertAllowedContent } from './document-types';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';

/**
 * The PUT of a local-disk upload URL: verifies the signed link, claims the slot (single use:
 * a second PUT is refused once uploaded_at is set), streams at most the declared size (≤ 10 MB)
 * to disk and checks the real type by its magic bytes. A failed transfer deletes the bytes and
 * releases the slot, so nothing half-checked is ever attachable.
 */
export async function receiveUpload(opts: {
  db: Db;
  storage: LocalDiskStorage;
  clock: Clock;
  key: string;
  query: { exp?: string; sig?: string };
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
}): Promise<{ size: number; contentType: string }> {
  const { db, storage, clock, key } = opts;
  const check = storage.verify('PUT', key, opts.query);
  if (check === 'invalid') throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.invalidUploadLink);
  if (check === 'expired') throw new AppError('GONE', DOCUMENT_MESSAGES.expiredUploadLink);

  const now = clock.now();
  const [slot] = await db
    .update(upload)
    .set({ uploadedAt: now })
    .where(and(eq(upload.storageKey, key), isNull(upload.uploadedAt), gt(upload.expiresAt, now)))
    .returning({ id: upload.id, purpose: upload.purpose, declaredSize: upload.declaredSize });
  if (!slot) {
    const [row] = await db.select({ uploadedAt: upload.uploadedAt }).from(upload).where(eq(upload.storageKey, key));
    if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.uploadNotFound);
    if (row.uploadedAt) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.alreadyUploaded);
    throw new AppError('GONE', DOCUMENT_MESSAGES.expiredUploadLink);
  }

  const limit = Math.min(slot.declaredSize, MAX_UPLOAD_BYTES);
  try {
    const length = opts.contentLength === undefined ? undefined : Number(opts.contentLength);
    if (length !== undefined && length > limit) throw new UploadTooLargeError();
    const { size, head } = await storage.write(key, opts.body, limit);
    if (size === 0) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.empty);
    const contentType = await assertAllowedContent(slot.purpose, head);
    const [kept] = await db
      .update(upload)
      .set({ detectedType: contentType })
      .where(eq(upload.id, slot.id))
      .returning({ id: upload.id });
    // The cleanup removed the slot while the bytes streamed (it had expired): keep nothing.
    if (!kept) throw new AppError('GONE', DOCUMENT_MESSAGES.expiredUploadLink);
    return { size, contentType };
  } catch (err) {
    await storage.delete(key);
    await db.update(upload).set({ uploadedAt: null, detectedType: null }).where(eq(upload.id, slot.id));
    if (err instanceof UploadTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
    throw err;
  }
}
