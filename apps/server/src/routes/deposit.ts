import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import { closeDepositSchema, legalRateOverrideSchema, legalRateYearParamSchema } from '@casaconti/core/schemas/deposit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireActiveUser, requireLandlord } from '../lib/guards';
import { validate } from '../lib/validate';
import { renderDocument } from '../lib/documents/render-document';
import { pdfResponse } from './pdf-response';
import { closeDeposit } from '../services/deposit/close-deposit';
import { getContractDeposit } from '../services/deposit/get-contract-deposit';
import { getDepositStatement } from '../services/deposit/get-deposit-statement';
import { deleteLegalRateOverride, listLegalRates, setLegalRateOverride } from '../services/deposit/legal-rates';

const contractParam = z.object({ id: idSchema(CONTRACT_MESSAGES.invalidId) });

/**
 * /api/contracts/:id/deposit (docs/domain.md §14): the deposit with its interest year by year (landlord),
 * its closing (landlord, 201) and the closing statement PDF (the landlord or the contract's
 * tenant). Another landlord's contract is 404.
 */
export function contractDepositRoutes(deps: AppDeps) {
  const { db, clock, storage } = deps;
  const landlordOnly = requireLandlord(deps);
  const asLandlord = landlordCall(deps);
  const activeUser = requireActiveUser(deps);
  return new Hono<AppBindings>()
    .get('/:id/deposit', landlordOnly, validate('param', contractParam), async (c) => {
      const { landlordId: _landlord, ...deposit } = await getContractDeposit({
        db,
        clock,
        viewer: c.var.user,
        contractId: c.req.valid('param').id,
        landlordOnly: true,
      });
      return c.json(deposit);
    })
    .post(
      '/:id/deposit/closing',
      landlordOnly,
      validate('param', contractParam),
      validate('json', closeDepositSchema),
      async (c) => {
        const { created, closing } = await closeDeposit({
          ...asLandlord(c),
          storage,
          contractId: c.req.valid('param').id,
          input: c.req.valid('json'),
        });
        return c.json(closing, created ? 201 : 200);
      },
    )
    .get('/:id/deposit/statement', activeUser, validate('param', contractParam), async (c) => {
      const data = await getDepositStatement({ db, clock, viewer: c.var.user, contractId: c.req.valid('param').id });
      const pdf = await renderDocument({ kind: 'deposit-statement', data });
      return pdfResponse(c, pdf, 'deposito-cauzionale.pdf');
    });
}

/** /api/deposit/legal-rates: the shipped 'tasso di interesse legale' by year and the landlord's overrides. */
export function legalRateRoutes(deps: AppDeps) {
  const landlordOnly = requireLandlord(deps);
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .get('/legal-rates', landlordOnly, async (c) => c.json(await listLegalRates(asLandlord(c))))
    .put(
      '/legal-rates/:year',
      landlordOnly,
      validate('param', legalRateYearParamSchema),
      validate('json', legalRateOverrideSchema),
      async (c) =>
        c.json(
          await setLegalRateOverride({
            ...asLandlord(c),
            year: c.req.valid('param').year,
            rateHundredths: c.req.valid('json').rate,
          }),
        ),
    )
    .delete('/legal-rates/:year', landlordOnly, validate('param', legalRateYearParamSchema), async (c) =>
      c.json(await deleteLegalRateOverride({ ...asLandlord(c), year: c.req.valid('param').year })),
    );
}
