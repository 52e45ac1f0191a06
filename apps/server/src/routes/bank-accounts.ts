import { BANK_ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { bankAccountSchema } from '@casaconti/core/schemas/bank-account';
import { idSchema } from '@casaconti/core/schemas/common';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { validate } from '../lib/validate';
import { deleteBankAccount } from '../services/bank-accounts/delete-bank-account';
import { listBankAccounts, listPropertyChoices } from '../services/bank-accounts/list-bank-accounts';
import { createBankAccount, updateBankAccount } from '../services/bank-accounts/save-bank-account';

const accountParam = z.object({ id: idSchema(BANK_ACCOUNT_MESSAGES.invalidId) });

/** /api/bank-accounts: the landlord's accounts for receiving rent (docs/domain.md §18, decision 202). */
export function bankAccountRoutes(deps: AppDeps) {
  const asLandlord = landlordCall(deps);
  return (
    new Hono<AppBindings>()
      .use(requireLandlord(deps))
      // The accounts, and the properties an account may be named by (the settings' picker).
      .get('/', async (c) => {
        const [accounts, properties] = await Promise.all([
          listBankAccounts(asLandlord(c)),
          listPropertyChoices(asLandlord(c)),
        ]);
        return c.json({ accounts, properties });
      })
      .post('/', validate('json', bankAccountSchema), async (c) =>
        c.json(await createBankAccount({ ...asLandlord(c), input: c.req.valid('json') }), 201),
      )
      .put('/:id', validate('param', accountParam), validate('json', bankAccountSchema), async (c) =>
        c.json(
          await updateBankAccount({ ...asLandlord(c), accountId: c.req.valid('param').id, input: c.req.valid('json') }),
        ),
      )
      .delete('/:id', validate('param', accountParam), async (c) => {
        await deleteBankAccount({ ...asLandlord(c), accountId: c.req.valid('param').id });
        return c.json({ ok: true as const });
      })
  );
}
