import { fullName } from '@casaconti/core/display';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SessionUser } from '../../lib/context';
import { enqueueEmail, type JobQueue } from '../../lib/jobs';
import { statementLinkEmail } from '../../lib/emails';
import { findLandlordContract } from './find-landlord-contract';
import { getShareLink } from './get-share-link';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';

/** Between two emails of one contract's link. */
export const SHARE_EMAIL_COOLDOWN_SEC = 120;

/**
 * 'Invia per email': the statement link goes to the tenant's address on the contract. One email
 * per contract per cooldown, claimed atomically (two clicks at once send one email); the email
 * goes out after the claim commits. A mail failure is logged, as for invitations.
 * `idempotencyKey` (one per opening of the dialog, decision 162): the key of the email already
 * sent answers `{email}` again and sends nothing, even after the cooldown; a different key or
 * none within the cooldown 429.
 */
export async function sendShareLink(opts: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  secret: string;
  appUrl: string;
  landlord: SessionUser;
  contractId: string;
  idempotencyKey?: string;
}): Promise<{ email: string }> {
  const key = opts.idempotencyKey ?? null;
  const found = await findLandlordContract({ db: opts.db, landlordId: opts.landlord.id, contractId: opts.contractId });
  const now = opts.clock.now();
  const claimed = await opts.db
    .update(contract)
    .set({ shareLinkEmailedAt: now, shareLinkEmailKey: key })
    .where(
      and(
        eq(contract.id, found.id),
        isNull(contract.deletedAt),
        key === null ? undefined : sql`${contract.shareLinkEmailKey} IS DISTINCT FROM ${key}`,
        or(
          isNull(contract.shareLinkEmailedAt),
          lt(contract.shareLinkEmailedAt, new Date(now.getTime() - SHARE_EMAIL_COOLDOWN_SEC * 1000)),
        ),
      ),
    )
    .returning({ id: contract.id });
  if (claimed.length === 0) {
    if (key !== null) {
      const [sent] = await opts.db
        .select({ id: contract.id })
        .from(contract)
        .where(and(eq(contract.id, found.id), eq(contract.shareLinkEmailKey, key)));
      if (sent) return { email: found.tenantEmail };
    }
    throw new AppError('RATE_LIMITED', CONTRACT_MESSAGES.shareEmailCooldown);
  }

  const { link } = await getShareLink({ ...opts, landlordId: opts.landlord.id });
  const landlordName = fullName(opts.landlord);
  await enqueueEmail(opts, opts.db, statementLinkEmail(found.tenantEmail, link, landlordName));
  return { email: found.tenantEmail };
}
