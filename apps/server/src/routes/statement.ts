import { PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { createMiddleware } from 'hono/factory';
import { consumeTokenLookup, privateLinkHeaders } from '../lib/share-token-guard';
import { validate } from '../lib/validate';
import { getPublicStatement } from '../services/statement/get-public-statement';
import type { KeptReads } from './kept-reads';
import { receiptPdfResponse } from './receipt-pdf-response';

const paymentParam = z.object({ id: idSchema(PAYMENT_LEDGER_MESSAGES.invalidPaymentId) });

/** /api/statement/:token — get_public_invoice_details (docs/product.md §7), no session. */
export function statementRoutes(deps: AppDeps, kept: KeptReads) {
  // Every lookup of a token counts against the client's limit before anything else (decision 015).
  const tokenLookup = createMiddleware<AppBindings>(async (c, next) => {
    await consumeTokenLookup(deps, c);
    await next();
  });
  return (
    new Hono<AppBindings>()
      .use('*', privateLinkHeaders)
      .get('/:token', tokenLookup, kept.statement, async (c) => {
        const token = c.req.param('token');
        return c.json(await getPublicStatement({ db: deps.db, clock: deps.clock, token }));
      })
      // A receipt of this statement's contract only (docs/domain.md §8, §12): any other payment → 404.
      .get(
        '/:token/payments/:id/receipt',
        validate('param', z.object({ token: z.string(), id: paymentParam.shape.id })),
        tokenLookup,
        async (c) => {
          const { token, id } = c.req.valid('param');
          return receiptPdfResponse(c, { db: deps.db, paymentId: id, viewer: { shareToken: token } });
        },
      )
  );
}
