import { it } from 'vitest';

/**
 * Races need real connections: on PGlite (one connection) racing requests run one after the
 * other and prove nothing. Whole race files are named *-concurrency.test.ts and vitest.config.ts
 * runs them only with TEST_DATABASE_URL; a single race test inside another file is registered
 * with itOnPostgres, which on PGlite registers nothing (no 'skipped' count either).
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export function itOnPostgres(name: string, fn: () => Promise<void>, timeout?: number): void {
  if (onPostgres) it(name, fn, timeout);
}
