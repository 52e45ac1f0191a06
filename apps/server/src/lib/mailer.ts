import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessage } from '../db/schema';
import type { Env } from './env';
import type { Logger } from './logger';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the local outbox (DOMAIN §9). */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; db: Db; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.logger.info({ to: message.to, subject: message.subject }, 'email sent over SMTP');
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      const links = extractLinks(message.text);
      await opts.db.insert(outboxMessage).values({ ...message, html: message.html ?? null, links });
      // The embedded default prints every message, so a user on one machine can follow the link.
      opts.logger.info(
        { outbox: { to: message.to, subject: message.subject, text: message.text } },
        'email kept in the local outbox',
      );
    },
  };
}

/**
 * At start-up: a production server without SMTP_URL sends no email and writes every one, links
 * included, to its log. Said at warn level, so it is seen (issue 19).
 */
export function warnWhenMailGoesToLog(opts: { env: Pick<Env, 'isProduction'>; mailer: Mailer; logger: Logger }) {
  if (!opts.env.isProduction || opts.mailer.kind !== 'outbox') return;
  opts.logger.warn(
    { mail: opts.mailer.kind },
    'SMTP_URL is not set: no email is sent. Every email, with its confirmation, reset and invitation links, is written to this log (and the database outbox) instead: whoever reads the log can open those links. Set SMTP_URL to send emails.',
  );
}

export async function listOutbox(db: Db, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMessage)
    .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
    .limit(limit);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, links: r.links, createdAt: r.createdAt }));
}
