import { DEPOSIT_MESSAGES } from '@casaconti/core/messages';
import { depositReceivedInFuture } from '@casaconti/core/schemas/lease';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';

/**
 * A contract's deposit is received at the latest today, Rome time (decision 170): a later date
 * answers 400 on `contractDetails.deposit_received_on` before anything is written. Before the
 * start is fine (paid at signing); after the end the schema refuses (leaseIssues).
 */
export function refuseFutureDeposit(details: { deposit_received_on: string | null }, clock: Clock): void {
  if (!depositReceivedInFuture(details.deposit_received_on, today(clock))) return;
  throw new AppError('VALIDATION', DEPOSIT_MESSAGES.depositInFuture, {
    'contractDetails.deposit_received_on': DEPOSIT_MESSAGES.depositInFuture,
  });
}
