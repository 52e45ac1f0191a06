import { canonicalDecimal } from '@casaconti/core/quantity';
import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { billSplit, contract } from '../../db/schema';

export type BillSplitRow = {
  id: string;
  contractId: string;
  tenant: { firstName: string; lastName: string };
  costModelApplied: string;
  /** Cents. */
  calculatedAmount: number;
  startDate: string;
  /** The criterion's numbers fixed when the bill was recorded (schema.ts bill_split), decimals canonical. */
  overlapDays: number;
  numberOfOccupants: number;
  weight: string;
  roomCount: number;
  roomWeight: string;
  reading: string | null;
};

/** A numeric column read as a canonical decimal string ('62', '77.5'); null stays null. */
export const storedDecimal = (column: AnyPgColumn) => sql<string>`${column}`.mapWith(canonicalDecimal);

/**
 * The splits of one bill with the tenant of each contract (deleted contracts included: their
 * split is history, docs/domain.md §7), by tenant name. The caller has checked access to the bill.
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
      startDate: contract.startDate,
      numberOfOccupants: billSplit.numberOfOccupants,
      weight: storedDecimal(billSplit.weight),
      roomCount: billSplit.roomCount,
      roomWeight: storedDecimal(billSplit.roomWeight),
      reading: sql`${billSplit.reading}`.mapWith((value: string): string | null => canonicalDecimal(value)),
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
