import { PAYMENT_SIGNAL_MESSAGES } from '@casaconti/core/messages';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import {
  confirmationRequestSchema,
  paymentSignalRejectionSchema,
  paymentSignalSchema,
} from '@casaconti/core/schemas/payment';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireActiveUser, requireLandlord } from '../lib/guards';
import { validate, validateOptionalJson } from '../lib/validate';
import {
  confirmPaymentSignal,
  listPendingSignals,
  listTenantSignals,
  rejectPaymentSignal,
  signalPayment,
} from '../services/payments/payment-signals';

const signalParam = z.object({ id: idSchema(PAYMENT_SIGNAL_MESSAGES.invalidId) });
const contractParam = z.object({ id: idSchema(CONTRACT_MESSAGES.invalidId) });
const pendingQuery = z.object({ contractId: idSchema(CONTRACT_MESSAGES.invalidId).optional() });

/**
 * /api/payment-signals: the landlord's side of the tenant's 'Ho pagato' (docs/domain.md §12, decision
 * 085): the pending signals (all, or one contract's with ?contractId=), and confirming (it
 * becomes a payment) or rejecting (with a reason) one of them. Both take an optional
 * `idempotencyKey`: the same key again on the signal so decided answers it with 200 and changes
 * nothing (decision 162).
 */
export function paymentSignalRoutes(deps: AppDeps) {
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .use(requireLandlord(deps))
    .get('/', validate('query', pendingQuery), async (c) =>
      c.json({
        signals: await listPendingSignals({ ...asLandlord(c), contractId: c.req.valid('query').contractId }),
      }),
    )
    .post(
      '/:id/confirm',
      validate('param', signalParam),
      validateOptionalJson(confirmationRequestSchema),
      async (c) => {
        const { signal } = await confirmPaymentSignal({
          ...asLandlord(c),
          signalId: c.req.valid('param').id,
          decisionKey: c.req.valid('json').idempotencyKey,
        });
        return c.json({ signal });
      },
    )
    .post('/:id/reject', validate('param', signalParam), validate('json', paymentSignalRejectionSchema), async (c) =>
      c.json({
        signal: await rejectPaymentSignal({
          ...asLandlord(c),
          signalId: c.req.valid('param').id,
          reason: c.req.valid('json').reason,
          decisionKey: c.req.valid('json').idempotencyKey,
        }),
      }),
    );
}

/**
 * /api/tenant/payment-signals: the tenant's own signals with their status and any rejection
 * reason, and 'Ho pagato' on one of their contracts (201; the same idempotency key again answers
 * that signal with 200, decision 161; a 6th pending signal or a full proof space 429, decision 160).
 */
export function tenantPaymentSignalRoutes(deps: AppDeps) {
  const { db, storage, clock } = deps;
  const activeUser = requireActiveUser(deps);
  return new Hono<AppBindings>()
    .get('/payment-signals', activeUser, async (c) =>
      c.json({ signals: await listTenantSignals({ db, tenantId: c.var.user.id }) }),
    )
    .post(
      '/contracts/:id/payment-signals',
      activeUser,
      validate('param', contractParam),
      validate('json', paymentSignalSchema),
      async (c) => {
        const { created, signal } = await signalPayment({
          db,
          storage,
          clock,
          tenantId: c.var.user.id,
          contractId: c.req.valid('param').id,
          input: c.req.valid('json'),
        });
        return c.json({ signal }, created ? 201 : 200);
      },
    );
}
