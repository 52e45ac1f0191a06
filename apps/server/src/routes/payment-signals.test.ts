import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { document, payment, paymentSignal } from '../db/schema';
import { createTestContext, DEFAULT_NOW, type TestContext } from '../test/harness';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

/**
 * The tenant's 'Ho pagato' (docs/domain.md §12, decision 085): the tenant signals, the landlord confirms
 * (it becomes a payment) or rejects with a reason the tenant reads. Clock 15/03/2026; the contract
 * from 01/01/2026 at 600,00 € has 1.800,00 € due.
 */
let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let stranger: Awaited<ReturnType<TestContext['createTenant']>>;
let contractId: string;
let strangerContract: string;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant({ firstName: 'Sara', lastName: 'Segnala' });
  stranger = await ctx.createTenant({ firstName: 'Ugo', lastName: 'Altro' });
  const h = await seedProperty(ctx, owner.user.id, ['A', 'B']);
  const details = { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 };
  contractId = await createContractVia(
    owner,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      tenantInfo: { email: tenant.email, firstName: 'Sara', lastName: 'Segnala' },
      contractDetails: details,
    }),
  );
  await acceptLatestContract(ctx, tenant.email);
  strangerContract = await createContractVia(
    owner,
    contractBody(h.property.id, [h.rooms[1]!.id], {
      tenantInfo: { email: stranger.email, firstName: 'Ugo', lastName: 'Altro' },
      contractDetails: details,
    }),
  );
  await acceptLatestContract(ctx, stranger.email);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

const signal = (json: Record<string, unknown>, id = contractId, who = tenant) =>
  who.post(`/api/tenant/contracts/${id}/payment-signals`, {
    amount: 60000,
    paidOn: '2026-03-10',
    method: 'bonifico',
    ...json,
  });
const count = async (table: typeof payment | typeof paymentSignal | typeof document) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
async function uploadProof(who: typeof tenant, bytes: Buffer = PDF) {
  const slot = await who.post('/api/uploads', {
    file_name: 'bonifico.pdf',
    file_type: 'application/pdf',
    file_size: bytes.length,
    purpose: 'payment_proof',
  });
  expect(slot.status).toBe(201);
  const put = await ctx.agent().request('PUT', slot.body.uploadUrl, bytes, { 'content-type': 'application/pdf' });
  expect(put.status).toBe(200);
  return { temp_path: slot.body.filePath as string, original_filename: 'bonifico.pdf' };
}

/** A tenant of their own with an accepted contract of the owner's (01/01–31/12/2026, 600,00 €). */
async function freshTenantContract(lastName: string) {
  const who = await ctx.createTenant({ firstName: 'Nuovo', lastName });
  const h = await seedProperty(ctx, owner.user.id, ['A']);
  const id = await createContractVia(
    owner,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      tenantInfo: { email: who.email, firstName: 'Nuovo', lastName },
      contractDetails: { start_date: '2026-01-01', end_date: '2026-12-31', rent_amount: 60000 },
    }),
  );
  await acceptLatestContract(ctx, who.email);
  return { who, id };
}

describe("the tenant's 'Ho pagato'", () => {
  it('refuses bad input with an Italian 4xx and stores nothing', async () => {
    const before = await count(paymentSignal);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ amount: 0 }, 400, /maggiore di 0/],
      [{ amount: -100 }, 400, /maggiore di 0/],
      [{ amount: 100.5 }, 400, /./],
      [{ amount: 180001 }, 400, /L'importo supera il totale da pagare \(1\.800,00/],
      [{ paidOn: '2026-03-16' }, 400, /non può essere futura/],
      [{ paidOn: '2025-12-31' }, 400, /precedere l'inizio del contratto/],
      [{ method: 'bitcoin' }, 400, /metodo di pagamento/],
      [{ paidOn: 'ieri' }, 400, /./],
    ];
    for (const [body, status, message] of cases) {
      const res = await signal(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await count(paymentSignal)).toBe(before);
  });

  it("answers 404 for another tenant's contract, a missing one, and refuses landlords and anonymous", async () => {
    const before = await count(paymentSignal);
    expect((await signal({}, strangerContract)).status).toBe(404);
    expect((await signal({}, MISSING_ID)).status).toBe(404);
    expect((await signal({}, contractId, owner as unknown as typeof tenant)).status).toBe(404);
    expect((await ctx.agent().post(`/api/tenant/contracts/${contractId}/payment-signals`, {})).status).toBe(401);
    expect(await count(paymentSignal)).toBe(before);
  });

  it('is listed for the landlord, and confirming it records a payment once', async () => {
    const res = await signal({ amount: 60000, method: 'contanti' });
    expect(res.status).toBe(201);
    const id = res.body.signal.id as string;
    expect(res.body.signal).toMatchObject({
      status: 'pending',
      amount: 60000,
      paidOn: '2026-03-10',
      method: 'contanti',
    });
    const paymentsBefore = await count(payment);

    const pending = await owner.get('/api/payment-signals');
    expect(pending.body.signals).toContainEqual(
      expect.objectContaining({ id, contractId, tenant: { firstName: 'Sara', lastName: 'Segnala' } }),
    );
    expect((await owner.get(`/api/payment-signals?contractId=${contractId}`)).body.signals).toHaveLength(1);
    expect((await owner.get(`/api/payment-signals?contractId=${strangerContract}`)).body.signals).toHaveLength(0);
    expect((await other.get('/api/payment-signals')).body.signals).toHaveLength(0);
    // Another landlord cannot decide it.
    expect((await other.post(`/api/payment-signals/${id}/confirm`)).status).toBe(404);
    expect((await tenant.post(`/api/payment-signals/${id}/confirm`)).status).toBe(403);

    const confirmed = await owner.post(`/api/payment-signals/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.signal).toMatchObject({ status: 'confirmed' });
    expect(confirmed.body.signal.paymentId).toBeTruthy();
    expect(await count(payment)).toBe(paymentsBefore + 1);
    const payments = (await owner.get(`/api/contracts/${contractId}/payments`)).body.payments;
    expect(payments[0]).toMatchObject({ amount: 60000, receivedOn: '2026-03-10', method: 'contanti' });
    // Like every payment, its receipt goes to the tenant (docs/domain.md §12), once.
    const number = `${payments[0].receiptYear}/${String(payments[0].receiptNumber).padStart(4, '0')}`;
    const receipts = (await ctx.outbox()).filter((m) => m.to === tenant.email && m.subject.includes('Ricevuta n.'));
    expect(receipts.map((m) => m.subject)).toEqual([expect.stringContaining(number)]);
    expect(receipts[0]!.attachments[0]?.contentType).toBe('application/pdf');

    const again = await owner.post(`/api/payment-signals/${id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Questa segnalazione è già stata confermata o rifiutata.');
    expect(await count(payment)).toBe(paymentsBefore + 1);
    expect((await ctx.outbox()).filter((m) => m.subject.includes('Ricevuta n.'))).toHaveLength(1);
    expect((await owner.get('/api/payment-signals')).body.signals).toHaveLength(0);
    const mine = (await tenant.get('/api/tenant/payment-signals')).body.signals;
    expect(mine[0]).toMatchObject({ id, status: 'confirmed' });
  });

  it('a rejection needs a reason, records nothing, and the tenant reads it', async () => {
    const id = (await signal({ amount: 5000 })).body.signal.id as string;
    const paymentsBefore = await count(payment);
    const empty = await owner.post(`/api/payment-signals/${id}/reject`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/motivo del rifiuto/);
    const rejected = await owner.post(`/api/payment-signals/${id}/reject`, { reason: 'Bonifico non arrivato' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.signal).toMatchObject({ status: 'rejected', rejectionReason: 'Bonifico non arrivato' });
    expect((await owner.post(`/api/payment-signals/${id}/confirm`)).status).toBe(409);
    expect(await count(payment)).toBe(paymentsBefore);
    const mine = (await tenant.get('/api/tenant/payment-signals')).body.signals;
    expect(mine.find((s: { id: string }) => s.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Bonifico non arrivato',
    });
    // The other tenant sees none of Sara's signals.
    expect((await stranger.get('/api/tenant/payment-signals')).body.signals).toEqual([]);
  });

  it('carries an optional proof file that the tenant and the landlord open, nobody else (decision 090)', async () => {
    const proof = await uploadProof(tenant);
    const res = await signal({ amount: 1000, proof });
    expect(res.status).toBe(201);
    const proofId = res.body.signal.proofDocumentId as string;
    expect(proofId).toBeTruthy();
    const pending = (await owner.get(`/api/payment-signals?contractId=${contractId}`)).body.signals;
    expect(pending.find((s: { id: string }) => s.id === res.body.signal.id)).toMatchObject({
      proofDocumentId: proofId,
    });
    const mine = (await tenant.get('/api/tenant/payment-signals')).body.signals;
    expect(mine.find((s: { id: string }) => s.id === res.body.signal.id)).toMatchObject({ proofDocumentId: proofId });

    const open = (who: { post: typeof owner.post }) => who.post('/api/documents/url', { document_id: proofId });
    expect((await open(tenant)).status).toBe(200);
    expect((await open(owner)).status).toBe(200);
    expect((await open(owner)).body.signedUrl).toContain('bonifico.pdf');
    expect((await open(other)).status).toBe(404);
    expect((await open(stranger)).status).toBe(404);
    expect((await open(ctx.agent())).status).toBe(401);
    // A proof is not one of the contract's documents.
    const details = await owner.get(`/api/contracts/${contractId}`);
    expect(JSON.stringify(details.body)).not.toContain(proofId);

    // The same upload cannot be used twice; another user's upload is not found; nothing is stored.
    const signalsBefore = await count(paymentSignal);
    const documentsBefore = await count(document);
    const reused = await signal({ amount: 1000, proof });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('Il file è già stato utilizzato.');
    const strangers = await uploadProof(stranger);
    const foreign = await signal({ amount: 1000, proof: strangers });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('Caricamento non trovato o scaduto.');
    const malformed = await signal({ amount: 1000, proof: { temp_path: '../../etc/passwd', original_filename: 'x' } });
    expect(malformed.status).toBe(400);
    expect(await count(paymentSignal)).toBe(signalsBefore);
    expect(await count(document)).toBe(documentsBefore);
  });

  it('the same idempotency key twice stores one signal and answers it again (decision 161)', async () => {
    const idempotencyKey = crypto.randomUUID();
    const before = await count(paymentSignal);
    const first = await signal({ amount: 1200, idempotencyKey });
    expect(first.status).toBe(201);
    // A double click: the same key (even with another amount, as a hand-written call could) answers the first.
    const again = await signal({ amount: 1300, idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.body.signal).toEqual(first.body.signal);
    expect(await count(paymentSignal)).toBe(before + 1);
    const pending = (await owner.get(`/api/payment-signals?contractId=${contractId}`)).body.signals;
    expect(pending.filter((s: { amount: number }) => s.amount === 1200)).toHaveLength(1);
    // Another key is another signal; a key that is not a UUID is refused and nothing stored.
    const other = await signal({ amount: 1200, idempotencyKey: crypto.randomUUID() });
    expect(other.status).toBe(201);
    const malformed = await signal({ amount: 1200, idempotencyKey: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Invio non valido: ricarica la pagina e riprova.');
    expect(await count(paymentSignal)).toBe(before + 2);
    // The key of this contract's signal is a new request on another contract.
    const elsewhere = await signal({ amount: 1200, idempotencyKey }, strangerContract, stranger);
    expect(elsewhere.status).toBe(201);
    // Decided, so that they leave the pending count of the next tests.
    for (const s of [first, other, elsewhere]) {
      expect((await owner.post(`/api/payment-signals/${s.body.signal.id}/reject`, { reason: 'Prova' })).status).toBe(
        200,
      );
    }
  });

  it('confirming with the same idempotency key twice answers the confirmed signal, one payment, one receipt (decision 162)', async () => {
    const { who, id } = await freshTenantContract('Conferma');
    const signalId = (await signal({ amount: 20000 }, id, who)).body.signal.id as string;
    const confirm = (body?: Record<string, unknown>, as = owner) =>
      as.post(`/api/payment-signals/${signalId}/confirm`, body);
    const idempotencyKey = crypto.randomUUID();
    const paymentsBefore = await count(payment);
    // A malformed key is refused and nothing is stored; another landlord's call is a 404.
    const malformed = await confirm({ idempotencyKey: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Invio non valido: ricarica la pagina e riprova.');
    expect((await confirm({ idempotencyKey }, other)).status).toBe(404);
    expect(await count(payment)).toBe(paymentsBefore);

    const first = await confirm({ idempotencyKey });
    expect(first.status).toBe(200);
    expect(first.body.signal).toMatchObject({ status: 'confirmed' });
    // A retry after a lost answer: the same signal, nothing recorded again.
    const again = await confirm({ idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.body.signal).toEqual(first.body.signal);
    expect(await count(payment)).toBe(paymentsBefore + 1);
    // Another key, no key, or the key sent to reject: the decision was made, 409.
    for (const res of [
      await confirm({ idempotencyKey: crypto.randomUUID() }),
      await confirm(),
      await owner.post(`/api/payment-signals/${signalId}/reject`, { reason: 'No', idempotencyKey }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Questa segnalazione è già stata confermata o rifiutata.');
    }
    expect((await confirm({ idempotencyKey }, other)).status).toBe(404);
    expect(await count(payment)).toBe(paymentsBefore + 1);
    const receipts = (await ctx.outbox()).filter((m) => m.to === who.email && m.subject.includes('Ricevuta n.'));
    expect(receipts).toHaveLength(1);
  });

  it('rejecting with the same idempotency key twice answers the rejected signal unchanged (decision 162)', async () => {
    const { who, id } = await freshTenantContract('Rifiuta');
    const signalId = (await signal({ amount: 20000 }, id, who)).body.signal.id as string;
    const reject = (body: Record<string, unknown>, as = owner) =>
      as.post(`/api/payment-signals/${signalId}/reject`, body);
    const idempotencyKey = crypto.randomUUID();
    const malformed = await reject({ reason: 'Non arrivato', idempotencyKey: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Invio non valido: ricarica la pagina e riprova.');
    expect((await reject({ reason: 'Non arrivato', idempotencyKey }, other)).status).toBe(404);
    const stillPending = (await owner.get(`/api/payment-signals?contractId=${id}`)).body.signals;
    expect(stillPending.map((s: { id: string }) => s.id)).toEqual([signalId]);

    const first = await reject({ reason: 'Non arrivato', idempotencyKey });
    expect(first.status).toBe(200);
    expect(first.body.signal).toMatchObject({ status: 'rejected', rejectionReason: 'Non arrivato' });
    // The same key (even with another reason) answers the first rejection; the reason stays.
    const again = await reject({ reason: 'Altro motivo', idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.body.signal).toEqual(first.body.signal);
    for (const res of [
      await reject({ reason: 'Non arrivato', idempotencyKey: crypto.randomUUID() }),
      await reject({ reason: 'Non arrivato' }),
      await owner.post(`/api/payment-signals/${signalId}/confirm`, { idempotencyKey }),
    ]) {
      expect(res.status).toBe(409);
    }
    const mine = (await who.get('/api/tenant/payment-signals')).body.signals;
    expect(mine).toEqual([
      expect.objectContaining({ id: signalId, status: 'rejected', rejectionReason: 'Non arrivato', paymentId: null }),
    ]);
  });

  it('at most 5 signals of one contract wait at once; the 6th is refused with an Italian 429 (decision 160)', async () => {
    const { who, id } = await freshTenantContract('Cinque');
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await signal({ amount: i }, id, who);
      expect(res.status).toBe(201);
      ids.push(res.body.signal.id);
    }
    const before = await count(paymentSignal);
    const sixth = await signal({ amount: 6 }, id, who);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(
      'Hai già 5 pagamenti segnalati in attesa su questo contratto: attendi che il proprietario li confermi o li rifiuti.',
    );
    expect(await count(paymentSignal)).toBe(before);
    // Another contract's pending signals do not count; a decision frees a place.
    expect((await signal({ amount: 6 })).status).toBe(201);
    expect((await owner.post(`/api/payment-signals/${ids[0]}/reject`, { reason: 'Non arrivato' })).status).toBe(200);
    expect((await owner.post(`/api/payment-signals/${ids[1]}/confirm`)).status).toBe(200);
    expect((await signal({ amount: 6 }, id, who)).status).toBe(201);
    expect((await signal({ amount: 7 }, id, who)).status).toBe(201);
    expect((await signal({ amount: 8 }, id, who)).status).toBe(429);
  });

  it("the proofs of one contract's signals have a byte quota; deleted ones leave it (decision 160)", async () => {
    const { who, id } = await freshTenantContract('Quota');
    // Proofs already attached to this contract's signals, up to 20 bytes short of 100 MB.
    const [big] = await ctx.db
      .insert(document)
      .values({
        storageKey: `proof/${crypto.randomUUID()}`,
        fileName: 'grande.pdf',
        contentType: 'application/pdf',
        size: 100 * 1024 * 1024 - 20,
      })
      .returning();
    await ctx.db.insert(paymentSignal).values({
      contractId: id,
      tenantId: who.user.id,
      amount: 100,
      paidOn: '2026-03-01',
      method: 'bonifico',
      proofDocumentId: big!.id,
      status: 'rejected',
      rejectionReason: 'Importo errato',
    });
    const proof = await uploadProof(who);
    const signalsBefore = await count(paymentSignal);
    const documentsBefore = await count(document);
    const full = await signal({ amount: 100, proof }, id, who);
    expect(full.status).toBe(429);
    expect(full.body.error.message).toBe(
      'Spazio per le prove di pagamento di questo contratto esaurito (100 MB): segnala il pagamento senza allegare la prova.',
    );
    expect(await count(paymentSignal)).toBe(signalsBefore);
    expect(await count(document)).toBe(documentsBefore);
    // Without a proof the signal goes through; another contract's quota is its own.
    expect((await signal({ amount: 100 }, id, who)).status).toBe(201);
    expect((await signal({ amount: 100, proof: await uploadProof(tenant) })).status).toBe(201);
    // Once the big proof is deleted (as the clean-up does) the same upload, not claimed, attaches.
    await ctx.db.update(document).set({ deletedAt: new Date() }).where(sql`${document.id} = ${big!.id}`);
    const roomAgain = await signal({ amount: 100, proof }, id, who);
    expect(roomAgain.status).toBe(201);
    expect(roomAgain.body.signal.proofDocumentId).toBeTruthy();
  });

  it("the daily job deletes a rejected signal's proof 90 days after the rejection, the signal kept (decision 160)", async () => {
    const { who, id } = await freshTenantContract('Novanta');
    const rejectedOne = await signal({ amount: 100, proof: await uploadProof(who) }, id, who);
    const pendingOne = await signal({ amount: 200, proof: await uploadProof(who) }, id, who);
    const rejectedId = rejectedOne.body.signal.id as string;
    const proofId = rejectedOne.body.signal.proofDocumentId as string;
    const pendingProofId = pendingOne.body.signal.proofDocumentId as string;
    expect(
      (await owner.post(`/api/payment-signals/${rejectedId}/reject`, { reason: 'Bonifico stornato' })).status,
    ).toBe(200);
    const [stored] = await ctx.db.select().from(document).where(sql`${document.id} = ${proofId}`);
    const key = stored!.storageKey;
    const open = (docId: string, by: { post: typeof owner.post } = owner) =>
      by.post('/api/documents/url', { document_id: docId });

    await ctx.runJob('daily-job');
    ctx.clock.set('2026-06-12T10:00:00Z'); // 89 days after the rejection: kept
    await ctx.runJob('daily-job');
    expect((await open(proofId)).status).toBe(200);
    expect(await ctx.deps.storage.head(key)).not.toBeNull();

    ctx.clock.set('2026-06-14T10:00:00Z'); // 91 days after
    await ctx.runJob('daily-job');
    expect(await ctx.deps.storage.head(key)).toBeNull();
    expect((await open(proofId)).status).toBe(404);
    expect((await open(proofId, who)).status).toBe(404);
    const mine = (await who.get('/api/tenant/payment-signals')).body.signals;
    expect(mine.find((s: { id: string }) => s.id === rejectedId)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Bonifico stornato',
      proofDocumentId: null,
      proofDeleted: true,
    });
    // The pending signal's proof stays.
    expect((await open(pendingProofId)).status).toBe(200);
    expect(mine.find((s: { id: string }) => s.id === pendingOne.body.signal.id)).toMatchObject({
      proofDocumentId: pendingProofId,
      proofDeleted: false,
    });
  });

  it('a malformed id answers an Italian 400', async () => {
    const res = await owner.post('/api/payment-signals/abc/confirm');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Identificativo della segnalazione non valido');
  });
});
