import { GENERIC_MIME_TYPE, type UploadPurpose } from '@casaconti/core/constants';
import type { Queryable } from '../../db/client';
import { upload } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizeFileName, type Storage } from '../../lib/storage';
import { assertAllowedSize, isAllowedDeclaredType, UPLOAD_SLOT_TTL_MS, UPLOAD_URL_TTL_SEC } from './document-types';
import { DOCUMENT_MESSAGES } from './messages';

export type CreateUploadUrlInput = {
  file_name: string;
  file_type: string;
  file_size: number;
  purpose: UploadPurpose;
};

/**
 * create-upload-url (SPEC §7): checks the declared type and size, reserves a single-use upload
 * slot under a server-generated key (`<purpose>/<uuid>`, never derived from the file name) and
 * returns the signed URL to PUT the bytes to.
 */
export async function createUploadUrl(opts: {
  db: Queryable;
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

  const key = `${input.purpose}/${crypto.randomUUID()}`;
  const uploadUrl = await storage.createUploadUrl(key, fileType, input.file_size, UPLOAD_URL_TTL_SEC);
  await db.insert(upload).values({
    ownerId,
    storageKey: key,
    originalName: sanitizeFileName(input.file_name),
    declaredType: fileType,
    declaredSize: input.file_size,
    purpose: input.purpose,
    expiresAt: new Date(clock.now().getTime() + UPLOAD_SLOT_TTL_MS),
  });
  return { uploadUrl, filePath: key };
}
