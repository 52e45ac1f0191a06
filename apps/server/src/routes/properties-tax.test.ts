/**
 * The tax data of a property (issue 53 items 1–2; docs/domain.md §19; decisions 210, 211): its
 * owners with their shares and its cadastral data.
 */
import {
  PROPERTY_MESSAGES,
  PROPERTY_TAX_MESSAGES as M,
  sharesNotWholeMessage,
  taxYearWithoutRulesMessage,
} from '@casaconti/core/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyCadastre, propertyOwner, rentUpdate } from '../db/schema';
import type { TaxYearRow } from '@casaconti/core/tax-year';
import { insertAcceptedContract } from '../test/factories';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { seedProperty } from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let other: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
  other = await ctx.createLandlord();
  tenant = await ctx.createTenant({ firstName: 'Marco', lastName: 'Rossi' });
});
afterAll(async () => {
  await ctx.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const mario = { name: 'Mario Rossi', fiscal_code: 'RSSMRA80A01H501U', share_bps: 5000, from: null, to: null };
const anna = { name: 'Anna Bianchi', fiscal_code: 'BNCNNA85M41F205Q', share_bps: 5000, from: null, to: null };
const cadastre = {
  comune: 'Roma',
  comune_code: 'H501',
  foglio: '123',
  particella: '456',
  subalterno: '7',
  categoria: 'A/2',
  classe: '3',
  rendita: 98_765,
};

const stored = async () => ({
  owners: (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(propertyOwner))[0]!.n,
  cadastres: await ctx.db.select().from(propertyCadastre),
  ownerRows: await ctx.db.select().from(propertyOwner).orderBy(propertyOwner.propertyId, propertyOwner.position),
});

async function home(landlordId = landlord.user.id) {
  return (await seedProperty(ctx, landlordId, ['Stanza A'])).property.id;
}

describe('who may call', () => {
  it('refuses anonymous callers with 401 and tenants with 403 on every route, storing nothing', async () => {
    const id = await home();
    const before = await stored();
    const calls = [
      ['GET', `/api/properties/${id}/tax-data`, undefined],
      ['PUT', `/api/properties/${id}/owners`, { owners: [{ ...mario, share_bps: 10_000 }] }],
      ['PUT', `/api/properties/${id}/cadastre`, cadastre],
      ['GET', `/api/properties/${id}/tax-year?year=2025`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const anon = await ctx.agent().request(method, url, body);
      expect(anon.status, `${method} ${url} anonymous`).toBe(401);
      const asTenant = await tenant.request(method, url, body);
      expect(asTenant.status, `${method} ${url} tenant`).toBe(403);
      expect(asTenant.body.error.code).toBe('FORBIDDEN');
    }
    expect(await stored()).toEqual(before);
  });

  it("answers another landlord's property like a missing one (404), storing nothing", async () => {
    const theirs = await home(other.user.id);
    const before = await stored();
    for (const id of [theirs, MISSING_ID]) {
      const read = await landlord.get(`/api/properties/${id}/tax-data`);
      expect(read.status).toBe(404);
      expect(read.body.error.message).toBe(PROPERTY_MESSAGES.propertyNotFoundView);
      const owners = await landlord.put(`/api/properties/${id}/owners`, { owners: [{ ...mario, share_bps: 10_000 }] });
      expect(owners.status).toBe(404);
      expect(owners.body.error.message).toBe(PROPERTY_MESSAGES.propertyNotFoundEdit);
      const cad = await landlord.put(`/api/properties/${id}/cadastre`, cadastre);
      expect(cad.status).toBe(404);
      expect(cad.body.error.message).toBe(PROPERTY_MESSAGES.propertyNotFoundEdit);
      const year = await landlord.get(`/api/properties/${id}/tax-year?year=2025`);
      expect(year.status).toBe(404);
      expect(year.body.error.message).toBe(PROPERTY_MESSAGES.propertyNotFoundView);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a malformed property id with 400', async () => {
    const res = await landlord.get('/api/properties/not-a-uuid/tax-data');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PROPERTY_MESSAGES.invalidPropertyId);
  });
});

describe('owners and shares', () => {
  it('a property without owner rows is the landlord’s alone; the list is stored, read back and replaced', async () => {
    const id = await home();
    const empty = await answer(landlord.api.properties[':id']['tax-data'].$get({ param: { id } }));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ cadastre: null, owners: [] });

    const saved = await answer(
      landlord.api.properties[':id'].owners.$put({
        param: { id },
        json: { owners: [{ ...mario, fiscal_code: 'rssmra80a01h501u' }, anna] },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.owners).toEqual([mario, anna]);

    // A sale on 1 July 2025: Mario alone until then, Anna and Luigi half each after.
    const sale = [
      { ...mario, share_bps: 10_000, to: '2025-06-30' },
      { ...anna, from: '2025-07-01' },
      { name: 'Luigi Verdi', fiscal_code: 'VRDLGU70C15L219Y', share_bps: 5000, from: '2025-07-01', to: null },
    ];
    const replaced = await answer(
      landlord.api.properties[':id'].owners.$put({ param: { id }, json: { owners: sale } }),
    );
    expect(replaced.status).toBe(200);
    const read = await answer(landlord.api.properties[':id']['tax-data'].$get({ param: { id } }));
    expect(read.body.owners).toEqual(sale);

    const cleared = await answer(landlord.api.properties[':id'].owners.$put({ param: { id }, json: { owners: [] } }));
    expect(cleared.body.owners).toEqual([]);
    expect(await ctx.db.select().from(propertyOwner).where(eq(propertyOwner.propertyId, id))).toEqual([]);
  });

  const refusals: [string, unknown, string, string][] = [
    [
      'a wrong check character',
      { owners: [{ ...mario, fiscal_code: 'RSSMRA80A01H501A', share_bps: 10_000 }] },
      'owners.0.fiscal_code',
      M.fiscalCodeInvalid,
    ],
    [
      'shares of 50 % + 40 %',
      { owners: [mario, { ...anna, share_bps: 4000 }] },
      'owners',
      sharesNotWholeMessage(null, null, '90'),
    ],
    [
      'a day after a sale covered by 50 % only',
      {
        owners: [
          { ...mario, share_bps: 10_000, to: '2025-06-30' },
          { ...anna, from: '2025-07-01' },
        ],
      },
      'owners',
      sharesNotWholeMessage('01/07/2025', null, '50'),
    ],
    ['a share over 100 %', { owners: [{ ...mario, share_bps: 10_001 }] }, 'owners.0.share_bps', M.shareInvalid],
    ['a share as text', { owners: [{ ...mario, share_bps: '100' }] }, 'owners.0.share_bps', M.shareInvalid],
    [
      'an owner without a name',
      { owners: [{ ...mario, name: ' ', share_bps: 10_000 }] },
      'owners.0.name',
      M.ownerNameRequired,
    ],
    [
      'an end before the start',
      { owners: [{ ...mario, share_bps: 10_000, from: '2025-02-01', to: '2025-01-01' }] },
      'owners.0.to',
      M.ownerToBeforeFrom,
    ],
    [
      'more than 20 rows',
      { owners: Array.from({ length: 21 }, () => ({ ...mario, share_bps: 10_000 })) },
      'owners',
      M.tooManyOwners,
    ],
  ];

  it.each(refusals)(
    'refuses %s in Italian, on its field, keeping the stored list',
    async (_n, body, field, message) => {
      const id = await home();
      await answer(landlord.api.properties[':id'].owners.$put({ param: { id }, json: { owners: [mario, anna] } }));
      const before = await stored();
      const res = await landlord.put(`/api/properties/${id}/owners`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.fields[field]).toBe(message);
      expect(await stored()).toEqual(before);
    },
  );
});

describe('cadastral data', () => {
  it('stores them (codes in upper case), reads them back, replaces them', async () => {
    const id = await home();
    const saved = await answer(
      landlord.api.properties[':id'].cadastre.$put({
        param: { id },
        json: { ...cadastre, comune_code: 'h501', categoria: 'a/2' },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(cadastre);
    const changed = { ...cadastre, subalterno: null, classe: 'U', rendita: 50_000 };
    await answer(landlord.api.properties[':id'].cadastre.$put({ param: { id }, json: changed }));
    const read = await answer(landlord.api.properties[':id']['tax-data'].$get({ param: { id } }));
    expect(read.body).toEqual({ cadastre: changed, owners: [] });
    expect(await ctx.db.select().from(propertyCadastre).where(eq(propertyCadastre.propertyId, id))).toHaveLength(1);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a foglio that is not a number', { foglio: 'dodici' }, 'foglio', M.foglioInvalid],
    ['a particella with a comma', { particella: '4,5' }, 'particella', M.particellaInvalid],
    ['a rendita that is not a number', { rendita: 'mille' }, 'rendita', 'Importo non valido'],
    ['a rendita of 0', { rendita: 0 }, 'rendita', M.renditaPositive],
    ['no rendita', { rendita: undefined }, 'rendita', M.renditaRequired],
    ['a comune code of 3 characters', { comune_code: 'H50' }, 'comune_code', M.comuneCodeInvalid],
    ['a comune code of 5 characters', { comune_code: 'H5011' }, 'comune_code', M.comuneCodeInvalid],
    ['an unknown categoria', { categoria: 'A/12' }, 'categoria', M.categoriaInvalid],
    ['a classe of letters', { classe: 'AB' }, 'classe', M.classeInvalid],
    ['no comune', { comune: '' }, 'comune', M.comuneRequired],
  ];

  it.each(refusals)(
    'refuses %s in Italian, on its field, keeping the stored data',
    async (_n, over, field, message) => {
      const id = await home();
      await answer(landlord.api.properties[':id'].cadastre.$put({ param: { id }, json: cadastre }));
      const before = await stored();
      const res = await landlord.put(`/api/properties/${id}/cadastre`, { ...cadastre, ...over });
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
      expect(await stored()).toEqual(before);
    },
  );
});

describe('the year’s rows (GET /api/properties/:id/tax-year)', () => {
  it('one row per owner and contract: 800,00 € updated by ISTAT to 810,80 € from November 2025, two halves', async () => {
    const id = await home();
    await answer(landlord.api.properties[':id'].cadastre.$put({ param: { id }, json: cadastre }));
    await answer(landlord.api.properties[':id'].owners.$put({ param: { id }, json: { owners: [mario, anna] } }));
    const c = await insertAcceptedContract(ctx.db, {
      propertyId: id,
      tenantId: tenant.user.id,
      startDate: '2024-11-01',
      rentAmount: 81_080,
      registrationCode: 'TJN24T000123000FH',
    });
    await ctx.db.insert(rentUpdate).values({
      contractId: c.id,
      anniversaryDate: '2025-11-01',
      changeBps: 180,
      sharePercent: 75,
      previousRent: 80_000,
      newRent: 81_080,
      effectiveFrom: '2025-11-01',
      createdBy: landlord.user.id,
    });
    // A deleted contract and one of another year are not rows.
    await insertAcceptedContract(ctx.db, {
      propertyId: id,
      tenantId: tenant.user.id,
      startDate: '2025-01-01',
      deletedAt: new Date(),
    });
    await insertAcceptedContract(ctx.db, { propertyId: id, tenantId: tenant.user.id, startDate: '2026-01-01' });

    const res = await answer(
      landlord.api.properties[':id']['tax-year'].$get({ param: { id }, query: { year: '2025' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: 2025, rendita: cadastre.rendita });
    expect(res.body.source).toContain('730/2026');
    expect(
      (res.body.rows as (TaxYearRow & { registrationCode: string | null })[]).map((r) => [
        r.owner?.fiscalCode,
        r.daysHeld,
        r.shareBps,
        r.rentCents,
        r.irpefBaseCents,
        r.registrationCode,
      ]),
    ).toEqual([
      ['RSSMRA80A01H501U', 365, 5000, 481_080, 457_026, 'TJN24T000123000FH'],
      ['BNCNNA85M41F205Q', 365, 5000, 481_080, 457_026, 'TJN24T000123000FH'],
    ]);
  });

  it('refuses a year with no rules shipped, or not a year, in Italian', async () => {
    const id = await home();
    const none = await landlord.get(`/api/properties/${id}/tax-year?year=2023`);
    expect(none.status).toBe(400);
    expect(none.body.error.fields.year).toBe(taxYearWithoutRulesMessage(2023, [2024, 2025]));
    for (const bad of ['duemila', '25', '']) {
      const res = await landlord.get(`/api/properties/${id}/tax-year?year=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.fields.year).toBe(M.taxYearInvalid);
    }
    const missing = await landlord.get(`/api/properties/${id}/tax-year`);
    expect(missing.status).toBe(400);
  });
});
