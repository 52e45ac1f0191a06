import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { loadLandlordFinancials } from './load-landlord-financials';

/**
 * get_settlement_preview_for_landlord (SPEC §3): one entry per contract with something pending;
 * netAmountToBeSettled is loadContractsFinancials' net preview, i.e. exactly what 'Conguaglia'
 * would produce (both come from packages/core settlement.ts).
 */
export async function getSettlementPreviews(opts: { db: Db; clock: Clock; landlordId: string }) {
  const rows = await loadLandlordFinancials(opts);
  return rows
    .filter((r) => r.financials.pending_settlement_debits.length + r.financials.pending_settlement_credits.length > 0)
    .map((r) => ({
      summary: {
        contractId: r.contractId,
        tenant: r.tenant,
        property: r.property,
        netAmountToBeSettled: r.financials.summary.net_settlement_preview,
      },
      breakdown: {
        pendingSplits: r.financials.pending_settlement_debits.map((d) => ({
          splitId: d.id,
          billCategory: d.category,
          periodEndDate: d.date,
          amount: d.amount,
        })),
        availableCredits: r.financials.pending_settlement_credits.map((c) => ({
          creditId: c.id,
          sourceType: c.source_type,
          createdAt: c.created_at,
          amount: c.amount,
        })),
      },
    }));
}
