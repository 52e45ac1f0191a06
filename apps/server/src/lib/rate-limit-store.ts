import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rateLimit } from '../db/schema';
import { AppError } from './app-error';
import type { Clock } from './clock';

/**
 * The sign-in limiter's mechanism (decision 006) for routes outside /api/auth: the same
 * database store (`rate_limit`, shared by every server process), a fixed window per key. One
 * atomic upsert per event; true while the window holds at most `max` events (the event is
 * counted either way). `db` may be a transaction: the count then lives or dies with it.
 */
export async function countRateLimited(opts: {
  db: Queryable;
  clock: Clock;
  key: string;
  windowSec: number;
  max: number;
}): Promise<boolean> {
  const now = opts.clock.now().getTime();
  const windowStart = now - opts.windowSec * 1000;
  const rows = await opts.db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: opts.key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${rateLimit.lastRequest} <= ${windowStart} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimit.lastRequest} <= ${windowStart} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count });
  return (rows[0]?.count ?? 0) <= opts.max;
}

/** countRateLimited that refuses: over `max` events within `windowSec`, 429 with `message`. */
export async function consumeRateLimit(opts: {
  db: Queryable;
  clock: Clock;
  key: string;
  windowSec: number;
  max: number;
  message: string;
}): Promise<void> {
  if (!(await countRateLimited(opts))) throw new AppError('RATE_LIMITED', opts.message);
}

/** Forgets a key's events (a successful sign-in clears its account's failed attempts). */
export async function clearRateLimit(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}

/** Emails about an account (confirmation, reset, "already registered", "use your invitation") per address per hour. */
export const ACCOUNT_EMAILS_PER_HOUR = 5;

/**
 * Whether one more account email may go to `to` this hour (registration and password-reset
 * requests). Past ACCOUNT_EMAILS_PER_HOUR the caller sends nothing and answers as usual, so
 * the answer tells nothing about the address (decision 042).
 */
export function mayEmailAccount(opts: { db: Queryable; clock: Clock; to: string }): Promise<boolean> {
  return countRateLimited({
    db: opts.db,
    clock: opts.clock,
    key: `account-email:${opts.to.trim().toLowerCase()}`,
    windowSec: 3600,
    max: ACCOUNT_EMAILS_PER_HOUR,
  });
}
