/**
 * The bench's dataset generator (bench/dataset.ts, issue 12 §1) at a tiny scale: it writes what
 * the app itself would have written. Every money invariant holds, the daily payables job finds
 * nothing missing, the landlord and the bench tenant sign in through the real sign-in and read
 * their data, and the bench's write targets (settle, confirm one payable) are accepted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRome } from '@casaconti/core/dates';
import {
  BENCH_LANDLORD_EMAIL,
  BENCH_TENANT_EMAIL,
  type DatasetSummary,
  generateDataset,
  plannedSizes,
} from '../../../../bench/dataset';
import { materializeScheduledPayables } from '../services/payables/materialize-scheduled-payables';
import { createTestContext, DEFAULT_NOW, type TestContext, answer } from '../test/harness';
import { invariantViolations } from '../test/invariants';

const SCALE = 0.02;
let ctx: TestContext;
let dataset: DatasetSummary;

beforeAll(async () => {
  ctx = await createTestContext();
  dataset = await generateDataset(ctx.db, { scale: SCALE, today: todayInRome(new Date(DEFAULT_NOW)) });
});
afterAll(() => ctx.close());

const count = async (table: string, where = 'true') => {
  const res = (await ctx.db.execute(
    sql.raw(`select count(*)::int as n from "${table}" where ${where}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]!.n);
};

describe(`bench dataset at scale ${SCALE}`, () => {
  it('has the planned sizes for the bench landlord and one other landlord', async () => {
    const planned = plannedSizes(SCALE);
    const landlordId = dataset.landlord.id;
    expect(planned).toEqual({ properties: 4, rooms: 16, contracts: 20, bills: 48, otherLandlords: 1 });
    expect(await count('property', `landlord_id = '${landlordId}'`)).toBe(planned.properties);
    expect(await count('room', `property_id in (select id from property where landlord_id = '${landlordId}')`)).toBe(
      planned.rooms,
    );
    expect(
      await count('contract', `property_id in (select id from property where landlord_id = '${landlordId}')`),
    ).toBe(planned.contracts);
    expect(await count('bill', `created_by = '${landlordId}'`)).toBe(planned.bills);
    expect(await count('user', 'is_landlord')).toBe(1 + planned.otherLandlords);
    expect(dataset.rows.contracts).toBe(await count('contract'));
    expect(dataset.rows.payables).toBe(await count('payable'));
    // Every kind of row the bench reads exists.
    expect(await count('settlement')).toBeGreaterThan(0);
    expect(await count('payable', `status = 'paid'`)).toBeGreaterThan(0);
    expect(await count('payable', `type = 'consumption_bill'`)).toBeGreaterThan(0);
    expect(await count('settlement_item', `source_type = 'manual_adjustment'`)).toBeGreaterThan(0);
    expect(await count('settlement_item', `source_type = 'settlement_base_fee'`)).toBeGreaterThan(0);
    expect(await count('contract', `end_date < '${dataset.today}'`)).toBeGreaterThan(0);
    expect(await count('contract', `start_date > '${dataset.today}'`)).toBeGreaterThan(0);
    expect(dataset.currentContractIds.length).toBeGreaterThan(0);
  });

  it('holds every money invariant', async () => {
    const query = async (text: string) =>
      ((await ctx.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(await invariantViolations(query)).toEqual([]);
  });

  it('stored every scheduled payable the daily job would store (it finds none missing)', async () => {
    const before = await count('payable');
    expect(await materializeScheduledPayables({ db: ctx.db, clock: ctx.clock })).toBe(0);
    expect(await count('payable')).toBe(before);
  });

  it('lets the landlord and the bench tenant sign in and read their data', async () => {
    const landlord = ctx.agent();
    const signIn = await answer(
      landlord.api.auth['sign-in'].email.$post({
        json: {
          email: BENCH_LANDLORD_EMAIL,
          password: dataset.password,
        },
      }),
    );
    expect(signIn.status).toBe(200);
    const portfolio = await answer(landlord.api.properties.$get());
    expect(portfolio.status).toBe(200);
    expect(portfolio.body.items).toHaveLength(4);

    const tenant = ctx.agent();
    expect(
      (
        await answer(
          tenant.api.auth['sign-in'].email.$post({ json: { email: BENCH_TENANT_EMAIL, password: dataset.password } }),
        )
      ).status,
    ).toBe(200);
    const statements = await answer(tenant.api.tenant.statements.$get());
    expect(statements.status).toBe(200);
    expect(dataset.tenant.contracts).toBe(3);
    expect(statements.body.items).toHaveLength(3);
  });

  it("accepts the bench's writes: settle a settleable contract, confirm a due payable", async () => {
    const landlord = ctx.agent();
    await answer(
      landlord.api.auth['sign-in'].email.$post({ json: { email: BENCH_LANDLORD_EMAIL, password: dataset.password } }),
    );
    expect(dataset.settleableContractIds.length).toBeGreaterThan(0);
    expect(dataset.duePayableIds.length).toBeGreaterThan(0);
    const settled = await answer(
      landlord.api.payments.contracts[':id'].settle.$post({
        param: { id: dataset.settleableContractIds[0]! },
        json: {},
      }),
    );
    expect(settled.status, settled.text).toBe(201);
    const confirmed = await answer(
      landlord.api.payments.payables[':id'].confirm.$post({ param: { id: dataset.duePayableIds.at(-1)! }, json: {} }),
    );
    expect(confirmed.status, confirmed.text).toBe(200);
  });
});
