import type { Queryable } from '../../db/client';
import { contract, property, user } from '../../db/schema';
import { acceptedTenantColumns } from '../contract-tenant';

type NewProperty = typeof property.$inferInsert;
type NewContract = typeof contract.$inferInsert;
type NewUser = typeof user.$inferInsert;

/**
 * Test factories: the one place tests write rows directly (without going through the API), with
 * valid defaults and typed overrides. Prefer the API (seedProperty, createContractVia) when the
 * test is about a route; use these for services and jobs tested below the routes.
 */
export async function insertProperty(
  db: Queryable,
  landlordId: string,
  overrides: Partial<Omit<NewProperty, 'landlordId'>> = {},
): Promise<typeof property.$inferSelect> {
  const [row] = await db
    .insert(property)
    .values({
      landlordId,
      name: 'Casa',
      streetAddress: 'Via Roma 1',
      postalCode: '00100',
      province: 'RM',
      country: 'Italia',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A user row (no password: for tests below the routes), a tenant unless `isLandlord`. */
export async function insertUser(db: Queryable, overrides: Partial<NewUser> = {}): Promise<typeof user.$inferSelect> {
  const id = overrides.id ?? crypto.randomUUID();
  const [row] = await db
    .insert(user)
    .values({ id, name: 'Utente Prova', email: `${id}@example.com`, ...overrides })
    .returning();
  return row!;
}

/** A contract of `tenantId` on `propertyId`, accepted by the tenant (visible in their area). */
export async function insertAcceptedContract(
  db: Queryable,
  opts: { propertyId: string; tenantId: string } & Partial<Omit<NewContract, 'propertyId' | 'tenantId'>>,
): Promise<typeof contract.$inferSelect> {
  const [row] = await db
    .insert(contract)
    .values({
      startDate: '2026-01-01',
      endDate: null,
      rentAmount: 50000,
      ...(await acceptedTenantColumns(db, opts.tenantId)),
      ...opts,
    })
    .returning();
  return row!;
}
