import { PDF_OR_PHOTO_FILE_ACCEPT } from '@casaconti/core/constants';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { type UploadedDocument, uploadErrorMessage, useUploadDocument } from '@/lib/documents/upload-document';

/**
 * A deduction's optional document in 'Chiudi deposito' (DOMAIN §14, decisions 101, 111): a PDF
 * or a photo uploaded as soon as it is picked, with the bills' and payment proofs' upload rules
 * (PDF, JPEG, PNG, WebP, HEIC; MAX_UPLOAD_BYTES; checked again by the server). A refused file stays named with its reason until it is removed or replaced.
 */
export function DeductionDocumentField({
  value,
  onChange,
  onUploadingChange,
}: {
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const [pendingName, setPendingName] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ fileName: string; message: string } | null>(null);
  const upload = useUploadDocument();
  // Reported while the upload runs, and undone if the deduction is removed meanwhile.
  useEffect(() => {
    if (!upload.isPending) return;
    onUploadingChange(true);
    return () => onUploadingChange(false);
  }, [upload.isPending, onUploadingChange]);

  const onFile = (file: File | undefined) => {
    setRefused(null);
    if (!file) return;
    const invalid = validateUploadFile('deposit_deduction', file);
    if (invalid) {
      onChange(null);
      setRefused({ fileName: file.name, message: invalid });
      return;
    }
    setPendingName(file.name);
    upload.mutate(
      { file, purpose: 'deposit_deduction' },
      {
        onSuccess: (document) => onChange(document),
        onError: (error) => {
          onChange(null);
          setRefused({ fileName: file.name, message: uploadErrorMessage(error) });
        },
        onSettled: () => setPendingName(null),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <Field
        label="Documento (PDF o foto, facoltativo)"
        description={DOCUMENT_MESSAGES.deductionFileHint}
        error={refused?.message}
      >
        <FileInput
          accept={PDF_OR_PHOTO_FILE_ACCEPT}
          disabled={upload.isPending}
          fileName={pendingName ?? refused?.fileName ?? value?.original_filename}
          onFileChange={onFile}
          onRemove={() => {
            onChange(null);
            setRefused(null);
          }}
        />
      </Field>
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> Caricamento del file…
        </p>
      )}
    </div>
  );
}
