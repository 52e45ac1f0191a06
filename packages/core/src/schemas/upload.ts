/** Document upload schemas (docs/domain.md §11; docs/product.md §7 create-upload-url). */
import { z } from 'zod';
import { isAllowedDeclaredMimeType, MAX_UPLOAD_BYTES, UPLOAD_PURPOSES, type UploadPurpose } from '../constants';
import { DOCUMENT_MESSAGES } from '../messages/documents';
import { requiredText } from './common';

const PDF_OR_IMAGE = "Formato non supportato: carica un PDF o un'immagine (JPEG, PNG, WebP, HEIC)";

const WRONG_TYPE_MESSAGES: Record<UploadPurpose, string> = {
  contract: 'Il contratto deve essere un file PDF',
  bill: PDF_OR_IMAGE,
  payment_proof: PDF_OR_IMAGE,
  deposit_deduction: PDF_OR_IMAGE,
};

/** A listed type, or (bills and proofs) an empty/generic one that the server then checks by the bytes. */
export function isAllowedMimeType(purpose: UploadPurpose, mimeType: string): boolean {
  return isAllowedDeclaredMimeType(purpose, mimeType);
}

/** Message for a file the user picked, or null when it can be uploaded (checked before asking for a URL). */
export function validateUploadFile(purpose: UploadPurpose, file: { type: string; size: number }): string | null {
  if (!isAllowedMimeType(purpose, file.type)) return WRONG_TYPE_MESSAGES[purpose];
  if (file.size <= 0) return DOCUMENT_MESSAGES.fileEmpty;
  if (file.size > MAX_UPLOAD_BYTES) return DOCUMENT_MESSAGES.fileTooLarge;
  return null;
}

export const createUploadUrlSchema = z
  .object({
    file_name: requiredText('Nome file mancante', 255),
    file_type: z.string({ error: 'Tipo di file mancante' }).trim().toLowerCase(),
    file_size: z
      .number({ error: 'Dimensione del file mancante' })
      .int({ error: 'Dimensione del file non valida' })
      .min(1, { error: DOCUMENT_MESSAGES.fileEmpty })
      .max(MAX_UPLOAD_BYTES, { error: DOCUMENT_MESSAGES.fileTooLarge }),
    purpose: z.enum(UPLOAD_PURPOSES, { error: 'Destinazione del file non valida' }),
  })
  .superRefine((data, ctx) => {
    if (!isAllowedMimeType(data.purpose, data.file_type)) {
      ctx.addIssue({ code: 'custom', message: WRONG_TYPE_MESSAGES[data.purpose], path: ['file_type'] });
    }
  });
export type CreateUploadUrlInput = z.infer<typeof createUploadUrlSchema>;

/** The uploaded file passed when saving a contract or bill; null when there is none. */
export const documentInfoSchema = z
  .object({
    temp_path: requiredText('Percorso del file mancante', 500),
    original_filename: requiredText('Nome file mancante', 255),
  })
  .nullable();
export type DocumentInfoInput = z.infer<typeof documentInfoSchema>;
