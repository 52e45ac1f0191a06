import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessage } from '../db/schema';
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

export async function listOutbox(db: Db, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMessage)
    .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
    .limit(limit);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, links: r.links, createdAt: r.createdAt }));
}
