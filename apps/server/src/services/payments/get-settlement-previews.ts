import type { Db } from '../../db/client';
import type { PendingSettlement } from '../financials/assemble';
import { landlordContractIds, listLandlordContracts, tenantOf } from './landlord-contracts';
import { loadPendingSettlements } from '../financials/load';

/** One row of the 'Conguagli' tab: the contract and what a conguaglio would take (docs/product.md §3). */
export function settlementPreviewOf(
  c: { contractId: string; tenantFirstName: string; tenantLastName: string; propertyName: string },
  pending: PendingSettlement,
) {
  return {
    summary: {
      contractId: c.contractId,
      tenant: tenantOf(c),
      property: c.propertyName,
      netAmountToBeSettled: pending.net,
    },
    breakdown: {
      pendingSplits: pending.debits.map((d) => ({
        splitId: d.id,
        billCategory: d.category,
        periodEndDate: d.date,
        amount: d.amount,
      })),
      availableCredits: pending.credits.map((c) => ({
        creditId: c.id,
        sourceType: c.source_type,
        depositInterestYear: c.deposit_interest_year,
        createdAt: c.created_at,
        coveredMonth: c.covered_month,
        amount: c.amount,
      })),
    },
  };
}

/**
 * get_settlement_preview_for_landlord (docs/product.md §3): one entry per contract of the payments page with
 * something pending; netAmountToBeSettled is the pending conguaglio's net (loadPendingSettlements,
 * as in the contract's financials), i.e. exactly what 'Conguaglia' would produce (both come from
 * packages/core settlement.ts). Two queries whatever the number of contracts, sent together (the
 * items are selected by the landlord's contracts in SQL: landlordContractIds).
 */
export async function getSettlementPreviews(opts: { db: Db; landlordId: string }) {
  const { db, landlordId } = opts;
  const [contracts, pendingOf] = await Promise.all([
    listLandlordContracts(db, landlordId),
    loadPendingSettlements({ db, contractIds: landlordContractIds(db, landlordId) }),
  ]);
  return contracts.flatMap((c) => {
    const pending = pendingOf.get(c.contractId);
    if (!pending || pending.debits.length + pending.credits.length === 0) return [];
    return [settlementPreviewOf(c, pending)];
  });
}
