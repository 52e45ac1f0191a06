import { GENERIC_MIME_TYPE, type UploadPurpose } from '@casaconti/core/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { upload, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizeFileName, type Storage } from '../../lib/storage';
import {
  assertAllowedSize,
  isAllowedDeclaredType,
  MAX_OPEN_UPLOADS,
  MAX_UNATTACHED_UPLOAD_BYTES,
  UPLOAD_SLOT_TTL_MS,
  UPLOAD_URL_TTL_SEC,
} from './document-types';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';

/** The storage key's prefix per purpose (keys are `<lowercase letters>/<uuid>`: isValidStorageKey). */
const KEY_PREFIX: Record<UploadPurpose, string> = {
  contract: 'contract',
  bill: 'bill',
  payment_proof: 'proof',
  deposit_deduction: 'deduction',
};

export type CreateUploadUrlInput = {
  file_name: string;
  file_type: string;
  file_size: number;
  purpose: UploadPurpose;
};

/**
 * create-upload-url (docs/product.md §7): checks the declared type and size, reserves a single-use upload
 * slot under a server-generated key (`<purpose prefix>/<uuid>`, never derived from the file name) and
 * returns the signed URL to PUT the bytes to.
 *
 * Quotas (decision 046): a landlord holds at most MAX_OPEN_UPLOADS open slots (not attached, not
 * expired) and MAX_UNATTACHED_UPLOAD_BYTES declared bytes in slots not attached yet (expired ones
 * count until deleteExpiredUploads removes them); beyond either the answer is 429 and nothing is
 * stored. The landlord's user row is locked for the count and the insert, so parallel requests
 * of one landlord take turns and never exceed the quota.
 */
export async function createUploadUrl(opts: {
  db: Db;
  storage: Storage;
  clock: Clock;
  ownerId: string;
  input: CreateUploadUrlInput;
}): Promise<{ uploadUrl: string; filePath: string }> {
  const { db, storage, clock, ownerId, input } = opts;
  // An empty declared type is stored and signed as the generic one (S3 signs the header).
  const fileType = input.file_type.trim().toLowerCase() || GENERIC_MIME_TYPE;
  if (!isAllowedDeclaredType(input.purpose, fileType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.typeNotAllowed[input.purpose], {
      file_type: DOCUMENT_MESSAGES.typeNotAllowed[input.purpose],
    });
  }
  assertAllowedSize(input.file_size);

  const key = `${KEY_PREFIX[input.purpose]}/${crypto.randomUUID()}`;
  const now = clock.now();
  await db.transaction(async (tx) => {
    // One lock per landlord: no key update, so rows referencing the user are not held up.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerId)).for('no key update');
    const [held] = await tx
      .select({
        open: sql<number>`count(*) filter (where ${upload.expiresAt} > ${now.toISOString()}::timestamptz)::int`,
        bytes: sql<number>`coalesce(sum(${upload.declaredSize}), 0)::bigint`,
      })
      .from(upload)
      .where(and(eq(upload.ownerId, ownerId), isNull(upload.claimedAt)));
    if ((held?.open ?? 0) >= MAX_OPEN_UPLOADS) throw new AppError('RATE_LIMITED', DOCUMENT_MESSAGES.tooManyOpenUploads);
    if (Number(held?.bytes ?? 0) + input.file_size > MAX_UNATTACHED_UPLOAD_BYTES) {
      throw new AppError('RATE_LIMITED', DOCUMENT_MESSAGES.uploadSpaceFull);
    }
    await tx.insert(upload).values({
      ownerId,
      storageKey: key,
      originalName: sanitizeFileName(input.file_name),
      declaredType: fileType,
      declaredSize: input.file_size,
      purpose: input.purpose,
      expiresAt: new Date(now.getTime() + UPLOAD_SLOT_TTL_MS),
    });
  });
  const uploadUrl = await storage.createUploadUrl(key, fileType, input.file_size, UPLOAD_URL_TTL_SEC);
  return { uploadUrl, filePath: key };
}
