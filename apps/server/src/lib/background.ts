import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './logger';

/**
 * Work an answer does not wait for, started after a request's commit (decision 138): a payment's
 * receipt — its PDF and its email — is made once the payment is answered. A task runs outside
 * the request's async context (no session extras, no statement count of that request follows it);
 * a failure is logged, never thrown. `idle()` resolves once every task started so far, and any
 * they start, has settled: the shutdown waits for it before closing the database, and the tests
 * before reading the outbox.
 */
export type Background = {
  run: (name: string, task: () => Promise<unknown>) => void;
  idle: () => Promise<void>;
};

export function createBackground(logger: Pick<Logger, 'error'>): Background {
  const pending = new Set<Promise<void>>();
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
      pending.add(settled);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
