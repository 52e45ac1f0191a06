import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payable } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { giveSettlementCredits } from './settlement-credits';

/**
 * Marks the given due payables of one contract paid with no payment: only for what no money
 * settles, i.e. a contract whose settlement credits cover all it owes (decision 072).
 * Marks the given due payables of one contract paid (with paid_at, and the confirmation's
 * idempotency key if any) inside the caller's transaction; a paid settlement_base_fee becomes an
 * available credit of the same amount (docs/domain.md §6). Only rows still 'due' change: the returned
 * count is what this call marked.
 */
export async function markPayablesPaid(opts: {
  tx: Tx;
  clock: Clock;
  contractId: string;
  payableIds: string[];
  confirmationKey?: string;
}) {
  const { tx, contractId, payableIds } = opts;
  if (payableIds.length === 0) return 0;
  const paid = await tx
    .update(payable)
    .set({ status: 'paid', paidAt: opts.clock.now(), confirmationKey: opts.confirmationKey ?? null })
    .where(and(eq(payable.contractId, contractId), eq(payable.status, 'due'), inArray(payable.id, payableIds)))
    .returning({ id: payable.id, type: payable.type, amount: payable.amount });
  await giveSettlementCredits(tx, contractId, paid);
  return paid.length;
}

/**
 * How many payables of the contract (or of `payableIds` in it) a confirmation with this
 * idempotency key marked paid: > 0 means that confirmation is done and a resubmission answers
 * it again (decision 048). Call it under the contract's lock, like the confirmation itself.
 */
export async function countConfirmedWithKey(opts: {
  tx: Tx;
  contractId: string;
  confirmationKey: string;
  payableIds?: string[];
}): Promise<number> {
  const { tx, contractId, confirmationKey, payableIds } = opts;
  const [row] = await tx
    .select({ n: count() })
    .from(payable)
    .where(
      and(
        eq(payable.contractId, contractId),
        eq(payable.confirmationKey, confirmationKey),
        eq(payable.status, 'paid'),
        payableIds ? inArray(payable.id, payableIds) : undefined,
      ),
    );
  return row?.n ?? 0;
}
