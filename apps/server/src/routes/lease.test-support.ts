/** Shared fixtures of the lease route tests: the rent update and its race (not a test file itself). */
import { and, eq, ne } from 'drizzle-orm';
import { contract, payable, property } from '../db/schema';
import type { TestContext } from '../test/harness';
import { contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';

type Agent = ReturnType<TestContext['agent']> & { user: { id: string } };
/** Lease columns set directly over the defaults of `seedLease`. */
export type Lease = Partial<typeof contract.$inferInsert>;

/**
 * A 4+4 contract of `owner` from 2025-03-01 to 2029-02-28 on a new one-room property, 800,00 € a
 * month, 75 % ISTAT share, registered 2025-03-20 (the columns set directly, `lease` over them); its
 * rent payables, materialized at the create body's rent, set to the rent as if created with it.
 */
export async function seedLease(ctx: TestContext, owner: Agent, lease: Lease = {}, propertyName?: string) {
  const h = await seedProperty(ctx, owner.user.id, ['A']);
  const id = (await contractOn(owner, h.property.id, h.rooms[0]!.id, {
    start: '2025-03-01',
    end: '2029-02-28',
    occupants: 1,
  })) as string;
  await ctx.db
    .update(contract)
    .set({
      contractType: 'libero_4_4',
      istatUpdateShare: 75,
      rentAmount: 80000,
      registrationDate: '2025-03-20',
      ...lease,
    })
    .where(eq(contract.id, id));
  await ctx.db
    .update(payable)
    .set({ amount: (lease.rentAmount as number | undefined) ?? 80000 })
    .where(and(eq(payable.contractId, id), eq(payable.type, 'rent')));
  if (propertyName) {
    await ctx.db.update(property).set({ name: propertyName }).where(eq(property.id, h.property.id));
  }
  return { id, propertyId: h.property.id };
}

/** The contract's rent payables not cancelled, by period. */
export function liveRentPayables(ctx: TestContext, contractId: string) {
  return ctx.db
    .select({ start: payable.periodStartDate, amount: payable.amount, status: payable.status })
    .from(payable)
    .where(and(eq(payable.contractId, contractId), eq(payable.type, 'rent'), ne(payable.status, 'cancelled')))
    .orderBy(payable.periodStartDate);
}
