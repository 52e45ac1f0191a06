import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { consumeRateLimit } from '../../lib/rate-limit';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';

/**
 * Counts one contract email (invitation or offer) before it is issued, in the caller's
 * transaction: over either hourly limit the request is refused with 429 and the transaction is
 * undone, so nothing is stored and nothing is sent (decision 042); a request that fails for
 * another reason does not count either. Call it last in the transaction (it locks one row per
 * landlord and per address until commit).
 */
export async function countContractEmail(opts: {
  tx: Queryable;
  clock: Clock;
  /** Env `invitationRateLimit`: per landlord and per recipient address, per hour (20 and 5 by default). */
  limits: { perLandlord: number; perRecipient: number };
  landlordId: string;
  to: string;
}): Promise<void> {
  const common = { db: opts.tx, clock: opts.clock, windowSec: 3600, message: CONTRACT_MESSAGES.tooManyInvitations };
  await consumeRateLimit({
    ...common,
    key: `contract-email-by:${opts.landlordId}`,
    max: opts.limits.perLandlord,
  });
  await consumeRateLimit({
    ...common,
    key: `contract-email-to:${opts.to.trim().toLowerCase()}`,
    max: opts.limits.perRecipient,
  });
}
