import { CONTRACT_DOCUMENT_MIME_TYPES } from '@casaconti/core/constants';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import type * as React from 'react';
import { DocumentUploadField, type RefusedDocument } from '@/components/form/document-upload-field';
import type { UploadedDocument } from '@/lib/documents/upload-document';

export type { RefusedDocument };

/**
 * Wizard step 4: an optional signed contract, PDF only, at most MAX_UPLOAD_BYTES. The file is uploaded as
 * soon as it is picked; the contract is then created with the returned path. A refused file
 * (too large, not a PDF, or refused by the server, whose reason is shown) replaces any earlier
 * one and stays on screen with its error: the wizard does not create the contract until it is
 * removed or replaced (decision 044). The wizard owns both states, so they survive going back a step.
 */
export function ContractDocumentUpload(props: {
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  refused: RefusedDocument | null;
  onRefusedChange: (refused: RefusedDocument | null) => void;
  onUploadingChange?: (isUploading: boolean) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <DocumentUploadField
      purpose="contract"
      label="Contratto firmato (PDF, facoltativo)"
      description={DOCUMENT_MESSAGES.contractFileHint}
      accept={CONTRACT_DOCUMENT_MIME_TYPES.join(',')}
      {...props}
    />
  );
}
