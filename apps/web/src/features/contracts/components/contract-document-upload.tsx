import { CONTRACT_DOCUMENT_MIME_TYPES } from '@casaconti/core/constants';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { type UploadedDocument, useUploadDocument } from '@/lib/documents/upload-document';

/**
 * Wizard step 4: an optional signed contract, PDF only, at most 10 MB. The file is uploaded as
 * soon as it is picked; the contract is then created with the returned path.
 */
export function ContractDocumentUpload({
  value,
  onChange,
  onUploadingChange,
}: {
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  onUploadingChange?: (isUploading: boolean) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const upload = useUploadDocument();

  const onFile = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const invalid = validateUploadFile('contract', file);
    if (invalid) {
      setError(invalid);
      return;
    }
    onUploadingChange?.(true);
    setPendingName(file.name);
    upload.mutate(
      { file, purpose: 'contract' },
      {
        onSuccess: (document) => onChange(document),
        onSettled: () => {
          setPendingName(null);
          onUploadingChange?.(false);
        },
      },
    );
  };

  const remove = () => onChange(null);

  return (
    <div className="grid gap-4">
      <Field
        label="Contratto firmato (PDF, facoltativo)"
        description="Solo file PDF, al massimo 10 MB."
        error={error ?? undefined}
      >
        <FileInput
          accept={CONTRACT_DOCUMENT_MIME_TYPES.join(',')}
          disabled={upload.isPending}
          fileName={pendingName ?? value?.original_filename}
          onFileChange={onFile}
          onRemove={remove}
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
