import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccount } from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';

// Races need real connections: vitest.config.ts runs *-concurrency.test.ts files only on
// PostgreSQL (TEST_DATABASE_URL).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const IBANS = [
  'IT60X0542811101000000123456',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'ES9121000418450200051332',
  'NL91ABNA0417164300',
  'BE68539007547034',
  'AT611904300234573201',
  'GB29NWBK60161331926819',
];

const live = (landlordId: string) =>
  ctx.db
    .select()
    .from(bankAccount)
    .where(and(eq(bankAccount.landlordId, landlordId), isNull(bankAccount.deletedAt)));

describe('simultaneous bank account writes (PostgreSQL)', () => {
  it('8 first accounts created at once, each asking to be the default: all stored, exactly one default', async () => {
    const l = await ctx.createLandlord();
    const results = await Promise.all(
      IBANS.map((iban, i) =>
        answer(
          l.api['bank-accounts'].$post({
            json: { name: `Conto ${i}`, holderName: 'L B', iban, isDefault: i % 2 === 0 },
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(IBANS.map(() => 201));
    const rows = await live(l.user.id);
    expect(rows).toHaveLength(IBANS.length);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('8 accounts made the default at once: exactly one default, never none', async () => {
    const l = await ctx.createLandlord();
    const ids: string[] = [];
    for (const [i, iban] of IBANS.entries()) {
      ids.push(
        (await answer(l.api['bank-accounts'].$post({ json: { name: `C${i}`, holderName: 'L B', iban } }))).body.id,
      );
    }
    const results = await Promise.all(
      ids.map((id, i) =>
        answer(
          l.api['bank-accounts'][':id'].$put({
            param: { id },
            json: { name: `C${i}`, holderName: 'L B', iban: IBANS[i]!, isDefault: true },
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect((await live(l.user.id)).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('the same IBAN added 6 times at once: one stored, the others refused in Italian', async () => {
    const l = await ctx.createLandlord();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        answer(l.api['bank-accounts'].$post({ json: { name: `Doppio ${i}`, holderName: 'L B', iban: IBANS[0]! } })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await live(l.user.id)).toHaveLength(1);
  });

  it('deleting the default while making another the default at once never leaves two or a deleted default', async () => {
    const l = await ctx.createLandlord();
    const a = (await answer(l.api['bank-accounts'].$post({ json: { name: 'A', holderName: 'L B', iban: IBANS[0]! } })))
      .body;
    const b = (await answer(l.api['bank-accounts'].$post({ json: { name: 'B', holderName: 'L B', iban: IBANS[1]! } })))
      .body;
    await Promise.all([
      answer(
        l.api['bank-accounts'][':id'].$put({
          param: { id: b.id },
          json: { name: 'B', holderName: 'L B', iban: IBANS[1]!, isDefault: true },
        }),
      ),
      answer(l.api['bank-accounts'][':id'].$delete({ param: { id: a.id } })),
    ]);
    const rows = await live(l.user.id);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});
