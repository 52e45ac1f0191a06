import { idSchema } from '@casaconti/core/schemas/common';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, MESSAGES } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';
import { readSession } from '../lib/session';
import { consumeTokenLookup } from '../lib/share-token-guard';
import { LocalDiskStorage } from '../lib/storage';
import { validate } from '../lib/validate';
import type { DocumentViewer } from '../services/documents/find-accessible-document';
import { getDocumentUrl } from '../services/documents/get-document-url';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import { openSignedDocument } from '../services/documents/open-signed-document';

const getDocumentUrlBody = z.object({
  document_id: idSchema(DOCUMENT_MESSAGES.invalidDocumentId),
  sharable_link_token: z.string().trim().max(200).optional(),
});

/** /api/documents: get-document-url (docs/product.md §7) and, for local disk, the signed download. */
export function documentRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  return new Hono<AppBindings>()
    .post('/url', validate('json', getDocumentUrlBody), async (c) => {
      const { document_id: documentId, sharable_link_token: shareToken } = c.req.valid('json');
      let viewer: DocumentViewer;
      if (shareToken) {
        c.set('privateLink', true);
        await consumeTokenLookup(deps, c);
        viewer = { shareToken };
      } else {
        const s = await readSession(deps, c);
        if (!s) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
        if (s.user.userStatus !== 'active') throw new AppError('FORBIDDEN', MESSAGES.inactive);
        viewer = { userId: s.user.id };
      }
      return c.json(await getDocumentUrl({ db, storage, documentId, viewer }));
    })
    .get('/blob/:prefix/:id', async (c) => {
      if (!(storage instanceof LocalDiskStorage)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const { prefix, id } = c.req.param();
      const { exp, sig, name, type } = c.req.query();
      const file = await openSignedDocument({ storage, key: `${prefix}/${id}`, query: { exp, sig, name, type } });
      return c.body(file.stream, 200, file.headers);
    });
}
