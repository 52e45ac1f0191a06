import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import { recordPaymentSchema } from '@casaconti/core/schemas/payment';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { validate } from '../lib/validate';
import { listContractPayments } from '../services/payments/list-contract-payments';
import { recordPayment } from '../services/payments/record-payment';
import { recordPaymentHistory } from '../services/payments/record-payment-history';
import { paymentHistorySchema } from '@casaconti/core/schemas/opening-position';

const contractParam = z.object({ id: idSchema(CONTRACT_MESSAGES.invalidId) });

/**
 * /api/contracts/:id/payments: the payments received on a contract (docs/domain.md §12): the list with
 * receipt numbers, allocations and reversals, and recording one (201; the same idempotency key
 * again answers that payment with 200).
 */
export function contractPaymentRoutes(deps: AppDeps) {
  // Per route, not `.use()`: this router shares /api/contracts with contractRoutes, whose other
  // routes tenants reach too.
  const landlordOnly = requireLandlord(deps);
  const asLandlord = landlordCall(deps);
  return (
    new Hono<AppBindings>()
      .get('/:id/payments', landlordOnly, validate('param', contractParam), async (c) =>
        c.json({
          payments: await listContractPayments({ ...asLandlord(c), contractId: c.req.valid('param').id }),
        }),
      )
      .post(
        '/:id/payments',
        landlordOnly,
        validate('param', contractParam),
        validate('json', recordPaymentSchema),
        async (c) => {
          const { created, payment } = await recordPayment({
            ...asLandlord(c),
            contractId: c.req.valid('param').id,
            input: c.req.valid('json'),
          });
          return c.json({ payment }, created ? 201 : 200);
        },
      )
      // The history of payments (docs/domain.md §17): recorded without receipt number or email.
      .post(
        '/:id/payments/history',
        landlordOnly,
        validate('param', contractParam),
        validate('json', paymentHistorySchema),
        async (c) => {
          const result = await recordPaymentHistory({
            ...asLandlord(c),
            contractId: c.req.valid('param').id,
            payments: c.req.valid('json').payments,
          });
          return c.json(result, 201);
        },
      )
  );
}
