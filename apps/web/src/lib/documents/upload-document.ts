import type { UploadPurpose } from '@casaconti/core/constants';
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

/** Asks for an upload URL, then PUTs the file's bytes there with its content type. */
export async function uploadDocument({
  file,
  purpose,
}: {
  file: File;
  purpose: UploadPurpose;
}): Promise<UploadedDocument> {
  const { uploadUrl, filePath } = await createUploadUrl({
    file_name: file.name,
    file_type: file.type,
    file_size: file.size,
    purpose,
  });
  let res: Response;
  try {
    res = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  } catch {
    throw new UploadError(0);
  }
  if (!res.ok) throw new UploadError(res.status);
  return { temp_path: filePath, original_filename: file.name };
}

/** Upload with the SPEC's toasts ('File caricato' / 'Errore di caricamento'). */
export function useUploadDocument() {
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => toast.success('File caricato'),
    onError: () => toast.error('Errore di caricamento', { description: 'Impossibile caricare il file.' }),
  });
}
