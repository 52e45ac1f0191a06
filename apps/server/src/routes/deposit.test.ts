/** Deposit routes (docs/domain.md §14; issue 23 parts 2–4): legal rates, year-end credit, closing and its PDF. */
import { DEPOSIT_MESSAGES, DOCUMENT_MESSAGES, FIELD_MESSAGES } from '@casaconti/core/messages';
import { formatEuro } from '@casaconti/core/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  depositClosing,
  depositDeduction,
  depositInterestCredit,
  document,
  legalInterestOverride,
  settlementItem,
  upload,
} from '../db/schema';
import { pdfText } from '../lib/documents/receipt-pdf.test-support';
import { creditDepositInterest } from '../services/deposit/credit-deposit-interest';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { PDF, PNG } from './bills.test-support';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;

beforeAll(async () => {
  ctx = await createTestContext({ now: '2025-03-15T10:00:00Z' });
  landlord = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant({ firstName: 'Giulia', lastName: 'Neri' });
});
afterAll(async () => {
  await ctx.close();
});

/** The docs/domain.md §14 example: 1.500,00 € received 01/07/2024 on a contract from that day. */
async function depositContract(over: Record<string, unknown> = {}, email?: string) {
  const h = await seedProperty(ctx, landlord.user.id, ['Stanza A']);
  return createContractVia(
    landlord,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      tenantInfo: email ? { email, firstName: 'Giulia', lastName: 'Neri' } : {},
      contractDetails: {
        start_date: '2024-07-01',
        end_date: '2028-06-30',
        rent_amount: 50000,
        deposit_amount: 150000,
        deposit_received_on: '2024-07-01',
        deposit_held_as: 'Libretto bancario',
        ...over,
      },
    }),
  );
}

const credits = (contractId: string) =>
  ctx.db
    .select({ amount: settlementItem.amount, notes: settlementItem.notes, kind: settlementItem.kind })
    .from(settlementItem)
    .where(eq(settlementItem.contractId, contractId));

describe('legal rates', () => {
  it('lists the shipped rates with their decree; the landlord overrides a year and removes it', async () => {
    const list = await answer(landlord.api.deposit['legal-rates'].$get());
    expect(list.status).toBe(200);
    const y2024 = list.body.find((r: { year: number }) => r.year === 2024);
    expect(y2024).toMatchObject({ shippedRate: 250, override: null });
    expect(y2024.source).toMatch(/D\.M\. 29 novembre 2023/);
    const set = await answer(
      landlord.api.deposit['legal-rates'][':year'].$put({ param: { year: '2024' }, json: { rate: '3,25' } }),
    );
    expect(set.status).toBe(200);
    expect(set.body.find((r: { year: number }) => r.year === 2024)).toMatchObject({ shippedRate: 250, override: 325 });
    // Another landlord's table is untouched.
    const theirs = await answer(other.api.deposit['legal-rates'].$get());
    expect(theirs.body.find((r: { year: number }) => r.year === 2024).override).toBeNull();
    const removed = await answer(landlord.api.deposit['legal-rates'][':year'].$delete({ param: { year: '2024' } }));
    expect(removed.body.find((r: { year: number }) => r.year === 2024).override).toBeNull();
  });

  it.each([
    ['20,01', DEPOSIT_MESSAGES.rateRange],
    ['-1', DEPOSIT_MESSAGES.rateRange],
    ['2,555', 'Massimo 2 decimali'],
    ['abc', DEPOSIT_MESSAGES.rateInvalid],
  ])('refuses the rate %s with a message on the field, nothing stored', async (rate, message) => {
    const res = await landlord.put('/api/deposit/legal-rates/2024', { rate });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.rate).toBe(message);
    const rows = await ctx.db
      .select()
      .from(legalInterestOverride)
      .where(eq(legalInterestOverride.landlordId, landlord.user.id));
    expect(rows).toEqual([]);
  });

  it('refuses a year that is not one', async () => {
    const res = await landlord.put('/api/deposit/legal-rates/abc', { rate: '2' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.year).toBe(DEPOSIT_MESSAGES.yearInvalid);
  });
});

describe('deposit interest', () => {
  it('shows the docs/domain.md §14 example per year: 2024 → 18,85 €, 2025 so far', async () => {
    const id = await depositContract();
    const res = await answer(landlord.api.contracts[':id'].deposit.$get({ param: { id } }));
    expect(res.status).toBe(200);
    expect(res.body.years[0]).toMatchObject({
      year: 2024,
      daysHeld: 184,
      daysInYear: 366,
      rateHundredths: 250,
      interestCents: 1885,
      credited: false,
    });
    // 2025 up to 15/03: 74 days at 2 % → 150000 × 0,02 × 74 / 365 = 608,2 → 608
    expect(res.body.years[1]).toMatchObject({ year: 2025, daysHeld: 74, interestCents: 608 });
    expect(res.body.interestNotCredited).toBe(1885 + 608);
    expect((await answer(other.api.contracts[':id'].deposit.$get({ param: { id } }))).status).toBe(404);
  });

  it("the daily job credits last year's interest once, with the landlord's override; twice changes nothing", async () => {
    const id = await depositContract();
    const none = await depositContract({ deposit_interest_due: false });
    await landlord.put('/api/deposit/legal-rates/2024', { rate: '2,5' });
    await creditDepositInterest({ db: ctx.db, clock: ctx.clock });
    await creditDepositInterest({ db: ctx.db, clock: ctx.clock });
    expect(await credits(id)).toEqual([{ amount: 1885, notes: 'Interessi deposito cauzionale 2024', kind: 'credit' }]);
    expect(await credits(none)).toEqual([]);
    const res = await answer(landlord.api.contracts[':id'].deposit.$get({ param: { id } }));
    expect(res.body.years[0].credited).toBe(true);
    expect(res.body.interestNotCredited).toBe(608);
    await landlord.delete('/api/deposit/legal-rates/2024');
  });
});

/** A deduction's document uploaded as 'Chiudi deposito' does (purpose deposit_deduction). */
async function uploadDeductionFile(name = 'preventivo.pdf', bytes: Buffer = PDF, type = 'application/pdf') {
  const slot = await answer(
    landlord.api.uploads.$post({
      json: { file_name: name, file_type: type, file_size: bytes.length, purpose: 'deposit_deduction' },
    }),
  );
  expect(slot.status).toBe(201);
  const put = await ctx.agent().request('PUT', slot.body.uploadUrl, bytes, { 'content-type': type });
  return { temp_path: slot.body.filePath as string, original_filename: name, putStatus: put.status, put };
}

/** Closes the deposit on 15/03/2025 with one deduction whose document is the uploaded `file`. */
async function closeWithDocumentedDeduction(
  contractId: string,
  file: { temp_path: string; original_filename: string },
  deduction: { reason: string; amount: number },
) {
  const documentInfo = { temp_path: file.temp_path, original_filename: file.original_filename };
  return landlord.post(`/api/contracts/${contractId}/deposit/closing`, {
    closed_on: '2025-03-15',
    deductions: [{ ...deduction, documentInfo }],
  });
}

describe('closing the deposit', () => {
  it('deposit + interest not credited − deductions = returned; one transaction; the PDF for landlord and tenant', async () => {
    const email = tenant.user.email;
    const id = await depositContract({}, email);
    await acceptLatestContract(ctx, email);
    const { temp_path, original_filename } = await uploadDeductionFile();
    const documentInfo = { temp_path, original_filename };
    const res = await answer(
      landlord.api.contracts[':id'].deposit.closing.$post({
        param: { id },
        json: {
          closed_on: '2025-03-15',
          deductions: [
            { reason: 'Tinteggiatura camera', amount: 20000, documentInfo },
            { reason: 'Pulizie finali', amount: 5000 },
          ],
        },
      }),
    );
    expect(res.status).toBe(201);
    // 150000 + 1885 + 608 − 25000
    expect(res.body.balance).toBe(127493);
    const again = await answer(
      landlord.api.contracts[':id'].deposit.closing.$post({ param: { id }, json: { closed_on: '2025-03-15' } }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(DEPOSIT_MESSAGES.alreadyClosed);

    for (const viewer of [landlord, tenant]) {
      const pdf = await viewer.get(`/api/contracts/${id}/deposit/statement`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
    const raw = await ctx.app.request(`/api/contracts/${id}/deposit/statement`, {
      headers: { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const text = pdfText(new Uint8Array(await raw.arrayBuffer()));
    expect(text).toContain('Restituzione del deposito cauzionale');
    expect(text).toContain('Giulia Neri');
    expect(text).toContain('Tinteggiatura camera (documento: preventivo.pdf)');
    expect(text).toContain('1.500,00 €');
    expect(text).toContain('24,93 €');
    expect(text).toMatch(/Da restituire all.inquilino/);
    expect(text).toContain('1.274,93 €');
    expect((await other.get(`/api/contracts/${id}/deposit/statement`)).status).toBe(404);
    expect((await ctx.agent().get(`/api/contracts/${id}/deposit/statement`)).status).toBe(401);
  });

  it('deductions above deposit + interest: refused unless the tenant owes the rest', async () => {
    const id = await depositContract({ deposit_interest_due: false });
    const big = { closed_on: '2025-03-15', deductions: [{ reason: 'Danni', amount: 150001 }] };
    const refused = await landlord.post(`/api/contracts/${id}/deposit/closing`, big);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.tenant_owes_rest).toBe(DEPOSIT_MESSAGES.deductionsExceed(formatEuro(150000)));
    expect(await ctx.db.select().from(depositClosing).where(eq(depositClosing.contractId, id))).toEqual([]);
    const owed = await landlord.post(`/api/contracts/${id}/deposit/closing`, { ...big, tenant_owes_rest: true });
    expect(owed.status).toBe(201);
    expect(owed.body.balance).toBe(-1);
    const text = pdfText(
      new Uint8Array(
        await (
          await ctx.app.request(`/api/contracts/${id}/deposit/statement`, {
            headers: { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
          })
        ).arrayBuffer(),
      ),
    );
    expect(text).toMatch(/Dovuto dall.inquilino/);
    expect(text).toContain('0,01 €');
  });

  it.each([
    [
      'a deduction of 0',
      { closed_on: '2025-03-15', deductions: [{ reason: 'x', amount: 0 }] },
      'deductions.0.amount',
      FIELD_MESSAGES.amountMustBePositive,
    ],
    [
      'a blank reason',
      { closed_on: '2025-03-15', deductions: [{ reason: ' ', amount: 100 }] },
      'deductions.0.reason',
      DEPOSIT_MESSAGES.deductionReasonRequired,
    ],
    [
      'a closing before the receipt',
      { closed_on: '2024-06-30' },
      'closed_on',
      DEPOSIT_MESSAGES.closingDateBeforeReceipt,
    ],
    ['no date', {}, 'closed_on', 'Data di chiusura obbligatoria'],
  ])('refuses %s on its field, nothing stored', async (_name, body, field, message) => {
    const id = await depositContract();
    const res = await landlord.post(`/api/contracts/${id}/deposit/closing`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect(await ctx.db.select().from(depositClosing).where(eq(depositClosing.contractId, id))).toEqual([]);
  });

  it('a contract without a deposit cannot be closed; another landlord gets 404; the tenant 403', async () => {
    const h = await seedProperty(ctx, landlord.user.id, ['Stanza A']);
    const id = await createContractVia(landlord, contractBody(h.property.id, [h.rooms[0]!.id]));
    const res = await landlord.post(`/api/contracts/${id}/deposit/closing`, { closed_on: '2026-03-01' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(DEPOSIT_MESSAGES.noDeposit);
    expect((await other.post(`/api/contracts/${id}/deposit/closing`, { closed_on: '2026-03-01' })).status).toBe(404);
    expect((await tenant.post(`/api/contracts/${id}/deposit/closing`, { closed_on: '2026-03-01' })).status).toBe(403);
    const counted = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(depositDeduction);
    expect(counted[0]!.n).toBe(3);
    expect(
      await ctx.db
        .select()
        .from(depositInterestCredit)
        .where(and(eq(depositInterestCredit.contractId, id))),
    ).toEqual([]);
    expect((await ctx.db.select().from(contract).where(eq(contract.id, id)))[0]!.depositAmount).toBeNull();
  });

  it("the dialog's idempotency key: the same key again answers the first closing with 200 and stores one (decision 162)", async () => {
    const id = await depositContract();
    const idempotencyKey = crypto.randomUUID();
    const body = { closed_on: '2025-03-15', deductions: [{ reason: 'Pulizie', amount: 5000 }], idempotencyKey };
    expect((await landlord.post(`/api/contracts/${id}/deposit/closing`, { ...body, idempotencyKey: 'x' })).status).toBe(
      400,
    );
    expect((await other.post(`/api/contracts/${id}/deposit/closing`, body)).status).toBe(404);
    expect((await tenant.post(`/api/contracts/${id}/deposit/closing`, body)).status).toBe(403);
    const first = await landlord.post(`/api/contracts/${id}/deposit/closing`, body);
    expect(first.status).toBe(201);
    const again = await landlord.post(`/api/contracts/${id}/deposit/closing`, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const closings = await ctx.db.select().from(depositClosing).where(eq(depositClosing.contractId, id));
    expect(closings).toHaveLength(1);
    const deductions = await ctx.db
      .select()
      .from(depositDeduction)
      .where(eq(depositDeduction.closingId, closings[0]!.id));
    expect(deductions).toHaveLength(1);
    // Another key, or none: the 409 of a closed deposit.
    const otherKey = await landlord.post(`/api/contracts/${id}/deposit/closing`, {
      ...body,
      idempotencyKey: crypto.randomUUID(),
    });
    expect([otherKey.status, otherKey.body.error.message]).toEqual([409, DEPOSIT_MESSAGES.alreadyClosed]);
  });
});

describe("a deduction's document (decision 111)", () => {
  it('may be a photo, as a bill or a payment proof: a PNG is stored with the contract and opens through a signed link', async () => {
    const id = await depositContract();
    const file = await uploadDeductionFile('danno-parete.png', PNG, 'image/png');
    expect(file.putStatus).toBe(200);
    const res = await closeWithDocumentedDeduction(id, file, { reason: 'Parete danneggiata', amount: 10000 });
    expect(res.status).toBe(201);
    const deposit = await answer(landlord.api.contracts[':id'].deposit.$get({ param: { id } }));
    const stored = deposit.body.closing?.deductions[0]?.document;
    expect(stored).toEqual({ id: expect.any(String), fileName: 'danno-parete.png' });
    const [row] = await ctx.db.select().from(document).where(eq(document.id, stored!.id));
    expect(row).toMatchObject({ contractId: id, contentType: 'image/png', size: PNG.length });
    const url = await answer(landlord.api.documents.url.$post({ json: { document_id: stored!.id } }));
    expect(url.status).toBe(200);
    const download = await ctx.app.request(url.body.signedUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a text file, declared as such or disguised as a photo, in Italian; nothing stored', async () => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(upload);
    const text = Buffer.from('solo testo, non una foto\n');
    const declared = await landlord.post('/api/uploads', {
      file_name: 'note.txt',
      file_type: 'text/plain',
      file_size: text.length,
      purpose: 'deposit_deduction',
    });
    expect(declared.status).toBe(415);
    expect(declared.body.error.message).toBe(DOCUMENT_MESSAGES.typeNotAllowed.deposit_deduction);
    expect(declared.body.error.message).toBe(
      'Tipo di file non consentito: per le trattenute PDF o immagini (JPEG, PNG, WebP, HEIC).',
    );
    expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(upload)).toEqual(before);

    // The same bytes named and declared as a PNG: the magic bytes refuse them at the PUT.
    const disguised = await uploadDeductionFile('foto.png', text, 'image/png');
    expect(disguised.putStatus).toBe(415);
    expect(disguised.put.body.error.message).toBe(DOCUMENT_MESSAGES.typeNotAllowed.deposit_deduction);
    const id = await depositContract();
    const res = await closeWithDocumentedDeduction(id, disguised, { reason: 'Pulizie', amount: 1000 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(DOCUMENT_MESSAGES.notUploaded);
    expect(await ctx.db.select().from(depositClosing).where(eq(depositClosing.contractId, id))).toEqual([]);
    expect(await ctx.db.select().from(document).where(eq(document.contractId, id))).toEqual([]);
  });

  it("refuses a contract-purpose upload as a deduction's document", async () => {
    const id = await depositContract();
    const slot = await answer(
      landlord.api.uploads.$post({
        json: { file_name: 'c.pdf', file_type: 'application/pdf', file_size: PDF.length, purpose: 'contract' },
      }),
    );
    await ctx.agent().request('PUT', slot.body.uploadUrl, PDF, { 'content-type': 'application/pdf' });
    const file = { temp_path: slot.body.filePath, original_filename: 'c.pdf' };
    const res = await closeWithDocumentedDeduction(id, file, { reason: 'x', amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(DOCUMENT_MESSAGES.wrongPurpose);
    expect(await ctx.db.select().from(depositClosing).where(eq(depositClosing.contractId, id))).toEqual([]);
  });
});
