import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import fs from 'node:fs';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bill, document, upload } from '../db/schema';
import { attachUploadedDocument } from '../services/documents/attach-uploaded-document';
import { createTestContext, DEFAULT_NOW, type TestContext, answer } from '../test/harness';
import { itOnPostgres } from '../test/postgres-only';
import { insertAcceptedContract, insertProperty } from '../test/factories';

let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let contractId: string;
let billId: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  Buffer.from([0x1f, 0x15, 0xc4, 0x89]),
]);
/** The start of an ISO-BMFF HEIF file: an ftyp box with the given major brand. */
const HEIC = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftyp'),
    Buffer.from(brand),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1'),
    Buffer.from('heic'),
    Buffer.alloc(64),
  ]);
const KEY_RE = /^(contract|bill)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MB = 1024 * 1024;
const CONTRACT_TYPE_MSG = 'Tipo di file non consentito: per i contratti solo PDF.';
const BILL_TYPE_MSG = 'Tipo di file non consentito: per le spese PDF o immagini (JPEG, PNG, WebP, HEIC).';
const TOO_LARGE_MSG = 'Il file supera la dimensione massima di 10 MB.';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  const p = await insertProperty(ctx.db, owner.user.id);
  const c = await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: tenant.user.id, rentAmount: 60000 });
  const [b] = await ctx.db
    .insert(bill)
    .values({
      propertyId: p.id,
      createdBy: sql`(select landlord_id from property where id = ${p.id})`,
      idempotencyKey: crypto.randomUUID(),
      category: 'electricity',
      totalAmount: 30000,
      splittableAmount: 30000,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
    })
    .returning();
  contractId = c.id;
  billId = b!.id;
});
afterAll(async () => {
  await ctx.close();
});

// Every test starts at the harness's fixed time, whatever the previous one set, and with no
// upload left open by the previous ones (they would count against the quota: decision 046).
beforeEach(async () => {
  ctx.clock.set(DEFAULT_NOW);
  await ctx.db.delete(upload).where(isNull(upload.claimedAt));
});

const count = async (table: PgTable) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const filesDir = () => path.join(ctx.env.dataDir, 'files');
const storedFile = (key: string) => path.join(filesDir(), ...key.split('/'));

type Purpose = 'contract' | 'bill';
async function requestUpload(
  opts: { purpose?: Purpose; bytes?: Buffer; type?: string; name?: string; size?: number } = {},
) {
  const bytes = opts.bytes ?? PDF;
  const res = await answer(
    owner.api.uploads.$post({
      json: {
        file_name: opts.name ?? 'contratto.pdf',
        file_type: opts.type ?? 'application/pdf',
        file_size: opts.size ?? bytes.length,
        purpose: opts.purpose ?? 'contract',
      },
    }),
  );
  expect(res.status).toBe(201);
  return res.body as { uploadUrl: string; filePath: string };
}

const put = (url: string, bytes: Uint8Array) =>
  ctx.agent().request('PUT', url, bytes, { 'content-type': 'application/pdf' });

async function uploaded(opts: Parameters<typeof requestUpload>[0] = {}) {
  const slot = await requestUpload(opts);
  const res = await put(slot.uploadUrl, opts.bytes ?? PDF);
  expect(res.status).toBe(200);
  return slot;
}

describe('POST /api/uploads (create-upload-url)', () => {
  it('gives the owner a signed URL and a generated path, and reserves a slot', async () => {
    const res = await answer(
      owner.api.uploads.$post({
        json: {
          file_name: '../../Contratto Rossi.pdf',
          file_type: 'application/pdf',
          file_size: 1234,
          purpose: 'contract',
        },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.filePath).toMatch(KEY_RE);
    expect(res.body.filePath.startsWith('contract/')).toBe(true);
    expect(res.body.uploadUrl).toMatch(new RegExp(`^/api/uploads/blob/${res.body.filePath}\\?exp=\\d+&sig=[\\w-]+$`));
    const [row] = await ctx.db.select().from(upload).where(eq(upload.storageKey, res.body.filePath));
    expect(row).toMatchObject({
      ownerId: owner.user.id,
      originalName: 'Contratto Rossi.pdf',
      declaredType: 'application/pdf',
      declaredSize: 1234,
      purpose: 'contract',
      uploadedAt: null,
      claimedAt: null,
    });
    expect(row!.expiresAt.toISOString()).toBe('2026-03-15T10:10:00.000Z');
  });

  it('accepts the image types for bills', async () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'IMAGE/PNG']) {
      const res = await answer(
        owner.api.uploads.$post({ json: { file_name: 'b', file_type: type, file_size: 10, purpose: 'bill' } }),
      );
      expect(res.status, type).toBe(201);
      expect(res.body.filePath.startsWith('bill/')).toBe(true);
    }
  });

  it.each([
    [{ file_type: 'image/png', purpose: 'contract' }, 415, CONTRACT_TYPE_MSG],
    [{ file_type: 'text/html', purpose: 'bill' }, 415, BILL_TYPE_MSG],
    [{ file_type: 'image/svg+xml', purpose: 'bill' }, 415, BILL_TYPE_MSG],
    [{ file_type: '', purpose: 'contract' }, 415, CONTRACT_TYPE_MSG],
    [{ file_type: 'application/octet-stream', purpose: 'contract' }, 415, CONTRACT_TYPE_MSG],
    [{ file_size: 10 * MB + 1 }, 413, TOO_LARGE_MSG],
    [{ file_size: 0 }, 400, 'Il file è vuoto'],
    [{ file_size: -5 }, 400, 'Il file è vuoto'],
    [{ file_size: 1.5 }, 400, 'Dimensione del file non valida'],
    [{ file_size: '100' }, 400, 'Dimensione del file mancante'],
    [{ file_name: '   ' }, 400, 'Nome file mancante'],
    [{ file_name: undefined }, 400, 'Nome file mancante'],
    [{ purpose: 'avatar' }, 400, 'Destinazione del file non valida'],
    [{ purpose: undefined }, 400, 'Destinazione del file non valida'],
  ])('refuses %o with %i and stores nothing', async (override, status, message) => {
    const before = await count(upload);
    const res = await owner.post('/api/uploads', {
      file_name: 'doc.pdf',
      file_type: 'application/pdf',
      file_size: 100,
      purpose: 'contract',
      ...override,
    });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await count(upload)).toBe(before);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await owner.request('POST', '/api/uploads', '{"file_name":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: 'Richiesta non valida.' });
  });

  it("contract and bill documents are the landlord's: tenant 403, anonymous 401", async () => {
    const before = await count(upload);
    for (const purpose of ['contract', 'bill'] as const) {
      const body = { file_name: 'a.pdf', file_type: 'application/pdf', file_size: 10, purpose };
      const refused = await answer(tenant.api.uploads.$post({ json: body }));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { message: DOCUMENT_MESSAGES.landlordOnlyPurpose } });
      expect((await answer(ctx.agent().api.uploads.$post({ json: body }))).status).toBe(401);
    }
    expect(await count(upload)).toBe(before);
  });

  it('a tenant may upload a payment proof (PDF or image), nothing else (decision 090)', async () => {
    const before = await count(upload);
    const proof = {
      file_name: 'bonifico.pdf',
      file_type: 'application/pdf',
      file_size: 10,
      purpose: 'payment_proof' as const,
    };
    const res = await answer(tenant.api.uploads.$post({ json: proof }));
    expect(res.status).toBe(201);
    expect((res.body as { filePath: string }).filePath.startsWith('proof/')).toBe(true);
    const exe = await answer(
      tenant.api.uploads.$post({ json: { ...proof, file_name: 'a.exe', file_type: 'application/x-msdownload' } }),
    );
    expect(exe.status).toBe(415);
    expect(await count(upload)).toBe(before + 1);
  });
});

describe('PUT signed upload URL (local disk)', () => {
  it('stores the bytes, records the real type, and refuses a second PUT', async () => {
    const slot = await requestUpload();
    const first = await put(slot.uploadUrl, PDF);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, contentType: 'application/pdf', size: PDF.length });
    expect(fs.readFileSync(storedFile(slot.filePath)).equals(PDF)).toBe(true);
    const [row] = await ctx.db.select().from(upload).where(eq(upload.storageKey, slot.filePath));
    expect(row!.uploadedAt).not.toBeNull();
    expect(row!.detectedType).toBe('application/pdf');

    const again = await put(slot.uploadUrl, Buffer.from('%PDF-1.4 something else'));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Il file è già stato caricato.');
    expect(fs.readFileSync(storedFile(slot.filePath)).equals(PDF)).toBe(true);
  });

  it('refuses a bad or missing signature', async () => {
    const slot = await requestUpload();
    const url = new URL(slot.uploadUrl, 'http://x');
    const sig = url.searchParams.get('sig')!;
    url.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const bad = await put(url.pathname + url.search, PDF);
    expect(bad.status).toBe(403);
    expect(bad.body.error.message).toBe('Link di caricamento non valido.');
    const missing = await put(`/api/uploads/blob/${slot.filePath}`, PDF);
    expect(missing.status).toBe(403);
    // The signature is bound to the key: another slot's signature does not open this one.
    const another = await requestUpload();
    const swapped = await put(
      `/api/uploads/blob/${slot.filePath}${new URL(another.uploadUrl, 'http://x').search}`,
      PDF,
    );
    expect(swapped.status).toBe(403);
    expect(fs.existsSync(storedFile(slot.filePath))).toBe(false);
  });

  it('refuses an expired link', async () => {
    const slot = await requestUpload();
    ctx.clock.set('2026-03-15T10:05:01Z');
    const res = await put(slot.uploadUrl, PDF);
    expect(res.status).toBe(410);
    expect(res.body.error.message).toBe('Link di caricamento scaduto.');
    expect(fs.existsSync(storedFile(slot.filePath))).toBe(false);
  });

  it('refuses more bytes than declared, keeps nothing, and lets the slot be retried', async () => {
    const slot = await requestUpload({ size: 20 });
    const res = await put(slot.uploadUrl, PDF);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(TOO_LARGE_MSG);
    expect(fs.existsSync(storedFile(slot.filePath))).toBe(false);
    const [row] = await ctx.db.select().from(upload).where(eq(upload.storageKey, slot.filePath));
    expect(row).toMatchObject({ uploadedAt: null, detectedType: null });
    const retry = await put(slot.uploadUrl, PDF.subarray(0, 20));
    expect(retry.status).toBe(200);
  });

  it('refuses a PNG declared as a PDF (magic bytes) and keeps nothing', async () => {
    const slot = await requestUpload({ bytes: PNG, name: 'finto.pdf' });
    const res = await put(slot.uploadUrl, PNG);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(CONTRACT_TYPE_MSG);
    expect(fs.existsSync(storedFile(slot.filePath))).toBe(false);
    const [row] = await ctx.db.select().from(upload).where(eq(upload.storageKey, slot.filePath));
    expect(row).toMatchObject({ uploadedAt: null, detectedType: null });
  });

  it('refuses HTML declared as a bill PDF', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const slot = await requestUpload({ purpose: 'bill', bytes: html });
    const res = await put(slot.uploadUrl, html);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(BILL_TYPE_MSG);
  });

  it('accepts a real PNG for a bill', async () => {
    const slot = await requestUpload({ purpose: 'bill', bytes: PNG, type: 'image/png', name: 'foto.png' });
    const res = await put(slot.uploadUrl, PNG);
    expect(res.status).toBe(200);
    expect(res.body.contentType).toBe('image/png');
  });

  it('recognises a phone HEIC photo declared with an empty or generic type by its bytes', async () => {
    for (const [declared, brand, detected] of [
      ['', 'heic', 'image/heic'],
      ['application/octet-stream', 'mif1', 'image/heif'],
    ] as const) {
      const slot = await requestUpload({ purpose: 'bill', bytes: HEIC(brand), type: declared, name: 'IMG_0001.HEIC' });
      const [row] = await ctx.db.select().from(upload).where(eq(upload.storageKey, slot.filePath));
      expect(row!.declaredType).toBe('application/octet-stream');
      const res = await put(slot.uploadUrl, HEIC(brand));
      expect(res.status, declared).toBe(200);
      expect(res.body.contentType).toBe(detected);
    }
  });

  it('refuses HTML declared with a generic type for a bill (the bytes decide)', async () => {
    const html = Buffer.from('<!doctype html><p>ciao</p>');
    const slot = await requestUpload({ purpose: 'bill', bytes: html, type: '' });
    const res = await put(slot.uploadUrl, html);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(BILL_TYPE_MSG);
    expect(fs.existsSync(storedFile(slot.filePath))).toBe(false);
  });

  it('refuses an empty body', async () => {
    const slot = await requestUpload();
    const res = await put(slot.uploadUrl, new Uint8Array());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Il file è vuoto.');
  });

  it('streams files above the 1 MB API body limit (up to the declared size)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(3 * MB)]);
    const slot = await requestUpload({ bytes: big });
    const res = await put(slot.uploadUrl, big);
    expect(res.status).toBe(200);
    expect(fs.statSync(storedFile(slot.filePath)).size).toBe(big.length);
    // Everything else under /api keeps the 1 MB limit.
    const json = await owner.request('POST', '/api/uploads', JSON.stringify({ file_name: 'x'.repeat(2 * MB) }), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(413);
  });

  it('answers 404 for an unknown slot with a valid-looking key but no signature match', async () => {
    const res = await put('/api/uploads/blob/bill/00000000-0000-4000-8000-000000000000?exp=9999999999&sig=abc', PDF);
    expect(res.status).toBe(403);
    const traversal = await put('/api/uploads/blob/..%2F..%2Fetc/passwd?exp=9999999999&sig=abc', PDF);
    expect([403, 404]).toContain(traversal.status);
  });
});

describe('attachUploadedDocument', () => {
  const attach = (filePath: string, over: Partial<Parameters<typeof attachUploadedDocument>[0]> = {}) =>
    ctx.db.transaction((tx) =>
      attachUploadedDocument({
        tx,
        storage: ctx.deps.storage,
        clock: ctx.clock,
        ownerId: owner.user.id,
        filePath,
        originalFileName: 'Contratto "Rossi".pdf',
        purpose: 'contract',
        contractId,
        ...over,
      } as Parameters<typeof attachUploadedDocument>[0]),
    );

  it('attaches once: the second attach of the same path is refused', async () => {
    const slot = await uploaded();
    const doc = await attach(slot.filePath);
    expect(doc).toMatchObject({ fileName: 'Contratto Rossi.pdf', contentType: 'application/pdf', size: PDF.length });
    const [row] = await ctx.db.select().from(document).where(eq(document.id, doc.id));
    expect(row).toMatchObject({ storageKey: slot.filePath, contractId, billId: null });
    const [slotRow] = await ctx.db.select().from(upload).where(eq(upload.storageKey, slot.filePath));
    expect(slotRow!.claimedAt).not.toBeNull();

    const before = await count(document);
    await expect(attach(slot.filePath)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Il file è già stato utilizzato.',
    });
    expect(await count(document)).toBe(before);
  });

  it('attaches a bill image to a bill', async () => {
    const slot = await uploaded({ purpose: 'bill', bytes: PNG, type: 'image/png', name: 'bolletta.png' });
    const doc = await attach(slot.filePath, {
      purpose: 'bill',
      billId,
      contractId: undefined,
      originalFileName: 'bolletta.png',
    });
    expect(doc).toMatchObject({ fileName: 'bolletta.png', contentType: 'image/png' });
  });

  it('names the stored file with the extension of its detected type', async () => {
    const attachBill = async (name: string) => {
      const slot = await uploaded({ purpose: 'bill', bytes: PNG, type: 'application/pdf', name });
      const doc = await attach(slot.filePath, {
        purpose: 'bill',
        billId,
        contractId: undefined,
        originalFileName: name,
      });
      const [row] = await ctx.db.select().from(document).where(eq(document.id, doc.id));
      return row!;
    };
    expect(await attachBill('scan.pdf')).toMatchObject({ fileName: 'scan.png', contentType: 'image/png' });
    expect(await attachBill('bolletta')).toMatchObject({ fileName: 'bolletta.png', contentType: 'image/png' });
    const contract = await attach((await uploaded({ name: 'contratto' })).filePath, { originalFileName: 'contratto' });
    expect(contract.fileName).toBe('contratto.pdf');
    // What the download carries: the same name.
    const url = await answer(owner.api.documents.url.$post({ json: { document_id: contract.id } }));
    expect(url.status, url.text).toBe(200);
    expect(decodeURIComponent(url.body.signedUrl)).toContain('name=contratto.pdf');
  });

  itOnPostgres('two simultaneous attaches of one upload store exactly one document', async () => {
    const slot = await uploaded();
    const before = await count(document);
    const results = await Promise.allSettled([attach(slot.filePath), attach(slot.filePath)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ code: 'CONFLICT' });
    expect(await count(document)).toBe(before + 1);
  });

  it('a rolled-back transaction releases the claim', async () => {
    const slot = await uploaded();
    await expect(
      ctx.db.transaction(async (tx) => {
        await attachUploadedDocument({
          tx,
          storage: ctx.deps.storage,
          clock: ctx.clock,
          ownerId: owner.user.id,
          filePath: slot.filePath,
          originalFileName: 'a.pdf',
          purpose: 'contract',
          contractId,
        });
        throw new Error('contract insert failed');
      }),
    ).rejects.toThrow('contract insert failed');
    const [row] = await ctx.db.select().from(upload).where(eq(upload.storageKey, slot.filePath));
    expect(row!.claimedAt).toBeNull();
    await expect(attach(slot.filePath)).resolves.toMatchObject({ contentType: 'application/pdf' });
  });

  const refusals: [string, () => Partial<Parameters<typeof attachUploadedDocument>[0]>, string, string, Purpose][] = [
    [
      'another landlord',
      () => ({ ownerId: other.user.id }),
      'BAD_REQUEST',
      'Caricamento non trovato o scaduto.',
      'contract',
    ],
    [
      'an unknown path',
      () => ({ filePath: 'contract/00000000-0000-4000-8000-000000000000' }),
      'BAD_REQUEST',
      'Caricamento non trovato o scaduto.',
      'contract',
    ],
    [
      'a path that is not a key',
      () => ({ filePath: '../../etc/passwd' }),
      'BAD_REQUEST',
      'Caricamento non trovato o scaduto.',
      'contract',
    ],
    [
      'a bill upload on a contract',
      () => ({}),
      'BAD_REQUEST',
      'Il file caricato non è destinato a questo documento.',
      'bill',
    ],
  ];
  it.each(refusals)('refuses %s', async (_label, over, code, message, purpose) => {
    const slot = await uploaded({ purpose });
    const before = await count(document);
    await expect(attach(slot.filePath, over())).rejects.toMatchObject({ code, message });
    expect(await count(document)).toBe(before);
  });

  it('refuses an upload whose bytes never arrived', async () => {
    const slot = await requestUpload();
    await expect(attach(slot.filePath)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Il file non è stato caricato.',
    });
  });

  it('refuses an expired upload', async () => {
    const slot = await uploaded();
    ctx.clock.set('2026-03-15T10:10:01Z');
    await expect(attach(slot.filePath)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Caricamento non trovato o scaduto.',
    });
  });

  it('re-checks the stored bytes: a file swapped on disk after the PUT is refused', async () => {
    const slot = await uploaded();
    fs.writeFileSync(storedFile(slot.filePath), PNG);
    await expect(attach(slot.filePath)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: CONTRACT_TYPE_MSG,
    });
  });
});
