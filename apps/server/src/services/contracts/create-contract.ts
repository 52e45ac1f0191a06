import { fullName } from '@casaconti/core/display';
import type { CreateCompleteContractInput } from '@casaconti/core/schemas/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { room } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import type { Storage } from '../../lib/storage';
import { findOrCreateTenantUser } from '../account/find-or-create-tenant-user';
import { attachUploadedDocument } from '../documents/attach-uploaded-document';
import { issueInvitation } from '../account/issue-invitation';
import { materializeScheduledPayables } from '../payables/materialize-scheduled-payables';
import { findLandlordProperty } from '../properties/find-landlord-property';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { mapBookingConflict } from './map-booking-conflict';
import { isPgError, SQLSTATE } from './pg-error';
import { countContractEmail } from './limit-contract-emails';
import { sendInvitation } from './send-invitation';
import { insertContracts } from './insert-contracts';
import { refuseFutureDeposit } from './refuse-future-deposit';
import { setOpeningPositionInTx } from './opening-position';
import { recordPaymentHistoryInTx } from '../payments/record-payment-history';

/**
 * create-complete-contract in one transaction: tenant account (found or invited), contract with
 * the tenant's names and email as typed, room assignments, the six utility agreements, the
 * optional document, the share-token hash, the scheduled payables due so far, the optional opening
 * position or history of payments (docs/domain.md §17) and the contract's
 * link (complete-account or accept-contract), counted against the hourly invitation limits
 * (decision 042: over them nothing is created). The database refuses a double booking (exclusion constraint
 * contract_room_no_overlap), also between simultaneous requests. The email goes out only
 * after commit.
 */
export async function createContract(opts: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  secret: string;
  appUrl: string;
  /** Hourly contract-email limits (env invitationRateLimit, decision 042). */
  invitationLimits: { perLandlord: number; perRecipient: number };
  landlord: { id: string; firstName: string; lastName: string };
  input: CreateCompleteContractInput;
  /** Where the optional document was uploaded (attachUploadedDocument checks it there). */
  storage: Storage;
}): Promise<{ contractId: string }> {
  const { db, clock, landlord, input } = opts;
  const details = input.contractDetails;
  refuseFutureDeposit(details, clock);

  const run = () =>
    db.transaction(async (tx) => {
      // Shared locks: a simultaneous delete of the property or of a room (which locks them
      // for update and checks for contracts) waits for this transaction, or this one sees
      // the deletion and stops.
      const owned = await findLandlordProperty({
        db: tx,
        landlordId: landlord.id,
        propertyId: details.property_id,
        lock: 'share',
        notFoundMessage: CONTRACT_MESSAGES.propertyNotFound,
      });

      const rooms = await tx
        .select({ id: room.id })
        .from(room)
        .where(and(inArray(room.id, input.roomIds), eq(room.propertyId, owned.id), isNull(room.deletedAt)))
        .for('share');
      if (rooms.length !== input.roomIds.length) {
        throw new AppError('VALIDATION', CONTRACT_MESSAGES.roomsNotInProperty, {
          roomIds: CONTRACT_MESSAGES.roomsNotInProperty,
        });
      }

      const tenantInfo = input.tenantInfo;
      const tenant = await findOrCreateTenantUser({ tx, clock, ...tenantInfo });

      const contractId = crypto.randomUUID();
      const { property_id: _propertyId, ...terms } = details;
      await insertContracts(tx, opts.secret, [
        {
          contractId,
          propertyId: owned.id,
          tenantId: tenant.userId,
          tenantInfo,
          details: terms,
          utilityAgreements: input.utilityAgreements,
          roomIds: input.roomIds,
          createdAt: clock.now(),
        },
      ]);
      if (input.documentInfo) {
        await attachUploadedDocument({
          tx,
          storage: opts.storage,
          clock,
          ownerId: landlord.id,
          filePath: input.documentInfo.temp_path,
          originalFileName: input.documentInfo.original_filename,
          purpose: 'contract',
          contractId,
        });
      }
      await materializeScheduledPayables({ db: tx, clock, contractIds: [contractId] });
      // Where a contract begun before today stands (docs/domain.md §17): an opening entry, or its
      // history of payments (no receipt, no email); a refusal rolls the whole creation back.
      const opening = input.openingPosition;
      const started = { id: contractId, startDate: details.start_date };
      if (opening?.kind === 'history') {
        await recordPaymentHistoryInTx(tx, {
          clock,
          landlordId: landlord.id,
          contract: started,
          payments: opening.payments,
          fieldPrefix: 'openingPosition.',
        });
      } else if (opening && opening.kind !== 'none') {
        await setOpeningPositionInTx(tx, {
          clock,
          contract: started,
          position: opening,
          fieldPrefix: 'openingPosition.',
        });
      }
      // Over the hourly invitation limits the contract is not created (decision 042).
      await countContractEmail({
        tx,
        clock,
        limits: opts.invitationLimits,
        landlordId: landlord.id,
        to: tenantInfo.email,
      });
      const { link } = await issueInvitation({
        tx,
        clock,
        appUrl: opts.appUrl,
        userId: tenant.userId,
        contractId,
        accountActive: tenant.accountActive,
      });
      // Every address gets one email, so the answer cannot tell an account from an unknown address
      // (docs/domain.md §8): the contract waits for its tenant to use the link.
      await sendInvitation({
        jobs: opts.jobs,
        tx,
        to: tenantInfo.email,
        link,
        accountActive: tenant.accountActive,
        landlordName: fullName(landlord),
      });
      return { contractId };
    });

  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run();
  } catch (err) {
    // Two simultaneous contracts for one new tenant email: the loser's invited user collides on
    // the unique email; once the winner has committed, a second attempt reuses that user.
    if (!isPgError(err, SQLSTATE.uniqueViolation, 'user_email_lower_idx')) mapBookingConflict(err);
    try {
      result = await run();
    } catch (retryErr) {
      mapBookingConflict(retryErr);
    }
  }
  return { contractId: result.contractId };
}
