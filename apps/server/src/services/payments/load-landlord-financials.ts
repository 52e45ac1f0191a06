import { sumCents } from '@casaconti/core/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ContractFinancials } from '../contracts/load-contracts-financials';
import { loadContractsFinancials } from '../contracts/load-contracts-financials';
import { listLandlordContracts, tenantOf } from './landlord-contracts';

export type LandlordContractFinancials = {
  contractId: string;
  tenant: { firstName: string; lastName: string };
  property: string;
  /** Its financials with only the outstanding payables (the paid ones are not read). */
  financials: ContractFinancials;
  /** Σ due and overdue payables (settlement credits, negative, included): DOMAIN §6's netAmountDue. */
  netAmountDue: number;
  duePayablesCount: number;
};

/**
 * Every non-deleted contract of the landlord with its financials from loadContractsFinancials
 * (the one source of truth), what is owed only: the payments page's previews and balances read
 * this. Three queries whatever the number of contracts.
 */
export async function loadLandlordFinancials(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
}): Promise<LandlordContractFinancials[]> {
  const contracts = await listLandlordContracts(opts.db, opts.landlordId);
  const financialsOf = await loadContractsFinancials({
    db: opts.db,
    clock: opts.clock,
    contractIds: contracts.map((c) => c.contractId),
    payables: 'outstanding',
  });
  return contracts.map((c) => {
    const financials = financialsOf.get(c.contractId)!;
    const due = financials.payables.filter((p) => p.status === 'due' || p.status === 'overdue');
    return {
      contractId: c.contractId,
      tenant: tenantOf(c),
      property: c.propertyName,
      financials,
      netAmountDue: sumCents(due.map((p) => p.amount)),
      duePayablesCount: due.length,
    };
  });
}
