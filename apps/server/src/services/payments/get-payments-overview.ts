import { sumCents } from '@casaconti/core/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { loadLandlordFinancials } from './load-landlord-financials';

/**
 * get_landlord_payables_overview (DOMAIN §6): pendingSplitsAmount ('Conguagli da Saldare') =
 * Σ pending settlement debits; pendingPaymentsAmount ('Pagamenti in Attesa') = Σ due and
 * overdue payables, settlement credits included. Cents.
 */
export async function getPaymentsOverview(opts: { db: Db; clock: Clock; landlordId: string }) {
  const rows = await loadLandlordFinancials(opts);
  return {
    pendingSplitsAmount: sumCents(rows.flatMap((r) => r.financials.pending_settlement_debits.map((d) => d.amount))),
    pendingPaymentsAmount: sumCents(rows.map((r) => r.netAmountDue)),
  };
}
