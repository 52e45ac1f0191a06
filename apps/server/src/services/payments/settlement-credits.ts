import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { settlementItem } from '../../db/schema';

/**
 * The settlement-credit rule (docs/domain.md §6, §12), in one place: each settlement_base_fee payable that
 * has just become paid (a positive amount) gives the contract an available credit of the same
 * amount, one per payable. A credit withdrawn by a reversal (deleted_at set) comes back when the
 * advance is paid again. Inside the caller's transaction; `paid`: the payables this write made
 * paid (of any type: the others give nothing).
 */
export async function giveSettlementCredits(
  tx: Tx,
  contractId: string,
  paid: readonly { id: string; type: string; amount: number }[],
): Promise<void> {
  await giveSettlementCreditsOf(
    tx,
    paid.map((p) => ({ ...p, contractId })),
  );
}

/** The same rule for payables of several contracts, each naming its own (one statement). */
export async function giveSettlementCreditsOf(
  tx: Tx,
  paid: readonly { contractId: string; id: string; type: string; amount: number }[],
): Promise<void> {
  const credits = paid
    .filter((p) => p.type === 'settlement_base_fee' && p.amount > 0)
    .map((p) => ({
      contractId: p.contractId,
      kind: 'credit' as const,
      sourceType: 'settlement_base_fee' as const,
      amount: p.amount,
      payableId: p.id,
    }));
  if (credits.length === 0) return;
  await tx
    .insert(settlementItem)
    .values(credits)
    .onConflictDoUpdate({
      target: settlementItem.payableId,
      set: { deletedAt: null, amount: sql`excluded.amount_cents` },
    });
}
