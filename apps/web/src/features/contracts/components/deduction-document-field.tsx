import { PDF_OR_PHOTO_FILE_ACCEPT } from '@casaconti/core/constants';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import { DocumentUploadField } from '@/components/form/document-upload-field';
import type { UploadedDocument } from '@/lib/documents/upload-document';

/**
 * A deduction's optional document in 'Chiudi deposito' (DOMAIN §14, decisions 101, 111): a PDF
 * or a photo uploaded as soon as it is picked, with the bills' and payment proofs' upload rules
 * (PDF, JPEG, PNG, WebP, HEIC; MAX_UPLOAD_BYTES; checked again by the server). A refused file
 * stays named with its reason until it is removed or replaced.
 */
export function DeductionDocumentField(props: {
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  return (
    <DocumentUploadField
      purpose="deposit_deduction"
      label="Documento (PDF o foto, facoltativo)"
      description={DOCUMENT_MESSAGES.deductionFileHint}
      accept={PDF_OR_PHOTO_FILE_ACCEPT}
      {...props}
    />
  );
}
