import type { UploadPurpose } from '@casaconti/core/constants';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  toastUploadError,
  UPLOAD_SUCCESS_MESSAGE,
  type UploadedDocument,
  uploadDocument,
  uploadErrorMessage,
} from './upload-document';

/** A form's optional file, uploaded as soon as it is picked. */
export type PickedFile =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'done'; document: UploadedDocument }
  /** Refused (its reason on screen): removed or replaced before the form is sent. */
  | { status: 'refused'; fileName: string };

/**
 * The one way a form uploads the file picked into its FileInput (a bill's document, a payment's
 * proof): checked by core's upload rules first, then uploaded with its progress; a refusal stays
 * beside the file (`fileError`) until the file is removed or replaced. `toastOnSuccess` adds the
 * SPEC's 'File caricato'.
 */
export function usePickedFile(purpose: UploadPurpose, { toastOnSuccess = false }: { toastOnSuccess?: boolean } = {}) {
  const [file, setFile] = useState<PickedFile>({ status: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);

  const pick = async (picked: File | undefined) => {
    setFileError(null);
    setFile({ status: 'idle' });
    if (!picked) return;
    const invalid = validateUploadFile(purpose, picked);
    if (invalid) {
      setFile({ status: 'refused', fileName: picked.name });
      setFileError(invalid);
      return;
    }
    const fileName = picked.name;
    setFile({ status: 'uploading', fileName, percent: 0 });
    try {
      const document = await uploadDocument({
        file: picked,
        purpose,
        onProgress: (percent) => setFile({ status: 'uploading', fileName, percent }),
      });
      setFile({ status: 'done', document });
      if (toastOnSuccess) toast.success(UPLOAD_SUCCESS_MESSAGE);
    } catch (error) {
      setFile({ status: 'refused', fileName });
      setFileError(uploadErrorMessage(error));
      toastUploadError(error);
    }
  };

  const clear = () => {
    setFile({ status: 'idle' });
    setFileError(null);
  };

  return {
    file,
    fileError,
    /** The name the FileInput shows: the file being uploaded, uploaded or refused. */
    fileName:
      file.status === 'uploading' || file.status === 'refused'
        ? file.fileName
        : file.status === 'done'
          ? file.document.original_filename
          : null,
    /** The uploaded document to send with the form, if any. */
    document: file.status === 'done' ? file.document : null,
    /** For the FileInput's remove button: only once a file is uploaded or refused. */
    onRemove: file.status === 'done' || file.status === 'refused' ? clear : undefined,
    pick,
    clear,
  };
}
