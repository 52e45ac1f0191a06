/**
 * Issue 50 item 5, 'leaving is as easy as arriving': the whole portfolio exported in the import's
 * template, imported into an empty account, gives the same figures on the properties, the
 * contracts, the payments due and the analytics.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { agreements, contractBody, createContractVia } from './contracts.test-support';
import { HEADERS, importFile } from './imports.test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-15T10:00:00Z' });
});
afterAll(async () => {
  await ctx.close();
});

type Agent = Awaited<ReturnType<TestContext['createLandlord']>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The keys that name a row or a moment of writing, not a figure: left out of the comparison. */
const NOT_FIGURES = /(^id$|Id$|_id$|^createdAt$|^updatedAt$|^version$|invitation|Invitation)/;

/** An answer without its ids and timestamps, its lists in a stable order: what two accounts can share. */
function figures(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map(figures).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !NOT_FIGURES.test(k))
        .map(([k, v]) => [k, figures(v)])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  }
  if (typeof value === 'string' && UUID.test(value)) return '<id>';
  return value;
}

async function screens(agent: Agent) {
  const get = async (url: string) => {
    const res = await agent.get(url);
    expect(res.status, url).toBe(200);
    return figures(res.body);
  };
  return {
    properties: await get('/api/properties'),
    propertiesPage: await get('/api/properties/page'),
    contracts: await get('/api/contracts'),
    contractsPage: await get('/api/contracts/page'),
    payments: await get('/api/payments/overview'),
    analytics: await get('/api/analytics?year=2026'),
    analytics2025: await get('/api/analytics?year=2025'),
  };
}

describe('export → import into an empty account', () => {
  it('gives the same figures on properties, contracts, payments due and analytics', async () => {
    const source = await ctx.createLandlord();
    const made = await source.post('/api/properties', {
      propertyDetails: {
        name: 'Casa Verdi',
        street_address: 'Via Roma 1',
        postal_code: '00100',
        province: 'RM',
        country: 'Italia',
      },
      rooms: [{ name: 'Stanza A' }, { name: 'Stanza B' }, { name: 'Stanza C' }, { name: 'Stanza libera' }],
    });
    expect(made.status).toBe(201);
    const second = await source.post('/api/properties', {
      propertyDetails: {
        name: 'Bilocale',
        street_address: 'Corso Po 4',
        postal_code: '10100',
        province: 'TO',
        country: 'Italia',
      },
      rooms: [{ name: 'Intero' }],
    });
    const detail = (await source.get(`/api/properties/${made.body.id}`)).body;
    const roomsOf = (d: { rooms: { id: string; name: string }[] }) => new Map(d.rooms.map((r) => [r.name, r.id]));
    const rooms = roomsOf(detail);
    const other = roomsOf((await source.get(`/api/properties/${second.body.id}`)).body);

    // Contracts begun before today (payables due, some overdue), with fees, several rooms, lease fields.
    await createContractVia(
      source,
      contractBody(made.body.id, [rooms.get('Stanza A')!, rooms.get('Stanza B')!], {
        contractDetails: {
          rent_amount: 80000,
          start_date: '2025-10-16',
          end_date: '2026-10-15',
          fixed_fee_amount: 4000,
        },
        utilityAgreements: agreements({ electricity: 'fixed_fee', gas: 'settlement', admin: 'self_managed' }),
      }),
    );
    const withLease = contractBody(made.body.id, [rooms.get('Stanza C')!], {
      contractDetails: {
        rent_amount: 45050,
        start_date: '2026-01-01',
        end_date: '2027-12-31',
        settlement_base_amount: 2500,
        contract_type: 'transitorio',
        cedolare_secca: true,
        registration_date: '2026-01-20',
        registration_code: 'TXX26T00123400AB1',
        deposit_amount: 90100,
        deposit_received_on: '2025-12-20',
        deposit_held_as: 'Libretto',
      },
      utilityAgreements: agreements({ water: 'settlement' }),
    });
    await createContractVia(source, withLease);
    await createContractVia(
      source,
      contractBody(second.body.id, [other.get('Intero')!], {
        contractDetails: {
          rent_amount: 120000,
          start_date: '2026-04-01',
          end_date: '2030-03-31',
          contract_type: 'libero_4_4',
          istat_update_share: 75,
        },
      }),
    );

    const exported = await ctx.app.request('/api/imports/export', {
      headers: { cookie: [...source.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('casaconti-portafoglio.xlsx');
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(sheet.rowCount).toBe(1 + 1 + 3); // the header, the free room, three contracts

    const target = await ctx.createLandlord();
    const { done, preview } = await importFile(ctx, target, bytes, 'casaconti-portafoglio.xlsx');
    expect(preview.counts).toEqual({ rows: 4, create: 4, exists: 0, errors: 0 });
    expect(done).toMatchObject({ status: 'done', rowsCreated: 4 });

    const before = await screens(source);
    expect(before.properties).toMatchObject({
      summary: { monthly_revenue: 125050, occupied_units: 3, total_units: 5 },
    });
    expect(await screens(target)).toEqual(before);

    // And the export of the imported account is the same file's content.
    const again = await ctx.app.request('/api/imports/export', {
      headers: { cookie: [...target.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(await again.arrayBuffer());
    const values = (b: ExcelJS.Workbook) => b.worksheets[0]!.getSheetValues().map((r) => JSON.stringify(r));
    expect(values(book2).sort()).toEqual(values(book).sort());
  });
});
