import { isOutstanding, sumOutstanding } from '@casaconti/core/payable-status';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ContractFinancials } from '../financials/assemble';
import { loadContractsPayables } from '../financials/load';
import { landlordContractIds, listLandlordContracts, tenantOf } from './landlord-contracts';

export type LandlordContractFinancials = {
  contractId: string;
  tenant: { firstName: string; lastName: string };
  property: string;
  /** Its financials' payables, only the outstanding ones (the paid ones are not read). */
  payables: ContractFinancials['payables'];
  /** Σ still owed of the due and overdue payables (settlement credits, negative, included; less what
   * payments cover): docs/domain.md §6's netAmountDue. */
  netAmountDue: number;
  duePayablesCount: number;
};

/**
 * Every non-deleted contract of the landlord with what it owes, its payables as its financials
 * show them (loadContractsPayables, the one source of truth): the net balances read this. Two
 * queries whatever the number of contracts, sent together (the payables are selected by the
 * landlord's contracts in SQL: landlordContractIds).
 */
export async function loadLandlordFinancials(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
}): Promise<LandlordContractFinancials[]> {
  const { db, landlordId } = opts;
  const [contracts, payablesOf] = await Promise.all([
    listLandlordContracts(db, landlordId),
    loadContractsPayables({
      db,
      clock: opts.clock,
      contracts: landlordContractIds(db, landlordId),
      payables: 'outstanding',
    }),
  ]);
  return contracts.map((c) => {
    const payables = payablesOf.get(c.contractId) ?? [];
    const due = payables.filter((p) => isOutstanding(p.status));
    return {
      contractId: c.contractId,
      tenant: tenantOf(c),
      property: c.propertyName,
      payables,
      netAmountDue: sumOutstanding(due),
      duePayablesCount: due.length,
    };
  });
}
