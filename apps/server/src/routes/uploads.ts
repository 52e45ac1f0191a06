import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import { createUploadUrlSchema } from '@casaconti/core/schemas/upload';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, MESSAGES } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';
import { requireActiveUser } from '../lib/guards';
import { LocalDiskStorage } from '../lib/storage';
import { validate } from '../lib/validate';
import { createUploadUrl } from '../services/documents/create-upload-url';
import { receiveUpload } from '../services/documents/receive-upload';

/**
 * The shared schema's name, type and purpose fields; the type and size limits are checked by the
 * service instead, so that they answer 415 / 413 rather than a generic 400.
 */
const { file_name, file_type, purpose } = createUploadUrlSchema.shape;
const createUploadUrlBody = z.object({
  file_name,
  file_type: file_type.pipe(z.string().max(255)),
  file_size: z
    .number({ error: 'Dimensione del file mancante' })
    .int({ error: 'Dimensione del file non valida' })
    .min(1, { error: DOCUMENT_MESSAGES.fileEmpty }),
  purpose,
});

/**
 * /api/uploads: create-upload-url (docs/product.md §7) and, for local disk, the signed PUT target. Contract
 * and bill documents are the landlord's; any active user (the tenant) may upload a payment proof
 * for their 'Ho pagato' (decision 090).
 */
export function uploadRoutes(deps: AppDeps) {
  const { db, storage, clock } = deps;
  return (
    new Hono<AppBindings>()
      .post('/', requireActiveUser(deps), validate('json', createUploadUrlBody), async (c) => {
        const { purpose } = c.req.valid('json');
        if (purpose !== 'payment_proof' && !c.var.user.isLandlord) {
          throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.landlordOnlyPurpose);
        }
        const result = await createUploadUrl({
          db,
          storage,
          clock,
          ownerId: c.var.user.id,
          input: c.req.valid('json'),
        });
        return c.json(result, 201);
      })
      // Exempt from the app-wide 1 MB body limit (app.ts): receiveUpload streams with its own limit.
      .put('/blob/:prefix/:id', async (c) => {
        if (!(storage instanceof LocalDiskStorage)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
        const { prefix, id } = c.req.param();
        const result = await receiveUpload({
          db,
          storage,
          clock,
          key: `${prefix}/${id}`,
          query: { exp: c.req.query('exp'), sig: c.req.query('sig') },
          contentLength: c.req.header('content-length'),
          body: c.req.raw.body,
        });
        return c.json({ ok: true as const, contentType: result.contentType, size: result.size });
      })
  );
}
