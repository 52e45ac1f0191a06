import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { consumeRateLimit } from '../../lib/rate-limit';
import { CONTRACT_MESSAGES } from './messages';

/** Contract emails (invitation or contract offer, first or resent) one landlord sends per hour. */
export const CONTRACT_EMAILS_PER_LANDLORD_PER_HOUR = 20;
/** Contract emails one address receives per hour, from every landlord together. */
export const CONTRACT_EMAILS_PER_RECIPIENT_PER_HOUR = 5;

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
  landlordId: string;
  to: string;
}): Promise<void> {
  const common = { db: opts.tx, clock: opts.clock, windowSec: 3600, message: CONTRACT_MESSAGES.tooManyInvitations };
  await consumeRateLimit({
    ...common,
    key: `contract-email-by:${opts.landlordId}`,
    max: CONTRACT_EMAILS_PER_LANDLORD_PER_HOUR,
  });
  await consumeRateLimit({
    ...common,
    key: `contract-email-to:${opts.to.trim().toLowerCase()}`,
    max: CONTRACT_EMAILS_PER_RECIPIENT_PER_HOUR,
  });
}
