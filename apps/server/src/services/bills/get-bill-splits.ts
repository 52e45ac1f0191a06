import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { billSplit, contract } from '../../db/schema';

export type BillSplitRow = {
  id: string;
  contractId: string;
  tenant: { firstName: string; lastName: string };
  costModelApplied: string;
  /** Cents. */
  calculatedAmount: number;
  /** The criterion fixed when the bill was recorded: weight = overlapDays × numberOfOccupants. */
  overlapDays: number;
  numberOfOccupants: number;
  weight: number;
};

/**
 * The splits of one bill with the tenant of each contract (deleted contracts included: their
 * split is history, DOMAIN §7), by tenant name. The caller has checked access to the bill.
 */
export async function getBillSplits(opts: { db: Queryable; billId: string }): Promise<BillSplitRow[]> {
  const rows = await opts.db
    .select({
      id: billSplit.id,
      contractId: billSplit.contractId,
      // The tenant as each contract's landlord typed them (docs/decisions/019).
      firstName: contract.tenantFirstName,
      lastName: contract.tenantLastName,
      costModelApplied: billSplit.costModelApplied,
      calculatedAmount: billSplit.calculatedAmount,
      overlapDays: billSplit.overlapDays,
      numberOfOccupants: billSplit.numberOfOccupants,
      weight: billSplit.weight,
    })
    .from(billSplit)
    .innerJoin(contract, eq(contract.id, billSplit.contractId))
    .where(eq(billSplit.billId, opts.billId))
    .orderBy(
      asc(contract.tenantLastName),
      asc(contract.tenantFirstName),
      asc(contract.startDate),
      asc(billSplit.contractId),
    );
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, tenant: { firstName, lastName } }));
}
