import { fullName } from '@casaconti/core/display';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitation, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SessionUser } from '../../lib/context';
import type { JobQueue } from '../../lib/jobs';
import { issueInvitation } from '../account/issue-invitation';
import { findLandlordContract } from './find-landlord-contract';
import { CONTRACT_MESSAGES, resendTooSoonMessage } from '@casaconti/core/messages';
import { countContractEmail } from './limit-contract-emails';
import { sendInvitation } from './send-invitation';

/** 'Reinvia invito' sends at most one email a minute per contract. */
export const INVITATION_RESEND_COOLDOWN_MS = 60_000;

/**
 * A new link for a contract its tenant has not accepted yet (the first one expires after 7 days
 * or may be lost): complete-account for an invited person, accept-contract for an existing
 * account, answered alike. Only this contract's earlier link stops working (docs/decisions/019);
 * after the first resend, at most one email a minute per contract, and the hourly invitation
 * limits apply (decision 042). The email is a job of the same transaction (decision 186).
 */
export async function resendInvitation(opts: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  appUrl: string;
  /** Hourly contract-email limits (env invitationRateLimit, decision 042). */
  invitationLimits: { perLandlord: number; perRecipient: number };
  landlord: SessionUser;
  contractId: string;
}): Promise<{ email: string }> {
  return opts.db.transaction(async (tx) => {
    const found = await findLandlordContract({
      db: tx,
      landlordId: opts.landlord.id,
      contractId: opts.contractId,
      lock: 'update',
    });
    const [tenant] = await tx.select({ status: user.userStatus }).from(user).where(eq(user.id, found.tenantId));
    const accountActive = tenant?.status === 'active';
    if (found.acceptedAt) throw new AppError('CONFLICT', CONTRACT_MESSAGES.alreadyAccepted);

    // The creation's email does not count: 'Reinvia invito' right after creating works once.
    const [last, first] = await tx
      .select({ createdAt: invitation.createdAt })
      .from(invitation)
      .where(eq(invitation.contractId, found.id))
      .orderBy(desc(invitation.createdAt))
      .limit(2);
    const waitMs =
      last && first ? last.createdAt.getTime() + INVITATION_RESEND_COOLDOWN_MS - opts.clock.now().getTime() : 0;
    if (waitMs > 0) throw new AppError('RATE_LIMITED', resendTooSoonMessage(Math.ceil(waitMs / 1000)));

    await countContractEmail({
      tx,
      clock: opts.clock,
      limits: opts.invitationLimits,
      landlordId: opts.landlord.id,
      to: found.tenantEmail,
    });
    const issued = await issueInvitation({
      tx,
      clock: opts.clock,
      appUrl: opts.appUrl,
      userId: found.tenantId,
      contractId: found.id,
      accountActive,
    });
    await sendInvitation({
      jobs: opts.jobs,
      tx,
      to: found.tenantEmail,
      link: issued.link,
      accountActive,
      landlordName: fullName(opts.landlord),
    });
    return { email: found.tenantEmail };
  });
}
