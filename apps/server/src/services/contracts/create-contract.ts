import type { CreateCompleteContractInput } from '@casaconti/core/schemas/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { contract, contractRoom, property, room, user, utilityAgreement } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { findOrInviteTenant } from '../account/create-invitation';
import { invitationEmail } from '../account/emails';
import { materializeScheduledPayables } from '../payables/materialize-scheduled-payables';
import { CONTRACT_MESSAGES } from './messages';
import { isPgError, SQLSTATE } from './pg-error';
import { deriveShareToken, shareTokenHash } from './share-token';

export type AttachContractDocument = (opts: {
  tx: Queryable;
  ownerId: string;
  contractId: string;
  filePath: string;
  originalFileName: string;
}) => Promise<unknown>;

/**
 * A tenant email that is a landlord's (the caller's own included) cannot sign a tenancy: the
 * two roles share one account table and a landlord never becomes somebody's tenant.
 */
export async function refuseLandlordEmail(db: Queryable, email: string): Promise<void> {
  const [owner] = await db
    .select({ isLandlord: user.isLandlord })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`);
  if (owner?.isLandlord)
    throw new AppError('CONFLICT', CONTRACT_MESSAGES.landlordEmail, {
      'tenantInfo.email': CONTRACT_MESSAGES.landlordEmail,
    });
}

/** Sends an invitation after commit: a mail failure must not undo a stored contract. */
export async function sendInvitation(opts: {
  mailer: Mailer;
  logger: Logger;
  to: string;
  link: string;
  landlordName: string;
}): Promise<void> {
  try {
    await opts.mailer.send(invitationEmail(opts.to, opts.link, opts.landlordName));
  } catch (err) {
    opts.logger.error({ err, to: opts.to }, 'invitation email not sent');
  }
}

export function mapBookingConflict(err: unknown): never {
  if (isPgError(err, SQLSTATE.exclusionViolation)) {
    throw new AppError('CONFLICT', CONTRACT_MESSAGES.doubleBooking, { roomIds: CONTRACT_MESSAGES.doubleBooking });
  }
  throw err;
}

/**
 * create-complete-contract in one transaction: tenant (found or invited), contract, room
 * assignments, the six utility agreements, the optional document, the share-token hash and the
 * scheduled payables due so far. The database refuses a double booking (exclusion constraint
 * contract_room_no_overlap), also between simultaneous requests. The invitation email goes
 * out only after commit.
 */
export async function createContract(opts: {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  secret: string;
  appUrl: string;
  landlord: { id: string; firstName: string; lastName: string };
  input: CreateCompleteContractInput;
  attachDocument: AttachContractDocument;
}): Promise<{ contractId: string }> {
  const { db, clock, landlord, input } = opts;
  const details = input.contractDetails;

  const run = () =>
    db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ id: property.id })
        .from(property)
        .where(
          and(eq(property.id, details.property_id), eq(property.landlordId, landlord.id), isNull(property.deletedAt)),
        )
        // Shared locks: a simultaneous delete of the property or of a room (which locks them
        // for update and checks for contracts) waits for this transaction, or this one sees
        // the deletion and stops.
        .for('share');
      if (!owned) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.propertyNotFound);

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

      await refuseLandlordEmail(tx, input.tenantInfo.email);
      const tenant = await findOrInviteTenant({
        tx,
        clock,
        appUrl: opts.appUrl,
        email: input.tenantInfo.email,
        firstName: input.tenantInfo.firstName,
        lastName: input.tenantInfo.lastName,
      });

      const contractId = crypto.randomUUID();
      const createdAt = clock.now();
      await tx.insert(contract).values({
        id: contractId,
        propertyId: owned.id,
        tenantId: tenant.userId,
        startDate: details.start_date,
        endDate: details.end_date,
        numberOfOccupants: details.number_of_occupants,
        rentAmount: details.rent_amount,
        fixedFeeAmount: details.fixed_fee_amount,
        settlementBaseAmount: details.settlement_base_amount,
        shareTokenHash: shareTokenHash(deriveShareToken(opts.secret, { id: contractId, createdAt })),
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(contractRoom).values(
        input.roomIds.map((roomId) => ({
          contractId,
          roomId,
          startDate: details.start_date,
          endDate: details.end_date,
        })),
      );
      await tx
        .insert(utilityAgreement)
        .values(input.utilityAgreements.map((a) => ({ contractId, category: a.category, costModel: a.cost_model })));
      if (input.documentInfo) {
        await opts.attachDocument({
          tx,
          ownerId: landlord.id,
          contractId,
          filePath: input.documentInfo.temp_path,
          originalFileName: input.documentInfo.original_filename,
        });
      }
      await materializeScheduledPayables({ db: tx, clock, contractIds: [contractId] });
      return { contractId, invitation: tenant.created ? tenant.link : null };
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

  if (result.invitation) {
    await sendInvitation({
      mailer: opts.mailer,
      logger: opts.logger,
      to: input.tenantInfo.email,
      link: result.invitation,
      landlordName: `${landlord.firstName} ${landlord.lastName}`.trim(),
    });
  }
  return { contractId: result.contractId };
}
