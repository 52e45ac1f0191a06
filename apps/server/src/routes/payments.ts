import { idSchema } from '@casaconti/core/schemas/common';
import { netBalanceListQuerySchema, settlementPreviewListQuerySchema } from '@casaconti/core/schemas/list';
import {
  confirmationRequestSchema,
  manualAdjustmentSchema,
  type PaymentConfirmation,
  paymentConfirmationSchema,
  paymentReversalSchema,
} from '@casaconti/core/schemas/payment';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { validate, validateOptionalJson } from '../lib/validate';
import { CONTRACT_MESSAGES, PAYMENT_LEDGER_MESSAGES, PAYMENT_MESSAGES } from '@casaconti/core/messages';
import { addManualAdjustment } from '../services/payments/add-manual-adjustment';
import {
  type ConfirmationResult,
  confirmContractPayments,
  confirmPayable,
} from '../services/payments/confirm-payments';
import { resendPaymentReceipt } from '../services/payments/resend-payment-receipt';
import { reversePayment } from '../services/payments/reverse-payment';
import { issuePaymentReceipt } from '../services/payments/issue-payment-receipt';
import { getContractsNetBalance } from '../services/payments/get-contracts-net-balance';
import { getNetBalancesPage } from '../services/payments/get-net-balances-page';
import { getPaymentsOverview } from '../services/payments/get-payments-overview';
import { getSettlementDetails } from '../services/payments/get-settlement-details';
import { getSettlementPreviews } from '../services/payments/get-settlement-previews';
import { getSettlementPreviewsPage } from '../services/payments/get-settlement-previews-page';
import type { KeptReads } from './kept-reads';
import { receiptPdfResponse } from './receipt-pdf-response';
import { settleContract } from '../services/payments/settle-contract';

const contractParam = z.object({ id: idSchema(CONTRACT_MESSAGES.invalidId) });
const payableParam = z.object({ id: idSchema(PAYMENT_MESSAGES.invalidPayableId) });
const settlementParam = z.object({ id: idSchema(PAYMENT_MESSAGES.invalidSettlementId) });
const paymentParam = z.object({ id: idSchema(PAYMENT_LEDGER_MESSAGES.invalidPaymentId) });

/** /api/payments: the landlord payments page and the conguaglio (docs/product.md §2, §7; docs/domain.md §6). */
export function paymentRoutes(deps: AppDeps, kept: KeptReads) {
  const { db } = deps;
  const asLandlord = landlordCall(deps);
  /** The two confirmations' one answer: the body's details in, `{ count }` out. */
  const confirmed = async (
    c: Context<AppBindings, string, { out: { json: PaymentConfirmation } }>,
    run: (details: PaymentConfirmation) => Promise<ConfirmationResult>,
  ) => {
    const { count } = await run(c.req.valid('json'));
    return c.json({ count });
  };
  return (
    new Hono<AppBindings>()
      .use(requireLandlord(deps))
      .get('/overview', kept.landlord, async (c) => c.json(await getPaymentsOverview(asLandlord(c))))
      .get('/settlement-previews', kept.landlord, async (c) =>
        c.json({ previews: await getSettlementPreviews(asLandlord(c)) }),
      )
      .get('/settlement-previews/page', validate('query', settlementPreviewListQuerySchema), kept.landlord, async (c) =>
        c.json(await getSettlementPreviewsPage({ ...asLandlord(c), query: c.req.valid('query') })),
      )
      .get('/net-balances', kept.landlord, async (c) =>
        c.json({ contracts: await getContractsNetBalance(asLandlord(c)) }),
      )
      .get('/net-balances/page', validate('query', netBalanceListQuerySchema), kept.landlord, async (c) =>
        c.json(await getNetBalancesPage({ ...asLandlord(c), query: c.req.valid('query') })),
      )
      .get('/settlements/:id', validate('param', settlementParam), async (c) =>
        c.json(await getSettlementDetails({ ...asLandlord(c), settlementId: c.req.valid('param').id })),
      )
      // The confirmations take an optional { idempotencyKey }: the same key again answers the first
      // success (a settlement: 201 made now, 200 made before, same body) (decision 048).
      .post(
        '/contracts/:id/settle',
        validate('param', contractParam),
        validateOptionalJson(confirmationRequestSchema),
        async (c) => {
          const { created, result } = await settleContract({
            ...asLandlord(c),
            contractId: c.req.valid('param').id,
            idempotencyKey: c.req.valid('json').idempotencyKey,
          });
          return c.json(result, created ? 201 : 200);
        },
      )
      // Confirmations record payments (docs/domain.md §12): optional date received and method (defaults
      // today, bonifico) besides the key.
      .post(
        '/contracts/:id/confirm',
        validate('param', contractParam),
        validateOptionalJson(paymentConfirmationSchema),
        (c) =>
          confirmed(c, (details) =>
            confirmContractPayments({ ...asLandlord(c), contractId: c.req.valid('param').id, details }),
          ),
      )
      .post(
        '/payables/:id/confirm',
        validate('param', payableParam),
        validateOptionalJson(paymentConfirmationSchema),
        (c) =>
          confirmed(c, (details) => confirmPayable({ ...asLandlord(c), payableId: c.req.valid('param').id, details })),
      )
      .get('/:id/receipt', validate('param', paymentParam), async (c) =>
        receiptPdfResponse(c, {
          db,
          paymentId: c.req.valid('param').id,
          viewer: { landlordId: asLandlord(c).landlordId },
        }),
      )
      // A receipt for a payment of the history, when the landlord asks (docs/domain.md §17): 201 made now, 200 made before.
      .post('/:id/receipt', validate('param', paymentParam), async (c) => {
        const { issued, payment } = await issuePaymentReceipt({
          ...asLandlord(c),
          paymentId: c.req.valid('param').id,
        });
        return c.json({ payment }, issued ? 201 : 200);
      })
      // 'Invia di nuovo' on a payment marked 'Ricevuta non inviata' (decision 185): a new receipt job.
      .post('/:id/receipt-email', validate('param', paymentParam), async (c) => {
        await resendPaymentReceipt({ ...asLandlord(c), paymentId: c.req.valid('param').id });
        return c.json({ queued: true as const }, 202);
      })
      .post('/:id/reversal', validate('param', paymentParam), validate('json', paymentReversalSchema), async (c) =>
        c.json({
          payment: await reversePayment({
            ...asLandlord(c),
            paymentId: c.req.valid('param').id,
            ...c.req.valid('json'),
          }),
        }),
      )
      .post('/adjustments', validate('json', manualAdjustmentSchema), async (c) => {
        const { created, result } = await addManualAdjustment({ ...asLandlord(c), input: c.req.valid('json') });
        return c.json(result, created ? 201 : 200);
      })
  );
}
