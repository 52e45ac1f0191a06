import { AppError } from '../../lib/app-error';
import { contentDisposition, type LocalDiskStorage } from '../../lib/storage';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';

/**
 * The GET of a local-disk download URL: the signed link is the whole authorization (it was
 * issued by get-document-url after the access check), so no session is needed and the public
 * statement can open it in a new tab.
 */
export async function openSignedDocument(opts: {
  storage: LocalDiskStorage;
  key: string;
  query: { exp?: string; sig?: string; name?: string; type?: string };
}) {
  const { storage, key, query } = opts;
  const check = storage.verify('GET', key, query);
  if (check === 'invalid') throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.invalidDownloadLink);
  if (check === 'expired') throw new AppError('GONE', DOCUMENT_MESSAGES.expiredDownloadLink);
  const file = await storage.openRead(key);
  if (!file) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.documentNotFound);
  return {
    stream: file.stream,
    headers: {
      'content-type': query.type!,
      'content-length': String(file.size),
      'content-disposition': contentDisposition(query.name!),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  };
}
