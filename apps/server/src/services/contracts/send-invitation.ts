import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { contractOfferEmail, invitationEmail } from '../../lib/emails';

/**
 * Emails a contract's link after commit: a mail failure must not undo a stored contract. An
 * invited person gets the complete-account invitation, an existing account the request to
 * accept the contract (docs/decisions/019).
 */
export async function sendInvitation(opts: {
  mailer: Mailer;
  logger: Logger;
  to: string;
  link: string;
  accountActive: boolean;
  landlordName: string;
}): Promise<void> {
  const message = opts.accountActive
    ? contractOfferEmail(opts.to, opts.link, opts.landlordName)
    : invitationEmail(opts.to, opts.link, opts.landlordName);
  try {
    await opts.mailer.send(message);
  } catch (err) {
    opts.logger.error({ err, to: opts.to }, 'invitation email not sent');
  }
}
