import { GENERIC_MIME_TYPE, type UploadPurpose } from '@casaconti/core/constants';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import { errorMessage } from '@/lib/error-message';
import { createUploadUrl } from './create-upload-url';

/** What a bill or contract is saved with once its file is uploaded (docs/product.md §3 Upload info). */
export type UploadedDocument = { temp_path: string; original_filename: string };

export class UploadError extends Error {
  readonly status: number;
  /** The reason the server gave (our own PUT endpoint answers `{ error: { message } }`), if any. */
  readonly reason: string | null;

  constructor(status: number, reason: string | null = null) {
    super(`Upload failed with HTTP ${status}`);
    this.name = 'UploadError';
    this.status = status;
    this.reason = reason;
  }
}

/** The message of an API error body, or null (an S3 store answers XML: no reason to show). */
function reasonOf(responseText: string): string | null {
  try {
    const message = (JSON.parse(responseText) as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}

/**
 * PUTs the bytes with XMLHttpRequest, whose upload progress events (fetch has none) report the
 * bytes sent: `onProgress` receives 0–100. Resolves on a 2xx answer; otherwise UploadError with
 * the HTTP status (0 for a network failure) and the server's reason for a refusal.
 */
function putWithProgress(url: string, file: File, contentType: string, onProgress?: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else
        reject(new UploadError(xhr.status, xhr.status >= 400 && xhr.status < 500 ? reasonOf(xhr.responseText) : null));
    });
    xhr.addEventListener('error', () => reject(new UploadError(0)));
    xhr.addEventListener('abort', () => reject(new UploadError(0)));
    xhr.send(file);
  });
}

/**
 * Asks for an upload URL, then PUTs the file's bytes there with its content type. A file the
 * browser could not type (a phone's HEIC photo) goes as the generic type: the server decides by
 * its bytes.
 */
export async function uploadDocument({
  file,
  purpose,
  onProgress,
}: {
  file: File;
  purpose: UploadPurpose;
  onProgress?: (percent: number) => void;
}): Promise<UploadedDocument> {
  const contentType = file.type || GENERIC_MIME_TYPE;
  const { uploadUrl, filePath } = await createUploadUrl({
    file_name: file.name,
    file_type: contentType,
    file_size: file.size,
    purpose,
  });
  onProgress?.(0);
  await putWithProgress(uploadUrl, file, contentType, onProgress);
  return { temp_path: filePath, original_filename: file.name };
}

/**
 * Why an upload failed, to show beside the file: the server's own reason when it refused the
 * file (asking for the URL or at the PUT: a renamed .exe, too many uploads in progress…),
 * otherwise the SPEC's 'Impossibile caricare il file.'
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof UploadError && error.reason) return error.reason;
  return errorMessage(error, DOCUMENT_MESSAGES.uploadFailed);
}
