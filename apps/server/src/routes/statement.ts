import { PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { consumeTokenLookup, privateLinkHeaders } from '../lib/share-token-guard';
import { validate } from '../lib/validate';
import type { KeptAnswers } from '../services/lists/kept-answers';
import { getKeptPublicStatement } from '../services/statement/get-public-statement';
import { receiptPdfResponse } from './receipt-pdf-response';

const paymentParam = z.object({ id: idSchema(PAYMENT_LEDGER_MESSAGES.invalidPaymentId) });

/** /api/statement/:token — get_public_invoice_details (docs/product.md §7), no session. */
export function statementRoutes(deps: AppDeps, kept: KeptAnswers) {
  return (
    new Hono<AppBindings>()
      .use('*', privateLinkHeaders)
      .get('/:token', async (c) => {
        await consumeTokenLookup(deps, c);
        const token = c.req.param('token');
        return c.json(await getKeptPublicStatement({ db: deps.db, clock: deps.clock, token, kept }));
      })
      // A receipt of this statement's contract only (docs/domain.md §8, §12): any other payment → 404.
      .get(
        '/:token/payments/:id/receipt',
        validate('param', z.object({ token: z.string(), id: paymentParam.shape.id })),
        async (c) => {
          await consumeTokenLookup(deps, c);
          const { token, id } = c.req.valid('param');
          return receiptPdfResponse(c, { db: deps.db, paymentId: id, viewer: { shareToken: token } });
        },
      )
  );
}
