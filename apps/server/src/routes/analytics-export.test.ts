/**
 * The accountant's export (docs/domain.md §16) as a spreadsheet reads it (issue 46 items 4 and 13): a text
 * field that a spreadsheet would take for a formula is written as text, days are real dates
 * (dd/mm/yyyy), a reversed payment carries its reason and a bill's payable names its utility.
 * Today is 2026-03-15 (the harness's clock).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bill,
  billSplit,
  contract,
  contractRoom,
  payable,
  payment,
  paymentAllocation,
  property,
  room,
} from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  const tenant = await ctx.createTenant();
  const [p] = await ctx.db
    .insert(property)
    .values({
      landlordId: owner.user.id,
      name: 'Casa Gamma',
      streetAddress: 'Via Roma 1',
      postalCode: '00100',
      province: 'RM',
      country: 'Italia',
    })
    .returning();
  const [r] = await ctx.db.insert(room).values({ propertyId: p!.id, name: 'G1' }).returning();
  const [c] = await ctx.db
    .insert(contract)
    .values({
      propertyId: p!.id,
      tenantId: tenant.user.id,
      tenantFirstName: '=1+2',
      tenantLastName: '',
      tenantEmail: tenant.email,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      rentAmount: 50_000,
    })
    .returning();
  await ctx.db.insert(contractRoom).values({ contractId: c!.id, roomId: r!.id, startDate: '2026-01-01' });
  const [b] = await ctx.db
    .insert(bill)
    .values({
      propertyId: p!.id,
      category: 'electricity',
      totalAmount: 12_000,
      splittableAmount: 12_000,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
      createdBy: owner.user.id,
      idempotencyKey: crypto.randomUUID(),
    })
    .returning();
  const [split] = await ctx.db
    .insert(billSplit)
    .values({
      billId: b!.id,
      contractId: c!.id,
      costModelApplied: 'consumption_based',
      calculatedAmount: 12_000,
      overlapDays: 31,
      numberOfOccupants: 1,
      weight: '31',
    })
    .returning();
  const [rent] = await ctx.db
    .insert(payable)
    .values({
      contractId: c!.id,
      type: 'rent',
      amount: 50_000,
      status: 'due',
      periodStartDate: '2026-02-01',
      periodEndDate: '2026-02-28',
      dueDate: '2026-02-01',
    })
    .returning();
  await ctx.db.insert(payable).values({
    contractId: c!.id,
    type: 'consumption_bill',
    amount: 12_000,
    status: 'due',
    dueDate: '2026-02-15',
    billSplitId: split!.id,
  });
  await ctx.db.insert(payable).values({
    contractId: c!.id,
    type: 'settlement_credit',
    amount: -5_000,
    status: 'due',
    dueDate: '2026-03-01',
  });
  const [pm] = await ctx.db
    .insert(payment)
    .values({
      landlordId: owner.user.id,
      contractId: c!.id,
      amount: 20_000,
      receivedOn: '2026-02-03',
      method: 'bonifico',
      note: '@ufficio -bonifico',
      receiptYear: 2026,
      receiptNumber: 1,
      reversedAt: new Date('2026-02-05T10:00:00Z'),
      reversalReason: 'Bonifico respinto dalla banca',
    })
    .returning();
  await ctx.db.insert(paymentAllocation).values({ paymentId: pm!.id, payableId: rent!.id, amount: 20_000 });
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

const download = async (query: Record<string, string>) => {
  const res = await owner.api.analytics.export.$get({ query: query as never });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

/** The CSV's rows as header → field (no field of this data set holds ';' or a quote). */
async function csv(table: string) {
  const text = (await download({ year: '2026', format: 'csv', table })).toString('utf8').slice(1).trimEnd();
  const [head, ...rows] = text.split('\r\n').map((l) => l.split(';'));
  return rows.map((row) => Object.fromEntries(head!.map((h, i) => [h, row[i]!])));
}

describe('the export as a spreadsheet reads it', () => {
  it("CSV: a field starting with '=', '+', '-' or '@' is prefixed with an apostrophe; amounts stay numbers", async () => {
    const payables = await csv('payables');
    expect(payables.map((r) => r.Inquilino)).toEqual(["'=1+2", "'=1+2", "'=1+2"]);
    // A negative amount is a number, not text.
    expect(payables.map((r) => r.Importo)).toEqual(['500,00', '120,00', '-50,00']);
    const payments = await csv('payments');
    expect(payments[0]).toMatchObject({ Inquilino: "'=1+2", Note: "'@ufficio -bonifico", Data: '03/02/2026' });
  });

  it('CSV: the reversal reason and the utility of a bill are named; dates are dd/mm/yyyy', async () => {
    const payables = await csv('payables');
    expect(payables.map((r) => [r.Tipo, r.Scadenza, r.Stato])).toEqual([
      ['Affitto', '01/02/2026', 'In ritardo'],
      ['Bolletta a consumo · Luce', '15/02/2026', 'In ritardo'],
      ['Credito conguaglio', '01/03/2026', 'Da restituire'],
    ]);
    const payments = await csv('payments');
    expect(payments[0]).toMatchObject({ Stato: 'Stornato', 'Motivo storno': 'Bonifico respinto dalla banca' });
  });

  it('XLSX: text is a string cell (never a formula), days are dates formatted dd/mm/yyyy, amounts numbers', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download({ year: '2026', format: 'xlsx' })) as never);
    const sheet = (name: string) => {
      const ws = book.getWorksheet(name)!;
      const heads = (ws.getRow(1).values as unknown[]).map(String);
      return (row: number, header: string) => ws.getRow(row).getCell(heads.indexOf(header));
    };
    const payables = sheet('Scadenze');
    const tenantCell = payables(2, 'Inquilino');
    expect(tenantCell.type).toBe(ExcelJS.ValueType.String);
    expect(tenantCell.value).toBe('=1+2');
    expect(tenantCell.formula).toBeUndefined();
    const due = payables(2, 'Scadenza');
    expect(due.type).toBe(ExcelJS.ValueType.Date);
    expect((due.value as Date).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(due.numFmt).toBe('dd/mm/yyyy');
    expect(payables(2, 'Dal').type).toBe(ExcelJS.ValueType.Date);
    // A payable without a period: an empty cell, not a date of 1900.
    expect(payables(3, 'Dal').type).toBe(ExcelJS.ValueType.Null);
    expect(payables(3, 'Tipo').value).toBe('Bolletta a consumo · Luce');
    const amount = payables(4, 'Importo');
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.value).toBe(-50);

    const payments = sheet('Pagamenti');
    expect(payments(2, 'Data').type).toBe(ExcelJS.ValueType.Date);
    expect(payments(2, 'Data').numFmt).toBe('dd/mm/yyyy');
    expect(payments(2, 'Motivo storno').value).toBe('Bonifico respinto dalla banca');
    expect(payments(2, 'Note').type).toBe(ExcelJS.ValueType.String);

    const bills = sheet('Spese');
    expect(bills(2, 'Al').type).toBe(ExcelJS.ValueType.Date);
    expect((bills(2, 'Al').value as Date).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
