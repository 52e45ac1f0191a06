import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/client';
import { contract, landlordDataVersion, property } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { keepJson } from '../../lib/kept-json';

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
    // The key and the answer as JSON (what the route sends, serialized here once for every
    // request it answers: decision 146): a measure of the memory, not exact.
    sizeCalculation: (entry, key) => Math.max(1, key.length + jsonLength(entry.answer)),
  });
}

/** An answer's JSON length; an object's text is kept for the answers it makes (keepJson). */
function jsonLength(answer: unknown): number {
  if (typeof answer === 'object' && answer !== null) return keepJson(answer).bytes;
  return JSON.stringify(answer)?.length ?? 0;
}

/** The query as parsed by zod, keys sorted and absent values dropped: equal queries, equal keys. */
export function canonicalQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const keys = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort();
  return JSON.stringify(keys.map((k) => [k, query[k]]));
}

/** The landlord's version row's value as a subquery (no row while nothing of theirs was ever written). */
function landlordVersionQuery(db: Queryable, landlordId: string) {
  return db
    .select({ v: landlordDataVersion.version })
    .from(landlordDataVersion)
    .where(eq(landlordDataVersion.landlordId, landlordId));
}

/** The landlord's data version in one statement (0 while nothing of theirs was ever written). */
export async function readLandlordDataVersion(db: Queryable, landlordId: string): Promise<number> {
  const version = landlordVersionQuery(db, landlordId);
  const [row] = await db
    .select({ version: sql<number>`coalesce((${version}), 0)`.mapWith(Number) })
    .from(sql`(select 1) as head`);
  return row?.version ?? 0;
}

/** The query of readTenantDataVersions, to await or to nest in another statement. */
function tenantDataVersionsQuery(db: Queryable, tenantId: string) {
  const landlords = db
    .selectDistinct({ id: property.landlordId })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(eq(contract.tenantId, tenantId))
    .as('landlords');
  return db
    .select({
      versions: sql<string>`coalesce(string_agg(${landlords.id} || ':' || coalesce(${landlordDataVersion.version}, 0)::text, ',' order by ${landlords.id}), '')`,
    })
    .from(landlords)
    .leftJoin(landlordDataVersion, eq(landlordDataVersion.landlordId, landlords.id));
}

/**
 * The data versions of every landlord the tenant has a contract with (any contract of theirs, even
 * deleted or not accepted: a superset is safe), one statement, as `landlord:version,…` sorted by
 * landlord ('' when none). What the tenant area shows is those landlords' data (their contracts,
 * properties, bills, payments, names) and the tenant's own account, whose update bumps them all
 * (decisions 131, 141); a contract with a new landlord adds a landlord to the string.
 */
export async function readTenantDataVersions(db: Queryable, tenantId: string): Promise<string> {
  const [row] = await tenantDataVersionsQuery(db, tenantId);
  return row?.versions ?? '';
}

/**
 * What a read of the user's contracts on both sides depends on (GET /api/contracts, decision 146),
 * one statement: their own data version as a landlord, then readTenantDataVersions' string for the
 * landlords they rent from (`7|a:3,b:12`).
 */
export async function readViewerDataVersions(db: Queryable, userId: string): Promise<string> {
  const own = landlordVersionQuery(db, userId);
  const [row] = await db
    .select({
      versions: sql<string>`coalesce((${own}), 0)::text || '|' || (${tenantDataVersionsQuery(db, userId)})`,
    })
    .from(sql`(select 1) as head`);
  return row?.versions ?? '';
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

/** What makes a read kept, besides the read's own options: the clock (its Rome day) and the cache. */
export type KeptReadOptions = { clock: Clock; kept: KeptAnswers };

/**
 * A landlord's read, kept (answerKept): the function that answers `read` for the options'
 * landlord, day and `query` (or `keyOf(opts)`, for a read of one thing) from the cache, else with
 * `compute(opts)`. The one way a landlord read is made kept (decisions 130, 142, 146).
 */
export function keptLandlordRead<O extends { db: Queryable; landlordId: string; query?: object }, T>(
  read: string,
  compute: (opts: O) => Promise<T>,
  keyOf?: (opts: O) => Record<string, unknown>,
): (opts: O & KeptReadOptions) => Promise<T> {
  return (opts) =>
    answerKept({
      db: opts.db,
      clock: opts.clock,
      kept: opts.kept,
      landlordId: opts.landlordId,
      read,
      query: keyOf ? keyOf(opts) : (opts.query as Record<string, unknown> | undefined),
      compute: () => compute(opts),
    });
}

/**
 * A tenant's read (overview, statements, payables page), kept per tenant, read, `query` and Rome
 * day while the versions of the tenant's landlords are unchanged (decision 141). A hit is one
 * statement (readTenantDataVersions) besides the session.
 */
export function keptTenantRead<O extends { db: Queryable; tenantId: string; query?: object }, T>(
  read: string,
  compute: (opts: O) => Promise<T>,
): (opts: O & KeptReadOptions) => Promise<T> {
  return (opts) =>
    answerKeptUnder({
      kept: opts.kept,
      key: ['tenant', opts.tenantId, read, today(opts.clock), canonicalQuery(opts.query as Record<string, unknown>)],
      readVersion: () => readTenantDataVersions(opts.db, opts.tenantId),
      compute: () => compute(opts),
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
