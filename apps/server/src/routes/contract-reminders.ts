import { CONTRACT_MESSAGES, REMINDER_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { validate } from '../lib/validate';
import { listContractReminders, setContractReminders } from '../services/reminders/contract-reminders';

const contractParam = z.object({ id: idSchema(CONTRACT_MESSAGES.invalidId) });
export const REMINDERS_SWITCH_INVALID = REMINDER_MESSAGES.switchInvalid;
const switchSchema = z.strictObject(
  { enabled: z.boolean({ error: REMINDERS_SWITCH_INVALID }) },
  { error: REMINDERS_SWITCH_INVALID },
);

/**
 * /api/contracts/:id/reminders (docs/domain.md §13): the 'Promemoria automatici' switch and the list
 * 'Promemoria inviati'. Landlord only; another landlord's contract is 404.
 */
export function contractReminderRoutes(deps: AppDeps) {
  const landlordOnly = requireLandlord(deps);
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .get('/:id/reminders', landlordOnly, validate('param', contractParam), async (c) =>
      c.json(await listContractReminders({ ...asLandlord(c), contractId: c.req.valid('param').id })),
    )
    .put('/:id/reminders', landlordOnly, validate('param', contractParam), validate('json', switchSchema), async (c) =>
      c.json(
        await setContractReminders({
          ...asLandlord(c),
          contractId: c.req.valid('param').id,
          enabled: c.req.valid('json').enabled,
        }),
      ),
    );
}
