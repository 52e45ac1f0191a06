/**
 * The bench's per-request SQL statement count (lib/query-count.ts): only with NODE_ENV=test and
 * BENCH_COUNT_QUERIES=1, for the requests that ask for it, exactly the statements of the request
 * it answers, also while other requests run at the same time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { parseEnv } from './env';
import { QUERY_COUNT_HEADER } from './query-count';

let ctx: TestContext;
let plain: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { BENCH_COUNT_QUERIES: '1' } });
  plain = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await plain.close();
});

const counted = (res: { headers: Headers }) => Number(res.headers.get(QUERY_COUNT_HEADER));
/** The request header that asks for the count. */
const ASK = { [QUERY_COUNT_HEADER]: '1' };

describe('x-query-count (bench only)', () => {
  it("answers each request's own statement count, the same under concurrency", async () => {
    const landlord = await ctx.createLandlord();
    for (let i = 0; i < 3; i++) {
      await answer(
        landlord.api.properties.$post({
          json: {
            propertyDetails: {
              name: `Casa ${i}`,
              street_address: 'Via Roma 1',
              postal_code: '00100',
              province: 'RM',
              country: 'Italia',
            },
            rooms: [{ name: 'Stanza 1', description: null }],
          },
        }),
      );
    }
    expect(counted(await ctx.agent().get('/healthz', ASK))).toBe(0);
    let me = { headers: new Headers() };
    const meStatements = await ctx.countQueries(async () => {
      me = await answer(landlord.api.account.me.$get({}, { headers: ASK }));
    });
    expect(meStatements).toBeGreaterThan(0);
    expect(counted(me)).toBe(meStatements);
    // The portfolio is a kept answer (decision 146): asked once first, every request below is a hit.
    await answer(landlord.api.properties.$get());
    let portfolio = { headers: new Headers() };
    const portfolioStatements = await ctx.countQueries(async () => {
      portfolio = await answer(landlord.api.properties.$get({}, { headers: ASK }));
    });
    expect(counted(portfolio)).toBe(portfolioStatements);
    expect(portfolioStatements).not.toBe(meStatements);

    // Counted requests among uncounted ones: each counted answer has its own count, the others none.
    const together = await Promise.all([
      answer(landlord.api.account.me.$get({}, { headers: ASK })),
      answer(landlord.api.properties.$get()),
      answer(landlord.api.properties.$get({}, { headers: ASK })),
      answer(landlord.api.account.me.$get()),
      answer(landlord.api.account.me.$get({}, { headers: ASK })),
      answer(landlord.api.properties.$get({}, { headers: ASK })),
    ]);
    expect(together.map((res) => res.headers.get(QUERY_COUNT_HEADER))).toEqual(
      [meStatements, null, portfolioStatements, null, meStatements, portfolioStatements].map((n) =>
        n === null ? null : String(n),
      ),
    );
    // Counting again after the counter was switched off (no counted request left in flight).
    expect(counted(await answer(landlord.api.properties.$get({}, { headers: ASK })))).toBe(portfolioStatements);
  });

  it('is absent without BENCH_COUNT_QUERIES, and refused outside NODE_ENV=test', async () => {
    expect((await plain.agent().get('/healthz', ASK)).headers.has(QUERY_COUNT_HEADER)).toBe(false);
    const landlord = await plain.createLandlord();
    expect((await answer(landlord.api.account.me.$get({}, { headers: ASK }))).headers.has(QUERY_COUNT_HEADER)).toBe(
      false,
    );
    expect(parseEnv({ NODE_ENV: 'test', BENCH_COUNT_QUERIES: '1' }).benchCountQueries).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', BENCH_COUNT_QUERIES: '1' }).benchCountQueries).toBe(false);
    expect(parseEnv({ NODE_ENV: 'development', BENCH_COUNT_QUERIES: '1' }).benchCountQueries).toBe(false);
  });
});
