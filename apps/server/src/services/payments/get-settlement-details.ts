import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bill, billSplit, contract, property, settlement, settlementItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PAYMENT_MESSAGES } from './messages';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';

/**
 * get_settlement_details (SPEC §3 'Dettaglio Calcolo Conguaglio'): totals, period, the debits it
 * included (manual debits with category 'manual_adjustment') and the credits it applied.
 * Another landlord's settlement → the same 404 as a missing one.
 */
export async function getSettlementDetails(opts: { db: Db; landlordId: string; settlementId: string }) {
  const { db, landlordId, settlementId } = opts;
  const [row] = await db
    .select({
      id: settlement.id,
      contractId: settlement.contractId,
      totalBillsAmount: settlement.totalBillsAmount,
      totalCreditsAmount: settlement.totalCreditsAmount,
      finalBalance: settlement.finalBalance,
      periodStartDate: settlement.periodStartDate,
      periodEndDate: settlement.periodEndDate,
      createdAt: settlement.createdAt,
    })
    .from(settlement)
    .innerJoin(contract, eq(contract.id, settlement.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(eq(settlement.id, settlementId), landlordContractCondition(landlordId)));
  if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.settlementNotFound);
  const items = await db
    .select({
      kind: settlementItem.kind,
      sourceType: settlementItem.sourceType,
      amount: settlementItem.amount,
      createdAt: settlementItem.createdAt,
      billCategory: bill.category,
      billPeriodEndDate: bill.periodEndDate,
    })
    .from(settlementItem)
    .leftJoin(billSplit, eq(billSplit.id, settlementItem.billSplitId))
    .leftJoin(bill, eq(bill.id, billSplit.billId))
    .where(eq(settlementItem.settlementId, settlementId))
    .orderBy(asc(settlementItem.createdAt), asc(settlementItem.id));
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    includedSplits: items
      .filter((i) => i.kind === 'debit')
      .map((i) => ({
        billCategory: i.billCategory ?? 'manual_adjustment',
        periodEndDate: i.billPeriodEndDate,
        amount: i.amount,
      })),
    appliedCredits: items
      .filter((i) => i.kind === 'credit')
      .map((i) => ({ sourceType: i.sourceType, createdAt: i.createdAt.toISOString(), amount: i.amount })),
  };
}
