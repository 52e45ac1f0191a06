import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bill, billSplit, contract, document, user } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { attachUploadedDocument } from '../services/documents/attach-uploaded-document';
import { insertAcceptedContract, insertProperty as insertPropertyRow } from '../test/factories';
import { createTestContext, DEFAULT_NOW, type TestContext, answer } from '../test/harness';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
type Tenant = Awaited<ReturnType<TestContext['createTenant']>>;

let ctx: TestContext;
let owner: Landlord;
let other: Landlord;
let tenant: Tenant;
let otherTenant: Tenant;
let contractId: string;
let otherContractId: string;
let contractDocId: string;
let billDocId: string;
let unsplitBillDocId: string;
let otherContractDocId: string;

const SHARE_TOKEN = 'share-token-of-the-first-contract-0123456789abcdef';
const OTHER_SHARE_TOKEN = 'share-token-of-the-other-contract-0123456789abcdef';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Documento non trovato' } };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  Buffer.from([0x1f, 0x15, 0xc4, 0x89]),
]);

async function insertProperty(landlordId: string) {
  return (await insertPropertyRow(ctx.db, landlordId)).id;
}

async function insertContract(propertyId: string, tenantId: string, shareToken: string) {
  const c = await insertAcceptedContract(ctx.db, {
    propertyId,
    tenantId,
    rentAmount: 60000,
    shareTokenHash: hashToken(shareToken),
  });
  return c.id;
}

async function insertBill(propertyId: string) {
  const [b] = await ctx.db
    .insert(bill)
    .values({
      propertyId,
      createdBy: sql`(select landlord_id from property where id = ${propertyId})`,
      idempotencyKey: crypto.randomUUID(),
      category: 'electricity',
      totalAmount: 30000,
      splittableAmount: 30000,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
    })
    .returning();
  return b!.id;
}

/** The real path: create-upload-url, PUT, then attach inside a transaction. */
async function uploadAndAttach(
  landlord: Landlord,
  target: { contractId: string } | { billId: string },
  file: { bytes: Buffer; type: string; name: string },
) {
  const purpose = 'contractId' in target ? 'contract' : 'bill';
  const slot = await answer(
    landlord.api.uploads.$post({
      json: {
        file_name: file.name,
        file_type: file.type,
        file_size: file.bytes.length,
        purpose,
      },
    }),
  );
  expect(slot.status).toBe(201);
  const put = await ctx.agent().request('PUT', slot.body.uploadUrl, file.bytes, { 'content-type': file.type });
  expect(put.status).toBe(200);
  const doc = await ctx.db.transaction((tx) =>
    attachUploadedDocument({
      tx,
      storage: ctx.deps.storage,
      clock: ctx.clock,
      ownerId: landlord.user.id,
      filePath: slot.body.filePath,
      originalFileName: file.name,
      purpose,
      ...target,
    } as Parameters<typeof attachUploadedDocument>[0]),
  );
  return doc.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  otherTenant = await ctx.createTenant();

  const propertyId = await insertProperty(owner.user.id);
  contractId = await insertContract(propertyId, tenant.user.id, SHARE_TOKEN);
  const billId = await insertBill(propertyId);
  await ctx.db.insert(billSplit).values({
    billId,
    contractId,
    costModelApplied: 'settlement',
    calculatedAmount: 30000,
    overlapDays: 28,
    numberOfOccupants: 1,
    weight: '28',
  });
  const unsplitBillId = await insertBill(propertyId);

  const otherPropertyId = await insertProperty(other.user.id);
  otherContractId = await insertContract(otherPropertyId, otherTenant.user.id, OTHER_SHARE_TOKEN);

  contractDocId = await uploadAndAttach(
    owner,
    { contractId },
    { bytes: PDF, type: 'application/pdf', name: 'Contratto Rossi – 2026 "firmato".pdf' },
  );
  billDocId = await uploadAndAttach(owner, { billId }, { bytes: PNG, type: 'image/png', name: 'bolletta luce.png' });
  unsplitBillDocId = await uploadAndAttach(
    owner,
    { billId: unsplitBillId },
    { bytes: PDF, type: 'application/pdf', name: 'gas.pdf' },
  );
  otherContractDocId = await uploadAndAttach(
    other,
    { contractId: otherContractId },
    { bytes: PDF, type: 'application/pdf', name: 'altro.pdf' },
  );
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

type Caller = { post: Landlord['post'] };
const askUrl = (caller: Caller, body: Record<string, unknown>) => caller.post('/api/documents/url', body);

async function download(signedUrl: string) {
  return ctx.app.request(signedUrl);
}

describe('POST /api/documents/url (get-document-url)', () => {
  it('gives the owner landlord a short-lived link that serves the bytes safely', async () => {
    const res = await askUrl(owner, { document_id: contractDocId });
    expect(res.status).toBe(200);
    const url = new URL(res.body.signedUrl, 'http://x');
    expect(url.pathname.startsWith('/api/documents/blob/contract/')).toBe(true);
    expect(Number(url.searchParams.get('exp'))).toBe(Date.parse(DEFAULT_NOW) / 1000 + 300);

    const file = await download(res.body.signedUrl);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-length')).toBe(String(PDF.length));
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Contratto Rossi _ 2026 firmato.pdf"; filename*=UTF-8''Contratto%20Rossi%20%E2%80%93%202026%20firmato.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    // Chrome's PDF viewer needs object-src on this response only.
    expect(file.headers.get('content-security-policy')).toContain("object-src 'self'");
    const page = await ctx.app.request('/healthz');
    expect(page.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('serves a bill image with its real type', async () => {
    const res = await askUrl(owner, { document_id: billDocId });
    expect(res.status).toBe(200);
    const file = await download(res.body.signedUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("answers another landlord's document exactly like a missing one", async () => {
    const foreign = await askUrl(owner, { document_id: otherContractDocId });
    const missing = await askUrl(owner, { document_id: MISSING_ID });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(missing.body).toEqual(NOT_FOUND);
    expect((await askUrl(other, { document_id: contractDocId })).body).toEqual(NOT_FOUND);
    expect((await askUrl(other, { document_id: billDocId })).body).toEqual(NOT_FOUND);
  });

  it('lets the tenant open their contract and the bills split onto it, nothing else', async () => {
    for (const id of [contractDocId, billDocId]) {
      const res = await askUrl(tenant, { document_id: id });
      expect(res.status, id).toBe(200);
      expect((await download(res.body.signedUrl)).status).toBe(200);
    }
    expect((await askUrl(tenant, { document_id: unsplitBillDocId })).body).toEqual(NOT_FOUND);
    expect((await askUrl(tenant, { document_id: otherContractDocId })).body).toEqual(NOT_FOUND);
    for (const id of [contractDocId, billDocId, unsplitBillDocId]) {
      const res = await askUrl(otherTenant, { document_id: id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await askUrl(otherTenant, { document_id: otherContractDocId })).status).toBe(200);
  });

  it('anonymous without a token: 401', async () => {
    const res = await askUrl(ctx.agent(), { document_id: contractDocId });
    expect(res.status).toBe(401);
  });

  it('an invited (not yet active) user: 403', async () => {
    const invitee = await ctx.createTenant();
    await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, invitee.user.id));
    const res = await askUrl(invitee, { document_id: contractDocId });
    expect(res.status).toBe(403);
  });

  it('with a share token, no session: the contract and bills split onto it only', async () => {
    const anon = ctx.agent();
    for (const id of [contractDocId, billDocId]) {
      const res = await askUrl(anon, { document_id: id, sharable_link_token: SHARE_TOKEN });
      expect(res.status, id).toBe(200);
      const file = await download(res.body.signedUrl);
      expect(file.status).toBe(200);
    }
    for (const id of [unsplitBillDocId, otherContractDocId, MISSING_ID]) {
      const res = await askUrl(anon, { document_id: id, sharable_link_token: SHARE_TOKEN });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    // Another contract's token does not open this contract's documents.
    expect((await askUrl(anon, { document_id: contractDocId, sharable_link_token: OTHER_SHARE_TOKEN })).body).toEqual(
      NOT_FOUND,
    );
    expect((await askUrl(anon, { document_id: contractDocId, sharable_link_token: 'wrong-token' })).body).toEqual(
      NOT_FOUND,
    );
  });

  it('a deleted contract stops its share link, its tenant access and its landlord access', async () => {
    const propertyId = await insertProperty(owner.user.id);
    const token = 'share-token-of-a-contract-soon-deleted-0123456789';
    const id = await insertContract(propertyId, tenant.user.id, token);
    const docId = await uploadAndAttach(
      owner,
      { contractId: id },
      { bytes: PDF, type: 'application/pdf', name: 'c.pdf' },
    );
    expect((await askUrl(ctx.agent(), { document_id: docId, sharable_link_token: token })).status).toBe(200);
    await ctx.db.update(contract).set({ deletedAt: new Date() }).where(eq(contract.id, id));
    expect((await askUrl(ctx.agent(), { document_id: docId, sharable_link_token: token })).body).toEqual(NOT_FOUND);
    expect((await askUrl(tenant, { document_id: docId })).body).toEqual(NOT_FOUND);
    expect((await askUrl(owner, { document_id: docId })).body).toEqual(NOT_FOUND);
  });

  it('a deleted document or bill is not found', async () => {
    const propertyId = await insertProperty(owner.user.id);
    const billId = await insertBill(propertyId);
    const docId = await uploadAndAttach(owner, { billId }, { bytes: PDF, type: 'application/pdf', name: 'b.pdf' });
    expect((await askUrl(owner, { document_id: docId })).status).toBe(200);
    await ctx.db.update(bill).set({ deletedAt: new Date() }).where(eq(bill.id, billId));
    expect((await askUrl(owner, { document_id: docId })).body).toEqual(NOT_FOUND);
    await ctx.db.update(bill).set({ deletedAt: null }).where(eq(bill.id, billId));
    await ctx.db.update(document).set({ deletedAt: new Date() }).where(eq(document.id, docId));
    expect((await askUrl(owner, { document_id: docId })).body).toEqual(NOT_FOUND);
  });

  it.each([
    [{ document_id: 'not-a-uuid' }, 'ID documento non valido'],
    [{ document_id: '' }, 'ID documento non valido'],
    [{}, 'ID documento non valido'],
    [{ document_id: 42 }, 'ID documento non valido'],
  ])('refuses %o with 400', async (body, message) => {
    const res = await askUrl(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await owner.request('POST', '/api/documents/url', '{"document_id"', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
  });
});

describe('GET signed download URL (local disk)', () => {
  async function signed() {
    const res = await askUrl(owner, { document_id: contractDocId });
    return new URL(res.body.signedUrl, 'http://x');
  }

  it('expires within five minutes', async () => {
    const url = await signed();
    ctx.clock.set('2026-03-15T10:05:00Z');
    expect((await download(url.pathname + url.search)).status).toBe(200);
    ctx.clock.set('2026-03-15T10:05:01Z');
    const res = await download(url.pathname + url.search);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Link al documento scaduto.');
  });

  it.each([
    ['sig', (u: URL) => u.searchParams.set('sig', 'A'.repeat(43))],
    ['name', (u: URL) => u.searchParams.set('name', 'evil.html')],
    ['type', (u: URL) => u.searchParams.set('type', 'text/html')],
    ['exp', (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))],
    ['missing sig', (u: URL) => u.searchParams.delete('sig')],
  ])('refuses a tampered %s with 403', async (_label, tamper) => {
    const url = await signed();
    tamper(url);
    const res = await download(url.pathname + url.search);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Link al documento non valido.');
  });

  it('a link for one file does not open another', async () => {
    const a = await signed();
    const b = new URL((await askUrl(owner, { document_id: billDocId })).body.signedUrl, 'http://x');
    const res = await download(a.pathname + b.search);
    expect(res.status).toBe(403);
  });
});
