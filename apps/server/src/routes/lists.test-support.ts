/** Shared steps of the paged lists' route tests (decision 080; not a test file itself). */
import { expect, it } from 'vitest';
import type { TestContext } from '../test/harness';

type Answer = Awaited<ReturnType<ReturnType<TestContext['agent']>['get']>>;

/**
 * One test per malformed query string of a paged list: 400 VALIDATION with the field's Italian
 * message, as the error's message and under `fields`. `request` sends the query (`key=value`).
 */
export function itRefusesMalformedQueries(
  cases: [query: string, field: string, message: string][],
  request: (query: string) => Promise<Answer>,
) {
  it.each(cases)('refuses ?%s with 400 and its Italian message', async (query, field, message) => {
    const res = await request(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
  });
}
