import type { Queryable } from '../../db/client';
import { contract, payable, property, settlement, settlementItem, user } from '../../db/schema';
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

type NewPayable = typeof payable.$inferInsert;
type NewSettlementItem = typeof settlementItem.$inferInsert;

/** A payable of `contractId` (a due rent of 100,00 € on 2026-01-05 unless overridden). */
export async function insertPayable(
  db: Queryable,
  opts: { contractId: string } & Partial<Omit<NewPayable, 'contractId'>>,
): Promise<typeof payable.$inferSelect> {
  const [row] = await db
    .insert(payable)
    .values({ type: 'rent', amount: 10000, dueDate: '2026-01-05', ...opts })
    .returning();
  return row!;
}

/** A settlement of `contractId` with zero totals (what items are marked settled by). */
export async function insertSettlement(db: Queryable, contractId: string): Promise<typeof settlement.$inferSelect> {
  const [row] = await db
    .insert(settlement)
    .values({ contractId, totalBillsAmount: 0, totalCreditsAmount: 0, finalBalance: 0 })
    .returning();
  return row!;
}

/** A settlement item of `contractId` (a pending manual debit of 10,00 € unless overridden). */
export async function insertSettlementItem(
  db: Queryable,
  opts: { contractId: string } & Partial<Omit<NewSettlementItem, 'contractId'>>,
): Promise<typeof settlementItem.$inferSelect> {
  const [row] = await db
    .insert(settlementItem)
    .values({ kind: 'debit', sourceType: 'manual_adjustment', amount: 1000, ...opts })
    .returning();
  return row!;
}
