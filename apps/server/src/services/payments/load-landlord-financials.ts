import { sumCents } from '@casaconti/core/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type ContractFinancials, loadContractFinancials } from '../contracts/load-contract-financials';
import { listLandlordContracts } from './landlord-contracts';

export type LandlordContractFinancials = {
  contractId: string;
  tenant: { firstName: string; lastName: string };
  property: string;
  financials: ContractFinancials;
  /** Σ due and overdue payables (settlement credits, negative, included): DOMAIN §6's netAmountDue. */
  netAmountDue: number;
  duePayablesCount: number;
};

/**
 * Every non-deleted contract of the landlord with its financials from loadContractFinancials
 * (the one source of truth): the payments page's overview, previews and balances all read this.
 */
export async function loadLandlordFinancials(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
}): Promise<LandlordContractFinancials[]> {
  const contracts = await listLandlordContracts(opts.db, opts.landlordId);
  const out: LandlordContractFinancials[] = [];
  for (const c of contracts) {
    const financials = await loadContractFinancials({ db: opts.db, clock: opts.clock, contractId: c.contractId });
    const due = financials.payables.filter((p) => p.status === 'due' || p.status === 'overdue');
    out.push({
      contractId: c.contractId,
      tenant: { firstName: c.tenantFirstName, lastName: c.tenantLastName },
      property: c.propertyName,
      financials,
      netAmountDue: sumCents(due.map((p) => p.amount)),
      duePayablesCount: due.length,
    });
  }
  return out;
}
