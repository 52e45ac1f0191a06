import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { loadLandlordFinancials } from './load-landlord-financials';

/**
 * get_contracts_net_balance (docs/product.md §3): the contracts with at least one due or overdue payable
 * ('Pagamenti' tab), netAmountDue = Σ of them (docs/domain.md §6), with those payables.
 */
export async function getContractsNetBalance(opts: { db: Db; clock: Clock; landlordId: string }) {
  const rows = await loadLandlordFinancials(opts);
  return rows
    .filter((r) => r.duePayablesCount > 0)
    .map((r) => ({
      contractId: r.contractId,
      tenant: r.tenant,
      property: r.property,
      netAmountDue: r.netAmountDue,
      payables: r.payables.filter((p) => p.status !== 'paid'),
    }));
}
