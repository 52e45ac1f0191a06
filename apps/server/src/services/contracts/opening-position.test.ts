/**
 * setOpeningPositionsInTx, the batch the spreadsheet import calls (issue 50, decision 190): many
 * contracts' positions in the caller's transaction, in a bounded number of statements whatever
 * their number, each contract's entry as if set alone; the first refusal names its item's field
 * and nothing of the batch is stored.
 */
import { OPENING_POSITION_MESSAGES as M } from '@casaconti/core/messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, openingEntry, payable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createTestContext, type TestContext } from '../../test/harness';
import { contractBody, createContractVia, seedProperty } from '../../routes/contracts.test-support';
import { setOpeningPositionsInTx } from './opening-position';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

/** `n` contracts of 500,00 € a month since 01/01/2025 (the harness's today: 15/03/2026). */
async function contracts(n: number) {
  const out: { id: string; startDate: string }[] = [];
  for (let i = 0; i < n; i++) {
    const h = await seedProperty(ctx, landlord.user.id, ['A']);
    const id = await createContractVia(
      landlord,
      contractBody(h.property.id, [h.rooms[0]!.id], {
        contractDetails: { start_date: '2025-01-01', end_date: '2027-12-31', rent_amount: 50000 },
      }),
    );
    out.push({ id, startDate: '2025-01-01' });
  }
  return out;
}

describe('setOpeningPositionsInTx', () => {
  it('sets every contract as alone, in the same number of statements for 2 contracts as for 6', async () => {
    /** The batch's statements, counted on the transaction's own client (both drivers call its `query`). */
    const statements = async (list: { id: string; startDate: string }[]) => {
      let views: Awaited<ReturnType<typeof setOpeningPositionsInTx>> = [];
      let n = 0;
      await ctx.db.transaction(async (tx) => {
        const client = (tx as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session
          .client;
        const query = client.query;
        client.query = function (this: unknown, ...args: unknown[]) {
          n++;
          return query.apply(this, args);
        };
        try {
          views = await setOpeningPositionsInTx(tx, {
            clock: ctx.clock,
            items: list.map((c, i) => ({
              contract: c,
              position:
                i % 2 === 0
                  ? { kind: 'paid_through' as const, month: '2026-02' }
                  : { kind: 'balance' as const, asOf: '2026-02-28', balance: -1000 },
            })),
          });
        } finally {
          client.query = query;
        }
      });
      return { n, views };
    };
    const few = await contracts(2);
    const many = await contracts(6);
    const a = await statements(few);
    const b = await statements(many);
    expect(a.n).toBeGreaterThan(0);
    expect(a.n).toBeLessThanOrEqual(10);
    expect(b.n).toBe(a.n);
    expect(b.views.map((v) => v?.kind)).toEqual([
      'paid_through',
      'balance',
      'paid_through',
      'balance',
      'paid_through',
      'balance',
    ]);
    expect(b.views.every((v) => v?.settled_amount === 14 * 50000)).toBe(true);
    const rows = await ctx.db
      .select()
      .from(payable)
      .where(
        inArray(
          payable.contractId,
          many.map((c) => c.id),
        ),
      );
    for (const [i, c] of many.entries()) {
      const own = rows.filter((p) => p.contractId === c.id);
      expect(own.filter((p) => p.status === 'due' && p.amount > 0).map((p) => p.dueDate)).toEqual(['2026-03-01']);
      expect(own.filter((p) => p.type === 'opening_credit').map((p) => p.amount)).toEqual(i % 2 === 1 ? [-1000] : []);
    }
  });

  it('the first refusal names its item and nothing of the batch is stored', async () => {
    const list = await contracts(2);
    const run = ctx.db.transaction((tx) =>
      setOpeningPositionsInTx(tx, {
        clock: ctx.clock,
        items: [
          { contract: list[0]!, position: { kind: 'paid_through', month: '2026-02' }, fieldPrefix: 'rows.0.' },
          { contract: list[1]!, position: { kind: 'paid_through', month: '2024-12' }, fieldPrefix: 'rows.1.' },
        ],
      }),
    );
    await expect(run).rejects.toMatchObject({ fields: { 'rows.1.month': M.monthBeforeStart } });
    await expect(run).rejects.toBeInstanceOf(AppError);
    const entries = await ctx.db
      .select()
      .from(openingEntry)
      .where(
        inArray(
          openingEntry.contractId,
          list.map((c) => c.id),
        ),
      );
    expect(entries).toEqual([]);
    const [c] = await ctx.db.select().from(contract).where(eq(contract.id, list[0]!.id));
    expect(c).toBeDefined();
    const paid = await ctx.db.select().from(payable).where(eq(payable.contractId, list[0]!.id));
    expect(paid.every((p) => p.status === 'due' && p.openingAmount === 0)).toBe(true);
  });
});
