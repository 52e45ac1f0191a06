/**
 * Issue 21: the split criteria through the API (POST /api/bills, POST /api/bills/preview, the bill
 * detail), docs/domain.md §5 and §10's examples to the cent, the owner's share, the room weight and the
 * refusals (400 on the field, nothing stored).
 */
import { formatEuro } from '@casaconti/core/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bill, room } from '../db/schema';
import { answer, createTestContext, DEFAULT_NOW, type TestContext } from '../test/harness';
import { billBody, billCounts, malformedBillBody } from './bills.test-support';
import { agreements, contractBody, createContractVia, seedProperty } from './contracts.test-support';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;

let ctx: TestContext;
let owner: Landlord;
let other: Landlord;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createLandlord();
  other = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set(DEFAULT_NOW));

async function contract(
  propertyId: string,
  roomIds: string[],
  o: { first: string; last: string; start: string; end: string; occupants?: number; selfManaged?: boolean },
) {
  return createContractVia(
    owner,
    contractBody(propertyId, roomIds, {
      tenantInfo: { firstName: o.first, lastName: o.last },
      contractDetails: { start_date: o.start, end_date: o.end, number_of_occupants: o.occupants ?? 1 },
      utilityAgreements: agreements(o.selfManaged ? { electricity: 'self_managed', admin: 'self_managed' } : {}),
    }),
  );
}

/** docs/domain.md §10 "Split by rooms, a vacant room": X holds A all period, Y holds B and C from 01/03. */
async function roomsFlat() {
  const home = await seedProperty(ctx, owner.user.id);
  const [a, b, c] = home.rooms.map((r) => r.id) as [string, string, string];
  const x = await contract(home.property.id, [a], {
    first: 'Xenia',
    last: 'Bianchi',
    start: '2025-12-01',
    end: '2026-12-31',
  });
  const y = await contract(home.property.id, [b, c], {
    first: 'Ylenia',
    last: 'Verdi',
    start: '2026-03-01',
    end: '2026-12-31',
  });
  return { home, x, y, rooms: { a, b, c } };
}

const ADMIN_Q1 = {
  category: 'admin',
  totalAmount: 25000,
  splittableAmount: 25000,
  periodStartDate: '2026-01-01',
  periodEndDate: '2026-03-31',
} as const;

describe('the rooms criterion (default for admin): vacancy is the owner’s', () => {
  it('splits docs/domain.md §10’s admin bill: X 83,33 €, Y 57,41 €, owner 109,26 € (stanze libere), preview = stored', async () => {
    const { home, x, y } = await roomsFlat();
    const body = billBody(home.property.id, { billDetails: ADMIN_Q1 });
    const before = await billCounts(ctx);
    const preview = await answer(owner.api.bills.preview.$post({ json: body }));
    expect(preview.status, preview.text).toBe(200);
    // The preview writes nothing.
    expect(await billCounts(ctx)).toEqual(before);
    expect(preview.body).toMatchObject({
      splitCriterion: 'rooms',
      totalAmount: 25000,
      ownerShare: 10926,
      ownerKeptAmount: 0,
      ownerShareReasons: ['stanze libere: 118 su 270 giorni-stanza'],
      totalWeight: '270',
      warnings: ['Ylenia Verdi copre solo 31 giorni su 90'],
    });
    expect(
      preview.body.splits.map((s: { contractId: string; calculated_amount: number; arithmetic: string }) => [
        s.contractId,
        s.calculated_amount,
        s.arithmetic,
      ]),
    ).toEqual([
      [x, 8333, '90 giorni × 1 stanza = 90 su 270 giorni-stanza'],
      [y, 5741, '31 giorni × 2 stanze = 62 su 270 giorni-stanza'],
    ]);

    const created = await answer(owner.api.bills.$post({ json: body }));
    expect(created.status, created.text).toBe(201);
    const { billId, ...stored } = created.body;
    expect(stored).toEqual(preview.body);

    const detail = await answer(owner.api.bills[':id'].$get({ param: { id: billId } }));
    expect(detail.body).toMatchObject({
      splitCriterion: 'rooms',
      ownerShare: 10926,
      ownerShareReasons: ['stanze libere: 118 su 270 giorni-stanza'],
      warnings: ['Ylenia Verdi copre solo 31 giorni su 90'],
    });
    expect(
      detail.body.splits.map((s: { calculatedAmount: number; weight: string; roomCount: number }) => [
        s.calculatedAmount,
        s.weight,
        s.roomCount,
      ]),
    ).toEqual([
      [8333, '90', 1],
      [5741, '62', 2],
    ]);
    const [row] = await ctx.db.select().from(bill).where(eq(bill.id, billId));
    expect(row).toMatchObject({ splitCriterion: 'rooms', ownerKeptAmount: 0, splittableAmount: 25000 });
  });

  it('counts a room’s weight (millesimi) and the quota the owner keeps out of the split', async () => {
    const { home, x, y, rooms } = await roomsFlat();
    const patch = await answer(
      owner.api.rooms[':id'].$patch({
        param: { id: rooms.a },
        json: { name: 'Stanza A', description: null, weight: '2,5' },
      }),
    );
    expect(patch.status, patch.text).toBe(200);
    expect(patch.body.weight).toBe('2.5');
    // A weighs 2,5: 90 × 2,5 = 225 of (2,5 + 1 + 1) × 90 = 405; Y 62; owner 118. S = 250 − 20 = 230 €.
    const res = await answer(
      owner.api.bills.preview.$post({
        json: billBody(home.property.id, {
          billDetails: { ...ADMIN_Q1, splittableAmount: undefined, ownerKeptAmount: 2000 },
        }),
      }),
    );
    expect(res.status, res.text).toBe(200);
    const amounts = Object.fromEntries(
      res.body.splits.map((s: { contractId: string; calculated_amount: number }) => [
        s.contractId,
        s.calculated_amount,
      ]),
    );
    // 23000 × 225/405 = 12777,77…; × 62/405 = 3520,98…; × 118/405 = 6701,23…: floors 22998, spares to X and Y.
    expect(amounts).toEqual({ [x]: 12778, [y]: 3521 });
    expect(res.body.ownerShare).toBe(25000 - 12778 - 3521);
    expect(res.body.ownerShareReasons).toEqual([
      'stanze libere: 118 su 405 giorni-stanza',
      `quota esclusa: ${formatEuro(2000)}`,
    ]);
    expect(res.body.splits[0].arithmetic).toBe('90 giorni × 1 stanza (peso 2,5) = 225 su 405 giorni-stanza');
  });

  it('refuses a room weight ≤ 0 or over 100000 with the Italian message, changing nothing', async () => {
    const { rooms } = await roomsFlat();
    for (const [weight, message] of [
      ['0', 'Il peso della stanza deve essere maggiore di 0'],
      ['100000,5', 'Il peso della stanza non può superare 100000'],
      ['abc', 'Peso non valido: inserisci un numero'],
    ] as const) {
      const res = await owner.patch(`/api/rooms/${rooms.a}`, { name: 'Stanza A', description: null, weight });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ weight: message });
    }
    const [stored] = await ctx.db.select({ weight: room.weight }).from(room).where(eq(room.id, rooms.a));
    expect(stored!.weight).toBeNull();
  });
});

describe('occupancy and meter readings', () => {
  it('leaves docs/domain.md §10’s gap between tenants to the owner: Z 43,42 €, W 123,25 €, owner 33,33 €', async () => {
    const home = await seedProperty(ctx, owner.user.id);
    const z = await contract(home.property.id, [home.rooms[0]!.id], {
      first: 'Zeno',
      last: 'Neri',
      start: '2025-10-01',
      end: '2026-01-31',
    });
    const w = await contract(home.property.id, [home.rooms[1]!.id], {
      first: 'Walter',
      last: 'Blu',
      start: '2026-02-16',
      end: '2026-12-31',
      occupants: 2,
    });
    const created = await answer(
      owner.api.bills.$post({
        json: billBody(home.property.id, {
          billDetails: {
            totalAmount: 20000,
            splittableAmount: 20000,
            periodStartDate: '2026-01-01',
            periodEndDate: '2026-03-31',
          },
        }),
      }),
    );
    expect(created.status, created.text).toBe(201);
    const detail = await answer(owner.api.bills[':id'].$get({ param: { id: created.body.billId } }));
    expect(detail.body).toMatchObject({
      splitCriterion: 'occupancy',
      ownerShare: 3333,
      ownerShareReasons: ['giorni senza inquilini: 15 giorni su 90'],
      warnings: ['Zeno Neri copre solo 31 giorni su 90', 'Walter Blu copre solo 44 giorni su 90'],
    });
    expect(
      Object.fromEntries(
        detail.body.splits.map((s: { contractId: string; calculatedAmount: number }) => [
          s.contractId,
          s.calculatedAmount,
        ]),
      ),
    ).toEqual({ [z]: 4342, [w]: 12325 });
  });

  it('splits by readings (X 88,42 €, Y 61,58 €) and refuses readings of a non-participant, storing nothing', async () => {
    const home = await seedProperty(ctx, owner.user.id);
    const x = await contract(home.property.id, [home.rooms[0]!.id], {
      first: 'Xenia',
      last: 'Bianchi',
      start: '2025-01-01',
      end: '2026-12-31',
    });
    const y = await contract(home.property.id, [home.rooms[1]!.id], {
      first: 'Ylenia',
      last: 'Verdi',
      start: '2025-01-01',
      end: '2026-12-31',
    });
    const selfManaged = await contract(home.property.id, [home.rooms[2]!.id], {
      first: 'Sara',
      last: 'Neri',
      start: '2025-01-01',
      end: '2026-12-31',
      selfManaged: true,
    });
    const details = { totalAmount: 15000, splittableAmount: 15000, splitCriterion: 'meter_readings' as const };

    const before = await billCounts(ctx);
    for (const path of ['/api/bills', '/api/bills/preview']) {
      const bad = await owner.post(
        path,
        malformedBillBody(home.property.id, {
          billDetails: { ...details, meterReadings: { [x]: '412,5', [selfManaged]: '10' } },
        }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        [`billDetails.meterReadings.${selfManaged}`]: 'Questo contratto non partecipa alla ripartizione della spesa',
      });
      const negative = await owner.post(
        path,
        malformedBillBody(home.property.id, { billDetails: { ...details, meterReadings: { [x]: '-1' } } }),
      );
      expect(negative.status).toBe(400);
      expect(negative.body.error.fields).toEqual({
        [`billDetails.meterReadings.${x}`]: 'La lettura non può essere negativa',
      });
      const criterion = await owner.post(
        path,
        malformedBillBody(home.property.id, { billDetails: { splitCriterion: 'per_capita' } }),
      );
      expect(criterion.status).toBe(400);
      expect(criterion.body.error.fields).toEqual({
        'billDetails.splitCriterion': 'Scegli un criterio di ripartizione valido',
      });
      const kept = await owner.post(
        path,
        malformedBillBody(home.property.id, { billDetails: { splittableAmount: undefined, ownerKeptAmount: 30001 } }),
      );
      expect(kept.status).toBe(400);
      expect(kept.body.error.fields).toEqual({
        'billDetails.ownerKeptAmount': "La quota a carico del proprietario non può superare l'importo totale",
      });
    }
    expect(await billCounts(ctx)).toEqual(before);

    const body = billBody(home.property.id, {
      billDetails: { ...details, meterReadings: { [x]: '412,5', [y]: 287.25 } },
    });
    const preview = await answer(owner.api.bills.preview.$post({ json: body }));
    const created = await answer(owner.api.bills.$post({ json: body }));
    expect(created.status, created.text).toBe(201);
    const { billId: _id, ...stored } = created.body;
    expect(stored).toEqual(preview.body);
    expect(
      stored.splits.map((s: { contractId: string; calculated_amount: number; arithmetic: string }) => [
        s.contractId,
        s.calculated_amount,
        s.arithmetic,
      ]),
    ).toEqual([
      [x, 8842, 'lettura 412,5 su 699,75'],
      [y, 6158, 'lettura 287,25 su 699,75'],
    ]);
    expect(stored.ownerShare).toBe(0);
  });

  it('answers 404 for another landlord’s property on the preview, as on create', async () => {
    const theirs = await seedProperty(ctx, other.user.id);
    const res = await answer(owner.api.bills.preview.$post({ json: billBody(theirs.property.id) }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Proprietà non trovata o non hai i permessi per modificarla' },
    });
  });
});
