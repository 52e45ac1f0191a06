import type { UploadPurpose } from '@casaconti/core/constants';
import { fileNameForType } from '@casaconti/core/file-names';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { document, upload } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isValidStorageKey, SNIFF_BYTES, sanitizeFileName, type Storage } from '../../lib/storage';
import { assertAllowedContent, assertAllowedSize } from './document-types';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';

export type AttachedDocument = {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
};

export type AttachUploadedDocumentOptions = {
  /** The caller's open transaction: the claim is undone if the contract or bill is not stored. */
  tx: Queryable;
  storage: Storage;
  clock: Clock;
  /** The user who asked for the upload URL (the landlord; the tenant for a payment proof). */
  ownerId: string;
  /** documentInfo.temp_path: the filePath returned by create-upload-url. */
  filePath: string;
  /** documentInfo.original_filename: shown to people, sanitized; never used as a storage path. */
  originalFileName: string;
  purpose: UploadPurpose;
} & (
  | { contractId: string; billId?: never; paymentProof?: never }
  | { billId: string; contractId?: never; paymentProof?: never }
  /** A tenant's payment proof: a document of neither, held by payment_signal.proof_document_id. */
  | { paymentProof: true; contractId?: never; billId?: never }
);

/**
 * Turns an uploaded file into a document of a contract or a bill, or a payment proof, inside the
 * caller's transaction (create-complete-contract, process-uploaded-bill, signalPayment). The upload must be the caller's,
 * for this purpose, not expired, really uploaded (size and magic bytes checked on the stored
 * object, whatever the storage) and not used before: the slot is claimed with a conditional
 * UPDATE, so two requests racing for one upload attach it once. The document's name ends with
 * the extension of the detected type.
 */
export async function attachUploadedDocument(opts: AttachUploadedDocumentOptions): Promise<AttachedDocument> {
  const { tx, storage, clock, ownerId, filePath, purpose } = opts;
  const target = opts.contractId !== undefined ? 'contract' : opts.billId !== undefined ? 'bill' : 'payment_proof';
  // A deposit deduction's document is a document of the contract (decision 111).
  if (target !== (purpose === 'deposit_deduction' ? 'contract' : purpose))
    throw new Error(`attachUploadedDocument: purpose ${purpose} with a ${target} id`);
  if (!isValidStorageKey(filePath)) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.uploadNotFound);

  const now = clock.now();
  const [slot] = await tx
    .update(upload)
    .set({ claimedAt: now })
    .where(and(eq(upload.storageKey, filePath), eq(upload.ownerId, ownerId), isNull(upload.claimedAt)))
    .returning();
  if (!slot) {
    const [row] = await tx
      .select({ claimedAt: upload.claimedAt })
      .from(upload)
      .where(and(eq(upload.storageKey, filePath), eq(upload.ownerId, ownerId)));
    if (row?.claimedAt) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.alreadyUsed);
    throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.uploadNotFound);
  }
  if (slot.purpose !== purpose) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.wrongPurpose);
  if (slot.expiresAt.getTime() < now.getTime()) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.uploadNotFound);
  // Local uploads are marked by our PUT endpoint; S3 ones only exist as an object.
  if (storage.kind === 'local' && (!slot.uploadedAt || !slot.detectedType)) {
    throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.notUploaded);
  }

  const stored = await storage.head(filePath);
  if (!stored) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.notUploaded);
  assertAllowedSize(stored.size);
  if (stored.size > slot.declaredSize) throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
  const firstBytes = (await storage.readFirstBytes(filePath, SNIFF_BYTES)) ?? new Uint8Array();
  let contentType: string;
  try {
    contentType = await assertAllowedContent(purpose, firstBytes);
  } catch (err) {
    // Bytes of a forbidden type never become acceptable: drop them rather than keep garbage.
    await storage.delete(filePath);
    throw err;
  }

  const [created] = await tx
    .insert(document)
    .values({
      storageKey: filePath,
      // Named for what it is (by its magic bytes), not for what its name claimed.
      fileName: sanitizeFileName(
        fileNameForType(sanitizeFileName(opts.originalFileName || slot.originalName), contentType),
      ),
      contentType,
      size: stored.size,
      contractId: opts.contractId ?? null,
      billId: opts.billId ?? null,
    })
    .returning({
      id: document.id,
      fileName: document.fileName,
      contentType: document.contentType,
      size: document.size,
    });
  return created!;
}
