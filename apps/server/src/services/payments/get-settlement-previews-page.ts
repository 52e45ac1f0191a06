import type { Paged, SettlementPreviewListQuery } from '@casaconti/core/schemas/list';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settlementItem } from '../../db/schema';
import { loadPendingSettlements } from '../financials/load';
import { pendingSettlementItemCondition } from '../financials/reads';
import { selectContractAmountPage } from './contract-amount-list';
import { landlordContractIds } from './landlord-contracts';
import { settlementPreviewOf } from './get-settlement-previews';

export type SettlementPreviewsPage = Paged<ReturnType<typeof settlementPreviewOf>> & {
  /** Σ netAmountToBeSettled of the listed contracts (cents), under the search and bounds, over every page. */
  totalAmount: number;
};

/**
 * The 'Conguagli' tab, one page (decision 114): the landlord's contracts with a pending debit or
 * credit, their net to settle aggregated in SQL (Σ debits − Σ credits: core's computeNetToSettle
 * over pendingSettlementItemCondition's items), searched, bounded, sorted and paged in SQL; then
 * the page's contracts' pending items only, assembled as the whole list does. Three statements
 * whatever the size: the page and the total with its sum together, then the page's items.
 */

export async function getSettlementPreviewsPage(opts: {
  db: Db;
  landlordId: string;
  query: SettlementPreviewListQuery;
}): Promise<SettlementPreviewsPage> {
  const { db, landlordId, query } = opts;
  const pending = db
    .select({
      contractId: settlementItem.contractId,
      net: sql<number>`sum(case when ${settlementItem.kind} = 'debit' then ${settlementItem.amount} else -${settlementItem.amount} end)::bigint`
        .mapWith(Number)
        .as('net'),
    })
    .from(settlementItem)
    .where(pendingSettlementItemCondition(landlordContractIds(db, landlordId)))
    .groupBy(settlementItem.contractId)
    .as('pending');
  const { rows, ...page } = await selectContractAmountPage(db, {
    landlordId,
    query,
    amounts: { from: pending, contractId: pending.contractId, amount: pending.net },
  });
  // Also for an empty page: one statement count whatever the rows (query-counts.test.ts).
  const pendingOf = await loadPendingSettlements({ db, contractIds: rows.map((r) => r.contractId) });
  return {
    items: rows.flatMap((r) => {
      const items = pendingOf.get(r.contractId);
      return items ? [settlementPreviewOf(r, items)] : [];
    }),
    ...page,
  };
}
