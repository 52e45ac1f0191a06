import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findOpenInvitation } from './find-open-invitation';
import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';

/**
 * What the complete-account page shows before the form is sent: the email (read-only) and the
 * names the landlord typed on the contract (editable). `accountActive`: the account was completed
 * meanwhile (with another contract's link), so this link accepts its contract instead.
 */
export async function getInvitation(opts: { db: Db; clock: Clock; token: string }) {
  const row = await findOpenInvitation(opts.db, opts.clock, opts.token);
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invitationInvalid);
  return { email: row.email, firstName: row.firstName, lastName: row.lastName, accountActive: row.status === 'active' };
}
