import type { UploadPurpose } from '@casaconti/core/constants';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { type UploadedDocument, uploadDocument, uploadErrorMessage } from './upload-document';

/** A form's optional file, uploaded as soon as it is picked. */
export type PickedFile =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'done'; document: UploadedDocument }
  /** Refused (its reason on screen): removed or replaced before the form is sent (decision 044). */
  | { status: 'refused'; fileName: string; message: string };

/** What `usePickedFile` hands to its form and to `DocumentUploadField`. */
export type PickedFileUpload = ReturnType<typeof usePickedFile>;

/**
 * The one way a form uploads a file as soon as it is picked (a bill's document, a payment's
 * proof, the wizard's signed contract, a deposit deduction's document), shown by
 * `DocumentUploadField` (`components/form/document-upload-field.tsx`): checked by core's upload
 * rules for its purpose first, then uploaded with its progress and the SPEC's toasts ('File
 * caricato'; 'Errore di caricamento' with the reason). A refused file (its rule, or the server's
 * reason) replaces any earlier one and stays named with its message (`fileError`) until it is
 * removed or replaced. Call it where the state must live: the wizard keeps it across its steps
 * and starts it from its draft (`initial`); `onDocumentChange` hears each change of the document
 * to send (a form field's onChange).
 */
export function usePickedFile(
  purpose: UploadPurpose,
  {
    initial = null,
    onDocumentChange,
  }: { initial?: UploadedDocument | null; onDocumentChange?: (document: UploadedDocument | null) => void } = {},
) {
  const [file, setFile] = useState<PickedFile>(() =>
    initial ? { status: 'done', document: initial } : { status: 'idle' },
  );
  // The pick whose answer still counts: a later pick, a removal or the field going away make an
  // upload in flight stale (its answer neither shown nor sent with the form).
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  // The latest listener, for an upload that ends after a later render.
  const documentChange = useRef(onDocumentChange);
  documentChange.current = onDocumentChange;

  const show = (next: PickedFile) => {
    setFile(next);
    documentChange.current?.(next.status === 'done' ? next.document : null);
  };

  const pick = async (picked: File | undefined) => {
    // The picker was cancelled: what was there stays.
    if (!picked) return;
    current.current += 1;
    const pickId = current.current;
    const fileName = picked.name;
    const invalid = validateUploadFile(purpose, picked);
    if (invalid) {
      show({ status: 'refused', fileName, message: invalid });
      return;
    }
    show({ status: 'uploading', fileName, percent: 0 });
    try {
      const document = await uploadDocument({
        file: picked,
        purpose,
        onProgress: (percent) => {
          if (pickId === current.current) setFile({ status: 'uploading', fileName, percent });
        },
      });
      if (pickId !== current.current) return;
      show({ status: 'done', document });
      toast.success(DOCUMENT_MESSAGES.uploaded);
    } catch (error) {
      if (pickId !== current.current) return;
      const message = uploadErrorMessage(error);
      show({ status: 'refused', fileName, message });
      toast.error(DOCUMENT_MESSAGES.uploadFailedToast, { description: message });
    }
  };

  const clear = () => {
    current.current += 1;
    show({ status: 'idle' });
  };

  return {
    purpose,
    file,
    /** Why the picked file cannot go with the form, shown beside it; null otherwise. */
    fileError: file.status === 'refused' ? file.message : null,
    /** The name the FileInput shows: the file being uploaded, uploaded or refused. */
    fileName: file.status === 'idle' ? null : file.status === 'done' ? file.document.original_filename : file.fileName,
    /** The uploaded document to send with the form, if any. */
    document: file.status === 'done' ? file.document : null,
    isUploading: file.status === 'uploading',
    /** For the FileInput's remove button: only once a file is uploaded or refused. */
    onRemove: file.status === 'done' || file.status === 'refused' ? clear : undefined,
    pick,
    clear,
  };
}
