import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import { IMPORT_FIELDS, type ImportMapping, MAX_IMPORT_BYTES } from '@casaconti/core/portfolio-import';
import { idSchema } from '@casaconti/core/schemas/common';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { validate } from '../lib/validate';
import { findLandlordImport } from '../services/imports/find-landlord-import';
import { importView } from '../services/imports/import-view';
import { inviteImportedTenants } from '../services/imports/invite-imported-tenants';
import { exportPortfolio, renderImportTemplate, XLSX_TYPE } from '../services/imports/portfolio-sheet';
import { getImportPreview, setImportMapping } from '../services/imports/preview-portfolio-import';
import { startPortfolioImport } from '../services/imports/start-portfolio-import';
import { uploadPortfolioImport } from '../services/imports/upload-portfolio-import';

const importParam = z.object({ id: idSchema(IMPORT_MESSAGES.invalidId) });

const uploadQuery = z.object({
  file_name: z
    .string({ error: IMPORT_MESSAGES.fileNameMissing })
    .trim()
    .min(1, { error: IMPORT_MESSAGES.fileNameMissing })
    .max(255, { error: IMPORT_MESSAGES.fileNameMissing }),
});

/** PUT /:id/mapping: which column (0-based) holds each field; a field left out is not in the file. */
const mappingBody = z.object({
  mapping: z.partialRecord(
    z.enum(IMPORT_FIELDS as [string, ...string[]], { error: IMPORT_MESSAGES.mappingColumnInvalid }),
    z.number({ error: IMPORT_MESSAGES.mappingColumnInvalid }).int({ error: IMPORT_MESSAGES.mappingColumnInvalid }),
    { error: IMPORT_MESSAGES.mappingRequired },
  ),
});

/** The upload's body is the file itself, up to MAX_IMPORT_BYTES (the API's 1 MB limit does not apply to it). */
const importBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge, { file: IMPORT_MESSAGES.tooLarge });
  },
});

const xlsx = (fileName: string) => ({
  'content-type': XLSX_TYPE,
  'content-disposition': `attachment; filename="${fileName}"`,
});

/** /api/imports: the portfolio import from a spreadsheet and the export in the same template (issue 50). */
export function importRoutes(deps: AppDeps) {
  const asLandlord = landlordCall(deps);
  const { db, clock, jobs } = deps;
  /** What every call that may send an email takes (as the contracts' routes). */
  const mailing = { db, clock, jobs, appUrl: deps.env.appUrl, invitationLimits: deps.env.invitationRateLimit };
  return new Hono<AppBindings>()
    .use(requireLandlord(deps))
    .get('/template', async (c) =>
      c.body(new Uint8Array(await renderImportTemplate()), 200, xlsx('casaconti-modello-portafoglio.xlsx')),
    )
    .get('/export', async (c) =>
      c.body(new Uint8Array(await exportPortfolio(asLandlord(c))), 200, xlsx('casaconti-portafoglio.xlsx')),
    )
    .post('/', importBodyLimit, validate('query', uploadQuery), async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const view = await uploadPortfolioImport({ ...asLandlord(c), fileName: c.req.valid('query').file_name, bytes });
      return c.json(view, 201);
    })
    .get('/:id', validate('param', importParam), async (c) => {
      const record = await findLandlordImport({ ...asLandlord(c), importId: c.req.valid('param').id });
      return c.json(await importView(db, record));
    })
    .put('/:id/mapping', validate('param', importParam), validate('json', mappingBody), async (c) => {
      const preview = await setImportMapping({
        ...asLandlord(c),
        importId: c.req.valid('param').id,
        mapping: c.req.valid('json').mapping as ImportMapping,
      });
      return c.json(preview);
    })
    .get('/:id/preview', validate('param', importParam), async (c) =>
      c.json(await getImportPreview({ ...asLandlord(c), importId: c.req.valid('param').id })),
    )
    .post('/:id/confirm', validate('param', importParam), async (c) => {
      const view = await startPortfolioImport(deps, { landlordId: c.var.user.id, importId: c.req.valid('param').id });
      return c.json(view, 202);
    })
    .post('/:id/invitations', validate('param', importParam), async (c) =>
      c.json(await inviteImportedTenants({ ...mailing, landlord: c.var.user, importId: c.req.valid('param').id })),
    );
}
