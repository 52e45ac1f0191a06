import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import { CONTRACT_DOCUMENT_MIME_TYPES } from '@casaconti/core/constants';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { type UploadedDocument, uploadErrorMessage, useUploadDocument } from '@/lib/documents/upload-document';

/** A picked file that cannot go with the contract, and why (shown until it is removed or replaced). */
export type RefusedDocument = { fileName: string; message: string };

/**
 * Wizard step 4: an optional signed contract, PDF only, at most MAX_UPLOAD_BYTES. The file is uploaded as
 * soon as it is picked; the contract is then created with the returned path. A refused file
 * (too large, not a PDF, or refused by the server, whose reason is shown) replaces any earlier
 * one and stays on screen with its error: the wizard does not create the contract until it is
 * removed or replaced (decision 044). The wizard owns both states, so they survive going back a step.
 */
export function ContractDocumentUpload({
  value,
  onChange,
  refused,
  onRefusedChange,
  onUploadingChange,
  inputRef,
}: {
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  refused: RefusedDocument | null;
  onRefusedChange: (refused: RefusedDocument | null) => void;
  onUploadingChange?: (isUploading: boolean) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const [pendingName, setPendingName] = useState<string | null>(null);
  const upload = useUploadDocument();

  const onFile = (file: File | undefined) => {
    onRefusedChange(null);
    if (!file) return;
    const invalid = validateUploadFile('contract', file);
    if (invalid) {
      onChange(null);
      onRefusedChange({ fileName: file.name, message: invalid });
      return;
    }
    onUploadingChange?.(true);
    setPendingName(file.name);
    upload.mutate(
      { file, purpose: 'contract' },
      {
        onSuccess: (document) => onChange(document),
        onError: (error) => {
          onChange(null);
          onRefusedChange({ fileName: file.name, message: uploadErrorMessage(error) });
        },
        onSettled: () => {
          setPendingName(null);
          onUploadingChange?.(false);
        },
      },
    );
  };

  const remove = () => {
    onChange(null);
    onRefusedChange(null);
  };

  return (
    <div className="grid gap-4">
      <Field
        label="Contratto firmato (PDF, facoltativo)"
        description={DOCUMENT_MESSAGES.contractFileHint}
        error={refused?.message}
      >
        <FileInput
          ref={inputRef}
          accept={CONTRACT_DOCUMENT_MIME_TYPES.join(',')}
          disabled={upload.isPending}
          fileName={pendingName ?? refused?.fileName ?? value?.original_filename}
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
