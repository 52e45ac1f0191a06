import { firstDayOfMonth } from '@casaconti/core/dates';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract, property, settlement, settlementItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PAYMENT_MESSAGES } from '@casaconti/core/messages';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { selectSettlementItems } from '../financials/reads';

/**
 * get_settlement_details (docs/product.md §3 'Dettaglio Calcolo Conguaglio'): totals, period, the debits it
 * included (manual debits with category 'manual_adjustment') and the credits it applied.
 * Another landlord's settlement → the same 404 as a missing one.
 */
export async function getSettlementDetails(opts: { db: Db; landlordId: string; settlementId: string }) {
  const { db, landlordId, settlementId } = opts;
  const [row] = await db
    .select(getTableColumns(settlement))
    .from(settlement)
    .innerJoin(contract, eq(contract.id, settlement.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(eq(settlement.id, settlementId), landlordContractCondition(landlordId)));
  if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.settlementNotFound);
  const items = await selectSettlementItems(db, eq(settlementItem.settlementId, settlementId));
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
      .map((i) => ({
        sourceType: i.sourceType,
        depositInterestYear: i.depositInterestYear,
        createdAt: i.createdAt.toISOString(),
        // A paid advance is dated by the month it covers (docs/domain.md §6).
        coveredMonth: i.advancePeriodStartDate ? firstDayOfMonth(i.advancePeriodStartDate) : null,
        amount: i.amount,
      }))
      // By the month an advance covers, else the day recorded (items of one confirmation share it).
      .sort((a, b) => (a.coveredMonth ?? a.createdAt).localeCompare(b.coveredMonth ?? b.createdAt)),
  };
}
