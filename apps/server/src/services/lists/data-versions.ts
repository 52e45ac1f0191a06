import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, landlordDataVersion, property } from '../../db/schema';

/**
 * The readers of the landlord data version (decisions 130, 131, 176), each one statement: what a
 * kept read's answer is valid under (routes/kept-reads.ts names which read uses which).
 */

/** The landlord's version row's value as a subquery (no row while nothing of theirs was ever written). */
export function landlordDataVersionQuery(db: Queryable, landlordId: string) {
  return db
    .select({ v: landlordDataVersion.version })
    .from(landlordDataVersion)
    .where(eq(landlordDataVersion.landlordId, landlordId));
}

/** The landlord's data version in one statement (0 while nothing of theirs was ever written). */
export async function readLandlordDataVersion(db: Queryable, landlordId: string): Promise<number> {
  const version = landlordDataVersionQuery(db, landlordId);
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
  const own = landlordDataVersionQuery(db, userId);
  const [row] = await db
    .select({
      versions: sql<string>`coalesce((${own}), 0)::text || '|' || (${tenantDataVersionsQuery(db, userId)})`,
    })
    .from(sql`(select 1) as head`);
  return row?.versions ?? '';
}

/**
 * The data version of the landlord of the contract `where` selects (decision 131), one statement;
 * null when it selects none. Everything one contract's reads show is that landlord's data (its
 * tenant's account too: a tenant's update bumps their landlords), so a read of one contract is
 * kept under it, whoever asks (decisions 141, 144).
 */
export async function readContractLandlordVersion(db: Queryable, where: SQL): Promise<number | null> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(${landlordDataVersion.version}, 0)`.mapWith(Number) })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .leftJoin(landlordDataVersion, eq(landlordDataVersion.landlordId, property.landlordId))
    .where(where)
    .limit(1);
  return row ? row.version : null;
}
