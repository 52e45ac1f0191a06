import { SCHEDULED_PAYABLE_TYPES } from '@casaconti/core/constants';
import { computeScheduledPayables } from '@casaconti/core/schedule';
import type { EditContractInput } from '@casaconti/core/schemas/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contract, contractRoom, payable, user, utilityAgreement } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { findOrInviteTenant } from '../account/create-invitation';
import { materializeScheduledPayables } from '../payables/materialize-scheduled-payables';
import { mapBookingConflict, refuseLandlordEmail, sendInvitation } from './create-contract';
import { expireOrphanInvitations } from './expire-orphan-invitations';
import { findLandlordContract } from './find-landlord-contract';
import { CONTRACT_MESSAGES } from './messages';

/**
 * The tenant part of an edit (docs/decisions: tenant data on contract edit). Same email: the
 * names are the landlord's to set only while the tenant is still invited; an active tenant's
 * names are their own profile. New email: the contract moves to that person (found or invited);
 * the previous user's account is never changed.
 */
async function resolveTenant(opts: {
  tx: Tx;
  clock: Clock;
  appUrl: string;
  contractId: string;
  currentTenantId: string;
  tenantInfo: EditContractInput['tenantInfo'];
}): Promise<{ tenantId: string; invitationLink: string | null }> {
  const { tx, clock, tenantInfo } = opts;
  const [current] = await tx
    .select({ email: user.email, status: user.userStatus, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, opts.currentTenantId));
  const namesDiffer = (u: { firstName: string; lastName: string }) =>
    u.firstName !== tenantInfo.firstName || u.lastName !== tenantInfo.lastName;
  const setNames = (userId: string) =>
    tx
      .update(user)
      .set({
        firstName: tenantInfo.firstName,
        lastName: tenantInfo.lastName,
        name: `${tenantInfo.firstName} ${tenantInfo.lastName}`,
        updatedAt: clock.now(),
      })
      .where(and(eq(user.id, userId), eq(user.userStatus, 'invited')));

  if (current && current.email.toLowerCase() === tenantInfo.email) {
    if (namesDiffer(current)) {
      if (current.status !== 'invited') {
        throw new AppError('CONFLICT', CONTRACT_MESSAGES.activeTenantNames, {
          'tenantInfo.firstName': CONTRACT_MESSAGES.activeTenantNames,
        });
      }
      await setNames(opts.currentTenantId);
    }
    return { tenantId: opts.currentTenantId, invitationLink: null };
  }

  await refuseLandlordEmail(tx, tenantInfo.email);
  const next = await findOrInviteTenant({
    tx,
    clock,
    appUrl: opts.appUrl,
    email: tenantInfo.email,
    firstName: tenantInfo.firstName,
    lastName: tenantInfo.lastName,
  });
  if (!next.created) await setNames(next.userId);
  await expireOrphanInvitations({ tx, clock, userId: opts.currentTenantId, exceptContractId: opts.contractId });
  return { tenantId: next.userId, invitationLink: next.link };
}

/**
 * Unpaid scheduled payables follow the new terms (DOMAIN §4): a due row that the new schedule
 * would not produce identically is cancelled, then the missing months are materialized. Paid
 * rows are never touched, and a month whose payable of a type is paid is not billed again.
 */
async function recomputeScheduledPayables(
  tx: Tx,
  clock: Clock,
  contractId: string,
  terms: EditContractInput['contractDetails'],
) {
  const desired = computeScheduledPayables(
    {
      startDate: terms.start_date,
      endDate: terms.end_date,
      rentAmount: terms.rent_amount,
      fixedFeeAmount: terms.fixed_fee_amount,
      settlementBaseAmount: terms.settlement_base_amount,
    },
    today(clock),
  );
  const wanted = new Set(desired.map((p) => `${p.type}|${p.periodStartDate}|${p.periodEndDate}|${p.amount}`));
  const unpaid = await tx
    .select({
      id: payable.id,
      type: payable.type,
      periodStartDate: payable.periodStartDate,
      periodEndDate: payable.periodEndDate,
      amount: payable.amount,
    })
    .from(payable)
    .where(
      and(
        eq(payable.contractId, contractId),
        inArray(payable.type, [...SCHEDULED_PAYABLE_TYPES]),
        eq(payable.status, 'due'),
      ),
    );
  const stale = unpaid
    .filter((p) => !wanted.has(`${p.type}|${p.periodStartDate}|${p.periodEndDate}|${p.amount}`))
    .map((p) => p.id);
  if (stale.length > 0) {
    await tx.update(payable).set({ status: 'cancelled' }).where(inArray(payable.id, stale));
  }
  await materializeScheduledPayables({ db: tx, clock, contractIds: [contractId] });
}

/**
 * edit_contract in one transaction: tenant data, terms, the room assignments' dates (the
 * exclusion constraint judges them again: 409 on overlap), the six agreements and the unpaid
 * scheduled payables. Property and rooms do not change. An invitation, if any, is emailed
 * after commit.
 */
export async function editContract(opts: {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  appUrl: string;
  landlord: { id: string; firstName: string; lastName: string };
  contractId: string;
  input: EditContractInput;
}): Promise<void> {
  const { clock, contractId, input } = opts;
  const terms = input.contractDetails;
  let invitationLink: string | null = null;
  try {
    invitationLink = await opts.db.transaction(async (tx) => {
      const found = await findLandlordContract({ db: tx, landlordId: opts.landlord.id, contractId, forUpdate: true });
      const tenant = await resolveTenant({
        tx,
        clock,
        appUrl: opts.appUrl,
        contractId,
        currentTenantId: found.tenantId,
        tenantInfo: input.tenantInfo,
      });
      const now = clock.now();
      await tx
        .update(contract)
        .set({
          tenantId: tenant.tenantId,
          startDate: terms.start_date,
          endDate: terms.end_date,
          numberOfOccupants: terms.number_of_occupants,
          rentAmount: terms.rent_amount,
          fixedFeeAmount: terms.fixed_fee_amount,
          settlementBaseAmount: terms.settlement_base_amount,
          updatedAt: now,
        })
        .where(eq(contract.id, contractId));
      if (found.startDate !== terms.start_date || found.endDate !== terms.end_date) {
        await tx
          .update(contractRoom)
          .set({ startDate: terms.start_date, endDate: terms.end_date })
          .where(and(eq(contractRoom.contractId, contractId), isNull(contractRoom.deletedAt)));
      }
      await tx
        .insert(utilityAgreement)
        .values(input.utilityAgreements.map((a) => ({ contractId, category: a.category, costModel: a.cost_model })))
        // The schema guarantees exactly the six categories, so an upsert replaces them all.
        .onConflictDoUpdate({
          target: [utilityAgreement.contractId, utilityAgreement.category],
          set: { costModel: sql`excluded.cost_model` },
        });
      await recomputeScheduledPayables(tx, clock, contractId, terms);
      return tenant.invitationLink;
    });
  } catch (err) {
    mapBookingConflict(err);
  }
  if (invitationLink) {
    await sendInvitation({
      mailer: opts.mailer,
      logger: opts.logger,
      to: input.tenantInfo.email,
      link: invitationLink,
      landlordName: `${opts.landlord.firstName} ${opts.landlord.lastName}`.trim(),
    });
  }
}
