import { UPLOAD_FILE_ACCEPT } from '@casaconti/core/constants';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import type * as React from 'react';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Progress } from '@/components/ui/progress';
import type { PickedFileUpload } from '@/lib/documents/use-picked-file';

/**
 * Every upload field of the app (a bill's document, a payment's proof, the wizard's signed
 * contract, a deposit deduction's document): the picker with the hint and the accepted types of
 * its purpose (core's `DOCUMENT_MESSAGES.fileHint`, `UPLOAD_FILE_ACCEPT`), the refused file's
 * message beside it, and the upload's progress under it. The state is `usePickedFile`'s, held by
 * the form.
 */
export function DocumentUploadField({
  upload,
  label,
  disabled = false,
  inputRef,
}: {
  upload: PickedFileUpload;
  label: string;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const { file } = upload;
  const percent = file.status === 'uploading' ? file.percent : 100;
  return (
    <div className="grid gap-2">
      <Field
        label={label}
        description={DOCUMENT_MESSAGES.fileHint[upload.purpose]}
        error={upload.fileError ?? undefined}
      >
        <FileInput
          ref={inputRef}
          accept={UPLOAD_FILE_ACCEPT[upload.purpose]}
          disabled={disabled || upload.isUploading}
          fileName={upload.fileName}
          onFileChange={(picked) => void upload.pick(picked)}
          onRemove={upload.onRemove}
        />
      </Field>
      {(file.status === 'uploading' || file.status === 'done') && (
        <div className="grid gap-1.5" role="status">
          <div className="flex justify-between gap-2 text-sm text-muted-foreground">
            <span>{file.status === 'uploading' ? DOCUMENT_MESSAGES.uploading : DOCUMENT_MESSAGES.uploadComplete}</span>
            <span className="tabular-nums">{percent}%</span>
          </div>
          <Progress value={percent} aria-label={DOCUMENT_MESSAGES.uploadProgressLabel} />
        </div>
      )}
    </div>
  );
}
