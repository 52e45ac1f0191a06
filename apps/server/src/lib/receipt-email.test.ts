import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { pdfText, sampleReceipt } from './documents/receipt-pdf.test-support';
import type { Mailer } from './mailer';
import { sendReceiptEmail } from './receipt-email';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A GET from this machine (the outbox answers loopback clients only), bytes and all. */
function local(path: string) {
  return ctx.app.request(path, {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as never);
}

describe('sendReceiptEmail (local outbox)', () => {
  it('sends the receipt with its PDF attached, readable back, and the statement link', async () => {
    const to = ctx.uniqueEmail('receipt');
    const statementUrl = 'http://127.0.0.1:5173/statement/tok_abc';
    const sent = await sendReceiptEmail(ctx.deps, crypto.randomUUID(), { to, data: sampleReceipt(), statementUrl });
    expect(sent).toBe(true);

    const mail = (await ctx.outbox()).find((m) => m.to === to);
    expect(mail).toMatchObject({
      subject: 'Ricevuta n. 2026/0007 — Via Roma 1, 20121 Milano (MI)',
      hasHtml: true,
      links: [statementUrl],
      attachments: [{ filename: 'ricevuta-2026-0007.pdf', contentType: 'application/pdf' }],
    });
    expect(mail!.attachments[0]!.size).toBeGreaterThan(1000);

    const pdf = await local(`/api/dev/outbox/${mail!.id}/attachments/0`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Ricevuta n. 2026/0007');
    expect(text).toContain('325,50 €');
    expect(text).toContain('Euro trecentoventicinque/50');
    expect(text).toContain('Marca da bollo');

    const html = await local(`/api/dev/outbox/${mail!.id}/html`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain(`href="${statementUrl}"`);

    const page = await (await local('/api/dev/outbox')).text();
    expect(page).toContain(`<a href="outbox/${mail!.id}/html">Versione HTML</a>`);
    expect(page).toContain(`Allegato: <a href="outbox/${mail!.id}/attachments/0">ricevuta-2026-0007.pdf</a>`);
  });

  it('answers 404 for an unknown message or attachment, and nothing to another address', async () => {
    expect((await local('/api/dev/outbox/not-a-uuid/html')).status).toBe(404);
    expect((await local('/api/dev/outbox/00000000-0000-4000-8000-000000000000/html')).status).toBe(404);
    expect((await local('/api/dev/outbox/00000000-0000-4000-8000-000000000000/attachments/0')).status).toBe(404);
    const mail = (await ctx.outbox()).find((m) => m.attachments.length > 0)!;
    expect((await local(`/api/dev/outbox/${mail.id}/attachments/1`)).status).toBe(404);
    const remote = await ctx.agent({ ip: '10.9.8.7' }).get(`/api/dev/outbox/${mail.id}/attachments/0`);
    expect(remote.status).toBe(404);
  });

  it('throws when the email cannot be sent (the job is retried); a job sends its email once, however often it runs', async () => {
    const jobId = crypto.randomUUID();
    const to = ctx.uniqueEmail('retried');
    const input = { to, data: sampleReceipt(), statementUrl: 'http://127.0.0.1/s' };
    const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('SMTP down')) };
    await expect(sendReceiptEmail({ ...ctx.deps, mailer: failing }, jobId, input)).rejects.toThrow('SMTP down');
    expect((await ctx.outbox()).filter((m) => m.to === to)).toHaveLength(0);

    expect(await sendReceiptEmail(ctx.deps, jobId, input)).toBe(true);
    // The same job again (its worker died before the job was marked done): nothing is sent.
    const send = vi.spyOn(ctx.deps.mailer, 'send');
    try {
      expect(await sendReceiptEmail(ctx.deps, jobId, input)).toBe(false);
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
    expect((await ctx.outbox()).filter((m) => m.to === to)).toHaveLength(1);
  });
});
