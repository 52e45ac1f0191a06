import { and, eq } from 'drizzle-orm';
import type { ManualAdjustmentInput } from '@casaconti/core/schemas/payment';
import type { Db } from '../../db/client';
import { settlementItem } from '../../db/schema';
import { findLandlordContract } from '../contracts/find-landlord-contract';

/**
 * add_manual_settlement_adjustment (docs/product.md §5, §7): a pending credit or debit on the landlord's
 * contract, waiting for the next conguaglio. Takes the contract's lock, so an adjustment racing
 * a settlement is either in it or pending after it. The adjustment is inserted under the dialog's
 * idempotency key (unique per contract): a resubmission finds the first one and answers with it
 * (`created: false`), recording nothing (decision 026).
 */
export async function addManualAdjustment(opts: {
  db: Db;
  landlordId: string;
  input: ManualAdjustmentInput;
}): Promise<{ created: boolean; result: { id: string } }> {
  const { db, landlordId, input } = opts;
  return db.transaction(async (tx) => {
    await findLandlordContract({ db: tx, landlordId, contractId: input.contractId, lock: 'update' });
    const [row] = await tx
      .insert(settlementItem)
      .values({
        contractId: input.contractId,
        kind: input.type,
        sourceType: 'manual_adjustment',
        amount: input.amount,
        notes: input.notes ?? null,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: [settlementItem.contractId, settlementItem.idempotencyKey] })
      .returning({ id: settlementItem.id });
    if (row) return { created: true, result: { id: row.id } };
    const [existing] = await tx
      .select({ id: settlementItem.id })
      .from(settlementItem)
      .where(
        and(eq(settlementItem.contractId, input.contractId), eq(settlementItem.idempotencyKey, input.idempotencyKey)),
      );
    return { created: false, result: { id: existing!.id } };
  });
}
