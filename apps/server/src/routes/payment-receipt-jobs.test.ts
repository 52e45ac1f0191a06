/**
 * The payment receipt as a durable job (issue 49, decisions 184–185): enqueued in the payment's
 * transaction (a payment rolled back leaves no job), tried again while the mail server refuses
 * (every receipt arrives, none twice), failed and shown after its last try ('Ricevuta non
 * inviata' on the payment, `receiptEmailFailed`), sent again by 'Invia di nuovo'
 * (POST /api/payments/:id/receipt-email), and at-least-once with one Message-ID per job when the
 * worker dies after the mail server accepted. The harness tries a job 3 times, at once.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, payment } from '../db/schema';
import { listJobs } from '../lib/jobs';
import { jobMessageId } from '../lib/mailer';
import { recordPaymentInTransaction } from '../services/payments/record-payment-in-transaction';
import { createTestContext, type TestContext } from '../test/harness';
import { contractBody, createContractVia, seedProperty } from './contracts.test-support';

/** The test's own mail server: refuses MAIL FROM while `refusing` > 0 (counting down), keeps what it accepts. */
const smtp = { refusing: 0, received: [] as { messageId: string; to: string; subject: string }[] };
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onMailFrom(_address, _session, callback) {
    if (smtp.refusing > 0) {
      smtp.refusing--;
      return callback(Object.assign(new Error('Servizio non disponibile, riprova'), { responseCode: 451 }));
    }
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
      smtp.received.push({ messageId: header('Message-ID'), to: header('To'), subject: header('Subject') });
      callback();
    });
  },
});

let ctx: TestContext;
type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
let owner: Landlord;
let other: Landlord;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let contractId: string;

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  const h = await seedProperty(ctx, owner.user.id, ['A']);
  contractId = await createContractVia(
    owner,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      tenantInfo: { email: tenant.email },
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 },
    }),
  );
  // Accepted by the tenant (their acceptance flow is tested elsewhere; its email went over SMTP).
  await ctx.db.update(contract).set({ acceptedAt: new Date() }).where(eq(contract.id, contractId));
});
afterAll(async () => {
  await ctx.close();
  server.close();
});

async function pay(amount = 100) {
  const res = await owner.post(`/api/contracts/${contractId}/payments`, {
    amount,
    receivedOn: '2026-03-10',
    method: 'contanti',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.payment as { id: string; receiptNumber: number };
}

const receiptsOf = (p: { receiptNumber: number }) =>
  smtp.received.filter(
    (m) => m.to.includes(tenant.email) && m.subject.includes(`/${String(p.receiptNumber).padStart(4, '0')}`),
  );

async function jobsOf(paymentId: string) {
  const result = await ctx.db.execute(
    sql`SELECT id, state FROM pgboss.job WHERE name = 'payment-receipt' AND data->>'paymentId' = ${paymentId}`,
  );
  return (result as unknown as { rows: { id: string; state: string }[] }).rows;
}

async function shown(paymentId: string) {
  const list = await owner.get(`/api/contracts/${contractId}/payments`);
  return list.body.payments.find((p: { id: string }) => p.id === paymentId) as { receiptEmailFailed: boolean };
}

describe('the receipt job and the mail server', () => {
  it('the mail server refuses for a while, then accepts: every receipt arrives, none twice', async () => {
    smtp.refusing = 2; // fewer than a job's 3 tries, wherever the refusals land
    const paid = [await pay(), await pay(), await pay()];
    expect(await ctx.deps.jobs.idle(30_000)).toBe(true);
    expect(smtp.refusing).toBe(0);
    for (const p of paid) {
      expect(receiptsOf(p), `receipt ${p.receiptNumber}`).toHaveLength(1);
      expect((await jobsOf(p.id)).map((j) => j.state)).toEqual(['completed']);
      expect(await shown(p.id)).toMatchObject({ receiptEmailFailed: false });
    }
    const ids = paid.map((p) => receiptsOf(p)[0]!.messageId);
    expect(new Set(ids).size).toBe(3);
  });

  it("after the tries run out the payment says 'Ricevuta non inviata'; 'Invia di nuovo' sends it", async () => {
    smtp.refusing = Number.POSITIVE_INFINITY;
    const p = await pay();
    expect(await ctx.deps.jobs.idle(30_000)).toBe(true);
    expect(receiptsOf(p)).toEqual([]);
    expect(await shown(p.id)).toMatchObject({ receiptEmailFailed: true });
    const [failed] = (await listJobs(ctx.db)).filter((j) => j.state === 'failed');
    expect(failed).toMatchObject({ name: 'payment-receipt', tries: 3, maxTries: 3 });

    smtp.refusing = 0;
    const resent = await owner.post(`/api/payments/${p.id}/receipt-email`, {});
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ queued: true });
    expect(await ctx.deps.jobs.idle(30_000)).toBe(true);
    expect(receiptsOf(p)).toHaveLength(1);
    expect(await shown(p.id)).toMatchObject({ receiptEmailFailed: false });
    // Sent: a second 'Invia di nuovo' queues nothing.
    const again = await owner.post(`/api/payments/${p.id}/receipt-email`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('La ricevuta di questo pagamento non è da inviare di nuovo.');
    expect(await jobsOf(p.id)).toHaveLength(2);
  });

  it('a worker that dies after the mail server accepted sends again with the same Message-ID: one email to a receiver that dedupes', async () => {
    const send = ctx.deps.mailer.send.bind(ctx.deps.mailer);
    const spy = vi.spyOn(ctx.deps.mailer, 'send').mockImplementationOnce(async (m) => {
      await send(m);
      throw new Error('worker died before the job was marked done');
    });
    try {
      const p = await pay();
      expect(await ctx.deps.jobs.idle(30_000)).toBe(true);
      const [job] = await jobsOf(p.id);
      const copies = receiptsOf(p);
      expect(copies).toHaveLength(2);
      expect(copies.map((m) => m.messageId)).toEqual([
        jobMessageId(job!.id, ctx.env.appUrl),
        jobMessageId(job!.id, ctx.env.appUrl),
      ]);
      expect(await shown(p.id)).toMatchObject({ receiptEmailFailed: false });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the payment and its receipt job commit together', () => {
  it('a payment rolled back leaves no job; one committed leaves one', async () => {
    const [row] = await ctx.db.select().from(contract).where(eq(contract.id, contractId));
    let paymentId = '';
    await expect(
      ctx.db.transaction(async (tx) => {
        const recorded = await recordPaymentInTransaction({
          tx,
          clock: ctx.clock,
          jobs: ctx.deps.jobs,
          landlordId: owner.user.id,
          contract: row!,
          amount: 100,
          receivedOn: '2026-03-10',
          method: 'contanti',
          note: null,
        });
        paymentId = recorded.paymentId;
        throw new Error('rolled back after the payment was written');
      }),
    ).rejects.toThrow('rolled back');
    expect(paymentId).not.toBe('');
    expect(await ctx.db.select().from(payment).where(eq(payment.id, paymentId))).toEqual([]);
    expect(await jobsOf(paymentId)).toEqual([]);

    const p = await pay();
    expect(await jobsOf(p.id)).toHaveLength(1);
  });
});

describe('POST /api/payments/:id/receipt-email', () => {
  it("refuses another landlord's payment (404), a tenant and an anonymous client, a malformed id (400); queues nothing", async () => {
    smtp.refusing = Number.POSITIVE_INFINITY;
    const p = await pay();
    expect(await ctx.deps.jobs.idle(30_000)).toBe(true);
    smtp.refusing = 0;
    expect(await shown(p.id)).toMatchObject({ receiptEmailFailed: true });
    const url = `/api/payments/${p.id}/receipt-email`;
    const notFound = await other.post(url, {});
    expect(notFound.status).toBe(404);
    expect(notFound.body.error.message).toBe('Pagamento non trovato');
    expect((await tenant.post(url, {})).status).toBe(403);
    expect((await ctx.agent().post(url, {})).status).toBe(401);
    const malformed = await owner.post('/api/payments/not-a-uuid/receipt-email', {});
    expect(malformed.status).toBe(400);
    expect((await owner.post('/api/payments/00000000-0000-4000-8000-000000000000/receipt-email', {})).status).toBe(404);
    expect(await jobsOf(p.id)).toHaveLength(1);
    expect(await shown(p.id)).toMatchObject({ receiptEmailFailed: true });
  });
});
