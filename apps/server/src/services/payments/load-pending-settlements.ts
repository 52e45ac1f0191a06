import { firstDayOfMonth, todayInRome } from '@casaconti/core/dates';
import { categoryLabel, contractCreditLabel } from '@casaconti/core/labels';
import { computeNetToSettle } from '@casaconti/core/settlement';
import type { Queryable } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import { type ContractSet, listedIds } from './contract-set';
import { loadPendingSettlementItems } from './load-pending-settlement-items';
import type { selectSettlementItems } from './select-settlement-items';

/** What the next conguaglio of a contract would take, as the financials show it (cents). */
export type PendingSettlement = {
  /** category: the bill's category, or 'manual_adjustment' for a manual debit. */
  debits: { id: string; label: string; amount: number; date: string; category: string }[];
  /**
   * source_type: 'settlement_base_fee' or 'manual_adjustment'; created_at: ISO instant;
   * covered_month: for a paid advance the first day of the month it covers ('yyyy-MM-dd'), by
   * which it is dated and shown ('Anticipo conguaglio · novembre 2026', DOMAIN §6), else null
   * (a manual credit is dated by the day it was recorded).
   */
  credits: {
    id: string;
    label: string;
    amount: number;
    date: string;
    source_type: string;
    created_at: string;
    covered_month: string | null;
  }[];
  /** Σ debits − Σ credits: exactly what 'Conguaglia' would produce. */
  net: number;
};

/** Stable: items of one date keep their creation order. */
const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);

type ItemRow = Awaited<ReturnType<typeof loadPendingSettlementItems>>[number];

/** The contracts' settlement items as selectSettlementItems reads them. */
export type SettlementItemRow = Awaited<ReturnType<typeof selectSettlementItems>>[number];

function pendingSettlementOf(items: ItemRow[]): PendingSettlement {
  const debits = items
    .filter((i) => i.kind === 'debit')
    .map((i) => {
      const category = (i.sourceType === 'bill_split' ? i.billCategory : null) ?? 'manual_adjustment';
      return {
        id: i.id,
        label: categoryLabel(category),
        amount: i.amount,
        date: i.billPeriodEndDate ?? todayInRome(i.createdAt),
        category,
      };
    })
    .sort(byDate);
  const credits = items
    .filter((i) => i.kind === 'credit')
    .map((i) => {
      const coveredMonth = i.advancePeriodStartDate ? firstDayOfMonth(i.advancePeriodStartDate) : null;
      return {
        id: i.id,
        label: contractCreditLabel(i.sourceType),
        amount: i.amount,
        date: coveredMonth ?? todayInRome(i.createdAt),
        source_type: i.sourceType,
        created_at: i.createdAt.toISOString(),
        covered_month: coveredMonth,
      };
    })
    .sort(byDate);
  return { debits, credits, net: computeNetToSettle(debits, credits) };
}

/**
 * Each contract's pending conguaglio (DOMAIN §6) in one query whatever their number: its unsettled
 * settlement items (loadPendingSettlementItems) as debits and credits by date (a bill's period
 * end, an advance's month, else the day the item was recorded), amounts positive cents, and the net. Every id gets an
 * entry when `contractIds` lists them; given a subquery, only the contracts with pending items have
 * one (nothing pending for the others). The contract financials (loadContractsFinancials) and the
 * settlement previews read this.
 * `liveItems`: the caller reads (in parallel) every live (not deleted) settlement item of these
 * contracts with selectSettlementItems (the statements show the settled ones too); the pending
 * ones are those of no settlement yet (pendingSettlementItemCondition), taken from them in the
 * same order instead of being read a second time.
 */
export async function loadPendingSettlements(opts: {
  db: Queryable;
  contractIds: ContractSet;
  liveItems?: PromiseLike<readonly SettlementItemRow[]>;
}): Promise<Map<string, PendingSettlement>> {
  const pending = opts.liveItems
    ? (await opts.liveItems).filter((i) => i.settlementId === null)
    : await loadPendingSettlementItems(opts);
  const itemsOf = groupBy(pending, (i) => i.contractId);
  const ids = listedIds(opts.contractIds) ?? [...itemsOf.keys()];
  return new Map(ids.map((id) => [id, pendingSettlementOf(itemsOf.get(id) ?? [])]));
}
