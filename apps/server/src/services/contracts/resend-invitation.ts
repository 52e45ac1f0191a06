import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SessionUser } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { issueInvitation } from '../account/create-invitation';
import { sendInvitation } from './create-contract';
import { findLandlordContract } from './find-landlord-contract';
import { CONTRACT_MESSAGES } from './messages';

/**
 * A new invitation link for the contract's tenant who has not completed the account yet (the
 * first one expires after 7 days or may be lost). Earlier links stop working. The email goes
 * out after commit.
 */
export async function resendInvitation(opts: {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  appUrl: string;
  landlord: SessionUser;
  contractId: string;
}): Promise<{ email: string }> {
  const { email, link } = await opts.db.transaction(async (tx) => {
    const found = await findLandlordContract({
      db: tx,
      landlordId: opts.landlord.id,
      contractId: opts.contractId,
      forUpdate: true,
    });
    const [tenant] = await tx
      .select({ email: user.email, status: user.userStatus })
      .from(user)
      .where(eq(user.id, found.tenantId))
      .for('update');
    if (!tenant) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
    if (tenant.status !== 'invited') throw new AppError('CONFLICT', CONTRACT_MESSAGES.tenantAlreadyActive);
    const issued = await issueInvitation({ tx, clock: opts.clock, appUrl: opts.appUrl, userId: found.tenantId });
    return { email: tenant.email, link: issued.link };
  });
  await sendInvitation({
    mailer: opts.mailer,
    logger: opts.logger,
    to: email,
    link,
    landlordName: `${opts.landlord.firstName} ${opts.landlord.lastName}`.trim(),
  });
  return { email };
}
