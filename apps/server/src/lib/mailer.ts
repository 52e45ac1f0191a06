import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessage, sentEmail } from '../db/schema';
import type { EmailBlock } from './email-blocks';
import type { Env } from './env';
import type { Logger } from './logger';

/** `cid`: attached inline, shown where the HTML names `cid:<cid>` (the QR code of a reminder). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array; cid?: string };

/**
 * An email: its plain text, and its HTML given as `html` or made from `blocks` (the templates of
 * emails.ts, decision 078) when it is sent; files attached as they are.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  blocks?: readonly EmailBlock[];
  attachments?: readonly MailAttachment[];
  /**
   * The Message-ID header, '<…@…>': a job's email carries one derived from the job (decision
   * 185), so the same email sent twice is one email to a receiver that dedupes on it (and to the
   * local outbox, which keeps it once).
   */
  messageId?: string;
};

/** What an attachment was: the outbox lists these, its bytes are served by /api/dev/outbox. */
export type AttachmentInfo = { filename: string; contentType: string; size: number };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** The local outbox only: the attachments of a message it holds (this process, last 50). */
  outboxAttachments?(messageId: string): readonly MailAttachment[] | undefined;
  /**
   * The local outbox only, for browser tests (POST /api/dev/mail-refusals, NODE_ENV=test): the
   * next `count` emails are refused, as by a mail server that is down.
   */
  refuseNext?(count: number): void;
}

/** The line a mail client shows after the subject: the first paragraph that is not a greeting. */
function previewOf(message: MailMessage): string {
  const first = message.text.split('\n\n').find((paragraph) => paragraph.trim() && paragraph.trim() !== 'Ciao,');
  return (first ?? message.subject).replace(/\s+/g, ' ').slice(0, 140);
}

/** The HTML to send: the message's own, or its blocks laid out. */
export async function htmlOf(message: MailMessage): Promise<string | undefined> {
  if (message.html !== undefined) return message.html;
  if (!message.blocks) return undefined;
  // Loaded on the first email, not at start-up (decision 078).
  const { renderEmailHtml } = await import('./email-layout');
  return renderEmailHtml(message.blocks, previewOf(message));
}

/** How many messages' attachments the local outbox keeps in memory (its page lists 50). */
const OUTBOX_ATTACHMENTS_KEPT = 50;

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the local outbox (docs/domain.md §9). */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; db: Db; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: await htmlOf(message),
          ...(message.messageId ? { messageId: message.messageId } : {}),
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content),
            ...(a.cid ? { cid: a.cid } : {}),
          })),
        });
        opts.logger.info({ to: message.to, subject: message.subject }, 'email sent over SMTP');
      },
    };
  }
  // Attachments stay in this process's memory (no table holds them: decision 078), newest last.
  const attachments = new Map<string, readonly MailAttachment[]>();
  let refusing = 0;
  return {
    kind: 'outbox',
    async send(message) {
      if (refusing > 0) {
        refusing--;
        throw new Error('the local outbox refused the email (POST /api/dev/mail-refusals)');
      }
      const links = extractLinks(message.text);
      const html = (await htmlOf(message)) ?? null;
      // A Message-ID already kept is the same email again (a job run twice): kept once.
      const [row] = await opts.db
        .insert(outboxMessage)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html,
          links,
          messageId: message.messageId,
        })
        .onConflictDoNothing({ target: outboxMessage.messageId })
        .returning({ id: outboxMessage.id });
      if (!row) {
        opts.logger.info({ to: message.to, messageId: message.messageId }, 'email already in the local outbox');
        return;
      }
      if (message.attachments?.length) {
        attachments.set(row.id, message.attachments);
        while (attachments.size > OUTBOX_ATTACHMENTS_KEPT) attachments.delete(attachments.keys().next().value!);
      }
      // The embedded default prints every message, so a user on one machine can follow the link.
      opts.logger.info(
        {
          outbox: {
            to: message.to,
            subject: message.subject,
            text: message.text,
            attachments: message.attachments?.map((a) => a.filename),
          },
        },
        'email kept in the local outbox',
      );
    },
    outboxAttachments: (messageId) => attachments.get(messageId),
    refuseNext: (count) => {
      refusing = count;
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

/**
 * The local outbox, newest first. `attachments`: what this process's outbox mailer still holds
 * for each message (pass the mailer; none without it).
 */
export async function listOutbox(db: Db, limit = 50, mailer?: Pick<Mailer, 'outboxAttachments'>) {
  const rows = await db
    .select()
    .from(outboxMessage)
    .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    hasHtml: r.html !== null,
    links: r.links,
    attachments: (mailer?.outboxAttachments?.(r.id) ?? []).map(
      (a): AttachmentInfo => ({ filename: a.filename, contentType: a.contentType, size: a.content.byteLength }),
    ),
    createdAt: r.createdAt,
  }));
}

/** One outbox message's HTML, or null (unknown id, or a message without HTML). */
export async function findOutboxHtml(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ html: outboxMessage.html }).from(outboxMessage).where(eq(outboxMessage.id, id));
  return row?.html ?? null;
}

/**
 * The Message-ID of a job's email: the same for every try of that job (decision 185), under the
 * app's own host name.
 */
export function jobMessageId(jobId: string, appUrl: string): string {
  return `<job-${jobId}@${new URL(appUrl).hostname}>`;
}

/**
 * Sends `message` for job `jobId` at most once as far as this database knows (decision 185): a try
 * that finds the job's sent_email row sends nothing (an earlier try's worker died after the mail
 * server accepted it, before the job was marked done); otherwise it sends with the job's
 * Message-ID and then writes the row. A worker that dies between the mail server's acceptance and
 * that row leaves the job to send again, with the same Message-ID: at-least-once delivery, one
 * email to a receiver that dedupes on Message-ID (the local outbox does). Answers false when
 * nothing was sent because it already was.
 */
export async function sendJobEmail(
  deps: { db: Db; mailer: Mailer; env: { appUrl: string } },
  jobId: string,
  /** The email, made only when it is to be sent (a receipt renders its PDF). */
  make: () => Promise<Omit<MailMessage, 'messageId'>>,
): Promise<boolean> {
  const messageId = jobMessageId(jobId, deps.env.appUrl);
  const [done] = await deps.db
    .select({ messageId: sentEmail.messageId })
    .from(sentEmail)
    .where(eq(sentEmail.messageId, messageId));
  if (done) return false;
  await deps.mailer.send({ ...(await make()), messageId });
  await deps.db.insert(sentEmail).values({ messageId, jobId }).onConflictDoNothing();
  return true;
}
