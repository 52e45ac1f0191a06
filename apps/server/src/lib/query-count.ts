import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';

/** The answer header that carries the number of SQL statements the request sent (bench only). */
export const QUERY_COUNT_HEADER = 'x-query-count';

export type QueryCounter = {
  /** The database's query hook: counts one statement for the request it runs for, if any. */
  onQuery: () => void;
  /** Opens one count per request and answers it in QUERY_COUNT_HEADER. */
  middleware: MiddlewareHandler;
};

/**
 * `npm run bench` only (NODE_ENV=test and BENCH_COUNT_QUERIES=1, else undefined: nothing is
 * installed): the exact number of SQL statements each request sends, session lookup included.
 * The count follows the request through its async work (AsyncLocalStorage), so statements of
 * background jobs and of other requests served meanwhile are not counted.
 */
export function createQueryCounter(env: Env): QueryCounter | undefined {
  if (env.nodeEnv !== 'test' || !env.benchCountQueries) return undefined;
  const store = new AsyncLocalStorage<{ statements: number }>();
  return {
    onQuery: () => {
      const current = store.getStore();
      if (current) current.statements++;
    },
    middleware: async (c, next) => {
      const current = { statements: 0 };
      await store.run(current, next);
      c.res.headers.set(QUERY_COUNT_HEADER, String(current.statements));
    },
  };
}
