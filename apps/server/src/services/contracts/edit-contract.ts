import { fullName } from '@casaconti/core/display';
import type { EditContractInput } from '@casaconti/core/schemas/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contract, contractRoom, utilityAgreement } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import { findOrCreateTenantUser } from '../account/find-or-create-tenant-user';
import { issueInvitation } from '../account/issue-invitation';
import { recomputeScheduledPayables } from '../payables/recompute-scheduled-payables';
import { expireContractInvitations } from './expire-contract-invitations';
import { findLandlordContract } from './find-landlord-contract';
import { mapBookingConflict } from './map-booking-conflict';
import { countContractEmail } from './limit-contract-emails';
import { leaseColumnValues } from './contract-columns';
import { sendInvitation } from './send-invitation';

import { refuseFutureDeposit } from './refuse-future-deposit';
/**
 * The tenant part of an edit (docs/decisions/019). The names and email are this contract's own:
 * saving them never touches an account or another contract. Same email: only the names change.
 * New email: the contract moves to that person (found or invited) and waits for them to use a
 * new link; the links the contract emailed before die.
 */
async function resolveTenant(opts: {
  tx: Tx;
  clock: Clock;
  appUrl: string;
  found: { id: string; tenantId: string; tenantEmail: string; acceptedAt: Date | null };
  tenantInfo: EditContractInput['tenantInfo'];
}) {
  const { tx, clock, found, tenantInfo } = opts;
  const email = tenantInfo.email.trim().toLowerCase();
  const names = { tenantFirstName: tenantInfo.firstName, tenantLastName: tenantInfo.lastName };
  if (found.tenantEmail === email) {
    return { columns: { ...names }, invitation: null };
  }
  const next = await findOrCreateTenantUser({ tx, clock, ...tenantInfo });
  await expireContractInvitations({ tx, clock, contractId: found.id, userId: found.tenantId });
  const { link } = await issueInvitation({
    tx,
    clock,
    appUrl: opts.appUrl,
    userId: next.userId,
    contractId: found.id,
    accountActive: next.accountActive,
  });
  return {
    columns: { ...names, tenantId: next.userId, tenantEmail: email, acceptedAt: null },
    invitation: { link, accountActive: next.accountActive },
  };
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
  jobs: Pick<JobQueue, 'enqueue'>;
  appUrl: string;
  /** Hourly contract-email limits (env invitationRateLimit, decision 042). */
  invitationLimits: { perLandlord: number; perRecipient: number };
  landlord: { id: string; firstName: string; lastName: string };
  contractId: string;
  input: EditContractInput;
}): Promise<void> {
  const { clock, contractId, input } = opts;
  const terms = input.contractDetails;
  refuseFutureDeposit(terms, clock);
  try {
    await opts.db.transaction(async (tx) => {
      const found = await findLandlordContract({ db: tx, landlordId: opts.landlord.id, contractId, lock: 'update' });
      const tenant = await resolveTenant({ tx, clock, appUrl: opts.appUrl, found, tenantInfo: input.tenantInfo });
      const now = clock.now();
      await tx
        .update(contract)
        .set({
          ...tenant.columns,
          startDate: terms.start_date,
          endDate: terms.end_date,
          numberOfOccupants: terms.number_of_occupants,
          rentAmount: terms.rent_amount,
          fixedFeeAmount: terms.fixed_fee_amount,
          settlementBaseAmount: terms.settlement_base_amount,
          ...leaseColumnValues(terms),
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
      await recomputeScheduledPayables({
        db: tx,
        clock,
        contractId,
        terms: {
          startDate: terms.start_date,
          endDate: terms.end_date,
          rentAmount: terms.rent_amount,
          fixedFeeAmount: terms.fixed_fee_amount,
          settlementBaseAmount: terms.settlement_base_amount,
        },
      });
      // A new tenant address gets an invitation: over the hourly limits nothing is saved (decision 042).
      if (tenant.invitation) {
        await countContractEmail({
          tx,
          clock,
          limits: opts.invitationLimits,
          landlordId: opts.landlord.id,
          to: input.tenantInfo.email,
        });
        await sendInvitation({
          jobs: opts.jobs,
          tx,
          to: input.tenantInfo.email,
          ...tenant.invitation,
          landlordName: fullName(opts.landlord),
        });
      }
    });
  } catch (err) {
    mapBookingConflict(err);
  }
}
