import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import { IMPORT_FIELDS, importFieldHeader, MAX_IMPORT_ROWS } from '@casaconti/core/portfolio-import';
import { END_AFTER_START_MESSAGE, NEGATIVE_AMOUNT_MESSAGE } from '@casaconti/core/schemas/common';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, invitation, payable, portfolioImport, property, room } from '../db/schema';
import { runPortfolioImport } from '../services/imports/run-portfolio-import';
import { createTestContext, type TestContext } from '../test/harness';
import {
  columnOf,
  csvOf,
  HEADERS,
  importFile,
  row,
  upload,
  uploadAndPreview,
  windows1252,
  xlsxOf,
} from './imports.test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

async function countsOf(landlord: Landlord) {
  const [counts] = await ctx.db
    .execute<{ properties: number; rooms: number; contracts: number; payables: number }>(sql`
    select
      (select count(*)::int from ${property} where landlord_id = ${landlord.user.id}) as properties,
      (select count(*)::int from ${room} r join ${property} p on p.id = r.property_id where p.landlord_id = ${landlord.user.id}) as rooms,
      (select count(*)::int from ${contract} c join ${property} p on p.id = c.property_id where p.landlord_id = ${landlord.user.id}) as contracts,
      (select count(*)::int from ${payable} y join ${contract} c on c.id = y.contract_id join ${property} p on p.id = c.property_id where p.landlord_id = ${landlord.user.id}) as payables
  `)
    .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as never[]);
  return counts as unknown as { properties: number; rooms: number; contracts: number; payables: number };
}

const unique = (prefix: string) => `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('GET /api/imports/template', () => {
  it('is an XLSX with the columns, an example row and a sheet of the allowed values', async () => {
    const landlord = await ctx.createLandlord();
    const res = await ctx.app.request('/api/imports/template', {
      headers: { cookie: [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Portafoglio', 'Valori ammessi']);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(sheet.getRow(2).getCell(columnOf('tenant_email') + 1).value).toBe('mario.rossi@example.com');
    expect(book.worksheets[1]!.rowCount).toBe(IMPORT_FIELDS.length + 1);
  });

  it('is refused to a tenant (403) and to nobody (401)', async () => {
    const tenant = await ctx.createTenant();
    expect((await tenant.get('/api/imports/template')).status).toBe(403);
    expect((await ctx.agent().get('/api/imports/template')).status).toBe(401);
    expect((await ctx.agent().get('/api/imports/export')).status).toBe(401);
    expect((await upload(ctx.agent(), await xlsxOf([row()]))).status).toBe(401);
    expect((await upload(tenant, await xlsxOf([row()]))).status).toBe(403);
  });
});

describe('import from a spreadsheet', () => {
  it('maps, previews, stores nothing before the confirmation, then creates it all and sends no email', async () => {
    const landlord = await ctx.createLandlord();
    const email = unique('inquilino');
    const bytes = await xlsxOf([
      row({ tenant_email: email, room_name: 'Camera 1; Camera 2' }),
      row({ room_name: 'Camera 3' }, { vacant: true }),
    ]);
    const up = await upload(landlord, bytes);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ status: 'uploaded', headerRow: 1, headers: HEADERS, rowsTotal: 2 });
    expect(up.body.mapping).toEqual(Object.fromEntries(IMPORT_FIELDS.map((f, i) => [f, i])));

    const preview = await landlord.put(`/api/imports/${up.body.id}/mapping`, { mapping: up.body.mapping });
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ rows: 2, create: 2, exists: 0, errors: 0 });
    expect(preview.body.rows[0]).toMatchObject({
      row: 2,
      status: 'create',
      propertyName: 'Via Roma 12',
      roomNames: ['Camera 1', 'Camera 2'],
      tenantName: 'Mario Rossi',
      email,
      startDate: '2025-09-01',
      endDate: '2026-08-31',
      rentAmount: 45000,
      errors: [],
    });
    expect(await countsOf(landlord)).toMatchObject({ properties: 0, rooms: 0, contracts: 0 });

    const outboxBefore = (await ctx.outbox()).length;
    const confirmed = await landlord.post(`/api/imports/${up.body.id}/confirm`);
    expect(confirmed.status).toBe(202);
    expect(confirmed.body.status).toBe('running');
    await ctx.deps.jobs.idle();
    const done = await landlord.get(`/api/imports/${up.body.id}`);
    expect(done.body).toMatchObject({ status: 'done', rowsTotal: 2, rowsRead: 2, rowsCreated: 2, rowsExisting: 0 });
    expect(done.body.contracts).toEqual([
      expect.objectContaining({ tenantName: 'Mario Rossi', email, invited: false, accepted: false }),
    ]);
    expect(await countsOf(landlord)).toMatchObject({ properties: 1, rooms: 3, contracts: 1 });
    expect((await countsOf(landlord)).payables).toBeGreaterThan(0);
    // No email, no invitation during the import (item 4).
    expect((await ctx.outbox()).length).toBe(outboxBefore);
    const [c] = await ctx.db.select().from(contract).where(eq(contract.tenantEmail, email));
    expect(await ctx.db.select().from(invitation).where(eq(invitation.contractId, c!.id))).toEqual([]);

    // The portfolio shows it, as the wizard's would.
    const detail = await landlord.get(`/api/contracts/${c!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.contract ?? detail.body).toBeTruthy();
    const properties = await landlord.get('/api/properties/page');
    expect(properties.body.items ?? properties.body.rows ?? properties.body).toBeTruthy();

    // Statements per read, whatever the file's size: the session, the import, its contracts; the
    // preview: the session, the import, the portfolio's four reads.
    expect(await ctx.countQueries(() => landlord.get(`/api/imports/${up.body.id}`))).toBe(3);
    expect(await ctx.countQueries(() => landlord.get(`/api/imports/${up.body.id}/preview`))).toBe(6);

    // Invita gli inquilini: one email, then nobody left.
    const invited = await landlord.post(`/api/imports/${up.body.id}/invitations`);
    expect(invited.status).toBe(200);
    expect(invited.body).toEqual({ invited: 1, remaining: 0, message: null });
    expect((await ctx.outbox()).filter((m) => m.to === email)).toHaveLength(1);
    expect((await landlord.post(`/api/imports/${up.body.id}/invitations`)).body).toEqual({
      invited: 0,
      remaining: 0,
      message: null,
    });
    expect((await landlord.get(`/api/imports/${up.body.id}`)).body.contracts[0].invited).toBe(true);
    // A second confirmation is the same import, not a second run.
    expect((await landlord.post(`/api/imports/${up.body.id}/confirm`)).body.status).toBe('done');
  });

  it('importing the same file again creates nothing twice', async () => {
    const landlord = await ctx.createLandlord();
    const bytes = await xlsxOf([
      row({ tenant_email: unique('a'), room_name: 'Camera 1' }),
      row({ tenant_email: unique('b'), tenant_first_name: 'Anna', room_name: 'Camera 2' }),
      row({ room_name: 'Camera 3' }, { vacant: true }),
    ]);
    await importFile(ctx, landlord, bytes);
    const first = await countsOf(landlord);
    expect(first).toMatchObject({ properties: 1, rooms: 3, contracts: 2 });
    const again = await importFile(ctx, landlord, bytes);
    expect(again.preview.counts).toEqual({ rows: 3, create: 0, exists: 3, errors: 0 });
    expect(again.done).toMatchObject({ status: 'done', rowsCreated: 0, rowsExisting: 3, contracts: [] });
    expect(await countsOf(landlord)).toEqual(first);
  });

  it('reads a CSV in Windows-1252 with ";" and decimal commas, a header below a title, empty trailing rows', async () => {
    const landlord = await ctx.createLandlord();
    const body = csvOf([row({ property_name: 'Città Alta', rent_amount: '€ 1.234,56', start_date: '2025-09-01' })], {
      encode: (text) => windows1252(`Portafoglio di prova;;\r\n;;\r\n${text}\r\n;;;\r\n\r\n`),
    });
    const { preview } = await uploadAndPreview(landlord, body, 'portafoglio.csv');
    expect(preview.body.counts).toMatchObject({ rows: 1, create: 1, errors: 0 });
    expect(preview.body.rows[0]).toMatchObject({ row: 4, propertyName: 'Città Alta', rentAmount: 123456 });
  });

  it('reads a CSV in UTF-8 with "," and decimal points, dates as serial numbers', async () => {
    const landlord = await ctx.createLandlord();
    const body = csvOf(
      [row({ rent_amount: '1234.56', start_date: '45901', end_date: '46265', deposit_received_on: '45901' })],
      {
        delimiter: ',',
      },
    );
    const { preview } = await uploadAndPreview(landlord, body, 'portafoglio.csv');
    expect(preview.body.rows[0]).toMatchObject({
      status: 'create',
      rentAmount: 123456,
      startDate: '2025-09-01',
      endDate: '2026-08-31',
    });
  });

  it('reads real date and number cells, and a formula as the value saved with it (never evaluated)', async () => {
    const landlord = await ctx.createLandlord();
    const bytes = await xlsxOf([row()], {
      edit: (sheet) => {
        const r = sheet.getRow(2);
        r.getCell(columnOf('start_date') + 1).value = new Date(Date.UTC(2025, 8, 1));
        r.getCell(columnOf('rent_amount') + 1).value = { formula: '400+50', result: 450 } as ExcelJS.CellFormulaValue;
        r.getCell(columnOf('fixed_fee_amount') + 1).value = 30.5;
      },
    });
    const { preview } = await uploadAndPreview(landlord, bytes);
    expect(preview.body.rows[0]).toMatchObject({
      status: 'create',
      startDate: '2025-09-01',
      rentAmount: 45000,
      errors: [],
    });
  });

  it('remembers the last mapping for headers of the same name', async () => {
    const landlord = await ctx.createLandlord();
    const own = ['Casa', 'Via', 'CAP', 'Provincia', 'Letto'];
    const file = async () => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Foglio1');
      sheet.addRow(own);
      sheet.addRow(['Casa Blu', 'Via Po 3', '10100', 'TO', 'Letto A']);
      return new Uint8Array(await book.xlsx.writeBuffer());
    };
    const first = await upload(landlord, await file());
    expect(first.body.mapping.property_name).toBeUndefined();
    const chosen = { property_name: 0, street_address: 1, postal_code: 2, province: 3, room_name: 4 };
    expect((await landlord.put(`/api/imports/${first.body.id}/mapping`, { mapping: chosen })).status).toBe(200);
    const second = await upload(landlord, await file());
    expect(second.body.mapping).toEqual(chosen);
    // Another landlord's choices are not theirs.
    expect((await upload(await ctx.createLandlord(), await file())).body.mapping.property_name).toBeUndefined();
  });
});

describe('bad input: each an Italian error on its row and cell, nothing stored', () => {
  it('puts every bad cell on its row and column, refuses the confirmation, stores nothing', async () => {
    const landlord = await ctx.createLandlord();
    // A contract already stored on 'Camera 9' of the same property.
    await importFile(ctx, landlord, await xlsxOf([row({ tenant_email: unique('prima'), room_name: 'Camera 9' })]));
    const before = await countsOf(landlord);
    const twice = unique('due');
    const bytes = await xlsxOf(
      [
        row({ tenant_email: unique('ok'), room_name: 'Camera 1' }), // 2: fine
        row({ room_name: 'Camera 2', cost_gas: 'Boh' }), // 3
        row({ room_name: 'Camera 3', end_date: '01/01/2025' }), // 4
        row({ room_name: 'Camera 4', rent_amount: '-450,00' }), // 5
        row({ room_name: 'Camera 5', rent_amount: '450,123' }), // 6
        row({ room_name: 'Camera 6', tenant_email: twice }), // 7
        row({ room_name: 'Camera 7', tenant_email: twice, tenant_first_name: 'Giulia', start_date: '01/10/2025' }), // 8
        row({ room_name: 'Camera 8' }, { vacant: true }), // 9
        row({ room_name: 'Camera 8' }, { vacant: true }), // 10: duplicate
        row({ tenant_email: unique('doppia'), room_name: 'Camera 9' }), // 11: let in the same period (stored)
        row({ room_name: 'Camera 10', start_date: '31/02/2026' }), // 12
        row({ room_name: 'Camera 11' }), // 13: formula without a value
        row({ room_name: 'Camera 12' }), // 14: merged cells
      ],
      {
        edit: (sheet) => {
          sheet.getRow(13).getCell(columnOf('rent_amount') + 1).value = { formula: 'A1*2' } as ExcelJS.CellFormulaValue;
          sheet.mergeCells(14, columnOf('tenant_first_name') + 1, 14, columnOf('tenant_last_name') + 1);
        },
      },
    );
    const { id, preview } = await uploadAndPreview(landlord, bytes);
    expect(preview.status).toBe(200);
    const errorsOf = (n: number) =>
      preview.body.rows
        .find((r: { row: number }) => r.row === n)
        .errors.map((e: { header: string; message: string }) => [e.header, e.message]);
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([[importFieldHeader('cost_gas'), IMPORT_MESSAGES.unknownCostModel]]);
    expect(errorsOf(4)).toContainEqual([importFieldHeader('end_date'), END_AFTER_START_MESSAGE]);
    expect(errorsOf(5)).toEqual([[importFieldHeader('rent_amount'), NEGATIVE_AMOUNT_MESSAGE]]);
    expect(errorsOf(6)).toEqual([[importFieldHeader('rent_amount'), IMPORT_MESSAGES.tooManyDecimals]]);
    expect(errorsOf(7)).toEqual([]);
    expect(errorsOf(8)).toEqual([[importFieldHeader('tenant_email'), IMPORT_MESSAGES.emailTwoTenants]]);
    expect(errorsOf(10)).toEqual([[importFieldHeader('property_name'), IMPORT_MESSAGES.duplicateRow]]);
    expect(errorsOf(11)).toEqual([[importFieldHeader('room_name'), IMPORT_MESSAGES.roomLetTwice]]);
    expect(errorsOf(12)).toEqual([[importFieldHeader('start_date'), IMPORT_MESSAGES.invalidDate]]);
    expect(errorsOf(13)).toEqual([[importFieldHeader('rent_amount'), IMPORT_MESSAGES.formulaWithoutValue]]);
    expect(errorsOf(14)).toEqual([
      [importFieldHeader('tenant_first_name'), IMPORT_MESSAGES.mergedCell],
      [importFieldHeader('tenant_last_name'), IMPORT_MESSAGES.mergedCell],
    ]);
    expect(preview.body.counts.errors).toBe(10);

    const confirmed = await landlord.post(`/api/imports/${id}/confirm`);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.error.message).toBe(IMPORT_MESSAGES.hasErrors);
    await ctx.deps.jobs.idle();
    expect(await countsOf(landlord)).toEqual(before);
    expect((await landlord.get(`/api/imports/${id}`)).body.status).toBe('ready');
  });

  it('refuses a file that is not a spreadsheet, an empty one, one without rows, a 50 MB one', async () => {
    const landlord = await ctx.createLandlord();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const refused = async (bytes: Uint8Array, status: number, message: string) => {
      const res = await upload(landlord, bytes);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    };
    await refused(png, 400, IMPORT_MESSAGES.notASpreadsheet);
    await refused(new Uint8Array(0), 400, IMPORT_MESSAGES.emptyFile);
    await refused(new TextEncoder().encode('\r\n \r\n\r\n'), 400, IMPORT_MESSAGES.emptyFile);
    await refused(new TextEncoder().encode('una riga sola senza colonne\n'), 400, IMPORT_MESSAGES.notASpreadsheet);
    await refused(csvOf([]), 400, IMPORT_MESSAGES.noDataRows);
    // A zip that is not a workbook.
    await refused(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 400, IMPORT_MESSAGES.unreadable);
    await refused(new Uint8Array(50 * 1024 * 1024), 413, IMPORT_MESSAGES.tooLarge);
    expect(await ctx.db.select().from(portfolioImport).where(eq(portfolioImport.landlordId, landlord.user.id))).toEqual(
      [],
    );
    // Without a file name.
    expect((await landlord.request('POST', '/api/imports', await xlsxOf([row()]))).status).toBe(400);
  });

  it('accepts 5,000 rows and refuses 5,001 with a clear message', async () => {
    const landlord = await ctx.createLandlord();
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        row(
          {
            property_name: `Casa ${Math.floor(i / 50)}`,
            street_address: `Via ${Math.floor(i / 50)}`,
            room_name: `Stanza ${i}`,
          },
          { vacant: true },
        ),
      );
    const accepted = await uploadAndPreview(landlord, csvOf(rows(MAX_IMPORT_ROWS)), 'grande.csv');
    expect(accepted.preview.status).toBe(200);
    expect(accepted.preview.body.counts).toEqual({
      rows: MAX_IMPORT_ROWS,
      create: MAX_IMPORT_ROWS,
      exists: 0,
      errors: 0,
    });
    const refused = await upload(landlord, csvOf(rows(MAX_IMPORT_ROWS + 1)), 'troppo.csv');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(IMPORT_MESSAGES.tooManyRows);
    const refusedXlsx = await upload(landlord, await xlsxOf(rows(MAX_IMPORT_ROWS + 40)));
    expect(refusedXlsx.body.error.message).toBe(IMPORT_MESSAGES.tooManyRows);
  }, 120_000);

  it('a room let between the preview and the run: the run stores nothing and says why', async () => {
    const landlord = await ctx.createLandlord();
    await importFile(ctx, landlord, await xlsxOf([row({ room_name: 'Camera 1' }, { vacant: true })]));
    const { id, preview } = await uploadAndPreview(
      landlord,
      await xlsxOf([row({ tenant_email: unique('tardi'), room_name: 'Camera 1' })]),
    );
    expect(preview.body.counts.errors).toBe(0);
    // Meanwhile the room is let through another import.
    await importFile(ctx, landlord, await xlsxOf([row({ tenant_email: unique('prima'), room_name: 'Camera 1' })]));
    const before = await countsOf(landlord);
    await ctx.db.update(portfolioImport).set({ status: 'running' }).where(eq(portfolioImport.id, id));
    await runPortfolioImport(ctx.deps, id);
    expect((await landlord.get(`/api/imports/${id}`)).body).toMatchObject({
      status: 'failed',
      errorMessage: IMPORT_MESSAGES.changedMeanwhile,
    });
    expect(await countsOf(landlord)).toEqual(before);
  });
});

describe('who may reach an import', () => {
  it("another landlord's import is 404; a tenant 403; nobody 401; malformed input 400 and nothing stored", async () => {
    const owner = await ctx.createLandlord();
    const { id } = await uploadAndPreview(owner, await xlsxOf([row({ tenant_email: unique('x') })]));
    const other = await ctx.createLandlord();
    const tenant = await ctx.createTenant();
    const anonymous = ctx.agent();
    const calls = [
      (a: typeof owner) => a.get(`/api/imports/${id}`),
      (a: typeof owner) => a.get(`/api/imports/${id}/preview`),
      (a: typeof owner) => a.put(`/api/imports/${id}/mapping`, { mapping: { property_name: 0 } }),
      (a: typeof owner) => a.post(`/api/imports/${id}/confirm`),
      (a: typeof owner) => a.post(`/api/imports/${id}/invitations`),
    ];
    for (const call of calls) {
      const res = await call(other);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(IMPORT_MESSAGES.notFound);
      expect((await call(tenant as typeof owner)).status).toBe(403);
      expect((await call(anonymous as typeof owner)).status).toBe(401);
    }
    expect((await owner.get('/api/imports/not-an-id')).status).toBe(400);
    expect((await owner.get(`/api/imports/${crypto.randomUUID()}`)).status).toBe(404);
    for (const mapping of [
      { property_name: 0 },
      { nope: 1 },
      { property_name: 'A' },
      'x',
      { property_name: 99, street_address: 1, postal_code: 2, province: 3, room_name: 5 },
    ]) {
      const res = await owner.put(`/api/imports/${id}/mapping`, { mapping });
      expect(res.status).toBe(400);
    }
    expect((await owner.put(`/api/imports/${id}/mapping`, 'not json')).status).toBe(400);
    // The owner's import is untouched and nothing was created.
    expect((await owner.get(`/api/imports/${id}`)).body.status).toBe('ready');
    expect(await countsOf(owner)).toMatchObject({ properties: 0, contracts: 0 });
    expect(await countsOf(other)).toMatchObject({ properties: 0, contracts: 0 });
  });
});
