import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bill, upload } from '../db/schema';
import { attachUploadedDocument } from '../services/documents/attach-uploaded-document';
import { deleteExpiredUploads } from '../services/documents/delete-expired-uploads';
import { createTestContext, DEFAULT_NOW, type TestContext, answer } from '../test/harness';
import { insertProperty } from '../test/factories';

/** Upload quotas per landlord and the cleanup of expired uploads on local disk (decision 046). */
let ctx: TestContext;
type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MB = 1024 * 1024;
const TOO_MANY = {
  code: 'RATE_LIMITED',
  message: 'Troppi caricamenti in sospeso: salva o annulla quelli già avviati e riprova tra qualche minuto.',
};
const SPACE_FULL = {
  code: 'RATE_LIMITED',
  message: 'Troppi file caricati e non ancora salvati: salva o annulla quelli già caricati e riprova più tardi.',
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

const uploadRows = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(upload))[0]!.n;
const storedFile = (key: string) => path.join(ctx.env.dataDir, 'files', ...key.split('/'));

const requestSlot = (landlord: Landlord, size = PDF.length, purpose: 'bill' | 'contract' = 'bill') =>
  answer(
    landlord.api.uploads.$post({
      json: { file_name: 'bolletta.pdf', file_type: 'application/pdf', file_size: size, purpose },
    }),
  );

async function uploadedSlot(landlord: Landlord) {
  const slot = await requestSlot(landlord);
  expect(slot.status, slot.text).toBe(201);
  const put = await ctx.agent().request('PUT', slot.body.uploadUrl, PDF, { 'content-type': 'application/pdf' });
  expect(put.status, put.text).toBe(200);
  return slot.body.filePath as string;
}

async function attachToNewBill(landlord: Landlord, filePath: string) {
  const p = await insertProperty(ctx.db, landlord.user.id);
  const [b] = await ctx.db
    .insert(bill)
    .values({
      propertyId: p.id,
      createdBy: landlord.user.id,
      idempotencyKey: crypto.randomUUID(),
      category: 'gas',
      totalAmount: 1000,
      splittableAmount: 1000,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
    })
    .returning();
  await ctx.db.transaction((tx) =>
    attachUploadedDocument({
      tx,
      storage: ctx.deps.storage,
      clock: ctx.clock,
      ownerId: landlord.user.id,
      filePath,
      originalFileName: 'bolletta.pdf',
      purpose: 'bill',
      billId: b!.id,
    }),
  );
}

describe('upload quotas per landlord', () => {
  it('refuses a 21st open slot with 429 and stores nothing; attached and expired slots free their place', async () => {
    const landlord = await ctx.createLandlord();
    const first = await uploadedSlot(landlord);
    for (let i = 1; i < 20; i++) expect((await requestSlot(landlord)).status).toBe(201);

    const before = await uploadRows();
    const refused = await requestSlot(landlord);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(TOO_MANY);
    expect(await uploadRows()).toBe(before);

    // Another landlord has a quota of their own.
    expect((await requestSlot(await ctx.createLandlord())).status).toBe(201);

    // An attached upload is no longer open.
    await attachToNewBill(landlord, first);
    expect((await requestSlot(landlord)).status).toBe(201);
    expect((await requestSlot(landlord)).status).toBe(429);

    // Expired slots are no longer open either (10 minutes after they were issued).
    ctx.clock.set('2026-03-15T10:10:01Z');
    expect((await requestSlot(landlord)).status).toBe(201);
  });

  it('refuses more than 50 MB in unattached uploads, expired ones included until the cleanup', async () => {
    const landlord = await ctx.createLandlord();
    for (let i = 0; i < 5; i++) expect((await requestSlot(landlord, 10 * MB)).status).toBe(201);

    const before = await uploadRows();
    const refused = await requestSlot(landlord, 1);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(SPACE_FULL);
    expect(await uploadRows()).toBe(before);

    ctx.clock.set('2026-03-15T10:10:01Z');
    expect((await requestSlot(landlord, 1)).status).toBe(429);
    await deleteExpiredUploads(ctx.deps);
    expect((await requestSlot(landlord, 10 * MB)).status).toBe(201);
  });
});

describe('deleteExpiredUploads (local disk)', () => {
  it('deletes the bytes and rows of expired unattached uploads, keeps attached and unexpired ones', async () => {
    const landlord = await ctx.createLandlord();
    const expired = await uploadedSlot(landlord);
    const attached = await uploadedSlot(landlord);
    await attachToNewBill(landlord, attached);
    const neverPut = (await requestSlot(landlord)).body.filePath as string;
    ctx.clock.set('2026-03-15T10:05:00Z');
    const fresh = await uploadedSlot(landlord);
    for (const key of [expired, attached, fresh]) expect(fs.existsSync(storedFile(key))).toBe(true);

    ctx.clock.set('2026-03-15T10:10:01Z');
    const result = await deleteExpiredUploads(ctx.deps);
    expect(result).toEqual({ deleted: 2, failed: 0 });

    const keys = (
      await ctx.db.select({ key: upload.storageKey }).from(upload).where(eq(upload.ownerId, landlord.user.id))
    )
      .map((r) => r.key)
      .sort();
    expect(keys).toEqual([attached, fresh].sort());
    expect(fs.existsSync(storedFile(expired))).toBe(false);
    expect(fs.existsSync(storedFile(neverPut))).toBe(false);
    expect(fs.existsSync(storedFile(attached))).toBe(true);
    expect(fs.existsSync(storedFile(fresh))).toBe(true);

    // Nothing left to do: a second run deletes nothing.
    expect(await deleteExpiredUploads(ctx.deps)).toEqual({ deleted: 0, failed: 0 });
  });
});
