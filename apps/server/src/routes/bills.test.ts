import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { FIELD_MESSAGES } from '@casaconti/core/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bill, billSplit, document, payable, settlement, settlementItem, user } from '../db/schema';
import { createTestContext, DEFAULT_NOW, type TestContext, answer } from '../test/harness';
import { billBody, billCounts, contractOn, PDF, uploadBillFile } from './bills.test-support';
import { seedProperty } from './contracts.test-support';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

let ctx: TestContext;
let owner: Landlord;
let other: Landlord;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let invited: Awaited<ReturnType<TestContext['createTenant']>>;
let home: Awaited<ReturnType<typeof seedProperty>>;
let otherHome: Awaited<ReturnType<typeof seedProperty>>;
let contractA: string;
let contractB: string;
let contractC: string;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const BILL_NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Spesa non trovata' } };
const PROPERTY_NOT_FOUND_EDIT = {
  error: { code: 'NOT_FOUND', message: 'Proprietà non trovata o non hai i permessi per modificarla' },
};
const PROPERTY_NOT_FOUND_VIEW = {
  error: { code: 'NOT_FOUND', message: 'Proprietà non trovata o non hai i permessi per visualizzarla' },
};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  invited = await ctx.createTenant();
  await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, invited.user.id));
  // docs/domain.md §10: A 2 occupants all January, B 1 occupant from 16/01, C self-managed electricity.
  home = await seedProperty(ctx, owner.user.id);
  contractA = await contractOn(owner, home.property.id, home.rooms[0]!.id, {
    start: '2025-06-01',
    end: '2026-12-31',
    occupants: 2,
    costModels: { electricity: 'settlement', water: 'fixed_fee' },
  });
  contractB = await contractOn(owner, home.property.id, home.rooms[1]!.id, {
    start: '2026-01-16',
    end: '2026-12-31',
    occupants: 1,
    costModels: { electricity: 'consumption_based', water: 'fixed_fee' },
  });
  contractC = await contractOn(owner, home.property.id, home.rooms[2]!.id, {
    start: '2025-01-01',
    end: '2026-12-31',
    occupants: 3,
    costModels: { electricity: 'self_managed', water: 'self_managed' },
  });
  otherHome = await seedProperty(ctx, other.user.id);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

async function recordBill(over: Parameters<typeof billBody>[1] = {}) {
  const res = await answer(owner.api.bills.$post({ json: billBody(home.property.id, over) }));
  expect(res.status, res.text).toBe(201);
  return res.body as {
    billId: string;
    warnings: string[];
    splits: { contractId: string; calculated_amount: number }[];
  };
}

describe('POST /api/bills (process-uploaded-bill)', () => {
  it('splits docs/domain.md §10’s bill: A 238,46 € as a settlement debit, B 61,54 € as a payable due today', async () => {
    const res = await answer(
      owner.api.bills.$post({ json: billBody(home.property.id, { billDetails: { notes: 'Enel gennaio' } }) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.warnings).toEqual(['Marco Rossi copre solo 16 giorni su 31']);
    expect(
      res.body.splits.map((s: Record<string, unknown>) => [s.contractId, s.costModelApplied, s.calculated_amount]),
    ).toEqual(
      expect.arrayContaining([
        [contractA, 'settlement', 23846],
        [contractB, 'consumption_based', 6154],
      ]),
    );
    expect(res.body.splits).toHaveLength(2);
    expect(res.body.splits[0].tenant).toEqual({ firstName: 'Marco', lastName: 'Rossi' });
    const billId = res.body.billId as string;

    const splits = await ctx.db.select().from(billSplit).where(eq(billSplit.billId, billId));
    expect(
      splits
        .map((s) => [s.contractId, s.overlapDays, s.numberOfOccupants, s.weight, s.calculatedAmount])
        .sort((a, b) => Number(b[4]) - Number(a[4])),
    ).toEqual([
      [contractA, 31, 2, '62', 23846],
      [contractB, 16, 1, '16', 6154],
    ]);
    const splitB = splits.find((s) => s.contractId === contractB)!;
    const splitA = splits.find((s) => s.contractId === contractA)!;
    const payables = await ctx.db.select().from(payable).where(eq(payable.billSplitId, splitB.id));
    expect(payables).toEqual([
      expect.objectContaining({
        contractId: contractB,
        type: 'consumption_bill',
        amount: 6154,
        status: 'due',
        dueDate: '2026-03-15',
        periodStartDate: '2026-01-01',
        periodEndDate: '2026-01-31',
      }),
    ]);
    expect(await ctx.db.select().from(payable).where(eq(payable.billSplitId, splitA.id))).toEqual([]);
    const debits = await ctx.db.select().from(settlementItem).where(eq(settlementItem.billSplitId, splitA.id));
    expect(debits).toEqual([
      expect.objectContaining({
        contractId: contractA,
        kind: 'debit',
        sourceType: 'bill_split',
        amount: 23846,
        settlementId: null,
      }),
    ]);
    expect(await ctx.db.select().from(settlementItem).where(eq(settlementItem.billSplitId, splitB.id))).toEqual([]);
  });

  it('feeds the contracts’ payments tab: B’s consumption payable, A’s pending debit labelled with the category', async () => {
    ctx.clock.set('2026-04-02T10:00:00Z');
    await recordBill({ billDetails: { category: 'electricity', totalAmount: 7800, splittableAmount: 7800 } });
    const financialsB = await answer(owner.api.contracts[':id'].financials.$get({ param: { id: contractB } }));
    expect(financialsB.status).toBe(200);
    expect(financialsB.body.payables).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'consumption_bill', amount: 1600, status: 'due', due_date: '2026-04-02' }),
      ]),
    );
    const financialsA = await answer(owner.api.contracts[':id'].financials.$get({ param: { id: contractA } }));
    expect(financialsA.body.pending_settlement_debits).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Luce', amount: 6200, date: '2026-01-31' })]),
    );
  });

  it('records fixed_fee shares for information only: a split, no payable, no debit', async () => {
    const before = await billCounts(ctx);
    const { billId, splits, warnings } = await recordBill({
      billDetails: { category: 'water', totalAmount: 1001, splittableAmount: 1001 },
    });
    expect(warnings).toEqual(['Marco Rossi copre solo 16 giorni su 31']);
    // A 1001×62/78 = 795,64… ; B 1001×16/78 = 205,33… → floors 1000, spare cent to A (0,64).
    expect(Object.fromEntries(splits.map((s) => [s.contractId, s.calculated_amount]))).toEqual({
      [contractA]: 796,
      [contractB]: 205,
    });
    const stored = await ctx.db.select().from(billSplit).where(eq(billSplit.billId, billId));
    expect(stored.map((s) => s.costModelApplied)).toEqual(['fixed_fee', 'fixed_fee']);
    const after = await billCounts(ctx);
    expect(after).toEqual({ ...before, bills: before.bills + 1, splits: before.splits + 2 });
  });

  it('stores a bill nobody shares, unsplit, with the Italian warning', async () => {
    const before = await billCounts(ctx);
    const { splits, warnings } = await recordBill({
      billDetails: { periodStartDate: '2024-01-01', periodEndDate: '2024-01-31' },
    });
    expect(splits).toEqual([]);
    expect(warnings).toEqual([
      "Nessun contratto partecipa alla ripartizione di questa spesa: l'importo è a carico del proprietario.",
    ]);
    expect(await billCounts(ctx)).toEqual({ ...before, bills: before.bills + 1 });
  });

  it('attaches the uploaded PDF to the bill, which then opens through a signed link', async () => {
    const file = await uploadBillFile(owner, ctx);
    expect(file.putStatus).toBe(200);
    const { billId } = await recordBill({
      documentInfo: { temp_path: file.temp_path, original_filename: file.original_filename },
    });
    const detail = await answer(owner.api.bills[':id'].$get({ param: { id: billId } }));
    expect(detail.body.documents).toEqual([{ id: expect.any(String), fileName: 'bolletta.pdf' }]);
    const url = await answer(owner.api.documents.url.$post({ json: { document_id: detail.body.documents[0].id } }));
    expect(url.status).toBe(200);
    const download = await ctx.agent().get(url.body.signedUrl);
    expect(download.status).toBe(200);
    expect(download.text).toBe(PDF.toString());
  });

  it('is idempotent: the same form submitted again answers with the first bill and records nothing', async () => {
    const body = billBody(home.property.id);
    const first = await answer(owner.api.bills.$post({ json: body }));
    expect(first.status).toBe(201);
    const before = await billCounts(ctx);
    const again = await answer(owner.api.bills.$post({ json: body }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Even with other details: the key identifies the submission.
    const changed = await answer(
      owner.api.bills.$post({
        json: {
          ...body,
          billDetails: { ...body.billDetails, totalAmount: 99, splittableAmount: 99 },
        },
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.billId).toBe(first.body.billId);
    expect(await billCounts(ctx)).toEqual(before);
    // Keys are per landlord: another landlord's identical key is another bill.
    const foreign = await answer(
      other.api.bills.$post({
        json: {
          ...billBody(otherHome.property.id),
          idempotencyKey: body.idempotencyKey,
        },
      }),
    );
    expect(foreign.status).toBe(201);
    expect(foreign.body.billId).not.toBe(first.body.billId);
  });

  it('three resubmissions of one form, one after the other, record one bill', async () => {
    const home = await seedProperty(ctx, owner.user.id, ['Unica']);
    const body = billBody(home.property.id);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await answer(owner.api.bills.$post({ json: body }))).status);
    expect(statuses).toEqual([201, 200, 200]);
    expect(await ctx.db.select().from(bill).where(eq(bill.propertyId, home.property.id))).toHaveLength(1);
  });
});

describe('bad input stores nothing', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['amount 0', { billDetails: { totalAmount: 0, splittableAmount: 0 } }, 400, "L'importo deve essere maggiore di 0"],
    ['negative amount', { billDetails: { totalAmount: -100 } }, 400, "L'importo deve essere maggiore di 0"],
    [
      '3 decimals (fractional cents)',
      { billDetails: { totalAmount: 100.5, splittableAmount: 100.5 } },
      400,
      'Importo non valido',
    ],
    ['text amount', { billDetails: { totalAmount: 'cento' } }, 400, 'Importo non valido'],
    [
      'amount above 99.999.999,99 € (issue 46 §12)',
      { billDetails: { totalAmount: 9_999_999_999_900, splittableAmount: 9_999_999_999_900 } },
      400,
      FIELD_MESSAGES.amountTooLarge,
    ],
    [
      'end before start',
      { billDetails: { periodStartDate: '2026-01-31', periodEndDate: '2026-01-01' } },
      400,
      'La data di fine deve essere successiva alla data di inizio',
    ],
    [
      'period before 1900',
      { billDetails: { periodStartDate: '1899-12-01', periodEndDate: '1899-12-31' } },
      400,
      'La data non può essere precedente al 01/01/1900',
    ],
    ['unknown category', { billDetails: { category: 'telefono' } }, 400, 'Seleziona una categoria'],
    ['display-only category', { billDetails: { category: 'manual_adjustment' } }, 400, 'Seleziona una categoria'],
    ['missing start date', { billDetails: { periodStartDate: '' } }, 400, 'Seleziona la data di inizio'],
    ['impossible date', { billDetails: { periodEndDate: '2026-02-30' } }, 400, 'Data non valida'],
    [
      'splittable above total',
      { billDetails: { splittableAmount: 30001 } },
      400,
      "L'importo da ripartire non può superare l'importo totale",
    ],
    [
      'missing idempotency key',
      { idempotencyKey: 'not-a-key' },
      400,
      'Invio non valido: ricarica la pagina e riprova.',
    ],
    ['malformed property id', { billDetails: { propertyId: 'abc' } }, 400, 'ID proprietà non valido'],
    [
      'an upload path that does not exist',
      { documentInfo: { temp_path: `bill/${MISSING_ID}`, original_filename: 'x.pdf' } },
      400,
      'Caricamento non trovato o scaduto.',
    ],
    [
      'a path outside the storage',
      { documentInfo: { temp_path: '../../etc/passwd', original_filename: 'x.pdf' } },
      400,
      'Caricamento non trovato o scaduto.',
    ],
  ];

  it.each(cases)('%s → %i', async (_name, over, status, message) => {
    const before = await billCounts(ctx);
    const body = billBody(home.property.id);
    const payload = {
      ...body,
      ...over,
      billDetails: { ...body.billDetails, ...(over.billDetails as Record<string, unknown> | undefined) },
    };
    const res = await answer(owner.api.bills.$post({ json: payload }));
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('another landlord’s property answers exactly like a missing one', async () => {
    const before = await billCounts(ctx);
    const foreign = await answer(owner.api.bills.$post({ json: billBody(otherHome.property.id) }));
    const missing = await answer(owner.api.bills.$post({ json: billBody(MISSING_ID) }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(PROPERTY_NOT_FOUND_EDIT);
    expect(missing.body).toEqual(foreign.body);
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('an HTML file renamed .pdf is refused at the upload and cannot be attached', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const file = await uploadBillFile(owner, ctx, html, 'bolletta.pdf');
    expect(file.putStatus).toBe(415);
    const before = await billCounts(ctx);
    const res = await answer(owner.api.bills.$post({ json: billBody(home.property.id, { documentInfo: file }) }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Il file non è stato caricato.');
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('an empty file and a file over 10 MB are refused before any upload', async () => {
    const before = await billCounts(ctx);
    const empty = await answer(
      owner.api.uploads.$post({
        json: {
          file_name: 'a.pdf',
          file_type: 'application/pdf',
          file_size: 0,
          purpose: 'bill',
        },
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Il file è vuoto');
    const huge = await answer(
      owner.api.uploads.$post({
        json: {
          file_name: 'a.pdf',
          file_type: 'application/pdf',
          file_size: 10 * 1024 * 1024 + 1,
          purpose: 'bill',
        },
      }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('Il file supera la dimensione massima di 10 MB.');
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('another landlord’s upload is refused; the file stays theirs', async () => {
    const file = await uploadBillFile(other, ctx);
    const before = await billCounts(ctx);
    const res = await answer(owner.api.bills.$post({ json: billBody(home.property.id, { documentInfo: file }) }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Caricamento non trovato o scaduto.');
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('an upload already used by a bill is refused for a second bill', async () => {
    const file = await uploadBillFile(owner, ctx);
    await recordBill({ documentInfo: file });
    const before = await billCounts(ctx);
    const res = await answer(owner.api.bills.$post({ json: billBody(home.property.id, { documentInfo: file }) }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Il file è già stato utilizzato.');
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const res = await owner.request('POST', '/api/bills', '{"billDetails":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
  });
});

describe('authorization matrix', () => {
  let billId: string;
  beforeAll(async () => {
    ({ billId } = await recordBill());
  });

  it('list: owner 200; another landlord 404 like a missing property; tenant and invited 403; anonymous 401', async () => {
    expect((await answer(owner.api.bills.$get({ query: { property_id: home.property.id } }))).status).toBe(200);
    const foreign = await answer(other.api.bills.$get({ query: { property_id: home.property.id } }));
    const missing = await answer(other.api.bills.$get({ query: { property_id: MISSING_ID } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(PROPERTY_NOT_FOUND_VIEW);
    expect(missing.body).toEqual(foreign.body);
    expect((await answer(owner.api.bills.$get({ query: { property_id: 'nope' } }))).body.error.message).toBe(
      'ID proprietà non valido',
    );
    expect((await answer(tenant.api.bills.$get({ query: { property_id: home.property.id } }))).status).toBe(403);
    expect((await answer(invited.api.bills.$get({ query: { property_id: home.property.id } }))).status).toBe(403);
    expect((await answer(ctx.agent().api.bills.$get({ query: { property_id: home.property.id } }))).status).toBe(401);
  });

  it('create: tenant and invited 403; anonymous 401; nothing stored', async () => {
    const before = await billCounts(ctx);
    expect((await answer(tenant.api.bills.$post({ json: billBody(home.property.id) }))).status).toBe(403);
    expect((await answer(invited.api.bills.$post({ json: billBody(home.property.id) }))).status).toBe(403);
    expect((await answer(ctx.agent().api.bills.$post({ json: billBody(home.property.id) }))).status).toBe(401);
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('detail: owner 200; another landlord 404 identical to a missing id; bad id 400; tenant, invited 403; anonymous 401', async () => {
    expect((await answer(owner.api.bills[':id'].$get({ param: { id: billId } }))).status).toBe(200);
    const foreign = await answer(other.api.bills[':id'].$get({ param: { id: billId } }));
    const missing = await answer(owner.api.bills[':id'].$get({ param: { id: MISSING_ID } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(BILL_NOT_FOUND);
    expect(missing.body).toEqual(BILL_NOT_FOUND);
    const bad = await answer(owner.api.bills[':id'].$get({ param: { id: '123' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('ID spesa non valido');
    expect((await answer(tenant.api.bills[':id'].$get({ param: { id: billId } }))).status).toBe(403);
    expect((await answer(invited.api.bills[':id'].$get({ param: { id: billId } }))).status).toBe(403);
    expect((await answer(ctx.agent().api.bills[':id'].$get({ param: { id: billId } }))).status).toBe(401);
  });

  it('delete: another landlord 404 identical to a missing id, tenant and invited 403, anonymous 401; the bill stays', async () => {
    const before = await billCounts(ctx);
    const foreign = await answer(other.api.bills[':id'].$delete({ param: { id: billId } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(BILL_NOT_FOUND);
    expect((await answer(owner.api.bills[':id'].$delete({ param: { id: MISSING_ID } }))).body).toEqual(BILL_NOT_FOUND);
    expect((await answer(owner.api.bills[':id'].$delete({ param: { id: '123' } }))).status).toBe(400);
    expect((await answer(tenant.api.bills[':id'].$delete({ param: { id: billId } }))).status).toBe(403);
    expect((await answer(invited.api.bills[':id'].$delete({ param: { id: billId } }))).status).toBe(403);
    expect((await answer(ctx.agent().api.bills[':id'].$delete({ param: { id: billId } }))).status).toBe(401);
    expect(await billCounts(ctx)).toEqual(before);
  });
});

describe('GET /api/bills (bills table) and GET /api/bills/:id (detail)', () => {
  it('lists the property’s bills newest first', async () => {
    const fresh = await seedProperty(ctx, owner.user.id, ['Unica']);
    const ids: string[] = [];
    for (const [i, at] of ['2026-03-10T10:00:00Z', '2026-03-12T10:00:00Z', '2026-03-11T10:00:00Z'].entries()) {
      ctx.clock.set(at);
      const res = await answer(
        owner.api.bills.$post({
          json: billBody(fresh.property.id, { billDetails: { totalAmount: 100 + i, splittableAmount: 100 + i } }),
        }),
      );
      ids.push(res.body.billId);
      // created_at is the database's now(): make the order explicit.
      await ctx.db
        .update(bill)
        .set({ createdAt: new Date(at) })
        .where(eq(bill.id, res.body.billId));
    }
    const res = await answer(owner.api.bills.$get({ query: { property_id: fresh.property.id } }));
    expect(res.body.bills.map((b: { id: string }) => b.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(res.body.bills[0]).toEqual({
      id: ids[1],
      property_id: fresh.property.id,
      category: 'electricity',
      notes: null,
      totalAmount: 101,
      splittableAmount: 101,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
      createdAt: '2026-03-12T10:00:00.000Z',
    });
  });

  it('shows the criterion of each split: days × occupants = weight, out of the total weight', async () => {
    const { billId } = await recordBill({ billDetails: { notes: 'Nota' } });
    const res = await answer(owner.api.bills[':id'].$get({ param: { id: billId } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: billId,
      property_id: home.property.id,
      property: { name: 'Casa Verdi' },
      category: 'electricity',
      notes: 'Nota',
      totalAmount: 30000,
      splittableAmount: 30000,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
      totalWeight: '78',
      splitCriterion: 'occupancy',
      ownerShare: 0,
      ownerShareReasons: [],
      documents: [],
    });
    expect(res.body.splits).toEqual(
      expect.arrayContaining([
        {
          contractId: contractA,
          tenant: { firstName: 'Marco', lastName: 'Rossi' },
          costModelApplied: 'settlement',
          calculatedAmount: 23846,
          overlapDays: 31,
          numberOfOccupants: 2,
          weight: '62',
          roomCount: 0,
          roomWeight: '0',
          reading: null,
          arithmetic: '31 giorni × 2 occupanti = 62 su 78 giorni-persona',
        },
        {
          contractId: contractB,
          tenant: { firstName: 'Marco', lastName: 'Rossi' },
          costModelApplied: 'consumption_based',
          calculatedAmount: 6154,
          overlapDays: 16,
          numberOfOccupants: 1,
          weight: '16',
          roomCount: 0,
          roomWeight: '0',
          reading: null,
          arithmetic: '16 giorni × 1 occupante = 16 su 78 giorni-persona',
        },
      ]),
    );
    expect(res.body.splits.some((s: { contractId: string }) => s.contractId === contractC)).toBe(false);
  });
});

describe('DELETE /api/bills/:id', () => {
  it('removes the bill, its splits, unpaid payables, pending debits, documents and stored files', async () => {
    const file = await uploadBillFile(owner, ctx);
    const before = await billCounts(ctx);
    const { billId } = await recordBill({ documentInfo: file });
    const stored = path.join(ctx.env.dataDir, 'files', ...file.temp_path.split('/'));
    expect(fs.existsSync(stored)).toBe(true);
    expect((await answer(owner.api.bills[':id'].$get({ param: { id: billId } }))).body).toMatchObject({
      deletable: true,
      notDeletableReason: null,
    });
    const res = await answer(owner.api.bills[':id'].$delete({ param: { id: billId } }));
    expect(res.status).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
    const after = await billCounts(ctx);
    // Only the upload slot stays claimed (it can never be used again).
    expect(after).toEqual({ ...before, claimedUploads: before.claimedUploads + 1, files: before.files - 1 });
    expect((await answer(owner.api.bills[':id'].$get({ param: { id: billId } }))).body).toEqual(BILL_NOT_FOUND);
  });

  it('is refused while one of its payables is paid, with the reason; nothing is removed', async () => {
    const { billId } = await recordBill();
    const [split] = await ctx.db
      .select()
      .from(billSplit)
      .where(and(eq(billSplit.billId, billId), eq(billSplit.contractId, contractB)));
    await ctx.db
      .update(payable)
      .set({ status: 'paid', paidAt: ctx.clock.now() })
      .where(eq(payable.billSplitId, split!.id));
    // The detail says so before anyone tries (computed in SQL with the bill).
    expect((await answer(owner.api.bills[':id'].$get({ param: { id: billId } }))).body).toMatchObject({
      deletable: false,
      notDeletableReason: 'La spesa non può essere eliminata: la quota di almeno un inquilino è già stata pagata.',
    });
    const before = await billCounts(ctx);
    const res = await answer(owner.api.bills[':id'].$delete({ param: { id: billId } }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'La spesa non può essere eliminata: la quota di almeno un inquilino è già stata pagata.',
    );
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('is refused while one of its payables is partly paid (an allocation on it), like a paid one', async () => {
    const { billId } = await recordBill();
    const [split] = await ctx.db
      .select()
      .from(billSplit)
      .where(and(eq(billSplit.billId, billId), eq(billSplit.contractId, contractB)));
    await ctx.db.update(payable).set({ allocatedAmount: 1 }).where(eq(payable.billSplitId, split!.id));
    const reason = 'La spesa non può essere eliminata: la quota di almeno un inquilino è già stata pagata.';
    expect((await answer(owner.api.bills[':id'].$get({ param: { id: billId } }))).body).toMatchObject({
      deletable: false,
      notDeletableReason: reason,
    });
    const before = await billCounts(ctx);
    const res = await answer(owner.api.bills[':id'].$delete({ param: { id: billId } }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(reason);
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('is refused once one of its splits is settled; nothing is removed', async () => {
    const { billId } = await recordBill();
    const [split] = await ctx.db
      .select()
      .from(billSplit)
      .where(and(eq(billSplit.billId, billId), eq(billSplit.contractId, contractA)));
    const [s] = await ctx.db
      .insert(settlement)
      .values({ contractId: contractA, totalBillsAmount: 23846, totalCreditsAmount: 0, finalBalance: 23846 })
      .returning();
    await ctx.db.update(settlementItem).set({ settlementId: s!.id }).where(eq(settlementItem.billSplitId, split!.id));
    expect((await answer(owner.api.bills[':id'].$get({ param: { id: billId } }))).body).toMatchObject({
      deletable: false,
      notDeletableReason:
        'La spesa non può essere eliminata: la quota di almeno un inquilino è già stata conguagliata.',
    });
    const before = await billCounts(ctx);
    const res = await answer(owner.api.bills[':id'].$delete({ param: { id: billId } }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'La spesa non può essere eliminata: la quota di almeno un inquilino è già stata conguagliata.',
    );
    expect(await billCounts(ctx)).toEqual(before);
  });

  it('a contract deleted after the bill keeps its split in the detail; the bill can still be deleted', async () => {
    const extra = await seedProperty(ctx, owner.user.id, ['Sola']);
    const contractId = await contractOn(owner, extra.property.id, extra.rooms[0]!.id, {
      start: '2025-01-01',
      end: '2026-12-31',
      occupants: 1,
    });
    const res = await answer(owner.api.bills.$post({ json: billBody(extra.property.id) }));
    expect(res.status).toBe(201);
    expect((await answer(owner.api.contracts[':id'].$delete({ param: { id: contractId } }))).status).toBe(200);
    const detail = await answer(owner.api.bills[':id'].$get({ param: { id: res.body.billId } }));
    expect(detail.body.splits.map((s: { contractId: string }) => s.contractId)).toEqual([contractId]);
    const [p] = await ctx.db
      .select()
      .from(payable)
      .where(and(eq(payable.contractId, contractId), eq(payable.type, 'consumption_bill')));
    expect(p?.status).toBe('cancelled');
    expect((await answer(owner.api.bills[':id'].$delete({ param: { id: res.body.billId } }))).status).toBe(200);
    expect(await ctx.db.select().from(document).where(eq(document.billId, res.body.billId))).toEqual([]);
  });
});
