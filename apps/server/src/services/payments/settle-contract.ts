import { computeSettlement, NothingToSettleError } from '@casaconti/core/settlement';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payable, settlement, settlementItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import { findLandlordContract } from '../contracts/find-landlord-contract';
import { loadPendingSettlementItems } from './load-pending-settlement-items';
import { PAYMENT_MESSAGES } from './messages';

/**
 * calculate-final-settlement (SPEC §7, DOMAIN §6), one transaction holding the contract's row
 * lock: every pending debit and credit goes into one settlement and one final payable
 * (computeSettlement decides amounts, type and status), and is marked settled by it. The lock
 * makes simultaneous requests produce exactly one settlement: the later ones find nothing
 * pending and get 409. Nothing pending → 409 with the reason.
 */
export async function settleContract(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  contractId: string;
}): Promise<{ settlementId: string; payableId: string; finalBalance: number }> {
  const { db, clock, landlordId, contractId } = opts;
  return db.transaction(async (tx) => {
    await findLandlordContract({ db: tx, landlordId, contractId, forUpdate: true });
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
    return { settlementId: created!.id, payableId: finalPayable!.id, finalBalance: result.finalBalance };
  });
}
