import { AppError } from '../../lib/app-error';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { isPgError, SQLSTATE } from './pg-error';

/** Turns the exclusion constraint contract_room_no_overlap into the double-booking 409; rethrows anything else. */
export function mapBookingConflict(err: unknown): never {
  if (isPgError(err, SQLSTATE.exclusionViolation)) {
    throw new AppError('CONFLICT', CONTRACT_MESSAGES.doubleBooking, { roomIds: CONTRACT_MESSAGES.doubleBooking });
  }
  throw err;
}
