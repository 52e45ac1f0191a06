import {
  ALLOWED_MIME_TYPES,
  isAllowedDeclaredMimeType,
  MAX_UPLOAD_BYTES,
  type UploadPurpose,
} from '@casaconti/core/constants';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';

/** How long an upload slot stays usable (PUT and attach), from the moment its URL is issued. */
export const UPLOAD_SLOT_TTL_MS = 10 * 60 * 1000;
export const UPLOAD_URL_TTL_SEC = 5 * 60;
export const DOWNLOAD_URL_TTL_SEC = 5 * 60;

/**
 * Per landlord (decision 046): at most this many open upload slots (not attached, not expired)…
 */
export const MAX_OPEN_UPLOADS = 20;
/** …and at most this many declared bytes in slots not attached yet, expired ones until the cleanup removes them. */
export const MAX_UNATTACHED_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * What the declared (browser-provided) type may be: a listed type, or for bills an empty or
 * generic one (a HEIC photo from a phone), whose real type the magic bytes decide at the PUT.
 */
export function isAllowedDeclaredType(purpose: UploadPurpose, mimeType: string): boolean {
  return isAllowedDeclaredMimeType(purpose, mimeType);
}

/**
 * What the bytes really are may be. `file-type` reports HEIC photos whose major brand is
 * 'mif1' as image/heif: the same container, so it counts as the allowed HEIC.
 */
export function isAllowedDetectedType(purpose: UploadPurpose, mimeType: string): boolean {
  const normalized = mimeType === 'image/heif' ? 'image/heic' : mimeType;
  return ALLOWED_MIME_TYPES[purpose].includes(normalized);
}

/** The MIME type the magic bytes say, or null when unknown. */
export async function detectFileType(firstBytes: Uint8Array): Promise<string | null> {
  if (firstBytes.byteLength === 0) return null;
  const result = await fileTypeFromBuffer(firstBytes);
  return result?.mime ?? null;
}

/** Refuses a real (detected) type the purpose does not allow: 415. */
export async function assertAllowedContent(purpose: UploadPurpose, firstBytes: Uint8Array): Promise<string> {
  const detected = await detectFileType(firstBytes);
  if (!detected || !isAllowedDetectedType(purpose, detected)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.typeNotAllowed[purpose]);
  }
  return detected;
}

/** Size bounds shared by the declared size and the stored bytes. */
export function assertAllowedSize(size: number): void {
  if (size <= 0) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.empty);
  if (size > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
}
