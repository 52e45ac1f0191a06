import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { sampleReceipt } from './documents/receipt-pdf.test-support';
import {
  contractOfferEmail,
  existingAccountEmail,
  invitationEmail,
  invitedAccountEmail,
  landlordRoleEmail,
  receiptEmail,
  resetPasswordEmail,
  statementLinkEmail,
  verificationEmail,
} from './emails';
import { createLogger } from './logger';
import { createMailer, extractLinks, htmlOf, type MailMessage } from './mailer';

const link = 'http://127.0.0.1:5173/complete-account?token=abc&x=1';
const hostile = 'Mario <script>alert(1)</script> & <b>co</b>';
const fakePdf = new TextEncoder().encode('%PDF-1.4 not really');

const every: [string, MailMessage][] = [
  ['verification', verificationEmail('a@example.it', link)],
  ['existing account', existingAccountEmail('a@example.it', `${link}&login`, `${link}&reset`)],
  ['landlord role', landlordRoleEmail('a@example.it', link)],
  ['reset password', resetPasswordEmail('a@example.it', link)],
  ['invitation', invitationEmail('a@example.it', link, hostile)],
  ['statement link', statementLinkEmail('a@example.it', link, hostile)],
  ['invited account', invitedAccountEmail('a@example.it', { registering: true })],
  ['contract offer', contractOfferEmail('a@example.it', link, hostile)],
  [
    'receipt',
    receiptEmail('a@example.it', {
      data: sampleReceipt({ landlord: { name: hostile, fiscalCode: null, address: null } }),
      statementUrl: link,
      pdf: fakePdf,
    }),
  ],
];

describe('every email is HTML with a plain-text alternative', () => {
  it.each(every)('%s: Italian HTML for a phone, with every link of its text', async (_name, message) => {
    const html = await htmlOf(message);
    expect(html).toBeDefined();
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toContain('lang="it"');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('— CasaConti');
    expect(message.text.endsWith('\n\n— CasaConti')).toBe(true);
    for (const url of extractLinks(message.text)) {
      expect(html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    }
    // Every sentence of the text is in the HTML too (compared without markup and entities).
    const words = html!
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;|&#xA0;|\u00a0/gi, ' ')
      .replace(/\s+/g, ' ');
    for (const paragraph of message.text.split(/\n+/)) {
      for (const sentence of paragraph.split(/(?<=[.:]) /))
        expect(words).toContain(sentence.replace(/\u00a0/g, ' ').trim());
    }
  });

  it('keeps a name typed by someone else as text: no markup from it in the HTML', async () => {
    for (const [, message] of every) {
      const html = (await htmlOf(message))!;
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<b>co');
    }
    const html = (await htmlOf(invitationEmail('a@example.it', link, hostile)))!;
    expect(html).toContain('«Mario &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;co&lt;/b&gt;»');
  });
});

describe('receiptEmail', () => {
  it('is titled with the receipt number and the address, and attaches the PDF', () => {
    const message = receiptEmail('t@example.it', { data: sampleReceipt(), statementUrl: link, pdf: fakePdf });
    expect(message.subject).toBe('Ricevuta n. 2026/0007 — Via Roma 1, 20121 Milano (MI)');
    expect(message.text).toContain(
      "Il locatore «Niccolò Sàntoro» ti ha inviato la ricevuta n. 2026/0007 di 325,50\u00a0€ per l'immobile in Via Roma 1, 20121 Milano (MI): la trovi allegata in PDF.",
    );
    expect(extractLinks(message.text)).toEqual([link]);
    expect(message.attachments).toEqual([
      { filename: 'ricevuta-2026-0007.pdf', contentType: 'application/pdf', content: fakePdf },
    ]);
  });

  it('says when the receipt is cancelled', () => {
    const message = receiptEmail('t@example.it', {
      data: sampleReceipt({ cancelled: true, cancellationReason: 'Errore' }),
      statementUrl: link,
      pdf: fakePdf,
    });
    expect(message.text).toContain('Questa ricevuta è stata ANNULLATA');
  });
});

describe('the SMTP mailer', () => {
  it('sends the text, the HTML and the attachments in one message', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'CasaConti <noreply@example.it>',
        db: undefined as never,
        logger: createLogger('silent'),
      });
      const pdf = new TextEncoder().encode('%PDF-1.7 receipt bytes');
      await mailer.send(receiptEmail('t@example.it', { data: sampleReceipt(), statementUrl: link, pdf }));
      expect(received).toHaveLength(1);
      const raw = received[0]!.replace(/\r\n/g, '\n');
      expect(raw).toMatch(/Content-Type: multipart\/mixed/);
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
      expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
      expect(raw).toMatch(/Content-Type: application\/pdf; name=ricevuta-2026-0007\.pdf/);
      expect(raw).toMatch(/Content-Disposition: attachment; filename=ricevuta-2026-0007\.pdf/);
      const base64 = /filename=ricevuta-2026-0007\.pdf\n\n([A-Za-z0-9+/=\n]+)\n/.exec(raw)?.[1];
      expect(Buffer.from(base64!.replace(/\n/g, ''), 'base64').toString()).toBe('%PDF-1.7 receipt bytes');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the templates under the server's own runner", () => {
  it('render with `node --import tsx` from the repository root, as `npm run serve` runs them', () => {
    // tsx reads no tsconfig there: the .tsx files name their JSX runtime themselves.
    const script = `
      const { renderEmailHtml } = await import('./apps/server/src/lib/email-layout.tsx');
      const { p } = await import('./apps/server/src/lib/email-blocks.ts');
      const { renderReceiptPdf } = await import('./apps/server/src/lib/documents/receipt-pdf.tsx');
      const { sampleReceipt } = await import('./apps/server/src/lib/documents/receipt-pdf.test-support.ts');
      const html = await renderEmailHtml([p('Ciao')], 'anteprima');
      const pdf = await renderReceiptPdf(sampleReceipt());
      console.log(JSON.stringify({ html: html.includes('Ciao'), pdf: pdf.subarray(0, 5).toString() }));`;
    const out = execFileSync('node', ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ html: true, pdf: '%PDF-' });
  }, 60_000);
});
