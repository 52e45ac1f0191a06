import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './logger';

/**
 * Work an answer does not wait for, started after a request's commit (decision 138): a payment's
 * receipt — its PDF and its email — is made once the payment is answered. A task runs outside
 * the request's async context (no session extras, no statement count of that request follows it);
 * a failure is logged, never thrown. `idle()` resolves once every task started so far, and any
 * they start, has settled: the tests wait for it before reading the outbox. The shutdown waits for
 * it before closing the database, within a bound (`idle(ms)` answers false when the bound passed
 * first, and `pending()` names what is left): an unreachable mail server must not hold a stop.
 */
export type Background = {
  run: (name: string, task: () => Promise<unknown>) => void;
  /** True once everything has settled; false if `withinMs` passed first (nothing is cancelled). */
  idle: (withinMs?: number) => Promise<boolean>;
  /** The names of the tasks not settled yet, in the order they started. */
  pending: () => string[];
};

export function createBackground(logger: Pick<Logger, 'error'>): Background {
  const pending = new Map<Promise<void>, string>();
  // The context of start-up, where no request's AsyncLocalStorage stores are set.
  const outsideRequests = AsyncLocalStorage.snapshot();
  return {
    run(name, task) {
      const settled: Promise<void> = outsideRequests(() =>
        Promise.resolve()
          .then(task)
          .then(
            () => undefined,
            (err: unknown) => logger.error({ err, task: name }, 'background task failed'),
          )
          .finally(() => pending.delete(settled)),
      );
      pending.set(settled, name);
    },
    async idle(withinMs) {
      const allSettled = (async () => {
        while (pending.size > 0) await Promise.all(pending.keys());
        return true;
      })();
      if (withinMs === undefined) return allSettled;
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), withinMs);
      });
      try {
        return await Promise.race([allSettled, bound]);
      } finally {
        clearTimeout(timer);
      }
    },
    pending: () => [...pending.values()],
  };
}
