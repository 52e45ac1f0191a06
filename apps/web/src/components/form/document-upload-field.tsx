import type { UploadPurpose } from '@casaconti/core/constants';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { type UploadedDocument, uploadErrorMessage, useUploadDocument } from '@/lib/documents/upload-document';

/** A picked file that cannot go with the form, and why (shown until it is removed or replaced). */
export type RefusedDocument = { fileName: string; message: string };

/**
 * An optional document uploaded as soon as it is picked (the wizard's signed contract, a deposit
 * deduction's document): checked by core's upload rules for its purpose, then uploaded; the form
 * sends the returned document. A refused file (its rule, or the server's reason) replaces any
 * earlier one and stays named with its error until it is removed or replaced. The caller owns
 * `refused` when it must outlive this field (the wizard's steps); otherwise the field keeps it.
 * `onUploadingChange` follows the upload, and says false if the field goes away during it.
 */
export function DocumentUploadField({
  purpose,
  label,
  description,
  accept,
  value,
  onChange,
  refused: ownedRefused,
  onRefusedChange,
  onUploadingChange,
  inputRef,
}: {
  purpose: UploadPurpose;
  label: string;
  description: string;
  accept: string;
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  refused?: RefusedDocument | null;
  onRefusedChange?: (refused: RefusedDocument | null) => void;
  onUploadingChange?: (isUploading: boolean) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const [pendingName, setPendingName] = useState<string | null>(null);
  const [localRefused, setLocalRefused] = useState<RefusedDocument | null>(null);
  const refused = onRefusedChange ? (ownedRefused ?? null) : localRefused;
  const setRefused = onRefusedChange ?? setLocalRefused;
  const upload = useUploadDocument();

  useEffect(() => {
    if (!upload.isPending || !onUploadingChange) return;
    onUploadingChange(true);
    return () => onUploadingChange(false);
  }, [upload.isPending, onUploadingChange]);

  const onFile = (file: File | undefined) => {
    setRefused(null);
    if (!file) return;
    const invalid = validateUploadFile(purpose, file);
    if (invalid) {
      onChange(null);
      setRefused({ fileName: file.name, message: invalid });
      return;
    }
    setPendingName(file.name);
    upload.mutate(
      { file, purpose },
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
      <Field label={label} description={description} error={refused?.message}>
        <FileInput
          ref={inputRef}
          accept={accept}
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
