import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findOrCreateTenantUser } from './find-or-create-tenant-user';
import { issueInvitation } from './issue-invitation';

export type InvitationResult =
  | { userId: string; created: true; token: string; link: string }
  | { userId: string; created: false; token: null; link: null };

/**
 * An `invited` account with a complete-account link that no contract issued (test set-up and
 * the dev invite shortcut); an existing address is left alone (`created: false`). Contracts
 * invite through create-contract, with a link of their own. Runs in the caller's transaction.
 */
export async function inviteTenant(opts: {
  tx: Queryable;
  clock: Clock;
  appUrl: string;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<InvitationResult> {
  const tenant = await findOrCreateTenantUser(opts);
  if (!tenant.created) return { userId: tenant.userId, created: false, token: null, link: null };
  const { token, link } = await issueInvitation({
    tx: opts.tx,
    clock: opts.clock,
    appUrl: opts.appUrl,
    userId: tenant.userId,
    contractId: null,
    accountActive: false,
  });
  return { userId: tenant.userId, created: true, token, link };
}
