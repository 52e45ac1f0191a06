import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../db/schema';
import { pdfText } from '../lib/documents/receipt-pdf.test-support';
import { answer, createTestContext, DEFAULT_NOW, type TestContext } from '../test/harness';
import { billBody } from './bills.test-support';
import {
  acceptLatestContract,
  agreements,
  contractBody,
  createContractVia,
  seedProperty,
} from './contracts.test-support';

/**
 * Receipts end to end (docs/domain.md §12, §8): the PDF of a payment for its landlord, the contract's
 * tenant and the contract's statement token only; 'ANNULLATA' after a reversal; the receipt
 * emailed to the tenant, attached, once the payment is recorded or confirmed.
 */
type Agent = ReturnType<TestContext['agent']>;
let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let otherTenant: Awaited<ReturnType<TestContext['createTenant']>>;
let contractId: string;
let otherContractId: string;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant({ firstName: 'Zoë', lastName: 'Perché' });
  otherTenant = await ctx.createTenant();
  await ctx.db
    .update(user)
    .set({
      firstName: 'Niccolò',
      lastName: 'Sàntoro',
      fiscalCode: 'SNTNCC80A01H501U',
      address: 'Via Garibaldi 3, Roma',
    })
    .where(eq(user.id, owner.user.id));
  const h = await seedProperty(ctx, owner.user.id, ['A', 'B']);
  contractId = await createContractVia(
    owner,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      tenantInfo: { email: tenant.email, firstName: 'Zoë', lastName: 'Perché' },
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 },
    }),
  );
  await acceptLatestContract(ctx, tenant.email);
  const o = await seedProperty(ctx, other.user.id, ['C']);
  otherContractId = await createContractVia(
    other,
    contractBody(o.property.id, [o.rooms[0]!.id], {
      tenantInfo: { email: otherTenant.email },
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31' },
    }),
  );
  await acceptLatestContract(ctx, otherTenant.email);
  const link = async (a: typeof owner, id: string) =>
    new URL((await answer(a.api.contracts[':id']['share-link'].$get({ param: { id } }))).body.link).pathname
      .split('/')
      .pop()!;
  token = await link(owner, contractId);
  otherToken = await link(other, otherContractId);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

async function pdf(agent: Agent, url: string) {
  // The typed client reads text; the PDF's bytes come through the raw request.
  const raw = await ctx.app.request(url, {
    headers: { cookie: [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: raw.status, headers: raw.headers, bytes: new Uint8Array(await raw.arrayBuffer()) };
}

async function recordPayment(a: typeof owner, id: string, amount: number) {
  const res = await a.post(`/api/contracts/${id}/payments`, { amount, receivedOn: '2026-03-10', method: 'contanti' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.payment as { id: string; receiptYear: number; receiptNumber: number };
}

describe('receipt PDFs', () => {
  it('the landlord, the tenant and the statement link read the receipt; reversed it reads ANNULLATA', async () => {
    const p = await recordPayment(owner, contractId, 90000);
    const number = `2026/${String(p.receiptNumber).padStart(4, '0')}`;
    const fileName = `ricevuta-2026-${String(p.receiptNumber).padStart(4, '0')}.pdf`;
    for (const [agent, url] of [
      [owner, `/api/payments/${p.id}/receipt`],
      [tenant, `/api/tenant/payments/${p.id}/receipt`],
      [ctx.agent(), `/api/statement/${token}/payments/${p.id}/receipt`],
    ] as const) {
      const res = await pdf(agent, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${fileName}"`);
      const text = pdfText(res.bytes);
      expect(text).toContain(number);
      expect(text).toContain('Niccolò Sàntoro');
      expect(text).toContain('SNTNCC80A01H501U');
      expect(text).toContain('Via Garibaldi 3, Roma');
      expect(text).toContain('Zoë Perché');
      expect(text).toContain('900,00');
      expect(text).toContain('novecento/00');
      expect(text).toContain('Contanti');
      expect(text).not.toContain('ANNULLATA');
    }
    expect((await owner.post(`/api/payments/${p.id}/reversal`, { reason: 'Importo sbagliato' })).status).toBe(200);
    const after = pdfText((await pdf(owner, `/api/payments/${p.id}/receipt`)).bytes);
    expect(after).toContain('ANNULLATA');
    expect(after).toContain('Importo sbagliato');
  });

  it('anyone else gets 404 (another landlord, another tenant, another contract’s token); bad ids a clear 4xx', async () => {
    const p = await recordPayment(owner, contractId, 10000);
    const theirs = await recordPayment(other, otherContractId, 10000);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await pdf(other, `/api/payments/${p.id}/receipt`)).status).toBe(404);
    expect((await pdf(owner, `/api/payments/${missing}/receipt`)).status).toBe(404);
    expect((await pdf(otherTenant, `/api/tenant/payments/${p.id}/receipt`)).status).toBe(404);
    expect((await pdf(tenant, `/api/tenant/payments/${theirs.id}/receipt`)).status).toBe(404);
    expect((await pdf(ctx.agent(), `/api/statement/${otherToken}/payments/${p.id}/receipt`)).status).toBe(404);
    expect((await pdf(ctx.agent(), `/api/statement/${token}/payments/${theirs.id}/receipt`)).status).toBe(404);
    expect((await pdf(ctx.agent(), `/api/statement/nope/payments/${p.id}/receipt`)).status).toBe(404);
    expect((await pdf(tenant, `/api/payments/${p.id}/receipt`)).status).toBe(403);
    expect((await pdf(ctx.agent(), `/api/payments/${p.id}/receipt`)).status).toBe(401);
    expect((await pdf(ctx.agent(), `/api/tenant/payments/${p.id}/receipt`)).status).toBe(401);
    const bad = await owner.get('/api/payments/not-an-id/receipt');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Identificativo del pagamento non valido');
  });
});

describe('the receipt email', () => {
  it('goes to the tenant with the PDF attached after a payment and after a confirmation', async () => {
    const p = await recordPayment(owner, contractId, 5000);
    const fileName = `ricevuta-2026-${String(p.receiptNumber).padStart(4, '0')}.pdf`;
    const mail = (await ctx.outbox()).find((m) => m.to === tenant.email && m.subject.includes('Ricevuta n.'));
    expect(mail?.subject).toContain(`Ricevuta n. 2026/${String(p.receiptNumber).padStart(4, '0')}`);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: fileName, contentType: 'application/pdf' }),
    ]);
    expect(mail?.attachments[0]?.size ?? 0).toBeGreaterThan(1000);
    expect(mail?.links.some((l) => l.includes(`/statement/${token}`))).toBe(true);

    const before = (await ctx.outbox()).length;
    const confirmed = await owner.post(`/api/payments/contracts/${contractId}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ count: expect.any(Number) });
    const mails = await ctx.outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.to).toBe(tenant.email);
    expect(mails[0]!.attachments[0]?.contentType).toBe('application/pdf');
  });

  it('is made after the answer: the payment answers before its receipt is mailed, and a failing mail is tried again', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const payer = await ctx.createTenant();
    const h = await seedProperty(ctx, owner.user.id, ['D']);
    const id = await createContractVia(
      owner,
      contractBody(h.property.id, [h.rooms[0]!.id], {
        tenantInfo: { email: payer.email },
        contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 },
      }),
    );
    await acceptLatestContract(ctx, payer.email);
    const send = ctx.deps.mailer.send.bind(ctx.deps.mailer);
    const spy = vi.spyOn(ctx.deps.mailer, 'send').mockImplementationOnce(async (m) => {
      await gate;
      return send(m);
    });
    try {
      const before = (await ctx.outbox()).length;
      const p = await recordPayment(owner, id, 1200); // answered while the mail waits
      // The answer is in while the receipt's mail is still held at the gate (its job is taken
      // within a worker's poll, a second).
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1), { timeout: 15_000, interval: 50 });
      release();
      const mails = await ctx.outbox();
      expect(mails.length).toBe(before + 1);
      expect(mails[0]!.to).toBe(payer.email);
      expect(mails[0]!.subject).toContain(String(p.receiptNumber).padStart(4, '0'));

      spy.mockImplementationOnce(async () => {
        throw new Error('smtp down');
      });
      const q = await recordPayment(owner, id, 1300);
      // The receipt job failed once, then its next try sent it (decision 185): one email.
      const after = await ctx.outbox();
      expect(after.length).toBe(before + 2);
      expect(after[0]!.subject).toContain(String(q.receiptNumber).padStart(4, '0'));
      const list = await owner.get(`/api/contracts/${id}/payments`);
      expect(list.body.payments.find((x: { id: string }) => x.id === q.id)).toMatchObject({
        receiptEmailFailed: false,
      });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the receipt lines (docs/domain.md §12)', () => {
  it('a payment that pays part of one due date pays rent first; each line says a saldo or in acconto with what is left, and names the bill’s utility', async () => {
    const payer = await ctx.createTenant();
    const h = await seedProperty(ctx, owner.user.id, ['E']);
    const id = await createContractVia(
      owner,
      contractBody(h.property.id, [h.rooms[0]!.id], {
        tenantInfo: { email: payer.email },
        contractDetails: {
          start_date: '2026-03-01',
          end_date: '2026-12-31',
          rent_amount: 45000,
          fixed_fee_amount: 6500,
          settlement_base_amount: 5000,
        },
        utilityAgreements: agreements({ gas: 'settlement', internet: 'fixed_fee' }),
      }),
    );
    await acceptLatestContract(ctx, payer.email);
    const bill = await owner.post(
      '/api/bills',
      billBody(h.property.id, {
        billDetails: {
          totalAmount: 3000,
          splittableAmount: 3000,
          periodStartDate: '2026-03-01',
          periodEndDate: '2026-03-10',
        },
      }),
    );
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);

    const receiptOf = async (paymentId: string) =>
      pdfText((await pdf(owner, `/api/payments/${paymentId}/receipt`)).bytes).replace(/\s+/g, ' ');
    const first = await recordPayment(owner, id, 30000);
    const second = await recordPayment(owner, id, 25000);
    const payments = (await owner.get(`/api/contracts/${id}/payments`)).body.payments as {
      id: string;
      allocations: { type: string; amount: number }[];
    }[];
    const allocationsOf = (pid: string) =>
      payments.find((p) => p.id === pid)!.allocations.map((a) => [a.type, a.amount]);
    expect(allocationsOf(first.id)).toEqual([['rent', 30000]]);
    expect(allocationsOf(second.id)).toEqual([
      ['rent', 15000],
      ['fixed_fee', 6500],
      ['settlement_base_fee', 3500],
    ]);

    const firstText = await receiptOf(first.id);
    expect(firstText).toContain('Affitto 01/03/2026 – 31/03/2026 in acconto su 450,00 € · restano 150,00 € 300,00 €');
    expect(firstText).not.toContain('a saldo');
    const secondText = await receiptOf(second.id);
    expect(secondText).toContain('Affitto 01/03/2026 – 31/03/2026 a saldo 150,00 €');
    expect(secondText).toContain('Quota fissa 01/03/2026 – 31/03/2026 a saldo 65,00 €');
    expect(secondText).toContain(
      'Anticipo conguaglio 01/03/2026 – 31/03/2026 in acconto su 50,00 € · restano 15,00 € 35,00 €',
    );
    expect(secondText.indexOf('Affitto')).toBeLessThan(secondText.indexOf('Quota fissa'));
    expect(secondText.indexOf('Quota fissa')).toBeLessThan(secondText.indexOf('Anticipo conguaglio'));

    const third = await recordPayment(owner, id, 1500 + 3000);
    const thirdText = await receiptOf(third.id);
    expect(thirdText).toContain('Anticipo conguaglio 01/03/2026 – 31/03/2026 a saldo 15,00 €');
    expect(thirdText).toMatch(/Bolletta a consumo · Luce 01\/03\/2026 – 10\/03\/2026 a saldo 30,00 €/);
    // The first receipt reads as it was issued, whatever was paid after it.
    expect(await receiptOf(first.id)).toBe(firstText);
  });
});
