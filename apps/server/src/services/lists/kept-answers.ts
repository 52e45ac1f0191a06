import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/client';
import { landlordDataVersion } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';

/** The kept answers' bound in bytes (decision 130): about the JSON length of every kept answer. */
export const KEPT_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * One kept answer: computed after reading `version`, the landlord's data version (a number), or
 * for a reader of several landlords' data the versions of all of them (a string, decision 141).
 */
type KeptEntry = { version: number | string; answer: unknown };

/**
 * Whole answers of the landlord's portfolio-wide reads (decision 130), one cache per app instance
 * (created where the routes are built), bounded by bytes (the least recently used answers go
 * first). An entry answers only for its landlord, read, query and Rome day, and only while the
 * landlord's data version in the database is the one it was computed under: every instance reads
 * the version on every request, so instances on one database never answer one another's stale
 * entries (decision 131 says what bumps it).
 */
export type KeptAnswers = LRUCache<string, KeptEntry>;

export function createKeptAnswers(maxBytes: number = KEPT_ANSWERS_MAX_BYTES): KeptAnswers {
  return new LRUCache<string, KeptEntry>({
    maxSize: maxBytes,
    // The key and the answer as JSON (what the route sends): a measure of the memory, not exact.
    sizeCalculation: (entry, key) => Math.max(1, key.length + (JSON.stringify(entry.answer)?.length ?? 0)),
  });
}

/** The query as parsed by zod, keys sorted and absent values dropped: equal queries, equal keys. */
export function canonicalQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const keys = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort();
  return JSON.stringify(keys.map((k) => [k, query[k]]));
}

/** The landlord's data version in one statement (0 while nothing of theirs was ever written). */
export async function readLandlordDataVersion(db: Queryable, landlordId: string): Promise<number> {
  const version = db
    .select({ v: landlordDataVersion.version })
    .from(landlordDataVersion)
    .where(eq(landlordDataVersion.landlordId, landlordId));
  const [row] = await db
    .select({ version: sql<number>`coalesce((${version}), 0)`.mapWith(Number) })
    .from(sql`(select 1) as head`);
  return row?.version ?? 0;
}

/**
 * The answer of `read` for the landlord and `query` today: the kept one if it was computed under
 * the landlord's current data version, else `compute()`'s, kept. One statement on a hit (the
 * version); on a miss the version then the read's own statements.
 *
 * Why an answer is never older than the version it is kept under: the version is read first, and
 * `compute` reads its data afterwards, in later statements; a write and its bump commit together,
 * so any data `compute` sees is at least as new as that version. It may be newer (a write committed
 * in between): then the version has moved on too, and the next request, reading the newer version,
 * misses and recomputes. Of two concurrent misses, a kept entry is never replaced by one of a
 * lower version.
 */
export async function answerKept<T>(opts: {
  db: Queryable;
  clock: Clock;
  kept: KeptAnswers;
  landlordId: string;
  read: string;
  query?: Record<string, unknown>;
  compute: () => Promise<T>;
}): Promise<T> {
  const { db, landlordId } = opts;
  return answerKeptUnder({
    kept: opts.kept,
    key: [landlordId, opts.read, today(opts.clock), canonicalQuery(opts.query)],
    readVersion: () => readLandlordDataVersion(db, landlordId),
    compute: opts.compute,
  });
}

/**
 * answerKept's rule for any key and version: `readVersion` is one statement that answers what the
 * kept answer is valid under (null: nothing to keep under, e.g. a link that opens nothing — the
 * answer is computed and not kept). The same reasoning as answerKept's holds for a version made of
 * several landlords' versions, read in one statement: an entry answers only when every one of
 * them is the one it was computed after.
 */
export async function answerKeptUnder<T>(opts: {
  kept: KeptAnswers;
  key: readonly unknown[];
  readVersion: () => Promise<number | string | null>;
  compute: () => Promise<T>;
}): Promise<T> {
  const { kept } = opts;
  const key = JSON.stringify(opts.key);
  const version = await opts.readVersion();
  if (version === null) return opts.compute();
  const entry = kept.get(key);
  if (entry && entry.version === version) return entry.answer as T;
  const answer = await opts.compute();
  const current = kept.peek(key);
  // Of two concurrent misses the later version stays; several landlords' versions have no order,
  // so there the last computed stays (an older one only misses on the next read).
  const older = typeof current?.version === 'number' && typeof version === 'number' && current.version > version;
  if (!older) kept.set(key, { version, answer });
  return answer;
}
