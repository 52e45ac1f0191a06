import type * as React from 'react';
import { useCallback, useEffect } from 'react';
import { DocumentUploadField } from '@/components/form/document-upload-field';
import type { UploadedDocument } from '@/lib/documents/upload-document';
import { usePickedFile } from '@/lib/documents/use-picked-file';

/** Says true to `report` while `on` holds, and false once it no longer does or the field goes away. */
function useReportWhile(on: boolean, report: (on: boolean) => void) {
  useEffect(() => {
    if (!on) return;
    report(true);
    return () => report(false);
  }, [on, report]);
}

/**
 * A deduction's optional document in 'Chiudi deposito' (docs/domain.md §14, decisions 101, 111): a PDF
 * or a photo uploaded as soon as it is picked, with the bills' and payment proofs' upload rules
 * (PDF, JPEG, PNG, WebP, HEIC; MAX_UPLOAD_BYTES; checked again by the server). Each deduction
 * holds its own upload; the form's field hears the document (`onChange`). The dialog hears while
 * it uploads and while a refused file (its reason beside it until it is removed or replaced)
 * must block the closing (decision 044).
 */
export function DeductionDocumentField({
  value,
  onChange,
  onUploadingChange,
  rowId,
  onRefusedChange,
  inputRef,
}: {
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  onUploadingChange: (isUploading: boolean) => void;
  /** The deduction, as `onRefusedChange` names it. */
  rowId: string;
  onRefusedChange: (rowId: string, isRefused: boolean) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const upload = usePickedFile('deposit_deduction', { initial: value, onDocumentChange: onChange });
  useReportWhile(upload.isUploading, onUploadingChange);
  const reportRefused = useCallback(
    (isRefused: boolean) => onRefusedChange(rowId, isRefused),
    [rowId, onRefusedChange],
  );
  useReportWhile(upload.fileError !== null, reportRefused);
  return <DocumentUploadField upload={upload} label="Documento (PDF o foto, facoltativo)" inputRef={inputRef} />;
}
