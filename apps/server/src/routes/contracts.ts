import { END_AFTER_START_MESSAGE, idSchema, isoDateSchema } from '@casaconti/core/schemas/common';
import { createCompleteContractSchema, editContractSchema } from '@casaconti/core/schemas/contract';
import { contractRequestWarnings } from '@casaconti/core/schemas/lease';
import { contractListQuerySchema } from '@casaconti/core/schemas/list';
import { confirmationRequestSchema } from '@casaconti/core/schemas/payment';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireActiveUser, requireLandlord } from '../lib/guards';
import { validate, validateOptionalJson } from '../lib/validate';
import { createContract } from '../services/contracts/create-contract';
import { setOpeningPosition } from '../services/contracts/opening-position';
import { openingPositionSchema } from '@casaconti/core/schemas/opening-position';
import { deleteContract } from '../services/contracts/delete-contract';
import { editContract } from '../services/contracts/edit-contract';
import { getContractDetails } from '../services/contracts/get-contract-details';
import { getContractFinancials } from '../services/contracts/get-contract-financials';
import { getContractsPage } from '../services/contracts/get-contracts-page';
import { getContractsPortfolio } from '../services/contracts/get-contracts-portfolio';
import type { KeptReads } from './kept-reads';
import { getRoomsAvailability } from '../services/contracts/get-rooms-availability';
import { getShareLink } from '../services/contracts/get-share-link';
import { regenerateShareLink } from '../services/contracts/regenerate-share-link';
import { sendShareLink } from '../services/contracts/send-share-link';
import { resendInvitation } from '../services/contracts/resend-invitation';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';

const contractParam = z.object({ id: idSchema(CONTRACT_MESSAGES.invalidId) });

/**
 * get_rooms_availability query. Not in @casaconti/core because only this route reads it: the
 * wizard sends the dates of its own validated form. A blank or missing end date is open-ended.
 */
const availabilityQuery = z
  .object({
    property_id: z
      .string({ error: CONTRACT_MESSAGES.propertyIdMissing })
      .trim()
      .min(1, { error: CONTRACT_MESSAGES.propertyIdMissing })
      .pipe(idSchema(CONTRACT_MESSAGES.propertyIdInvalid)),
    start_date: isoDateSchema(CONTRACT_MESSAGES.startDateRequired),
    end_date: z
      .string()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(isoDateSchema(CONTRACT_MESSAGES.endDateRequired).nullable()),
    exclude_contract_id: idSchema(CONTRACT_MESSAGES.invalidId).optional(),
  })
  .refine((q) => q.end_date === null || q.end_date > q.start_date, {
    error: END_AFTER_START_MESSAGE,
    path: ['end_date'],
  });

export function contractRoutes(deps: AppDeps, kept: KeptReads) {
  const landlordOnly = requireLandlord(deps);
  const asLandlord = landlordCall(deps);
  const activeUser = requireActiveUser(deps);
  const { db, clock, jobs, secret, storage } = deps;
  const { appUrl } = deps.env;
  /** What every call that may send an email takes. */
  const mailing = { db, clock, jobs, appUrl, invitationLimits: deps.env.invitationRateLimit };

  return new Hono<AppBindings>()
    .get('/', activeUser, kept.viewer, async (c) => {
      return c.json({ items: await getContractsPortfolio({ db, clock, viewer: c.var.user }) });
    })
    .get('/page', landlordOnly, validate('query', contractListQuerySchema), kept.landlord, async (c) => {
      const query = c.req.valid('query');
      return c.json(await getContractsPage({ ...asLandlord(c), query }));
    })
    .get('/availability', landlordOnly, validate('query', availabilityQuery), async (c) => {
      const q = c.req.valid('query');
      const rooms = await getRoomsAvailability({
        ...asLandlord(c),
        propertyId: q.property_id,
        startDate: q.start_date,
        endDate: q.end_date,
        excludeContractId: q.exclude_contract_id,
      });
      return c.json({ rooms });
    })
    .post('/', landlordOnly, validate('json', createCompleteContractSchema), async (c) => {
      const result = await createContract({
        ...mailing,
        secret,
        landlord: c.var.user,
        input: c.req.valid('json'),
        storage,
      });
      return c.json({ ...result, warnings: contractRequestWarnings(c.req.valid('json').contractDetails) }, 201);
    })
    .get('/:id', activeUser, validate('param', contractParam), kept.contract, async (c) => {
      const contractId = c.req.valid('param').id;
      return c.json(await getContractDetails({ db, clock, viewer: c.var.user, contractId }));
    })
    .put('/:id', landlordOnly, validate('param', contractParam), validate('json', editContractSchema), async (c) => {
      const contractId = c.req.valid('param').id;
      await editContract({ ...mailing, landlord: c.var.user, contractId, input: c.req.valid('json') });
      const details = await getContractDetails({ db, clock, viewer: c.var.user, contractId });
      return c.json({ ...details, warnings: contractRequestWarnings(c.req.valid('json').contractDetails) });
    })
    .delete('/:id', landlordOnly, validate('param', contractParam), async (c) => {
      await deleteContract({ ...asLandlord(c), contractId: c.req.valid('param').id });
      return c.json({ ok: true as const });
    })
    .get('/:id/share-link', landlordOnly, validate('param', contractParam), async (c) => {
      const result = await getShareLink({ ...asLandlord(c), secret, appUrl, contractId: c.req.valid('param').id });
      return c.json(result);
    })
    .post('/:id/share-link', landlordOnly, validate('param', contractParam), async (c) => {
      const result = await regenerateShareLink({
        ...asLandlord(c),
        secret,
        appUrl,
        contractId: c.req.valid('param').id,
      });
      return c.json(result);
    })
    .post(
      '/:id/share-link/email',
      landlordOnly,
      validate('param', contractParam),
      validateOptionalJson(confirmationRequestSchema),
      async (c) => {
        const result = await sendShareLink({
          ...mailing,
          secret,
          landlord: c.var.user,
          contractId: c.req.valid('param').id,
          idempotencyKey: c.req.valid('json').idempotencyKey,
        });
        return c.json(result);
      },
    )
    .post('/:id/invitation', landlordOnly, validate('param', contractParam), async (c) => {
      const result = await resendInvitation({ ...mailing, landlord: c.var.user, contractId: c.req.valid('param').id });
      return c.json(result);
    })
    .put(
      '/:id/opening-position',
      landlordOnly,
      validate('param', contractParam),
      validate('json', openingPositionSchema),
      async (c) => {
        const result = await setOpeningPosition({
          ...asLandlord(c),
          contractId: c.req.valid('param').id,
          position: c.req.valid('json'),
        });
        return c.json(result);
      },
    )
    .get('/:id/financials', landlordOnly, validate('param', contractParam), kept.landlord, async (c) => {
      const financials = await getContractFinancials({ ...asLandlord(c), contractId: c.req.valid('param').id });
      return c.json(financials);
    });
}
