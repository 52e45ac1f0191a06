import type { Clock } from './clock';
import type { Logger } from './logger';
import { enqueueEmail, type JobQueue } from './jobs';
import type { MailMessage } from './mailer';
import { mayEmailAccount } from './rate-limit-store';

/**
 * Sends an email about an account (confirmation, reset link, "you already have an account",
 * "use your invitation") unless its address has had ACCOUNT_EMAILS_PER_HOUR of them this hour:
 * then nothing is sent and the caller answers as usual (decision 042). The email is a job
 * (decision 186), tried again while the mail server refuses; a failure to queue it is logged,
 * never answered: the answer must not tell anything about the address.
 */
export async function sendAccountEmail(
  deps: { db: Parameters<typeof mayEmailAccount>[0]['db']; clock: Clock; jobs: JobQueue; logger: Logger },
  message: MailMessage,
): Promise<void> {
  if (!(await mayEmailAccount({ db: deps.db, clock: deps.clock, to: message.to }))) {
    deps.logger.warn({ subject: message.subject }, 'account email not sent: hourly limit for this address reached');
    return;
  }
  await enqueueEmail(deps, deps.db, message).catch((err) =>
    deps.logger.error({ err, to: message.to }, 'email not queued'),
  );
}
