import { CONTRACT_MESSAGES, LEASE_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import {
  applyRentUpdateSchema,
  deadlineListQuerySchema,
  rentUpdatePreviewQuerySchema,
} from '@casaconti/core/schemas/rent-update';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { consumeTokenLookup } from '../lib/share-token-guard';
import { validate } from '../lib/validate';
import { renderDocument } from '../lib/documents/render-document';
import { pdfResponse } from './pdf-response';
import {
  createCalendarLink,
  getCalendarLinkStatus,
  renderCalendarFeed,
  revokeCalendarLink,
} from '../services/lease/calendar-feed';
import { getDeadlinesPage } from '../services/lease/get-deadlines-page';
import type { KeptReads } from './kept-reads';
import {
  applyRentUpdate,
  getRentUpdateLetter,
  getRentUpdateProposal,
  previewRentUpdate,
} from '../services/lease/rent-update';

const contractParam = z.object({ id: idSchema(CONTRACT_MESSAGES.invalidId) });
const letterParam = z.object({
  id: idSchema(CONTRACT_MESSAGES.invalidId),
  updateId: idSchema(LEASE_MESSAGES.rentUpdateNotFound),
});

/**
 * /api/contracts/:id/rent-update (docs/domain.md §15): the anniversary's proposal, the preview (writes
 * nothing), the apply, and the letter PDF of a stored update. Landlord only; another landlord's
 * contract is 404.
 */
export function contractRentUpdateRoutes(deps: AppDeps) {
  const landlordOnly = requireLandlord(deps);
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .get('/:id/rent-update', landlordOnly, validate('param', contractParam), async (c) =>
      c.json(await getRentUpdateProposal({ ...asLandlord(c), contractId: c.req.valid('param').id })),
    )
    .get(
      '/:id/rent-update/preview',
      landlordOnly,
      validate('param', contractParam),
      validate('query', rentUpdatePreviewQuerySchema),
      async (c) =>
        c.json(
          await previewRentUpdate({
            ...asLandlord(c),
            contractId: c.req.valid('param').id,
            changeBps: c.req.valid('query').change,
          }),
        ),
    )
    .post(
      '/:id/rent-update',
      landlordOnly,
      validate('param', contractParam),
      validate('json', applyRentUpdateSchema),
      async (c) => {
        const { created, update } = await applyRentUpdate({
          ...asLandlord(c),
          contractId: c.req.valid('param').id,
          input: c.req.valid('json'),
        });
        return c.json(update, created ? 201 : 200);
      },
    )
    .get('/:id/rent-update/:updateId/letter', landlordOnly, validate('param', letterParam), async (c) => {
      const { id, updateId } = c.req.valid('param');
      const data = await getRentUpdateLetter({ ...asLandlord(c), contractId: id, updateId });
      const pdf = await renderDocument({ kind: 'rent-update-letter', data });
      return pdfResponse(c, pdf, `aggiornamento-istat-${data.anniversaryDate}.pdf`);
    });
}

/** /api/deadlines: 'Scadenze' (paged, decision 080) and the private calendar link (decision 105). */
export function deadlineRoutes(deps: AppDeps, kept: KeptReads) {
  const landlordOnly = requireLandlord(deps);
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .get('/page', landlordOnly, validate('query', deadlineListQuerySchema), kept.deadlines, async (c) =>
      c.json(await getDeadlinesPage({ ...asLandlord(c), query: c.req.valid('query') })),
    )
    .get('/calendar', landlordOnly, async (c) => c.json(await getCalendarLinkStatus(asLandlord(c))))
    .post('/calendar', landlordOnly, async (c) =>
      c.json(await createCalendarLink({ ...asLandlord(c), appUrl: deps.env.appUrl }), 201),
    )
    .delete('/calendar', landlordOnly, async (c) => {
      await revokeCalendarLink(asLandlord(c));
      return c.body(null, 204);
    });
}

const feedParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, { error: LEASE_MESSAGES.calendarLinkInvalid }),
});

/**
 * /api/calendar/:token (the token and '.ics'): the public iCalendar feed behind the private link,
 * no session; the parameter is named `token` so the request log never shows it. Every lookup counts
 * against the client's share-token budget, the statement links' (STATEMENT_RATE_LIMIT a minute,
 * decision 167): guessing tokens is refused with 429 before any lookup.
 */
export function calendarFeedRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppBindings>().get('/:token', async (c) => {
    await consumeTokenLookup(deps, c);
    const parsed = feedParam.safeParse(c.req.param());
    if (!parsed.success)
      return c.json({ error: { code: 'NOT_FOUND', message: LEASE_MESSAGES.calendarLinkInvalid } }, 404);
    const token = parsed.data.token.slice(0, -'.ics'.length);
    const body = await renderCalendarFeed({ db, clock, appUrl: deps.env.appUrl, token });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
    });
  });
}
