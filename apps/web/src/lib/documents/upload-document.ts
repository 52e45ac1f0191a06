import { GENERIC_MIME_TYPE, type UploadPurpose } from '@casaconti/core/constants';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createUploadUrl } from './create-upload-url';

/** What a bill or contract is saved with once its file is uploaded (SPEC §3 Upload info). */
export type UploadedDocument = { temp_path: string; original_filename: string };

export class UploadError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`Upload failed with HTTP ${status}`);
    this.name = 'UploadError';
    this.status = status;
  }
}

/**
 * PUTs the bytes with XMLHttpRequest, whose upload progress events (fetch has none) report the
 * bytes sent: `onProgress` receives 0–100. Resolves on a 2xx answer; otherwise UploadError with
 * the HTTP status (0 for a network failure).
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
      } else reject(new UploadError(xhr.status));
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

export const UPLOAD_SUCCESS_MESSAGE = 'File caricato';

/** The SPEC's failure toast: 'Errore di caricamento' / 'Impossibile caricare il file.' */
export function toastUploadError() {
  toast.error('Errore di caricamento', { description: 'Impossibile caricare il file.' });
}

/** Upload with the SPEC's toasts ('File caricato' / 'Errore di caricamento'). */
export function useUploadDocument() {
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => toast.success(UPLOAD_SUCCESS_MESSAGE),
    onError: toastUploadError,
  });
}
