import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { contractBody, counts, seedProperty } from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The wizard's step 4: ask for an upload URL, PUT the bytes there. */
async function uploadPdf(name = 'contratto.pdf') {
  const slot = await answer(
    landlord.api.uploads.$post({
      json: {
        file_name: name,
        file_type: 'application/pdf',
        file_size: PDF.length,
        purpose: 'contract',
      },
    }),
  );
  expect(slot.status).toBe(201);
  const put = await landlord.request('PUT', slot.body.uploadUrl, PDF, { 'content-type': 'application/pdf' });
  expect(put.status).toBe(200);
  return slot.body.filePath as string;
}

describe('contract document (documentInfo)', () => {
  it('attaches the uploaded PDF to the new contract', async () => {
    const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
    const filePath = await uploadPdf();
    const res = await answer(
      landlord.api.contracts.$post({
        json: contractBody(p.id, [rooms[0]!.id], {
          documentInfo: { temp_path: filePath, original_filename: 'Contratto Rossi.pdf' },
        }),
      }),
    );
    expect(res.status).toBe(201);
    const detail = await answer(landlord.api.contracts[':id'].$get({ param: { id: res.body.contractId } }));
    expect(detail.body.documents).toEqual([{ id: expect.any(String), fileName: 'Contratto Rossi.pdf' }]);
    const [doc] = await ctx.db.select().from(document).where(eq(document.contractId, res.body.contractId));
    expect(doc).toMatchObject({ storageKey: filePath, contentType: 'application/pdf' });
  });

  it('refuses an upload already used, or a path never issued, and stores nothing', async () => {
    const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
    const filePath = await uploadPdf();
    const first = await answer(
      landlord.api.contracts.$post({
        json: contractBody(p.id, [rooms[0]!.id], { documentInfo: { temp_path: filePath, original_filename: 'a.pdf' } }),
      }),
    );
    expect(first.status).toBe(201);

    const before = await counts(ctx);
    const reused = await answer(
      landlord.api.contracts.$post({
        json: contractBody(p.id, [rooms[1]!.id], { documentInfo: { temp_path: filePath, original_filename: 'a.pdf' } }),
      }),
    );
    expect(reused.status).toBe(409);
    const bogus = await answer(
      landlord.api.contracts.$post({
        json: contractBody(p.id, [rooms[1]!.id], {
          documentInfo: { temp_path: '../../etc/passwd', original_filename: 'a.pdf' },
        }),
      }),
    );
    expect(bogus.status).toBe(400);
    expect(await counts(ctx)).toEqual(before);
  });

  it('a failed contract releases the upload, which a corrected request can then use', async () => {
    const { property: p, rooms } = await seedProperty(ctx, landlord.user.id);
    await answer(landlord.api.contracts.$post({ json: contractBody(p.id, [rooms[0]!.id]) }));
    const filePath = await uploadPdf();
    const clash = await answer(
      landlord.api.contracts.$post({
        json: contractBody(p.id, [rooms[0]!.id], { documentInfo: { temp_path: filePath, original_filename: 'b.pdf' } }),
      }),
    );
    expect(clash.status).toBe(409);
    const retry = await answer(
      landlord.api.contracts.$post({
        json: contractBody(p.id, [rooms[1]!.id], { documentInfo: { temp_path: filePath, original_filename: 'b.pdf' } }),
      }),
    );
    expect(retry.status).toBe(201);
  });
});
