import { computeSettlement, NothingToSettleError } from '@casaconti/core/settlement';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payable, settlement, settlementItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { loadPendingSettlementItems } from '../financials/reads';
import { PAYMENT_MESSAGES } from '@casaconti/core/messages';

type SettlementResult = { settlementId: string; payableId: string; finalBalance: number };

/**
 * calculate-final-settlement (docs/product.md §7, docs/domain.md §6), one transaction holding the contract's row
 * lock: every pending debit and credit goes into one settlement and one final payable
 * (computeSettlement decides amounts, type and status), and is marked settled by it. The lock
 * makes simultaneous requests produce exactly one settlement. Nothing pending → 409 with the
 * reason, unless the request carries the idempotency key of a settlement already made: then it
 * answers that settlement (`created: false`) and does nothing (decision 048), so a double click
 * or a retry after a lost answer is the success it is.
 */
export async function settleContract(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  contractId: string;
  idempotencyKey?: string;
}): Promise<{ created: boolean; result: SettlementResult }> {
  const { db, clock, landlordId, contractId, idempotencyKey } = opts;
  return db.transaction(async (tx) => {
    await findLandlordContract({ db: tx, landlordId, contractId, lock: 'update' });
    if (idempotencyKey) {
      const done = await findKeyedSettlement(tx, contractId, idempotencyKey);
      if (done) return { created: false, result: done };
    }
    const items = await loadPendingSettlementItems({ db: tx, contractIds: [contractId] });
    let result: ReturnType<typeof computeSettlement>;
    try {
      result = computeSettlement(
        items
          .filter((i) => i.kind === 'debit')
          .map((i) => ({
            amount: i.amount,
            periodStartDate: i.billPeriodStartDate,
            periodEndDate: i.billPeriodEndDate,
          })),
        items.filter((i) => i.kind === 'credit'),
      );
    } catch (error) {
      if (error instanceof NothingToSettleError) throw new AppError('CONFLICT', PAYMENT_MESSAGES.nothingToSettle);
      throw error;
    }
    const [created] = await tx
      .insert(settlement)
      .values({
        contractId,
        totalBillsAmount: result.totalBillsAmount,
        totalCreditsAmount: result.totalCreditsAmount,
        finalBalance: result.finalBalance,
        periodStartDate: result.periodStartDate,
        periodEndDate: result.periodEndDate,
        idempotencyKey: idempotencyKey ?? null,
      })
      .returning({ id: settlement.id });
    const [finalPayable] = await tx
      .insert(payable)
      .values({
        contractId,
        type: result.payableType,
        amount: result.finalBalance,
        status: result.payableStatus,
        paidAt: result.payableStatus === 'paid' ? clock.now() : null,
        periodStartDate: result.periodStartDate,
        periodEndDate: result.periodEndDate,
        dueDate: today(clock),
        sourceSettlementId: created!.id,
      })
      .returning({ id: payable.id });
    await tx
      .update(settlementItem)
      .set({ settlementId: created!.id })
      .where(
        inArray(
          settlementItem.id,
          items.map((i) => i.id),
        ),
      );
    return {
      created: true,
      result: { settlementId: created!.id, payableId: finalPayable!.id, finalBalance: result.finalBalance },
    };
  });
}

/** The settlement made under this key on this contract, answered as it was the first time. */
async function findKeyedSettlement(tx: Tx, contractId: string, key: string): Promise<SettlementResult | null> {
  const [row] = await tx
    .select({ settlementId: settlement.id, payableId: payable.id, finalBalance: settlement.finalBalance })
    .from(settlement)
    .innerJoin(payable, eq(payable.sourceSettlementId, settlement.id))
    .where(and(eq(settlement.contractId, contractId), eq(settlement.idempotencyKey, key)));
  return row ?? null;
}
