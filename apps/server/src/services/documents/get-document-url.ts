import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { DOWNLOAD_URL_TTL_SEC } from './document-types';
import { type DocumentViewer, findAccessibleDocument } from './find-accessible-document';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';

/** get-document-url (docs/product.md §7): a short-lived signed link, issued only after the access check. */
export async function getDocumentUrl(opts: {
  db: Queryable;
  storage: Storage;
  documentId: string;
  viewer: DocumentViewer;
}): Promise<{ signedUrl: string }> {
  const found = await findAccessibleDocument({ db: opts.db, documentId: opts.documentId, viewer: opts.viewer });
  if (!found) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.documentNotFound);
  const signedUrl = await opts.storage.createDownloadUrl(
    found.storageKey,
    found.fileName,
    found.contentType,
    DOWNLOAD_URL_TTL_SEC,
  );
  return { signedUrl };
}
