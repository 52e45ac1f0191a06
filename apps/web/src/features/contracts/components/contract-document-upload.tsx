import { CONTRACT_DOCUMENT_MIME_TYPES } from '@casaconti/core/constants';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { FileTextIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();

  const onFile = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const invalid = validateUploadFile('contract', file);
    if (invalid) {
      setError(invalid);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onUploadingChange?.(true);
    upload.mutate(
      { file, purpose: 'contract' },
      {
        onSuccess: (document) => onChange(document),
        onError: () => {
          if (inputRef.current) inputRef.current.value = '';
        },
        onSettled: () => onUploadingChange?.(false),
      },
    );
  };

  const remove = () => {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="grid gap-4">
      <Field
        label="Contratto firmato (PDF, facoltativo)"
        description="Solo file PDF, al massimo 10 MB."
        error={error ?? undefined}
      >
        <Input
          ref={inputRef}
          type="file"
          accept={CONTRACT_DOCUMENT_MIME_TYPES.join(',')}
          disabled={upload.isPending}
          onChange={(event) => onFile(event.target.files?.[0])}
          className="h-auto py-1.5"
        />
      </Field>
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> Caricamento del file…
        </p>
      )}
      {value && !upload.isPending && (
        <div className="flex min-w-0 items-center gap-3 rounded-lg border bg-card p-3 text-sm">
          <FileTextIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" title={value.original_filename}>
            {value.original_filename}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            <XIcon aria-hidden="true" /> Rimuovi
          </Button>
        </div>
      )}
    </div>
  );
}
