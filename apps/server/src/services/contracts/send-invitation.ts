import type { Queryable } from '../../db/client';
import { contractOfferEmail, invitationEmail } from '../../lib/emails';
import { enqueueEmail, type JobQueue } from '../../lib/jobs';

/**
 * Queues a contract's link email in the transaction that issued the link (decision 186): both
 * commit or neither, and the email job is tried again while the mail server refuses. An invited
 * person gets the complete-account invitation, an existing account the request to accept the
 * contract (docs/decisions/019).
 */
export async function sendInvitation(opts: {
  jobs: Pick<JobQueue, 'enqueue'>;
  tx: Queryable;
  to: string;
  link: string;
  accountActive: boolean;
  landlordName: string;
}): Promise<void> {
  const message = opts.accountActive
    ? contractOfferEmail(opts.to, opts.link, opts.landlordName)
    : invitationEmail(opts.to, opts.link, opts.landlordName);
  await enqueueEmail(opts, opts.tx, message);
}
