import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';

/**
 * The header of the count: a request that carries it (any value) is counted, and its answer
 * carries the number of SQL statements it sent (bench only).
 */
export const QUERY_COUNT_HEADER = 'x-query-count';

export type QueryCounter = {
  /** The database's query hook: counts one statement for the request it runs for, if any. */
  onQuery: () => void;
  /** Opens one count per request that asks for it and answers it in QUERY_COUNT_HEADER. */
  middleware: MiddlewareHandler;
};

/**
 * `npm run bench` only (NODE_ENV=test and BENCH_COUNT_QUERIES=1, else undefined: nothing is
 * installed): the exact number of SQL statements a request sends, session lookup included.
 * The count follows the request through its async work (AsyncLocalStorage), so statements of
 * background jobs and of other requests served meanwhile are not counted.
 *
 * Only requests that carry QUERY_COUNT_HEADER are counted (the bench's probes), and the
 * AsyncLocalStorage is switched off whenever none is in flight: while it is on, Node's async hooks
 * track every promise of the process, a cost the load of the bench would otherwise measure and
 * a production server (which has no counter) does not pay.
 */
export function createQueryCounter(env: Env): QueryCounter | undefined {
  if (env.nodeEnv !== 'test' || !env.benchCountQueries) return undefined;
  const store = new AsyncLocalStorage<{ statements: number }>();
  let counting = 0;
  return {
    onQuery: () => {
      const current = store.getStore();
      if (current) current.statements++;
    },
    middleware: async (c, next) => {
      if (c.req.header(QUERY_COUNT_HEADER) === undefined) return next();
      const current = { statements: 0 };
      counting++;
      try {
        await store.run(current, next);
      } finally {
        if (--counting === 0) store.disable();
      }
      c.res.headers.set(QUERY_COUNT_HEADER, String(current.statements));
    },
  };
}
